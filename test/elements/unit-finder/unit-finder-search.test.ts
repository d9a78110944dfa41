/**
 * The finder's search in the browser, as the element runs it: the page's one maps client on the same
 * origin (through the maps proxy) and /api/missionaryPhoneNumbers through src/api.ts, against the real
 * reference server the test runner proxies to.
 */
import { expect } from '@open-wc/testing';
import { getMapsClient, resetMapsClients } from '../../../maps/service/client.ts';
import { listGivingMachines, runFinderSearch } from '../../../elements/unit-finder/search.ts';

/** The first maps call of a run starts the reference server and loads its data and gazetteer. */
const FIRST_CALL_MS = 60_000;

describe('runFinderSearch in the browser', function () {
  this.timeout(FIRST_CALL_MS * 2);
  before(async () => {
    await getMapsClient({ clientId: 'vb-test', timeoutMs: FIRST_CALL_MS }).geocode({ address: 'Provo, UT' });
  });
  after(() => resetMapsClients());

  it('finds Provo units on the same origin, with missionary numbers and directions', async () => {
    const result = await runFinderSearch({ client: getMapsClient({ clientId: 'vb-test' }), text: 'Provo, UT' });
    expect(result.status).to.equal('ok');
    expect(result.exact).to.equal(false);
    expect(result.units.length).to.be.greaterThan(10);
    expect(result.units.filter((unit) => unit.missionaryPhoneNumbers.length > 0).length, 'numbers came through src/api.ts').to.be.greaterThan(0);
    const distances = result.units.map((unit) => unit.calculatedDistance);
    expect(distances).to.deep.equal([...distances].sort((a, b) => a - b));
    expect(new URL(result.units[0]!.directionsLink).searchParams.get('origin')).to.equal('Provo, UT');
  });

  it('lists the giving machines', async () => {
    const machines = await listGivingMachines(getMapsClient({ clientId: 'vb-test' }));
    expect(machines.length).to.be.greaterThan(10);
    expect(machines.every((machine) => machine.name !== '' && Number.isFinite(machine.latitude))).to.equal(true);
  });
});
