/** vb-popup: anchored placement (flip, viewport at 320 px, focus never covered), trigger, delay, once, outside click. */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/popup/define.ts';
import '../../../elements/remote-trigger/define.ts';
import { examples } from '../../../elements/popup/examples.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { watchOverlays } from '../../support/overlay.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { recordConsole } from '../../support/console.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const surfaceOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="surface"]') as HTMLElement;
const shown = (el: HTMLElement) => surfaceOf(el).matches(':popover-open, [open]');
const closeButton = (el: HTMLElement) => renderRoot(el).querySelector('[part~="close"]') as HTMLButtonElement;
/** Placed: floating-ui writes its position a frame after opening. */
const placed = (el: HTMLElement) => waitFor(() => surfaceOf(el).hasAttribute('data-vb-placement') && surfaceOf(el).style.top !== '', 'the popup to be placed');

const { events } = watchOverlays(['vb-popup-open', 'vb-popup-close'], async () => {
  document.cookie = 'vb-popup-welcome=; path=/; max-age=0';
  document.cookie = 'vb-popup-once-test=; path=/; max-age=0';
  localStorage.clear();
  await setViewport({ width: 800, height: 600 });
});

for (const mode of MODES) {
  describe(`<vb-popup> (${mode})`, () => {
    it('its trigger button toggles it below the button; focus moves in; Escape closes it and focus returns', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const button = wrapper.querySelector('#popup-hours-button') as HTMLButtonElement;
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
      button.focus();
      await sendKeys({ press: 'Enter' });
      await placed(el);
      expect(shown(el)).to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(deepActiveElement()).to.equal(closeButton(el));
      expect(surfaceOf(el).getBoundingClientRect().top, 'below the button').to.be.at.least(button.getBoundingClientRect().bottom);
      expect(surfaceOf(el).getAttribute('data-vb-placement')).to.equal('bottom');
      expect(localStorage.getItem('track-popup-hours-button')).to.equal('opened');
      await expect(wrapper).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(shown(el)).to.equal(false);
      expect(document.activeElement).to.equal(button);
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(events).to.deep.equal([
        { type: 'vb-popup-open', detail: { cause: 'trigger' } },
        { type: 'vb-popup-close', detail: { cause: 'escape' } },
      ]);
    });

    it('a click outside closes it; a click inside does not', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      (wrapper.querySelector('#popup-hours-button') as HTMLButtonElement).click();
      await placed(el);
      const box = surfaceOf(el).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.bottom - 5)] });
      await settle();
      expect(shown(el), 'inside').to.equal(true);
      await sendMouse({ type: 'click', position: [Math.round(box.right + 20), Math.round(box.bottom + 40)] });
      await settle();
      expect(shown(el)).to.equal(false);
      expect(events.at(-1)).to.deep.equal({ type: 'vb-popup-close', detail: { cause: 'outside' } });
    });

    it("a link to its trigger id elsewhere on the page closes it, and the close says 'trigger' (the link is outside it too)", async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const link = document.createElement('a');
      link.href = '#popup-hours-button';
      link.textContent = 'Opening hours';
      wrapper.prepend(link);
      (wrapper.querySelector('#popup-hours-button') as HTMLButtonElement).click();
      await placed(el);
      link.click();
      await waitFor(() => !shown(el), 'the link to close it');
      await settle();
      expect(shown(el), 'closed once, not closed and opened again').to.equal(false);
      expect(events).to.deep.equal([
        { type: 'vb-popup-open', detail: { cause: 'trigger' } },
        { type: 'vb-popup-close', detail: { cause: 'trigger' } },
      ]);
    });

    it('a remote trigger elsewhere that says open leaves it open: the click is outside it, but the trigger decides', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const opener = document.createElement('vb-remote-trigger');
      opener.setAttribute('target', 'popup-hours-button');
      opener.setAttribute('action', 'open');
      opener.textContent = 'Show the hours';
      wrapper.prepend(opener);
      const pressable = await waitFor(() => renderRoot(opener).querySelector('button'), 'the remote trigger');
      (wrapper.querySelector('#popup-hours-button') as HTMLButtonElement).click();
      await placed(el);
      pressable.click();
      await settle();
      await settle();
      expect(shown(el), 'still open').to.equal(true);
      expect(events).to.deep.equal([{ type: 'vb-popup-open', detail: { cause: 'trigger' } }]);
    });
  });
}

