/** vb-location-field's rules without a DOM: spec section 5 'Location field: valid if not required or non-empty'. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cleanCommitted,
  cleanTypedLine,
  compassRefusal,
  GEOLOCATE,
  isGeolocate,
  locationError,
  shownText,
} from '../../../elements/location-field/location-field-logic.ts';

describe('location field logic', () => {
  it('valid if not required or non-empty; spaces only are empty', () => {
    assert.equal(locationError(false, '', 'Required'), null);
    assert.equal(locationError(true, 'Provo', 'Required'), null);
    assert.equal(locationError(true, GEOLOCATE, 'Required'), null);
    assert.deepEqual(locationError(true, '', 'Required'), { flags: { valueMissing: true }, message: 'Required' });
    assert.deepEqual(locationError(true, '  \t', 'Where?'), { flags: { valueMissing: true }, message: 'Where?' });
  });

  it('GEOLOCATE is shown in words; other text as it is', () => {
    assert.equal(isGeolocate('GEOLOCATE'), true);
    assert.equal(isGeolocate('geolocate'), false, 'the finder parameter is exact');
    assert.equal(shownText(GEOLOCATE, 'My current location'), 'My current location');
    assert.equal(shownText('Provo, UT', 'My current location'), 'Provo, UT');
  });

  it('cleaned as the text field cleans: markup, invisibles, emoji, line breaks; trimmed when committed', () => {
    assert.equal(cleanTypedLine('  Provo<b>,</b>\u200B UT😀\n84604 '), 'Provo, UT 84604 ');
    assert.equal(cleanCommitted('  Provo, UT  '), 'Provo, UT');
  });

  it('the compass refuses without geolocation (browserLocation) or with the permission refused (userLocation) only', () => {
    assert.equal(compassRefusal(false, 'granted'), 'unsupported');
    assert.equal(compassRefusal(false, 'unknown'), 'unsupported');
    assert.equal(compassRefusal(true, 'denied'), 'denied');
    assert.equal(compassRefusal(true, 'prompt'), null);
    assert.equal(compassRefusal(true, 'granted'), null);
    assert.equal(compassRefusal(true, 'unknown'), null);
  });
});
