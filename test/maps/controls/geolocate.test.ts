/**
 * Geolocate control on the real MapLibre engine (maps-toolkit spec sections 4, 5 and 8).
 *
 * The visitor's position comes from `navigator.geolocation`, replaced per test by a stand-in that keeps the
 * Geolocation API's contract (asynchronous callbacks, a GeolocationPosition-shaped answer, the
 * GeolocationPositionError codes): the test runner has no command to grant the permission or set a
 * position. One test uses the browser's own geolocation, which headless Chromium refuses.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { createGeolocateControl, GEOLOCATION_UNSUPPORTED, type GeolocateControl } from '../../../maps/controls/geolocate.ts';
import { controlCorner } from '../../../maps/controls/layout.ts';
import { boundsContain } from '../../../maps/geo/bounds.ts';
import { circleBounds, distance } from '../../../maps/geo/circle.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { recordConsole } from '../../support/console.ts';
import { installGeolocation, removeGeolocation, restoreGeolocation } from '../../support/geolocation.ts';
import { waitFor } from '../../support/wait.ts';
import { expectFocused, idleUntil, mountMap, recordEvents, removeMaps, SALT_LAKE, type MapFixture } from './harness.ts';

const SLOW_MS = 60000;
const PROVO: Position = { latitude: 40.2338, longitude: -111.6585 };
const ACCURACY_M = 150;

function place(fixture: MapFixture): GeolocateControl {
  const { engine, client, strings, host, frame } = fixture;
  return createGeolocateControl({ engine, client, strings, events: host, position: 'bottom-right', container: controlCorner(frame, 'bottom-right') });
}

const button = (control: GeolocateControl) => control.element.querySelector<HTMLButtonElement>('button')!;
const live = (control: GeolocateControl) => control.element.querySelector('[role="status"]')!;
const ownMarker = (fixture: MapFixture) => fixture.engine.container.querySelector('.vb-map__own-position');
const accuracyCircle = (fixture: MapFixture) => fixture.engine.container.querySelector<HTMLElement>('.vb-map__accuracy');
/** Metres per pixel at a latitude and the spec's zoom (256 px tiles, section 9), as Web Mercator gives them. */
const metresPerPixel = (latitude: number, zoom: number) => (40075016.686 * Math.cos((latitude * Math.PI) / 180)) / (256 * 2 ** zoom);

