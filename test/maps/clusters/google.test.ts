/**
 * The markerclusterer layer on the Google engine, in Chromium against the fake `google.maps`
 * (test/support/fake-google-maps.ts): real markerclusterer grouping, real engine markers, real keyboard.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createGoogleClusterLayer } from '../../../maps/clusters/google/index.ts';
import type { ClusterClickDetail, ClusterLayer, ClusterZoomDetail } from '../../../maps/clusters/types.ts';
import { createGoogleEngine, type GoogleEngine } from '../../../maps/engines/google/index.ts';
import { boundsContain } from '../../../maps/geo/bounds.ts';
import { getMapsClient } from '../../../maps/service/client.ts';
import type { Location } from '../../../maps/service/types.ts';
import { installFakeGoogleMaps } from '../../support/fake-google-maps.ts';
import { waitFor } from '../../support/wait.ts';

installFakeGoogleMaps();

const SLC = { latitude: 40.76, longitude: -111.89 };
/** Twelve meetinghouses within a few kilometres of Salt Lake City, one temple in St George, far away. */
const HOUSES: Location[] = Array.from({ length: 12 }, (_, i) => ({
  id: `mh${i}`,
  type: i % 2 === 0 ? 'MEETINGHOUSE' : 'MEETINGHOUSE__FULL',
  name: `Meetinghouse ${i}`,
  coordinates: { latitude: SLC.latitude + (i % 4) * 0.01, longitude: SLC.longitude + Math.floor(i / 4) * 0.01 },
}));
const TEMPLE: Location = { id: 't1', type: 'TEMPLE', name: 'St. George Utah Temple', coordinates: { latitude: 37.1, longitude: -113.57 } };
/** Two buildings at one spot: no zoom separates them. */
const SAME_SPOT: Location[] = [
  { id: 's1', type: 'MEETINGHOUSE', name: 'North chapel', coordinates: { latitude: 41.2, longitude: -111.95 } },
  { id: 's2', type: 'MEETINGHOUSE', name: 'South chapel', coordinates: { latitude: 41.2, longitude: -111.95 } },
];

let engine: GoogleEngine;
let layer: ClusterLayer;

async function setUp(locations: readonly Location[], zoom = 7, center = SLC): Promise<void> {
  const container = await fixture<HTMLElement>(html`<div style="position:relative;width:600px;height:400px"></div>`);
  engine = (await createGoogleEngine({
    container,
    center,
    zoom,
    label: 'Meetinghouses',
    client: getMapsClient({ clientId: 'vb-test' }),
    googleKey: 'test-key',
  })) as GoogleEngine;
  layer = createGoogleClusterLayer(engine, locations);
  await layer.refresh();
}

const buttons = (): HTMLButtonElement[] => [...engine.container.querySelectorAll<HTMLButtonElement>('button.vb-map__cluster')].filter((b) => b.tabIndex !== -1);
const named = (name: string): HTMLButtonElement | undefined => buttons().find((b) => b.getAttribute('aria-label') === name);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A mouse click: detail counts the clicks (a keyboard or script click has detail 0). */
const mouseClick = (element: Element | undefined, detail = 1) => element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));

afterEach(() => {
  layer.destroy();
  engine.destroy();
});

