/** Map-type control on the real MapLibre engine (maps-toolkit spec sections 2 and 4). */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createMapTypeControl, type MapTypeControl } from '../../../maps/controls/maptype.ts';
import { controlCorner, layoutControls } from '../../../maps/controls/layout.ts';
import { MapProvider, MapType, MapTypeControlMode } from '../../../maps/geo/enums.ts';
import type { MapEngine, MapTypeInfo } from '../../../maps/engines/types.ts';
import { waitFor } from '../../support/wait.ts';
import { allowResizeObserverLoopNotice } from '../../support/console.ts';
import { expectFocused, mountMap, next, recordEvents, removeMaps, type MapFixture } from './harness.ts';

const SLOW_MS = 60000;
const ROAD = 'INTERNAL:ROAD';
const LIGHT = 'INTERNAL:LIGHT';

function place(fixture: MapFixture, engine: MapEngine = fixture.engine, mode?: MapTypeControlMode): MapTypeControl {
  const { client, strings, host, frame } = fixture;
  return createMapTypeControl({ engine, client, strings, events: host, position: 'bottom-right', container: controlCorner(frame, 'bottom-right') }, { mode });
}

const trigger = (control: MapTypeControl) => control.element.querySelector<HTMLButtonElement>('button')!;
const listbox = (control: MapTypeControl) => control.element.querySelector<HTMLElement>('[role="listbox"]')!;
const activeOption = (control: MapTypeControl) => {
  const id = listbox(control).getAttribute('aria-activedescendant');
  return id ? listbox(control).querySelector(`[id="${id}"]`) : null;
};

/**
 * The MapLibre engine draws two types. A third, from another provider, is listed here so the callout has
 * groups; everything else, including selecting the two real types, goes to the real engine.
 */
