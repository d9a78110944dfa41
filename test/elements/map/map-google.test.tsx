/**
 * vb-map on the Google engine: a page author's `google-key` selects it. Google's script cannot load offline,
 * so `google.maps` is the fake of test/support/fake-google-maps.ts (the real js-api-loader code runs and
 * reaches it through `google.maps.importLibrary`); the clusters still come from the real reference service.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/map/define.ts';
import type { MapErrorDetail } from '../../../elements/map/events.ts';
import { GOOGLE_LOADER_STATE } from '../../../maps/engines/google/loader.ts';
import { installFakeGoogleMaps } from '../../support/fake-google-maps.ts';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { waitFor } from '../../support/wait.ts';

const harness = installFakeGoogleMaps();
/** The shape of a Google Maps API key (the element checks it before choosing Google). */
const KEY = `AIza${'x'.repeat(35)}`;
const LOAD_MS = 30000;

/** A fresh page's loading state: each test loads the API as a new page would. */
function forgetLoading(): void {
  const holder = globalThis as unknown as Record<symbol, { loading?: unknown } | undefined>;
  const state = holder[Symbol.for(GOOGLE_LOADER_STATE)];
  if (state) state.loading = undefined;
}

let record: ConsoleRecord;
beforeEach(() => {
  forgetLoading();
  harness.failLoading = false;
  record = recordConsole();
});
afterEach(() => record.restore());

describe('vb-map on the Google engine', function () {
  this.timeout(60000);

  it('a google-key loads the Google engine once, draws its map in the shadow root, and clusters from the maps service', async () => {
    const before = harness.maps.length;
    const { el } = await mountHtml<HTMLElement>(
      `<vb-map google-key="${KEY}" layers="MEETINGHOUSE" center="40.76,-111.89" zoom="9" controls="zoom maptype" label="Meetinghouses near Salt Lake City" style="height:360px"></vb-map>`,
    );
    await waitFor(() => el.getAttribute('data-vb-state') === 'ready', 'the map to be ready', LOAD_MS);
    expect(harness.importLibraryCalls).to.include('maps');
    const map = harness.maps.slice(before).find((candidate) => el.shadowRoot?.contains(candidate.getDiv()));
    expect(map, 'a Google map inside the element').to.not.equal(undefined);
    await waitFor(() => renderRoot(el).querySelectorAll('.vb-map__cluster').length > 0, 'cluster markers from the reference service', LOAD_MS);
    const first = renderRoot(el).querySelector<HTMLButtonElement>('.vb-map__cluster');
    expect(first?.getAttribute('aria-label') ?? first?.textContent ?? '').to.match(/\d/);
    // The map-type control offers Google's types: road map and hybrid by default.
    const maptype = renderRoot(el).querySelector('.vb-map__maptype');
    expect(maptype, 'a map-type control').to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it("when Google's script cannot load, the map shows its error message and says so in an event", async () => {
    harness.failLoading = true;
    const errors: MapErrorDetail[] = [];
    const listen = (event: Event) => errors.push((event as CustomEvent<MapErrorDetail>).detail);
    document.addEventListener('vb-map-error', listen);
    try {
      const { el } = await mountHtml<HTMLElement>(
        `<vb-map google-key="${KEY}" layers="MEETINGHOUSE" center="40.76,-111.89" zoom="9" error-message="The map is not available right now." style="height:360px"></vb-map>`,
      );
      await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the error state', LOAD_MS);
      expect(renderRoot(el).textContent).to.include('The map is not available right now.');
      expect(errors.map((detail) => detail.phase)).to.include('engine');
      expect(errors.find((detail) => detail.phase === 'engine')?.message).to.include('Google Maps has not been loaded.');
    } finally {
      document.removeEventListener('vb-map-error', listen);
    }
  });
});
