/** Legal control on the real MapLibre engine with the reference service's configuration (spec sections 2, 4, 5, 8, 9). */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createLegalControl, LEGAL_UNAVAILABLE, type LegalControl } from '../../../maps/controls/legal.ts';
import { controlCorner, layoutControls } from '../../../maps/controls/layout.ts';
import type { ControlPosition } from '../../../maps/controls/types.ts';
import { LegalStyle } from '../../../maps/geo/enums.ts';
import { openOverlays } from '../../../src/overlay.ts';
import { recordConsole } from '../../support/console.ts';
import { fakeNetwork, serverError } from '../../support/network.ts';
import { waitFor } from '../../support/wait.ts';
import { expectFocused, focused, mountMap, newClient, recordEvents, removeMaps, type MapFixture } from './harness.ts';

const SLOW_MS = 60000;

async function place(fixture: MapFixture, position: ControlPosition = 'bottom-right', style?: LegalStyle): Promise<LegalControl> {
  const { engine, client, strings, host, frame } = fixture;
  const control = createLegalControl({ engine, client, strings, events: host, position, container: controlCorner(frame, position) }, { style });
  await control.ready;
  return control;
}

const dialog = (control: LegalControl) => control.element.querySelector('dialog')!;

describe('legal control', function () {
  this.timeout(SLOW_MS);
  afterEach(removeMaps);

  it('shows terms, privacy and copyright as a full row on a map wider than 1050 px, with safe links', async () => {
    const fixture = await mountMap({ width: 1100 });
    const control = await place(fixture);
    const legal = fixture.client.config!.legal!;
    expect(control.layoutName).to.equal('row');
    expect(control.element.hidden).to.equal(false);
    const row = control.element.querySelector('.vb-map__legal-row')!;
    expect(row.querySelector('.vb-map__copyright')!.textContent).to.equal(legal.copyright);
    const links = [...row.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      [legal.terms!.text, legal.terms!.url],
      [legal.privacy!.text, legal.privacy!.url],
    ]);
    for (const a of links) {
      expect(a.target).to.equal('_blank');
      expect(a.relList.contains('noopener')).to.equal(true);
    }
    links[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expectFocused(fixture, links[1]);
    await expect(control.element).to.be.accessible();
  });

  it('compresses into a text button at 1050 px and an icon at 525 px when at the bottom, re-laid out on resize', async () => {
    const fixture = await mountMap({ width: 1050 });
    const placed = layoutControls({
      engine: fixture.engine,
      client: fixture.client,
      strings: fixture.strings,
      events: fixture.host,
      container: fixture.frame,
      controls: ['legal'],
    });
    const control = placed.controls[0] as LegalControl;
    await control.ready;
    expect(control.layoutName).to.equal('text');
    const text = control.element.querySelector('button')!;
    expect(text.textContent).to.equal(fixture.strings.copyright);
    expect(text.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(text.getBoundingClientRect().height).to.be.at.least(44);
    await expect(control.element).to.be.accessible();

    fixture.resize(525);
    await waitFor(() => control.layoutName === 'icon', 'the icon-only button');
    const iconButton = control.element.querySelector('button')!;
    expect(iconButton.textContent).to.equal('');
    expect(iconButton.getAttribute('aria-label')).to.equal(fixture.strings['copyright.info']);
    const box = iconButton.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([44, 44]);
    await expect(control.element).to.be.accessible();

    fixture.resize(1051);
    await waitFor(() => control.layoutName === 'row', 'the row again');
    placed.destroy();
  });

  it("opens through the overlay kit: on the page's one open stack, scroll locked, a scrim press closes it", async () => {
    const fixture = await mountMap({ width: 800 });
    const control = await place(fixture);
    const opener = control.element.querySelector('button')!;
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const modal = dialog(control);
    expect(openOverlays()).to.deep.equal([modal]);
    expect(document.body.hasAttribute('data-vb-scroll-lock')).to.equal(true);
    // A click on the ::backdrop lands on the dialog, outside its box.
    modal.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 1, clientY: 1 }));
    expect(modal.open).to.equal(false);
    expect(openOverlays()).to.deep.equal([]);
    expect(document.body.hasAttribute('data-vb-scroll-lock')).to.equal(false);
    expectFocused(fixture, opener);
  });

  it('keeps the text at the top of a narrow map; EXPANDED is always a row, COMPRESSED always a button', async () => {
    const fixture = await mountMap({ width: 400 });
    expect((await place(fixture, 'top-right')).layoutName).to.equal('text');
    expect((await place(fixture, 'bottom-left', LegalStyle.EXPANDED)).layoutName).to.equal('row');
    const wide = await mountMap({ width: 1280 });
    expect((await place(wide, 'bottom-right', LegalStyle.COMPRESSED)).layoutName).to.equal('text');
  });

  it('opens a modal with a title and a close button: focus moves in, Escape closes, focus returns', async () => {
    const fixture = await mountMap({ width: 800 });
    const control = await place(fixture);
    const legal = fixture.client.config!.legal!;
    const opener = control.element.querySelector('button')!;
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const modal = dialog(control);
    expect(modal.open).to.equal(true);
    expect(modal.matches(':modal')).to.equal(true);
    const title = modal.querySelector('h2')!;
    expect(title.textContent).to.equal(fixture.strings['copyright.info']);
    expect(modal.getAttribute('aria-labelledby')).to.equal(title.id);
    const close = modal.querySelector<HTMLButtonElement>('.vb-map__modal-close')!;
    expectFocused(fixture, close);
    expect(close.getAttribute('aria-label')).to.equal('Close');
    expect(modal.textContent).to.contain(legal.copyright);
    const links = [...modal.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal([legal.terms!.text, legal.privacy!.text]);
    expect(links.every((a) => a.relList.contains('noopener'))).to.equal(true);
    await expect(modal).to.be.accessible();

    await sendKeys({ press: 'Tab' });
    expectFocused(fixture, links[0]);
    await sendKeys({ press: 'Escape' });
    expect(modal.open).to.equal(false);
    expectFocused(fixture, opener);

    // The page as the visitor's next key finds it: the dialog out of the top layer, the page no longer inert, drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await sendKeys({ press: 'Space' });
    // Space presses the button on key-up; on a busy machine the dialog opens a moment after sendKeys returns.
    await waitFor(() => modal.open, 'the modal to open again with Space').catch((error: Error) => {
      // What a failure needs to be understood (seen twice in full runs, never alone): where the key went.
      throw new Error(
        `${error.message}; focus on ${focused(fixture)?.localName ?? 'nothing'}, opener connected: ${opener.isConnected}, overlays open: ${openOverlays().length}, open: ${modal.open}`,
      );
    });
    expect(modal.open).to.equal(true);
    close.click();
    expect(modal.open).to.equal(false);
    expectFocused(fixture, opener);
  });

  it("warns 'Unable to display legal.', raises vb-map-legal-error and removes itself when the configuration fails", async () => {
    const fixture = await mountMap({ width: 800 });
    // The reference server cannot be made to fail its configuration on demand; this client's calls get a 500.
    fakeNetwork(() => serverError(500, 'Internal Server Error'));
    const failing = { ...fixture, client: newClient() };
    const errors = recordEvents<{ message: string }>(fixture.host, 'vb-map-legal-error');
    const consoleRecord = recordConsole();
    let control: LegalControl;
    try {
      control = await place(failing);
    } finally {
      consoleRecord.restore();
    }
    expect(LEGAL_UNAVAILABLE).to.equal('Unable to display legal.');
    // The client logs its own session warning to its logger (silent here), not to the console.
    expect(consoleRecord.warnings).to.deep.equal([LEGAL_UNAVAILABLE]);
    expect(errors).to.have.length(1);
    expect(errors[0]!.message).to.equal('Internal Server Error');
    expect(control.removed).to.equal(true);
    expect(control.element.isConnected).to.equal(false);
    control.layout();
    expect(control.element.isConnected).to.equal(false);
  });
});
