import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  allowedGoogleMapTypes,
  DEFAULT_GOOGLE_MAP_TYPES,
  googleMapTypeInfo,
  LIGHT_MAP_TYPE_ID,
  resolveGoogleMapType,
} from '../../../maps/engines/google/map-types.ts';

describe('Google map types (spec section 4)', () => {
  test('roadmap and hybrid by default', () => {
    assert.deepEqual(DEFAULT_GOOGLE_MAP_TYPES, ['roadmap', 'hybrid']);
    assert.deepEqual(allowedGoogleMapTypes(undefined), ['roadmap', 'hybrid']);
    assert.deepEqual(allowedGoogleMapTypes([]), ['roadmap', 'hybrid']);
  });

  test('allowed types keep their order, drop unknown ids and repeats; none left gives the defaults', () => {
    assert.deepEqual(allowedGoogleMapTypes(['terrain', 'moon', 'light', 'terrain', 'satellite']), ['terrain', 'light', 'satellite']);
    assert.deepEqual(allowedGoogleMapTypes(['moon', '__proto__', 'toString']), ['roadmap', 'hybrid']);
  });

  test('an id not allowed selects the first allowed type', () => {
    assert.equal(resolveGoogleMapType('hybrid', ['roadmap', 'hybrid']), 'hybrid');
    assert.equal(resolveGoogleMapType('terrain', ['hybrid', 'roadmap']), 'hybrid');
    assert.equal(resolveGoogleMapType(undefined, ['light', 'roadmap']), LIGHT_MAP_TYPE_ID);
  });

  test('labels come from /strings, with English defaults', () => {
    assert.deepEqual(googleMapTypeInfo('roadmap'), { id: 'roadmap', provider: 'GOOGLE', type: 'ROAD', label: 'Map' });
    assert.deepEqual(googleMapTypeInfo('hybrid'), { id: 'hybrid', provider: 'GOOGLE', type: 'HYBRID', label: 'Satellite' });
    assert.equal(googleMapTypeInfo('hybrid', { 'maptypes.satellite': 'Satélite' }).label, 'Satélite');
    assert.equal(googleMapTypeInfo('terrain').type, 'TERRAIN');
    assert.equal(googleMapTypeInfo('light').label, 'Light');
    // Only own keys of the strings count.
    assert.equal(googleMapTypeInfo('roadmap', Object.create({ 'maptypes.map': 'inherited' }) as Record<string, string>).label, 'Map');
  });
});