describe('<vb-popup> placement', () => {
  describe('focus on close when its trigger is gone', () => {
    /** Which element has focus, by id or tag (a failure then prints a name, not the whole page). */
    const focused = () => document.activeElement?.id || document.activeElement?.localName;

    /** Opens the popup from its trigger with the keyboard, takes the trigger out of the page, closes with Escape. */
    const AFTER = `<a id="pp-after" href="#pp-after">After</a><h2 id="pp-named" tabindex="-1">Named</h2>`;
    async function closeWithTriggerGone(attributes: string, mode: RenderMode, after = AFTER): Promise<void> {
      const { el, wrapper } = await mountHtml(
        `<button type="button" id="pp-before">Before</button><button type="button" id="pp-opener">Hours</button>` +
          `<vb-popup trigger-id="pp-opener" heading="Hours" ${attributes}><p>Open on Tuesdays.</p></vb-popup>${after}`,
        { render: mode },
      );
      const opener = wrapper.querySelector('#pp-opener') as HTMLButtonElement;
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await placed(el);
      expect(deepActiveElement()).to.equal(closeButton(el));
      opener.remove();
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(shown(el)).to.equal(false);
    }

    for (const mode of MODES) {
      it(`goes to the element return-focus names (${mode})`, async () => {
        await closeWithTriggerGone('return-focus="pp-named"', mode);
        expect(focused()).to.equal('pp-named');
      });

      it(`without return-focus, goes to the next control after the popup, never the body (${mode})`, async () => {
        await closeWithTriggerGone('', mode);
        expect(focused()).to.equal('pp-after');
      });

      it(`with no control after the popup, goes to the last one before it (${mode})`, async () => {
        await closeWithTriggerGone('', mode, '');
        expect(focused()).to.equal('pp-before');
      });
    }

    it('a return-focus naming nothing that can take focus is named in the console; focus goes to the next control', async () => {
      const record = recordConsole();
      try {
        await closeWithTriggerGone('return-focus="pp-missing"', 'shadow');
        expect(focused()).to.equal('pp-after');
        expect(record.warnings).to.deep.equal(['<vb-popup>: return-focus="pp-missing" names nothing that can take focus; using the next control.']);
      } finally {
        record.restore();
      }
    });
  });

  it('flips above its trigger when there is no room below', async () => {
    const { el, wrapper } = await mountHtml(
      '<button type="button" id="pp-low" class="pp-low">Low</button><vb-popup trigger-id="pp-low" heading="Above"><p>Some text that takes a few lines of room in the popup.</p></vb-popup>',
    );
    const button = wrapper.querySelector('#pp-low') as HTMLButtonElement;
    Object.assign(button.style, { position: 'fixed', bottom: '4px', left: '10px' });
    button.click();
    await placed(el);
    expect(surfaceOf(el).getAttribute('data-vb-placement')).to.equal('top');
    expect(surfaceOf(el).getBoundingClientRect().bottom).to.be.at.most(button.getBoundingClientRect().top);
    await sendKeys({ press: 'Escape' });
  });

  it('stays where it is when its trigger is taken out of the page while it shows', async () => {
    const { el, wrapper } = await mountHtml(
      '<p class="pp-gone-room">Some room above.</p><button type="button" id="pp-gone">Hours</button><vb-popup trigger-id="pp-gone" heading="Hours"><p>Open on Tuesdays.</p></vb-popup>',
    );
    const button = wrapper.querySelector('#pp-gone') as HTMLButtonElement;
    Object.assign(button.style, { position: 'fixed', top: '200px', left: '300px' });
    button.click();
    await placed(el);
    const before = surfaceOf(el).getBoundingClientRect();
    expect(before.top, 'below the button').to.be.at.least(200);
    button.remove();
    // What makes the placement run again: a resize of the window, and focus moving.
    window.dispatchEvent(new Event('resize'));
    document.dispatchEvent(new FocusEvent('focusin'));
    await settle();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const after = surfaceOf(el).getBoundingClientRect();
    expect(shown(el)).to.equal(true);
    expect({ top: after.top, left: after.left }, 'where it was').to.deep.equal({ top: before.top, left: before.left });
    await sendKeys({ press: 'Escape' });
  });

  it('stays inside a 320 px viewport', async () => {
    await setViewport({ width: 320, height: 640 });
    const { el, wrapper } = await mountHtml(
      '<button type="button" id="pp-right" class="pp-right">Right</button><vb-popup trigger-id="pp-right" heading="Narrow"><p>A popup wider than the room to the right of its trigger.</p></vb-popup>',
    );
    const button = wrapper.querySelector('#pp-right') as HTMLButtonElement;
    Object.assign(button.style, { position: 'fixed', top: '20px', right: '2px' });
    button.click();
    await placed(el);
    const box = surfaceOf(el).getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(320);
    expect(box.bottom).to.be.at.most(640);
    await sendKeys({ press: 'Escape' });
  });

  it('opening by itself leaves focus where it is and never covers the focused field', async () => {
    const { el, wrapper } = await mountHtml(
      '<vb-popup trigger-delay-type="immediate" trigger-delay="0.05" heading="Hello"><p>Welcome.</p></vb-popup><input id="pp-field" aria-label="Name">',
    );
    const field = wrapper.querySelector('#pp-field') as HTMLInputElement;
    const hostBox = el.getBoundingClientRect();
    Object.assign(field.style, { position: 'fixed', left: `${hostBox.left}px`, top: `${hostBox.top + 20}px`, width: '300px' });
    field.focus();
    await waitFor(() => shown(el), 'the popup to open after its delay');
    await placed(el);
    await settle();
    expect(document.activeElement, 'focus stays in the field').to.equal(field);
    const popup = surfaceOf(el).getBoundingClientRect();
    const input = field.getBoundingClientRect();
    const overlap = popup.left < input.right && input.left < popup.right && popup.top < input.bottom && input.top < popup.bottom;
    expect(overlap, `the focused field is not covered: ${JSON.stringify([popup, input, el.getBoundingClientRect()])}`).to.equal(false);
    expect(events).to.deep.equal([{ type: 'vb-popup-open', detail: { cause: 'delay' } }]);
    await sendKeys({ press: 'Escape' });
  });
});