describe('Google cluster layer (markerclusterer)', () => {
  it('groups nearby locations into one focusable button named like "12 meetinghouses", and passes axe', async () => {
    await setUp([...HOUSES, TEMPLE]);
    const cluster = named('12 meetinghouses');
    expect(buttons().map((b) => b.getAttribute('aria-label'))).to.have.members(['12 meetinghouses', 'St. George Utah Temple']);
    expect(cluster?.textContent).to.equal('12');
    expect(named('St. George Utah Temple')).to.not.equal(undefined);
    expect(buttons()).to.have.length(2);
    cluster?.focus();
    expect(document.activeElement).to.equal(cluster);
    await expect(engine.container.parentElement).to.be.accessible();
  });

  it('a click on a dispersed cluster below the maximum zoom fits its extent and raises zoom, not click', async () => {
    await setUp([...HOUSES, TEMPLE]);
    const zooms: ClusterZoomDetail[] = [];
    const clicks: ClusterClickDetail[] = [];
    layer.on('zoom', (detail) => zooms.push(detail));
    layer.on('click', (detail) => clicks.push(detail));
    const before = engine.getView().zoom;
    mouseClick(named('12 meetinghouses'));
    expect(zooms).to.have.length(1);
    expect(zooms[0]?.cluster.count).to.equal(12);
    expect(engine.getView().zoom).to.be.greaterThan(before);
    const view = engine.getView().bounds;
    for (const house of HOUSES) expect(boundsContain(view, house.coordinates ?? SLC), house.id).to.equal(true);
    // The map idles, the layer regroups: the houses come apart.
    await waitFor(() => buttons().length > 2, 'the houses drawn apart');
    await pause(600);
    expect(clicks).to.deep.equal([]);
  });

  it('a single location raises click with the location after the single-click delay; a double click cancels it', async () => {
    await setUp([...HOUSES, TEMPLE]);
    const clicks: ClusterClickDetail[] = [];
    layer.on('click', (detail) => clicks.push(detail));
    const temple = named('St. George Utah Temple');
    mouseClick(temple);
    expect(clicks).to.have.length(0);
    await waitFor(() => clicks.length === 1, 'the delayed click', 2000);
    expect(clicks[0]?.location?.id).to.equal('t1');
    expect(clicks[0]?.cluster.count).to.equal(1);

    mouseClick(temple, 1);
    mouseClick(temple, 2);
    temple?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, detail: 2 }));
    await pause(700);
    expect(clicks).to.have.length(1);
  });

  it('Enter on a focused cluster does what a click does', async () => {
    await setUp([...HOUSES, TEMPLE]);
    const zooms: ClusterZoomDetail[] = [];
    layer.on('zoom', (detail) => zooms.push(detail));
    named('12 meetinghouses')?.focus();
    await sendKeys({ press: 'Enter' });
    expect(zooms).to.have.length(1);
    // Focus stays on a cluster marker when the map regroups after the zoom.
    await waitFor(() => buttons().length > 2, 'regrouped');
    expect(buttons()).to.include(document.activeElement);
  });

  it('Enter on a single location raises click at once: no double click can follow a key', async () => {
    await setUp([...HOUSES, TEMPLE]);
    const clicks: ClusterClickDetail[] = [];
    layer.on('click', (detail) => clicks.push(detail));
    named('St. George Utah Temple')?.focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks.map((click) => click.location?.id)).to.deep.equal(['t1']);
  });

  it('locations at one spot are not zoomed into: a click raises click for the cluster', async () => {
    await setUp(SAME_SPOT, 21, { latitude: 41.2, longitude: -111.95 });
    const zooms: ClusterZoomDetail[] = [];
    const clicks: ClusterClickDetail[] = [];
    layer.on('zoom', (detail) => zooms.push(detail));
    layer.on('click', (detail) => clicks.push(detail));
    const cluster = named('2 meetinghouses');
    expect(cluster).to.not.equal(undefined);
    mouseClick(cluster);
    await waitFor(() => clicks.length === 1, 'the delayed click', 2000);
    expect(zooms).to.deep.equal([]);
    expect(clicks[0]?.cluster.count).to.equal(2);
    expect(clicks[0]?.location).to.equal(undefined);
  });

  it('setQuery picks layers; markers kept by identity; destroy removes every marker', async () => {
    await setUp([...HOUSES, TEMPLE]);
    const kept = named('12 meetinghouses');
    layer.setQuery({ layers: ['TEMPLE'] });
    await waitFor(() => buttons().length === 1, 'only the temple');
    expect(named('St. George Utah Temple')).to.not.equal(undefined);
    layer.setQuery({ layers: ['MEETINGHOUSE', 'TEMPLE'] });
    await waitFor(() => buttons().length === 2, 'both again');
    layer.setQuery({ layers: ['MEETINGHOUSE', 'TEMPLE'] });
    const again = named('12 meetinghouses');
    // The same cluster keeps its element across a refresh: no flicker.
    expect(again).to.not.equal(kept);
    await layer.refresh();
    expect(named('12 meetinghouses')).to.equal(again);
    layer.destroy();
    expect(engine.container.querySelectorAll('button.vb-map__cluster')).to.have.length(0);
  });
});
