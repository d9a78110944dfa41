import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ADDRESS_ZOOM, controlNames, initialView, layerList, readCenter } from '../../../elements/map/map-logic.ts';

describe('vb-map attributes', () => {
  test("center: 'latitude,longitude'; empty is none; anything else warns naming <vb-map> and center", () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    assert.deepEqual(readCenter('vb-map', ' 40.76, -111.89 ', warn), { latitude: 40.76, longitude: -111.89 });
    assert.equal(readCenter('vb-map', '', warn), undefined);
    assert.equal(warnings.length, 0);
    assert.equal(readCenter('vb-map', 'Provo, UT', warn), undefined);
    assert.equal(readCenter('vb-map', '95,10', warn), undefined);
    assert.equal(readCenter('vb-map', '<img src=x onerror=alert(1)>', warn), undefined);
    assert.equal(warnings.length, 3);
    assert.ok(warnings.every((m) => /<vb-map>.*\bcenter\b/.test(m)));
  });

  test('layers: spaces or commas, upper-cased, each once; names the service cannot hold are dropped', () => {
    assert.deepEqual(layerList('MEETINGHOUSE, wards  TEMPLES,MEETINGHOUSE'), ['MEETINGHOUSE', 'WARDS', 'TEMPLES']);
    assert.deepEqual(layerList(''), []);
    assert.deepEqual(layerList('<script>alert(1)</script> MEETINGHOUSE__UNDER'), ['MEETINGHOUSE__UNDER']);
    assert.deepEqual(layerList('x'.repeat(2000)), []);
  });

  test('controls: known names in the order written, each once; unknown ones warn naming controls', () => {
    const warnings: string[] = [];
    assert.deepEqual(
      controlNames('vb-map', 'legal ZOOM zoom maptype', (m) => warnings.push(m)),
      ['legal', 'zoom', 'maptype'],
    );
    assert.equal(warnings.length, 0);
    assert.deepEqual(
      controlNames('vb-map', 'zoom compass', (m) => warnings.push(m)),
      ['zoom'],
    );
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? '', /<vb-map>.*\bcontrols\b.*compass/);
    assert.deepEqual(
      controlNames('vb-map', '', (m) => warnings.push(m)),
      [],
    );
  });
});

describe('the first view (spec section 4)', () => {
  const nowhere = async () => ({ center: { latitude: 0, longitude: 0 }, zoom: 2 });
  const provo = async () => ({ center: { latitude: 40.23, longitude: -111.66 }, zoom: ADDRESS_ZOOM });

  test("the author's centre at their zoom, else 12; the lookup is not asked", async () => {
    let asked = 0;
    const lookup = async () => {
      asked += 1;
      return nowhere();
    };
    assert.deepEqual(await initialView({ latitude: 1, longitude: 2 }, 7, lookup), { center: { latitude: 1, longitude: 2 }, zoom: 7 });
    assert.deepEqual(await initialView({ latitude: 1, longitude: 2 }, undefined, lookup), { center: { latitude: 1, longitude: 2 }, zoom: 12 });
    assert.equal(asked, 0);
  });

  test("no centre: the caller's address at zoom 12, else 0,0 at zoom 2; an author's zoom still wins", async () => {
    assert.deepEqual(await initialView(undefined, undefined, provo), { center: { latitude: 40.23, longitude: -111.66 }, zoom: 12 });
    assert.deepEqual(await initialView(undefined, undefined, nowhere), { center: { latitude: 0, longitude: 0 }, zoom: 2 });
    assert.deepEqual(await initialView(undefined, 5, provo), { center: { latitude: 40.23, longitude: -111.66 }, zoom: 5 });
  });
});
