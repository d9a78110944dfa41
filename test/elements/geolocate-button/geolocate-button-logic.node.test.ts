/** vb-geolocate-button's rules without a DOM: which message a failure shows (spec section 5) and what a target gets. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coordinatesText, failureMessage, fillValue, GEOLOCATE, timeoutOf } from '../../../elements/geolocate-button/geolocate-button-logic.ts';
import { GEOLOCATE as FIELD_GEOLOCATE } from '../../../elements/location-field/location-field-logic.ts';

const messages = { browserLocationMessage: 'browser', userLocationMessage: 'user', unavailableMessage: 'unavailable' };

describe('geolocate button logic', () => {
  it('unsupported gives browserLocation, denied gives userLocation, unavailable and timeout the unavailable message, aborted none', () => {
    assert.equal(failureMessage('unsupported', messages), 'browser');
    assert.equal(failureMessage('denied', messages), 'user');
    assert.equal(failureMessage('unavailable', messages), 'unavailable');
    assert.equal(failureMessage('timeout', messages), 'unavailable');
    assert.equal(failureMessage('aborted', messages), '');
  });

  it('fills GEOLOCATE (the same keyword vb-location-field submits) or six-decimal coordinates', () => {
    assert.equal(GEOLOCATE, FIELD_GEOLOCATE);
    assert.equal(fillValue('geolocate', 40.2338438, -111.6585337), 'GEOLOCATE');
    assert.equal(fillValue('coordinates', 40.2338438, -111.6585337), '40.233844, -111.658534');
    assert.equal(coordinatesText(0, 0), '0.000000, 0.000000');
    assert.equal(coordinatesText(-33.8688197, 151.2093), '-33.868820, 151.209300');
  });

  it('timeouts: only positive ones', () => {
    assert.equal(timeoutOf(5000), 5000);
    assert.equal(timeoutOf(0), undefined);
    assert.equal(timeoutOf(-1), undefined);
    assert.equal(timeoutOf(Number.NaN), undefined);
  });
});
