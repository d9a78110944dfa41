/** src/general-location.ts in the browser: one lookup per session for the whole page, its first location (or null) kept. */
import { expect } from '@open-wc/testing';
import { cachedGeneralLocation, generalLocation, GENERAL_LOCATION_KEY } from '../../src/general-location.ts';
import { fakeNetwork, json, passThrough, requests, serverError } from '../support/network.ts';

const lookups = () => requests.filter((r) => r.url.includes('/api/preciselyik'));

describe('general location (spec sections 3 and 7)', () => {
  beforeEach(() => sessionStorage.removeItem(GENERAL_LOCATION_KEY));
  afterEach(() => sessionStorage.removeItem(GENERAL_LOCATION_KEY));

  it('callers at once share one GET /api/preciselyik; the first location is kept in session storage general-location', async () => {
    fakeNetwork(passThrough);
    expect(cachedGeneralLocation()).to.equal(undefined);
    const [a, b] = await Promise.all([generalLocation(), generalLocation()]);
    expect(a).to.equal(b);
    expect(a?.address?.countryCode3).to.equal('USA');
    expect(lookups()).to.have.length(1);
    expect(JSON.parse(sessionStorage.getItem(GENERAL_LOCATION_KEY)!)).to.deep.equal(a);
    await generalLocation();
    expect(lookups(), 'the session copy answers later callers').to.have.length(1);
  });

  it('no location, or a failed lookup, is kept as null: not asked again this session', async () => {
    fakeNetwork(() => serverError(503));
    expect(await generalLocation()).to.equal(null);
    expect(sessionStorage.getItem(GENERAL_LOCATION_KEY)).to.equal('null');
    expect(lookups()).to.have.length(1);
    // A new fake starts a new record of requests: none to it.
    fakeNetwork(() => json({ ok: true, locations: [{ address: { countryCode3: 'MEX' } }] }));
    expect(await generalLocation()).to.equal(null);
    expect(cachedGeneralLocation()).to.equal(null);
    expect(lookups()).to.have.length(0);
  });
});
