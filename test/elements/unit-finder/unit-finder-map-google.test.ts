/**
 * The unit finder's map on the Google engine (a `google-key` selects it). Google's script cannot load
 * offline, so `google.maps` is the fake of test/support/fake-google-maps.ts, reached through the real
 * loader; the wards still come from the real reference service.
 */
import { expect } from '@open-wc/testing';
import { FIT_PADDING } from '../../../elements/unit-finder/finder-constants.ts';
import { createFinderMap, type FinderMap, type FinderMapFailure } from '../../../elements/unit-finder/finder-map.ts';
import { GOOGLE_LOADER_STATE } from '../../../maps/engines/google/loader.ts';
import type { Position } from '../../../maps/geo/position.ts';
import type { Location } from '../../../maps/service/types.ts';
import { adoptMoreStyles } from '../../../src/more-styles.ts';
import { installFakeGoogleMaps } from '../../support/fake-google-maps.ts';
import { callServer } from '../../support/server.ts';

const harness = installFakeGoogleMaps();
const KEY = `AIza${'x'.repeat(35)}`;
const PROVO: Position = { latitude: 40.2338, longitude: -111.6585 };

function forgetLoading(): void {
  const holder = globalThis as unknown as Record<symbol, { loading?: unknown } | undefined>;
  const state = holder[Symbol.for(GOOGLE_LOADER_STATE)];
  if (state) state.loading = undefined;
}

let host: HTMLElement;
let map: FinderMap | undefined;
let errors: FinderMapFailure[];
let selected: (string | undefined)[];

async function start(): Promise<FinderMap | undefined> {
  host = document.createElement('div');
  host.style.cssText = 'position:relative;width:800px;height:500px;';
  const root = host.attachShadow({ mode: 'open' });
  const canvas = document.createElement('div');
  canvas.style.cssText = 'position:absolute;inset:0;';
  const overlay = document.createElement('div');
  root.append(canvas, overlay);
  document.body.append(host);
  map = await createFinderMap({
    canvas,
    overlay,
    label: 'Map of wards',
    service: { googleKey: KEY },
    events: host,
    signal: new AbortController().signal,
    adoptStyles: (key, css) => adoptMoreStyles(host, 'shadow', 'vb-unit-finder', key, css),
    onMarkerSelect: (id) => selected.push(id),
    onMoved: () => {},
    onError: (detail) => errors.push(detail),
  });
  return map;
}

describe('vb-unit-finder map on the Google engine', function () {
  this.timeout(60000);

  beforeEach(() => {
    forgetLoading();
    harness.failLoading = false;
    errors = [];
    selected = [];
  });
  afterEach(() => {
    map?.destroy();
    map = undefined;
    host.remove();
  });

  it('draws the result markers, fits them with the spec padding and selects on a click', async () => {
    const query = `coordinates=${encodeURIComponent(JSON.stringify([PROVO.longitude, PROVO.latitude]))}&layers=${encodeURIComponent('["WARDS"]')}&nearest=10&radius=16090`;
    const { body } = await callServer<Location[]>(`/api/maps/v2/locations/identify?${query}`);
    const units = body.map((ward) => ({ id: ward.id, name: ward.name ?? ward.id, position: ward.coordinates! }));
    const made = await start();
    expect(errors).to.deep.equal([]);
    expect(made?.engine.name).to.equal('google');
    made!.showResults(units, PROVO);
    const buttons = [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.vb-unit-finder__marker')];
    expect(buttons.map((button) => button.dataset.vbUnitId)).to.deep.equal(units.map((unit) => unit.id));
    const points = [...units.map((unit) => unit.position), PROVO].map((position) => made!.engine.project(position));
    expect(Math.min(...points.map((p) => p.y))).to.be.at.least(FIT_PADDING.top - 1);
    expect(Math.max(...points.map((p) => p.y))).to.be.at.most(500 - FIT_PADDING.bottom + 1);
    buttons[0]!.click();
    expect(selected).to.deep.equal([units[0]!.id]);
    expect(buttons.filter((button) => !button.hidden)).to.deep.equal([buttons[0]]);
  });

  it("Google's script failing: onError names Google Maps (the googleUnavailable message) and no map is made", async () => {
    harness.failLoading = true;
    const made = await start();
    expect(made).to.equal(undefined);
    expect(errors.length).to.equal(1);
    expect(errors[0]!.engine).to.equal('google');
    expect(errors[0]!.engineLabel).to.equal('Google Maps');
    expect(errors[0]!.message).to.include('Google Maps has not been loaded.');
  });
});
