/** Zoom control on the real MapLibre engine (maps-toolkit spec section 2). */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createZoomControl } from '../../../maps/controls/zoom.ts';
import { controlCorner } from '../../../maps/controls/layout.ts';
import type { MapControl } from '../../../maps/controls/types.ts';
import { expectFocused, idleUntil, mountMap, removeMaps, type MapFixture } from './harness.ts';

const SLOW_MS = 60000;

function place(fixture: MapFixture): MapControl {
  const { engine, client, strings, host, frame } = fixture;
  return createZoomControl({ engine, client, strings, events: host, position: 'bottom-right', container: controlCorner(frame, 'bottom-right') });
}

const buttons = (control: MapControl) => {
  const [zoomIn, zoomOut] = control.element.querySelectorAll<HTMLButtonElement>('button');
  return { zoomIn: zoomIn!, zoomOut: zoomOut! };
};

describe('zoom control', function () {
  this.timeout(SLOW_MS);
  afterEach(removeMaps);

  it('names its buttons from /strings, sits bottom right, and zooms by one level with Enter and Space', async () => {
    const fixture = await mountMap({ width: 640, zoom: 10 });
    const control = place(fixture);
    const { zoomIn, zoomOut } = buttons(control);
    expect(zoomIn.getAttribute('aria-label')).to.equal(fixture.strings['zoom.zoomin']);
    expect(zoomOut.getAttribute('aria-label')).to.equal(fixture.strings['zoom.zoomout']);
    const frameBox = fixture.frame.getBoundingClientRect();
    const box = zoomIn.getBoundingClientRect();
    expect(box.right).to.be.closeTo(frameBox.right - 8, 2);
    expect(box.bottom).to.be.lessThan(frameBox.bottom);
    expect(box.bottom).to.be.greaterThan(frameBox.top + frameBox.height / 2);
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);

    zoomIn.focus();
    await sendKeys({ press: 'Enter' });
    await idleUntil(fixture.engine, (view) => Math.abs(view.zoom - 11) < 1e-6, 'zoom 11');
    await sendKeys({ press: 'Tab' });
    expectFocused(fixture, zoomOut);
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Space' });
    await idleUntil(fixture.engine, (view) => Math.abs(view.zoom - 9) < 1e-6, 'zoom 9');
    await expect(control.element).to.be.accessible();
  });

  it('marks zoom in unavailable at the maximum zoom, keeping focus', async () => {
    const fixture = await mountMap({ width: 640, zoom: 10 });
    const { engine } = fixture;
    const control = place(fixture);
    const { zoomIn, zoomOut } = buttons(control);
    engine.setView({ zoom: engine.maxZoom }, { animate: false });
    await idleUntil(engine, (view) => view.zoom === engine.maxZoom, 'the maximum zoom');
    expect(zoomIn.getAttribute('aria-disabled')).to.equal('true');
    expect(zoomOut.getAttribute('aria-disabled')).to.equal('false');
    zoomIn.focus();
    await sendKeys({ press: 'Enter' });
    expect(engine.getView().zoom).to.equal(engine.maxZoom);
    expectFocused(fixture, zoomIn);

    await expect(control.element).to.be.accessible();
  });

  it('marks zoom out unavailable at the minimum zoom, and where the engine stops short of it', async () => {
    // 240 px tall: the whole world fits at zoom 0, so the engine reaches its nominal minimum.
    const low = await mountMap({ width: 640, height: 240, zoom: 3 });
    const lowControl = place(low);
    low.engine.setView({ zoom: low.engine.minZoom });
    await idleUntil(low.engine, (view) => view.zoom === low.engine.minZoom, 'the minimum zoom');
    expect(buttons(lowControl).zoomOut.getAttribute('aria-disabled')).to.equal('true');
    expect(buttons(lowControl).zoomIn.getAttribute('aria-disabled')).to.equal('false');
    buttons(lowControl).zoomOut.click();
    expect(low.engine.getView().zoom).to.equal(low.engine.minZoom);
    low.remove();

    // 600 px tall: MapLibre keeps the world's height in view and stops above zoom 0.
    const tall = await mountMap({ width: 640, height: 600, zoom: 3 });
    const { engine } = tall;
    const control = place(tall);
    const { zoomIn, zoomOut } = buttons(control);
    zoomOut.focus();
    for (let press = 0; press < 4; press += 1) await sendKeys({ press: 'Enter' });
    const lowest = engine.getView().zoom;
    expect(lowest).to.be.greaterThan(engine.minZoom);
    expect(zoomOut.getAttribute('aria-disabled')).to.equal('true');
    expectFocused(tall, zoomOut);
    await sendKeys({ press: 'Enter' });
    expect(engine.getView().zoom).to.equal(lowest);
    zoomIn.click();
    expect(engine.getView().zoom).to.be.closeTo(lowest + 1, 1e-6);
    expect(zoomOut.getAttribute('aria-disabled')).to.equal('false');
    await expect(control.element).to.be.accessible();
  });

  it('removes itself and stops following the map when destroyed', async () => {
    const fixture = await mountMap({ width: 640, zoom: 10 });
    const control = place(fixture);
    const { zoomIn } = buttons(control);
    control.destroy();
    expect(control.element.isConnected).to.equal(false);
    // Zoomed to the engine's limit after it left: a control still listening would mark zoom in unavailable.
    const { engine } = fixture;
    engine.setView({ zoom: engine.maxZoom });
    await idleUntil(engine, (view) => view.zoom > engine.maxZoom - 1, 'the map at its highest zoom');
    expect(zoomIn.getAttribute('aria-disabled')).to.equal('false');
  });
});