function withExtraType(engine: MapEngine, extra: MapTypeInfo): MapEngine {
  return new Proxy(engine, {
    get(target, key) {
      if (key === 'mapTypes') return () => [...target.mapTypes(), extra];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function clickAt(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

describe('map type control', function () {
  // Its resizes run MapLibre's observer and the controls' together (test/support/console.ts).
  before(allowResizeObserverLoopNotice);
  this.timeout(SLOW_MS);
  afterEach(removeMaps);

  it('on a wide map shows an overview of the other type, and a press swaps to it', async () => {
    const fixture = await mountMap({ width: 800 });
    const { engine } = fixture;
    expect(engine.mapTypes().map((t) => t.id)).to.deep.equal([ROAD, LIGHT]);
    const control = place(fixture);
    const changes = recordEvents<{ id: string }>(fixture.host, 'vb-map-maptype-change');
    expect(control.mode).to.equal('OVERVIEW');
    expect(control.element.dataset.vbMode).to.equal('OVERVIEW');
    const overview = trigger(control);
    expect(overview.classList.contains('vb-map__maptype-overview')).to.equal(true);
    expect(overview.textContent).to.equal('Light');
    expect(overview.getAttribute('aria-label')).to.equal('Map types: Light');
    expect(overview.hasAttribute('aria-haspopup')).to.equal(false);
    await expect(control.element).to.be.accessible();

    overview.focus();
    await sendKeys({ press: 'Enter' });
    expect(engine.getMapType()).to.equal(LIGHT);
    expect(changes).to.deep.equal([{ id: LIGHT }]);
    // The overview now shows the road map, and keeps the keyboard focus.
    expect(trigger(control).textContent).to.equal('Map');
    expectFocused(fixture, trigger(control));
    await sendKeys({ press: 'Space' });
    expect(engine.getMapType()).to.equal(ROAD);
    expect(changes).to.deep.equal([{ id: LIGHT }, { id: ROAD }]);
  });

  it('on a map 600 px wide or narrower is one button; resizing switches the mode and raises vb-map-maptype-mode', async () => {
    const fixture = await mountMap({ width: 600 });
    const modes = recordEvents<{ mode: string }>(fixture.host, 'vb-map-maptype-mode');
    const placed = layoutControls({
      engine: fixture.engine,
      client: fixture.client,
      strings: fixture.strings,
      events: fixture.host,
      container: fixture.frame,
      controls: ['maptype'],
    });
    const control = placed.controls[0] as MapTypeControl;
    expect(control.mode).to.equal('BUTTON');
    expect(trigger(control).classList.contains('vb-map__button')).to.equal(true);
    expect(trigger(control).getAttribute('aria-label')).to.equal('Map types: Light');
    const box = trigger(control).getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
    await expect(control.element).to.be.accessible();

    const resized = next(fixture.engine, 'resize');
    fixture.resize(601);
    await resized.catch(() => undefined);
    await waitFor(() => control.mode === 'OVERVIEW', 'the overview mode after the resize');
    expect(modes).to.deep.equal([{ mode: 'OVERVIEW' }]);
    fixture.resize(360);
    await waitFor(() => control.mode === 'BUTTON', 'the button mode after the resize');
    expect(modes).to.deep.equal([{ mode: 'OVERVIEW' }, { mode: 'BUTTON' }]);
    placed.destroy();
    expect(control.element.isConnected).to.equal(false);
  });

  it('keeps an explicit mode at any width', async () => {
    const fixture = await mountMap({ width: 360 });
    const control = place(fixture, fixture.engine, MapTypeControlMode.OVERVIEW);
    expect(control.mode).to.equal('OVERVIEW');
    control.layout();
    expect(control.mode).to.equal('OVERVIEW');
  });

  it('shows the first allowed type when the current one is not allowed', async () => {
    const fixture = await mountMap({ width: 800, mapTypes: [LIGHT, ROAD], mapType: 'terrain' });
    const control = place(fixture);
    expect(fixture.engine.getMapType()).to.equal(LIGHT);
    expect(trigger(control).textContent).to.equal('Map');
  });

  describe('with more than two types: the callout list grouped by provider', () => {
    const roadmap: MapTypeInfo = { id: 'roadmap', provider: MapProvider.GOOGLE, type: MapType.ROAD, label: 'Google road map' };

    it('opens with the keyboard, moves with arrows, selects with Enter, and returns focus', async () => {
      const fixture = await mountMap({ width: 800 });
      const engine = withExtraType(fixture.engine, roadmap);
      const control = place(fixture, engine);
      const changes = recordEvents<{ id: string }>(fixture.host, 'vb-map-maptype-change');
      const button = trigger(control);
      expect(button.getAttribute('aria-haspopup')).to.equal('listbox');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(button.textContent).to.equal('Map types');
      // The overview shows the other type of the current provider (the light map, whose picture the service draws), not the first listed.
      expect(button.querySelector<HTMLImageElement>('img.vb-map__maptype-thumbnail')?.getAttribute('src')).to.match(/\/maps\/sources\/INTERNAL\/LIGHT\/legend/);

      button.focus();
      await sendKeys({ press: 'Enter' });
      expect(control.open).to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expectFocused(fixture, listbox(control));
      const groups = [...listbox(control).querySelectorAll('[role="group"]')].map((group) => [
        group.querySelector('.vb-map__group-label')!.textContent,
        [...group.querySelectorAll('[role="option"]')].map((option) => option.textContent),
      ]);
      expect(groups).to.deep.equal([
        ['Built-in', ['Map', 'Light']],
        ['Google', ['Google road map']],
      ]);
      expect(activeOption(control)?.textContent).to.equal('Map');
      expect(activeOption(control)?.getAttribute('aria-selected')).to.equal('true');
      await expect(control.element).to.be.accessible();

      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(control)?.textContent).to.equal('Light');
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(control)?.textContent).to.equal('Google road map');
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(control)?.textContent).to.equal('Map');
      await sendKeys({ press: 'End' });
      await sendKeys({ press: 'ArrowUp' });
      expect(activeOption(control)?.textContent).to.equal('Light');
      await sendKeys({ press: 'Enter' });
      expect(fixture.engine.getMapType()).to.equal(LIGHT);
      expect(changes).to.deep.equal([{ id: LIGHT }]);
      expect(control.open).to.equal(false);
      expect(listbox(control).hidden).to.equal(true);
      expectFocused(fixture, trigger(control));
    });

    it('stays open when the engine reports, late, the type the visitor had already chosen', async () => {
      // MapLibre reports a type change once the new style has loaded: a visitor who chooses Light and opens
      // the list again at once must not see it close under the pointer when that report arrives.
      const fixture = await mountMap({ width: 800 });
      const reports: Array<(detail: { id: string }) => void> = [];
      const listed = withExtraType(fixture.engine, roadmap);
      const engine = new Proxy(listed, {
        get(target, key) {
          if (key !== 'on') return Reflect.get(target, key, target);
          return (type: string, listener: (detail: { id: string }) => void) => {
            if (type === 'maptypechange') reports.push(listener);
            return (target.on as (t: string, l: typeof listener) => () => void)(type, listener);
          };
        },
      });
      const control = place(fixture, engine);
      expect(reports.length).to.equal(1);
      await clickAt(trigger(control));
      await clickAt([...listbox(control).querySelectorAll('[role="option"]')][1]!);
      expect(fixture.engine.getMapType()).to.equal(LIGHT);
      await clickAt(trigger(control));
      expect(control.open).to.equal(true);
      reports[0]!({ id: LIGHT });
      expect(control.open).to.equal(true);
      expect(trigger(control).getAttribute('aria-expanded')).to.equal('true');
      // A report of another type is a change of target: the callout closes.
      fixture.engine.setMapType(ROAD);
      reports[0]!({ id: ROAD });
      expect(control.open).to.equal(false);
    });

    it('closes on Escape (focus back on the button), on an outside click, and when its target changes', async () => {
      const fixture = await mountMap({ width: 800 });
      const engine = withExtraType(fixture.engine, roadmap);
      const control = place(fixture, engine);
      trigger(control).focus();
      await sendKeys({ press: 'ArrowDown' });
      expect(control.open).to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(control.open).to.equal(false);
      expectFocused(fixture, trigger(control));

      await clickAt(trigger(control));
      expect(control.open).to.equal(true);
      await clickAt(fixture.frame.querySelector('canvas')!);
      expect(control.open).to.equal(false);

      await clickAt(trigger(control));
      expect(control.open).to.equal(true);
      const options = [...listbox(control).querySelectorAll('[role="option"]')];
      await clickAt(options[1]!);
      expect(fixture.engine.getMapType()).to.equal(LIGHT);
      expect(control.open).to.equal(false);

      await clickAt(trigger(control));
      expect(control.open).to.equal(true);
      fixture.engine.setMapType(ROAD);
      await waitFor(() => !control.open, 'the callout to close when the map type changes elsewhere');
    });
  });
});