describe('geolocate control', function () {
  this.timeout(SLOW_MS);
  afterEach(async () => {
    restoreGeolocation();
    removeMaps();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('goes idle, locating, viewed: high accuracy, own marker, the map fitted to the accuracy circle, an event', async () => {
    const pending = installGeolocation();
    const fixture = await mountMap({ width: 640, center: SALT_LAKE, zoom: 6 });
    const control = place(fixture);
    const found = recordEvents<{ position: Position; accuracy: number }>(fixture.host, 'vb-map-geolocate');
    expect(control.element.dataset.vbState).to.equal('idle');
    expect(button(control).getAttribute('aria-label')).to.equal(fixture.strings.geolocate);
    expect(button(control).getAttribute('aria-pressed')).to.equal('false');
    await expect(control.element).to.be.accessible();

    button(control).focus();
    await sendKeys({ press: 'Enter' });
    expect(control.state).to.equal('locating');
    expect(control.element.dataset.vbState).to.equal('locating');
    expect(live(control).textContent).to.equal('Finding your location…');
    expect(pending).to.have.length(1);
    expect(pending[0]!.options?.enableHighAccuracy).to.equal(true);
    // A second press while the browser is still looking asks nothing more.
    await sendKeys({ press: 'Enter' });
    expect(pending).to.have.length(1);
    await expect(control.element).to.be.accessible();

    pending[0]!.succeed(PROVO.latitude, PROVO.longitude, ACCURACY_M);
    await waitFor(() => control.state === 'viewed', 'the viewed state');
    expect(button(control).getAttribute('aria-pressed')).to.equal('true');
    expect(live(control).textContent).to.equal('Showing your location');
    expect(found).to.deep.equal([{ position: PROVO, accuracy: ACCURACY_M }]);
    const marker = await waitFor(() => ownMarker(fixture), 'the own-position marker');
    expect(marker.getAttribute('aria-label')).to.equal('Your location');
    await expect(marker).to.be.accessible();

    const circle = circleBounds(PROVO, ACCURACY_M);
    const view = await idleUntil(
      fixture.engine,
      (v) => boundsContain(v.bounds, circle.southWest) && boundsContain(v.bounds, circle.northEast) && v.zoom > 12,
      'the map fitted to the accuracy circle',
    );
    // Fitted, not merely containing: the view is at most a few circles wide.
    const viewWidth = distance(
      { latitude: PROVO.latitude, longitude: view.bounds.southWest.longitude },
      { latitude: PROVO.latitude, longitude: view.bounds.northEast.longitude },
    );
    expect(viewWidth).to.be.lessThan(ACCURACY_M * 2 * 6);
    const markerBox = marker.getBoundingClientRect();
    const frameBox = fixture.frame.getBoundingClientRect();
    expect(markerBox.left + markerBox.width / 2).to.be.closeTo(frameBox.left + frameBox.width / 2, 3);

    // The accuracy circle is drawn under the marker, centred on it, as wide as 2 x accuracy at this zoom.
    const disc = accuracyCircle(fixture)!;
    expect(disc, 'the accuracy circle').to.not.equal(null);
    expect(disc.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(disc).pointerEvents, 'the circle lets drags and clicks through').to.equal('none');
    const expected = (zoom: number) => (2 * ACCURACY_M) / metresPerPixel(PROVO.latitude, zoom);
    const discBox = disc.getBoundingClientRect();
    expect(discBox.width).to.be.closeTo(expected(view.zoom), expected(view.zoom) * 0.02);
    expect(discBox.left + discBox.width / 2).to.be.closeTo(markerBox.left + markerBox.width / 2, 2);
    expect(discBox.top + discBox.height / 2).to.be.closeTo(markerBox.top + markerBox.height / 2, 2);
    // One zoom level in: twice as wide.
    fixture.engine.setView({ zoom: view.zoom + 1 }, { animate: false });
    const closer = await idleUntil(fixture.engine, (v) => Math.abs(v.zoom - (view.zoom + 1)) < 1e-6, 'one zoom level in');
    expect(disc.getBoundingClientRect().width).to.be.closeTo(expected(closer.zoom), expected(closer.zoom) * 0.02);
    expectFocused(fixture, button(control));
    await expect(control.element).to.be.accessible();
  });

  it('ends the viewed state when the marker leaves the map, and not before', async () => {
    const pending = installGeolocation();
    const fixture = await mountMap({ width: 640, center: SALT_LAKE, zoom: 6 });
    const control = place(fixture);
    button(control).click();
    pending[0]!.succeed(PROVO.latitude, PROVO.longitude, ACCURACY_M);
    await waitFor(() => control.state === 'viewed', 'the viewed state');
    const { engine } = fixture;
    await idleUntil(engine, (v) => v.zoom > 12 && boundsContain(v.bounds, PROVO), 'the fitted view');

    // A small move keeps the marker on the map.
    const near = { latitude: PROVO.latitude + 0.0005, longitude: PROVO.longitude };
    engine.setView({ center: near }, { animate: false });
    await idleUntil(engine, (v) => Math.abs(v.center.latitude - near.latitude) < 1e-6, 'the small move');
    expect(control.state).to.equal('viewed');

    engine.setView({ center: SALT_LAKE }, { animate: false });
    await idleUntil(engine, (v) => !boundsContain(v.bounds, PROVO), 'the marker off the map');
    await waitFor(() => control.state === 'idle', 'the idle state');
    expect(control.element.dataset.vbState).to.equal('idle');
    expect(button(control).getAttribute('aria-pressed')).to.equal('false');
    expect(ownMarker(fixture) === null, 'no own-position marker').to.equal(true);
    expect(accuracyCircle(fixture) === null, 'no accuracy circle').to.equal(true);
  });

  it('ends the viewed state after a second press at the same place, where the fit does not move the map', async () => {
    const pending = installGeolocation();
    const fixture = await mountMap({ width: 640, center: SALT_LAKE, zoom: 6 });
    const { engine } = fixture;
    const control = place(fixture);
    button(control).click();
    pending[0]!.succeed(PROVO.latitude, PROVO.longitude, ACCURACY_M);
    await waitFor(() => control.state === 'viewed', 'the viewed state');
    await idleUntil(engine, (v) => v.zoom > 12 && boundsContain(v.bounds, PROVO), 'the fitted view');
    button(control).click();
    pending[1]!.succeed(PROVO.latitude, PROVO.longitude, ACCURACY_M);
    await waitFor(() => control.state === 'viewed', 'the viewed state again');

    engine.setView({ center: SALT_LAKE }, { animate: false });
    await idleUntil(engine, (v) => !boundsContain(v.bounds, PROVO), 'the marker off the map');
    await waitFor(() => control.state === 'idle', 'the idle state');
  });

  it('turns red and raises vb-map-geolocate-error with the browser error; pressing again locates again', async () => {
    const pending = installGeolocation();
    const fixture = await mountMap({ width: 640 });
    const control = place(fixture);
    const errors = recordEvents<{ code: number; message: string }>(fixture.host, 'vb-map-geolocate-error');
    button(control).click();
    pending[0]!.fail(1, 'User denied Geolocation');
    await waitFor(() => control.state === 'error', 'the error state');
    expect(errors).to.deep.equal([{ code: 1, message: 'User denied Geolocation' }]);
    expect(control.element.dataset.vbState).to.equal('error');
    expect(getComputedStyle(button(control)).backgroundColor).to.equal('rgb(179, 38, 30)');
    expect(live(control).textContent).to.equal('Your location could not be found');
    expect(ownMarker(fixture) === null, 'no own-position marker').to.equal(true);
    await expect(control.element).to.be.accessible();

    button(control).click();
    expect(control.state).to.equal('locating');
    expect(pending).to.have.length(2);
  });

  it("reports the browser's own refusal (headless Chromium grants no position)", async () => {
    const fixture = await mountMap({ width: 640 });
    const control = place(fixture);
    const errors = recordEvents<{ code: number; message: string }>(fixture.host, 'vb-map-geolocate-error');
    button(control).click();
    await waitFor(() => control.state === 'error', 'the error state', 20000);
    expect(errors).to.have.length(1);
    expect(errors[0]!.code).to.be.oneOf([1, 2, 3]);
    expect(errors[0]!.message).to.be.a('string');
  });

  it("warns 'Geo-locating is not supported on this device.' and shows the error state without geolocation", async () => {
    removeGeolocation();
    const fixture = await mountMap({ width: 640 });
    const control = place(fixture);
    const errors = recordEvents<{ code: number; message: string }>(fixture.host, 'vb-map-geolocate-error');
    const consoleRecord = recordConsole();
    try {
      button(control).click();
      await waitFor(() => control.state === 'error', 'the error state');
    } finally {
      consoleRecord.restore();
    }
    expect(consoleRecord.warnings).to.deep.equal([GEOLOCATION_UNSUPPORTED]);
    expect(GEOLOCATION_UNSUPPORTED).to.equal('Geo-locating is not supported on this device.');
    expect(control.state).to.equal('error');
    expect(errors).to.deep.equal([{ code: 2, message: GEOLOCATION_UNSUPPORTED }]);
  });

  it('blinks while locating, and shows a still cover instead under reduced motion', async () => {
    installGeolocation();
    const fixture = await mountMap({ width: 640 });
    const control = place(fixture);
    button(control).click();
    const cover = () => getComputedStyle(button(control), '::after');
    expect(cover().animationName).to.equal('vb-map-blink');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(cover().animationName).to.equal('none');
    expect(cover().content).to.not.equal('none');
    expect(cover().backgroundImage).to.contain('repeating-linear-gradient');
  });
});
