/** src/general-location.ts: the starting country of a field and the lookup's answer (issue 19 item 4). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alpha2Of } from '../../elements/phone-field/alpha3.ts';
import { countryCode3Of, firstLocation, startCountryCode } from '../../src/general-location.ts';

describe('the starting country: attribute, geocountry meta, the general location, US', () => {
  it('the first that names a country wins, codes kept as given (the address block)', () => {
    assert.equal(startCountryCode(' DEU ', 'FR', 'CAN'), 'DEU');
    assert.equal(startCountryCode('', 'FR', 'CAN'), 'FR');
    assert.equal(startCountryCode('  ', undefined, 'CAN'), 'CAN');
    assert.equal(startCountryCode('', undefined, ''), 'US');
    assert.equal(startCountryCode('', undefined, undefined), 'US');
  });

  it('through a field\u2019s own codes (the phone field: alpha-2), a code it does not know gives way', () => {
    assert.equal(startCountryCode('gb', 'DEU', 'CAN', alpha2Of), 'GB');
    assert.equal(startCountryCode('', 'DEU', 'CAN', alpha2Of), 'DE');
    assert.equal(startCountryCode('', '', 'CAN', alpha2Of), 'CA');
    assert.equal(startCountryCode('XX', 'nowhere', 'CAN', alpha2Of), 'CA');
    assert.equal(startCountryCode('XX', 'nowhere', '', alpha2Of), 'US');
  });
});

describe('the lookup\u2019s answer (spec section 7: the first location, address.countryCode3)', () => {
  const mexico = { address: { countryCode3: 'mex', city: 'Monterrey' } };
  it('the first of a list, of { locations }, or a location itself; else null', () => {
    assert.deepEqual(firstLocation([mexico, { address: { countryCode3: 'USA' } }]), mexico);
    assert.deepEqual(firstLocation({ ok: true, locations: [mexico] }), mexico);
    assert.deepEqual(firstLocation(mexico), mexico);
    assert.equal(firstLocation({ ok: true, locations: [] }), null);
    assert.equal(firstLocation({ ok: true }), null);
    assert.equal(firstLocation(null), null);
    assert.equal(firstLocation('USA'), null);
  });
  it('countryCode3 upper-cased; anything but three letters is none', () => {
    assert.equal(countryCode3Of(mexico), 'MEX');
    assert.equal(countryCode3Of({ address: { countryCode3: 'US' } }), '');
    assert.equal(countryCode3Of({ address: { countryCode3: 7 } }), '');
    assert.equal(countryCode3Of(null), '');
  });
});