describe('<vb-popup> once per visitor, and with a scrim', () => {
  it('trigger-once: opens by itself the first time only (365-day cookie); its trigger still opens it', async () => {
    const html =
      '<button type="button" id="pp-once">Again</button><vb-popup trigger-id="pp-once" cookie-name="vb-popup-once-test" initial-display trigger-once heading="Once"><p>Hi</p></vb-popup>';
    const first = await mountHtml(html);
    await waitFor(() => shown(first.el), 'the popup to open at load');
    expect(document.cookie).to.include('vb-popup-once-test=');
    await sendKeys({ press: 'Escape' });
    await settle();
    first.wrapper.remove();
    await settle();
    const second = await mountHtml(html);
    await settle();
    expect(shown(second.el), 'not by itself a second time').to.equal(false);
    (second.wrapper.querySelector('#pp-once') as HTMLButtonElement).click();
    await waitFor(() => shown(second.el), 'the trigger to open it');
    await sendKeys({ press: 'Escape' });
    expect(events.filter((e) => e.type === 'vb-popup-open').map((e) => e.detail)).to.deep.equal([{ cause: 'initial' }, { cause: 'trigger' }]);
  });

  it('overlay: a modal dialog with a scrim that locks the page; a click on the scrim closes it', async () => {
    const { el, wrapper } = await mountHtml(
      '<button type="button" id="pp-scrim">Open</button><vb-popup trigger-id="pp-scrim" overlay heading="With a scrim"><p>Hi</p></vb-popup>',
    );
    (wrapper.querySelector('#pp-scrim') as HTMLButtonElement).click();
    await placed(el);
    expect(surfaceOf(el).matches(':modal')).to.equal(true);
    expect(document.body.hasAttribute('data-vb-scroll-lock')).to.equal(true);
    await sendMouse({ type: 'click', position: [790, 590] });
    await settle();
    expect(shown(el)).to.equal(false);
    expect(document.body.hasAttribute('data-vb-scroll-lock')).to.equal(false);
    expect(events.at(-1)).to.deep.equal({ type: 'vb-popup-close', detail: { cause: 'scrim' } });
  });

  it('a placement, trigger-delay-type or heading-level it cannot use is named in the console, with what it uses instead', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(
        `<vb-popup id="popup-bad" heading="Office hours" heading-level="0" placement="left" trigger-delay-type="soon" trigger-delay="1"><p>Tuesday.</p></vb-popup>`,
      );
      expect(record.warnings).to.deep.equal([
        '<vb-popup>: attribute heading-level="0" is not a whole number from 1 to 6; using the default (2).',
        '<vb-popup>: attribute placement="left" is not one of ["bottom","top"]; using the default ("bottom").',
        '<vb-popup>: attribute trigger-delay-type="soon" is not one of ["manual","immediate"]; using the default ("manual").',
      ]);
      expect(el.hasAttribute('open'), 'a manual popup does not open by itself').to.equal(false);
    } finally {
      record.restore();
    }
  });
});
