import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Accuracy,
  AreaUnit,
  Avoid,
  baseLocationType,
  Confidence,
  FilterOperator,
  IdentifierType,
  isLocationType,
  LengthUnit,
  Level,
  LOCATION_GROUP_TYPES,
  LocationGroup,
  LocationType,
  MapProvider,
  MapType,
  MapView,
  MediaCategory,
  MediaContent,
  MediaSize,
  MediaSubCategory,
  Permission,
  QueryableField,
  ServiceResponse,
  SpatialRelation,
  TimeUnit,
  TravelMode,
} from '../../../maps/geo/enums.ts';

describe('enumerations of spec section 3', () => {
  test('the closed lists are exactly the spec lists', () => {
    assert.deepEqual(Object.values(MapProvider), ['DEFAULT', 'INTERNAL', 'GOOGLE', 'BING', 'ARCGIS', 'IP2LOCATION', 'OPENSTREETMAP', 'PRECISELY']);
    assert.deepEqual(Object.values(MapType), ['DEFAULT', 'ROAD', 'SATELLITE', 'TERRAIN', 'HYBRID']);
    assert.deepEqual(Object.values(MapView), ['DEFAULT', 'MAP', 'STREET', 'AERIAL', 'SEARCH', 'DIRECTIONS']);
    assert.deepEqual(Object.values(TravelMode), ['DRIVING', 'WALKING', 'TRANSIT', 'BICYCLING', 'DIRECT']);
    assert.deepEqual(Object.values(Avoid), ['HIGHWAYS', 'TOLLS', 'FERRIES', 'BORDERS', 'INDOORS']);
    assert.deepEqual(Object.values(ServiceResponse), ['DEFAULT', 'DOWNLOAD', 'REDIRECT', 'URL']);
    assert.deepEqual(Object.values(MediaContent), ['IMAGE', 'PDF', 'KMZ']);
    assert.deepEqual(Object.values(MediaCategory), ['MAP', 'PHOTO', 'PLAN']);
    assert.deepEqual(Object.values(MediaSubCategory), ['DEFAULT', 'DETAIL', 'ASSIGNMENT']);
    assert.deepEqual(Object.values(MediaSize), ['DEFAULT', 'LETTER', 'POSTER', 'NON_STANDARD']);
    assert.deepEqual(Object.values(Permission), ['VIEW_METADATA', 'VIEW_GEOMETRY', 'EDIT_METADATA', 'EDIT_GEOMETRY']);
    assert.deepEqual(Object.values(Accuracy), ['ROOFTOP', 'CENTER', 'INTERPOLATION_OFFSET', 'INTERPOLATION', 'APPROXIMATE']);
    assert.deepEqual(Object.values(Confidence), ['HIGH', 'MEDIUM', 'LOW']);
    assert.deepEqual(Object.values(Level), ['STREET', 'BLOCK', 'NEIGHBORHOOD', 'POSTAL', 'CITY', 'COUNTY', 'STATE', 'COUNTRY']);
    assert.deepEqual(Object.values(FilterOperator), ['=', '!=', '>', '>=', '<', '<=', 'contains', 'not contains']);
    assert.deepEqual(Object.values(LengthUnit), ['mm', 'cm', 'dm', 'm', 'dam', 'hm', 'km', 'in', 'ft', 'yd', 'mi']);
    assert.deepEqual(Object.values(AreaUnit), ['mm2', 'cm2', 'dm2', 'm2', 'dam2', 'hm2', 'km2', 'in2', 'ft2', 'yd2', 'mi2', 'ac']);
    assert.deepEqual(Object.values(TimeUnit), ['ms', 's', 'min', 'h']);
  });

  test('the open lists hold at least what the spec names', () => {
    for (const relation of ['INTERSECTS', 'CONTAINS', 'CROSSES', 'OVERLAPS', 'TOUCHES', 'WITHIN'])
      assert.ok(Object.values(SpatialRelation).includes(relation as SpatialRelation), relation);
    for (const id of ['UNIT_NUMBER', 'FACILITY_ID', 'TEACHING_ID', 'PROGRAM_ID', 'CUSTOM_ID'])
      assert.ok(Object.values(IdentifierType).includes(id as IdentifierType), id);
    for (const group of ['WARDS', 'STAKES', 'TEMPLES', 'WELFARE_LOCATIONS', 'MEETINGHOUSES__UTILIZATIONS', 'ALL', 'NONE'])
      assert.ok(Object.values(LocationGroup).includes(group as LocationGroup), group);
    for (const field of [
      'id',
      'name',
      'address.city',
      'phone',
      'email',
      'website',
      'hours',
      'timeZone',
      'language.code',
      'notes',
      'coordinates',
      'boundary',
      'created',
      'updated',
    ]) {
      assert.ok(Object.values(QueryableField).includes(field as QueryableField), field);
    }
  });

  test('location types include every type the specs name, with the wire spelling the data uses', () => {
    const named = [
      'LOCALITY',
      'WARD',
      'WARD.SEASONAL',
      'WARD.NATIVEAMERICAN',
      'WARD__YOUNG_SINGLE_ADULT',
      'WARD__SINGLE_ADULT',
      'STAKE',
      'TEMPLE_DISTRICT',
      'MISSION',
      'AREA',
      'STAKE_OFFICE',
      'MEETINGHOUSE',
      'MEETINGHOUSE__FULL',
      'MEETINGHOUSE__OVER',
      'MEETINGHOUSE__UNDER',
      'MEETINGHOUSE__CONSTRUCTION',
      'MEETINGHOUSE__DESIGN',
      'MEETINGHOUSE__FUTURE',
      'MEETINGHOUSE__NO_UNITS',
      'MEETINGHOUSE__DISCONTINUED',
      'MEETINGHOUSE__EXCESS',
      'MEETINGHOUSE__UNKNOWN',
      'MEETINGHOUSE__LICENSED_USE',
      'TEMPLE',
      'TEMPLE__ANNOUNCED',
      'TEMPLE__CONSTRUCTION',
      'TEMPLE__OPENING_SOON',
      'TEMPLE__RENOVATION',
      'FAMILY_HISTORY_CENTER',
      'INSTITUTE',
      'SEMINARY',
      'WELFARE',
      'EMPLOYMENT_CENTER',
      'VISITORS_CENTER',
      'HISTORIC_SITE',
      'TABERNACLE',
      'PAVILION',
      'RECREATIONAL_CAMP',
      'STAKE_GROWTH',
      'MEMBER_DENSITY',
      'HOUSEHOLD',
      'INDIVIDUAL',
    ];
    for (const type of named) assert.ok(isLocationType(type), type);
    assert.equal(LocationType.WARD__SEASONAL, 'WARD.SEASONAL');
    assert.equal(LocationType.WARD__NATIVE_AMERICAN, 'WARD.NATIVEAMERICAN');
    assert.equal(isLocationType('WARD__SEASONAL'), false, 'the key spelling is not a wire value');
    assert.equal(isLocationType(42), false);
  });

  test('keys follow the convention: UPPER_SNAKE, __ before a variant, value equal to key except the dotted wards', () => {
    for (const [key, value] of Object.entries(LocationType)) {
      assert.match(key, /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(__[A-Z0-9]+(_[A-Z0-9]+)*)?$/, key);
      if (key !== 'WARD__SEASONAL' && key !== 'WARD__NATIVE_AMERICAN') assert.equal(value, key);
    }
    assert.equal(new Set(Object.values(LocationType)).size, Object.values(LocationType).length, 'no two keys share a wire value');
  });

  test('baseLocationType strips the variant after __ or a dot, in any case', () => {
    assert.equal(baseLocationType('MEETINGHOUSE__FULL'), 'MEETINGHOUSE');
    assert.equal(baseLocationType('WARD.SEASONAL'), 'WARD');
    assert.equal(baseLocationType('ward__young_single_adult'), 'WARD');
    assert.equal(baseLocationType('STAKE_OFFICE'), 'STAKE_OFFICE');
    assert.equal(baseLocationType('TEMPLE'), 'TEMPLE');
  });

  test('location groups hold the right types', () => {
    assert.deepEqual(LOCATION_GROUP_TYPES.NONE, []);
    assert.equal(LOCATION_GROUP_TYPES.ALL.length, Object.values(LocationType).length);
    assert.ok(LOCATION_GROUP_TYPES.WARDS.includes('WARD.SEASONAL'));
    assert.ok(LOCATION_GROUP_TYPES.WARDS.every((type) => baseLocationType(type) === 'WARD'));
    assert.ok(LOCATION_GROUP_TYPES.STAKES.includes('STAKE__YOUNG_SINGLE_ADULT'));
    assert.ok(!LOCATION_GROUP_TYPES.STAKES.includes('STAKE_OFFICE'), 'a stake office is a building, not a stake');
    assert.deepEqual([...LOCATION_GROUP_TYPES.TEMPLES].sort(), [
      'TEMPLE',
      'TEMPLE__ANNOUNCED',
      'TEMPLE__CONSTRUCTION',
      'TEMPLE__OPENING_SOON',
      'TEMPLE__RENOVATION',
    ]);
    assert.ok(LOCATION_GROUP_TYPES.MEETINGHOUSES__UTILIZATIONS.includes('MEETINGHOUSE__OVER'));
    assert.ok(LOCATION_GROUP_TYPES.WELFARE_LOCATIONS.includes('EMPLOYMENT_CENTER'));
    for (const [group, types] of Object.entries(LOCATION_GROUP_TYPES)) for (const type of types) assert.ok(isLocationType(type), `${group}: ${type}`);
  });
});
