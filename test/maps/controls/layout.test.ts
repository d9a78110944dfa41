/** Placing controls over the real MapLibre engine: corners, default bottom right (spec section 2), order, removal. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { CONTROL_FACTORIES, layoutControls, parseControlNames } from '../../../maps/controls/index.ts';
import { controlCorner } from '../../../maps/controls/layout.ts';
import { waitFor } from '../../support/wait.ts';
import { expectFocused, mountMap, removeMaps } from './harness.ts';

const SLOW_MS = 60000;

describe('control placement', function () {
  this.timeout(SLOW_MS);
  afterEach(removeMaps);

  it('puts controls bottom right by default, in the order given, and others in their own corner', async () => {
    const fixture = await mountMap({ width: 800, height: 500 });
    const { names } = parseControlNames('zoom geolocate maptype');
    const placed = layoutControls({
      engine: fixture.engine,
      client: fixture.client,
      strings: fixture.strings,
      events: fixture.host,
      container: fixture.frame,
      controls: [...names, { name: 'legal', position: 'top-left' }],
    });
    const [zoom, geolocate, maptype] = placed.controls.map((control) => control.element.getBoundingClientRect());
    const frame = fixture.frame.getBoundingClientRect();
    for (const box of [zoom!, geolocate!, maptype!]) {
      expect(box.right).to.be.closeTo(frame.right - 8, 1);
      expect(box.top).to.be.greaterThan(frame.top + frame.height / 2 - 100);
    }
    expect(zoom!.bottom).to.be.at.most(geolocate!.top);
    expect(geolocate!.bottom).to.be.at.most(maptype!.top);
    expect(maptype!.bottom).to.be.closeTo(frame.bottom - 8, 1);
    await waitFor(() => !placed.controls[3]!.element.hidden, 'the legal notices', 15000);
    const legalBox = placed.controls[3]!.element.getBoundingClientRect();
    expect(legalBox.left).to.be.closeTo(frame.left + 8, 1);
    expect(legalBox.top).to.be.closeTo(frame.top + 8, 1);

    // Tab goes through the bottom-right controls in their order.
    const buttons = [...fixture.frame.querySelectorAll<HTMLButtonElement>('.vb-map__controls--bottom-right button')];
    expect(buttons).to.have.length(4);
    buttons[0]!.focus();
    for (const button of buttons.slice(1)) {
      await sendKeys({ press: 'Tab' });
      expectFocused(fixture, button);
    }
    await expect(controlCorner(fixture.frame, 'bottom-right')).to.be.accessible();

    placed.destroy();
    expect(fixture.frame.querySelectorAll('.vb-map__control')).to.have.length(0);
    expect(fixture.frame.querySelectorAll('.vb-map__controls')).to.have.length(0);
    // The engine's own drawing element stays.
    expect(fixture.engine.container.isConnected).to.equal(true);
  });

  it('offers one factory per control name', async () => {
    const fixture = await mountMap({ width: 400 });
    const container = controlCorner(fixture.frame, 'top-right');
    for (const [name, factory] of Object.entries(CONTROL_FACTORIES)) {
      const control = factory({
        engine: fixture.engine,
        client: fixture.client,
        strings: fixture.strings,
        events: fixture.host,
        position: 'top-right',
        container,
      });
      expect(control.name).to.equal(name);
      expect(control.element.parentElement === container, `${name} in its container`).to.equal(true);
      control.destroy();
    }
  });
});
