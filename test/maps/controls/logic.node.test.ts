/** The controls' pure decisions (maps-toolkit spec sections 2, 4 and 9). */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LegalStyle, MapProvider, MapType, MapTypeControlMode } from '../../../maps/geo/enums.ts';
import type { MapTypeInfo } from '../../../maps/engines/types.ts';
import {
  alternateType,
  groupByProvider,
  mapTypeAction,
  NARROW_MAP_WIDTH,
  resolveCurrentType,
  resolveMapTypeMode,
} from '../../../maps/controls/maptype-logic.ts';
import { LEGAL_COMPRESS_WIDTH, LEGAL_ICON_WIDTH, legalLayout } from '../../../maps/controls/legal-logic.ts';
import { nextGeolocateState, shouldRequestPosition, type GeolocateState } from '../../../maps/controls/geolocate-state.ts';
import { parseControlNames, DEFAULT_CONTROL_POSITION } from '../../../maps/controls/names.ts';
import { controlString, CONTROL_STRINGS } from '../../../maps/controls/strings.ts';

const type = (id: string, provider: MapProvider, kind: MapType = MapType.ROAD): MapTypeInfo => ({ id, provider, type: kind, label: id });
const roadmap = type('roadmap', MapProvider.GOOGLE);
const hybrid = type('hybrid', MapProvider.GOOGLE, MapType.HYBRID);
const satellite = type('satellite', MapProvider.GOOGLE, MapType.SATELLITE);
const road = type('INTERNAL:ROAD', MapProvider.INTERNAL);
const light = type('INTERNAL:LIGHT', MapProvider.INTERNAL);

describe('map type mode (spec section 4: BUTTON at 600 px or narrower, else OVERVIEW)', () => {
  test('DEFAULT resolves by width, with 600 px itself narrow', () => {
    assert.equal(NARROW_MAP_WIDTH, 600);
    assert.equal(resolveMapTypeMode(MapTypeControlMode.DEFAULT, 320), 'BUTTON');
    assert.equal(resolveMapTypeMode(MapTypeControlMode.DEFAULT, 600), 'BUTTON');
    assert.equal(resolveMapTypeMode(MapTypeControlMode.DEFAULT, 601), 'OVERVIEW');
    assert.equal(resolveMapTypeMode(MapTypeControlMode.DEFAULT, 1280), 'OVERVIEW');
  });
  test('an explicit mode is kept at any width', () => {
    assert.equal(resolveMapTypeMode(MapTypeControlMode.BUTTON, 1280), 'BUTTON');
    assert.equal(resolveMapTypeMode(MapTypeControlMode.OVERVIEW, 320), 'OVERVIEW');
  });
});

describe('map type switching (spec section 4)', () => {
  test('two types swap; more open the list; one or none do nothing', () => {
    assert.equal(mapTypeAction([]), 'none');
    assert.equal(mapTypeAction([road]), 'none');
    assert.equal(mapTypeAction([road, light]), 'swap');
    assert.equal(mapTypeAction([roadmap, hybrid, road]), 'list');
  });
  test('the alternate of two is the other one', () => {
    assert.equal(alternateType([road, light], 'INTERNAL:ROAD'), light);
    assert.equal(alternateType([road, light], 'INTERNAL:LIGHT'), road);
  });
  test('the alternate prefers the current provider over configured order', () => {
    assert.equal(alternateType([roadmap, road, light], 'INTERNAL:ROAD'), light);
    assert.equal(alternateType([road, roadmap, light, hybrid], 'roadmap'), hybrid);
  });
  test('with no other type from the same provider, the first other type', () => {
    assert.equal(alternateType([roadmap, road], 'INTERNAL:ROAD'), roadmap);
  });
  test('an unknown current type falls back to the first allowed', () => {
    assert.equal(resolveCurrentType([road, light], 'terrain'), road);
    assert.equal(resolveCurrentType([road, light], 'INTERNAL:LIGHT'), light);
    assert.equal(resolveCurrentType([], 'roadmap'), undefined);
    assert.equal(alternateType([road, light], 'terrain'), light);
  });
  test('the callout groups by provider in order of first appearance, types in configured order', () => {
    const groups = groupByProvider([roadmap, road, satellite, light, hybrid]);
    assert.deepEqual(
      groups.map((group) => [group.provider, group.label, group.types.map((t) => t.id)]),
      [
        ['GOOGLE', 'Google', ['roadmap', 'satellite', 'hybrid']],
        ['INTERNAL', 'Built-in', ['INTERNAL:ROAD', 'INTERNAL:LIGHT']],
      ],
    );
  });
});

