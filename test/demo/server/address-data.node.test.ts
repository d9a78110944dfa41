import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { intlDataFingerprint, intlDataStats, streetsOf, citiesOf } from '../../../demo/server/address/intl-data.ts';
import { STREETS_PER_ZIP_MAX, STREETS_PER_ZIP_MIN, usDataFingerprint, usDataStats, usUniverse } from '../../../demo/server/address/us-data.ts';
import { makeSite, removeSite, sendRaw, startServer } from './helpers.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('generated address data', () => {
  test('the same data in another process: equal SHA-256 of every US street and of the German streets', async () => {
    const script = `
      const us = await import('./demo/server/address/us-data.ts');
      const intl = await import('./demo/server/address/intl-data.ts');
      // Generated in a different order than this test process does: Germany first, then the US.
      const de = intl.intlDataFingerprint('DE');
      console.log(JSON.stringify({ us: us.usDataFingerprint(), de }));
    `;
    const child = run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, maxBuffer: 1 << 20 });
    const here = { us: usDataFingerprint(), de: intlDataFingerprint('DE') };
    const { stdout } = await child;
    assert.deepEqual(JSON.parse(stdout.trim()) as unknown, here);
    assert.match(here.us, /^[0-9a-f]{64}$/);
  });

  test('figures: every US ZIP, 6 to 10 streets per ZIP with distinct names; world cities', (t) => {
    const stats = usDataStats();
    t.diagnostic(JSON.stringify(stats));
    assert.ok(stats.zipCodes > 40000, String(stats.zipCodes));
    assert.ok(stats.zipCodesWithStreets > 40000);
    assert.ok(stats.streets >= stats.zipCodesWithStreets * STREETS_PER_ZIP_MIN && stats.streets <= stats.zipCodesWithStreets * STREETS_PER_ZIP_MAX);
    const data = usUniverse();
    for (const zip of data.zips.slice(0, 2000)) {
      const streets = data.streetsOf(zip);
      if (streets.length === 0) continue;
      assert.ok(streets.length >= STREETS_PER_ZIP_MIN && streets.length <= STREETS_PER_ZIP_MAX, zip.zip);
      assert.equal(new Set(streets.map((street) => street.key.text)).size, streets.length, zip.zip);
      for (const street of streets) assert.ok(street.low >= 1 && street.low < street.high, zip.zip);
    }
    // Military (APO/FPO) ZIPs deliver to units, not streets.
    const apo = data.zips.find((zip) => zip.state === 'AE');
    assert.ok(apo);
    assert.equal(data.streetsOf(apo).length, 0);

    const world = intlDataStats();
    t.diagnostic(JSON.stringify(world));
    assert.ok(world.cities > 100000 && world.countries > 200);
    const berlin = citiesOf('DE')[0];
    assert.equal(berlin?.name, 'Berlin');
    assert.ok(berlin && streetsOf(berlin).length >= 10);
  });

  test('the data is generated once per process and shared by every app', async () => {
    const before = usUniverse();
    const site = makeSite();
    const first = await startServer(site);
    const second = await startServer(site, { dbPath: `${site.root}/data/second.sqlite` });
    try {
      for (const server of [first, second]) {
        const started = performance.now();
        const answer = await sendRaw(server.base, `/api/addressVerify?address=${encodeURIComponent('500 Main St, Provo, UT 84604')}`, '');
        assert.equal(answer.status, 200);
        // Already generated: an answer takes milliseconds, not the generation's second.
        assert.ok(performance.now() - started < 500, `${performance.now() - started} ms`);
      }
      assert.equal(usUniverse(), before);
    } finally {
      await first.close();
      await second.close();
      removeSite(site);
    }
  });
});