describe('legal layout (spec sections 2, 4 and 9: 1050 px, and 525 px for bottom legal)', () => {
  test('DEFAULT: the row above 1050 px, a text button at 1050 px or narrower', () => {
    assert.equal(LEGAL_COMPRESS_WIDTH, 1050);
    assert.equal(legalLayout(LegalStyle.DEFAULT, 1280, 'bottom-right'), 'row');
    assert.equal(legalLayout(LegalStyle.DEFAULT, 1051, 'bottom-right'), 'row');
    assert.equal(legalLayout(LegalStyle.DEFAULT, 1050, 'bottom-right'), 'text');
    assert.equal(legalLayout(LegalStyle.DEFAULT, 526, 'bottom-left'), 'text');
  });
  test('bottom legal becomes icon-only at 525 px or narrower; top legal keeps its text', () => {
    assert.equal(LEGAL_ICON_WIDTH, 525);
    assert.equal(legalLayout(LegalStyle.DEFAULT, 525, 'bottom-right'), 'icon');
    assert.equal(legalLayout(LegalStyle.DEFAULT, 320, 'bottom-left'), 'icon');
    assert.equal(legalLayout(LegalStyle.DEFAULT, 320, 'top-right'), 'text');
  });
  test('EXPANDED is always the row; COMPRESSED is always a button', () => {
    assert.equal(legalLayout(LegalStyle.EXPANDED, 320, 'bottom-right'), 'row');
    assert.equal(legalLayout(LegalStyle.COMPRESSED, 1280, 'bottom-right'), 'text');
    assert.equal(legalLayout(LegalStyle.COMPRESSED, 400, 'bottom-right'), 'icon');
  });
});

describe('geolocate state machine (spec section 4)', () => {
  const run = (events: Parameters<typeof nextGeolocateState>[1][], from: GeolocateState = 'idle') => events.reduce(nextGeolocateState, from);

  test('idle, locating, viewed', () => {
    assert.equal(run([{ type: 'press' }]), 'locating');
    assert.equal(run([{ type: 'press' }, { type: 'found' }]), 'viewed');
  });
  test('a failure while locating is the error state; pressing again locates again', () => {
    assert.equal(run([{ type: 'press' }, { type: 'failed' }]), 'error');
    assert.equal(run([{ type: 'press' }, { type: 'failed' }, { type: 'press' }]), 'locating');
  });
  test('viewed ends when the marker leaves the map, and only then', () => {
    assert.equal(run([{ type: 'idle', markerVisible: true }], 'viewed'), 'viewed');
    assert.equal(run([{ type: 'idle', markerVisible: false }], 'viewed'), 'idle');
    assert.equal(run([{ type: 'idle', markerVisible: false }], 'error'), 'error');
    assert.equal(run([{ type: 'idle', markerVisible: false }], 'locating'), 'locating');
  });
  test('late answers outside locating change nothing', () => {
    assert.equal(run([{ type: 'found' }], 'idle'), 'idle');
    assert.equal(run([{ type: 'failed' }], 'viewed'), 'viewed');
  });
  test('a press while locating asks the browser only once', () => {
    assert.equal(shouldRequestPosition('locating'), false);
    for (const state of ['idle', 'viewed', 'error'] as const) assert.equal(shouldRequestPosition(state), true);
  });
});

describe('control names, position and strings', () => {
  test('the controls attribute: known names once, in order, unknown ones reported', () => {
    assert.deepEqual(parseControlNames('zoom geolocate, maptype legal zoom Compass'), {
      names: ['zoom', 'geolocate', 'maptype', 'legal'],
      unknown: ['compass'],
    });
    assert.deepEqual(parseControlNames(null), { names: [], unknown: [] });
  });
  test('the default position is bottom right (spec section 2)', () => {
    assert.equal(DEFAULT_CONTROL_POSITION, 'bottom-right');
  });
  test('service strings win when present and non-empty; English otherwise; no prototype keys', () => {
    assert.equal(controlString({ 'zoom.zoomin': 'Acercar' }, 'zoom.zoomin'), 'Acercar');
    assert.equal(controlString({ 'zoom.zoomin': '  ' }, 'zoom.zoomin'), 'Zoom in');
    assert.equal(controlString({}, 'copyright.info'), 'Map data and legal information');
    assert.equal(controlString(Object.create({ geolocate: 'inherited' }) as Record<string, string>, 'geolocate'), CONTROL_STRINGS.geolocate);
  });
});
