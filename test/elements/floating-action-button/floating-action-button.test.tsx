/** vb-floating-action-button: toggles the overlay with its trigger id, follows it closing, scripts control it, hides nothing. */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/floating-action-button/define.ts';
import '../../../elements/overlay/define.ts';
import '../../../elements/speed-dial/define.ts';
import '../../../elements/remote-trigger/define.ts';
import { examples } from '../../../elements/floating-action-button/examples.ts';
import { FLOATING_AREA_ATTRIBUTE } from '../../../src/floating-area.ts';
import { FLOATING_ROOM_ATTRIBUTE } from '../../../src/floating-room.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { dialogOf, watchOverlays } from '../../support/overlay.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { recordConsole } from '../../support/console.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const buttonOf = (el: Element) => renderRoot(el as HTMLElement).querySelector('[part~="button"]') as HTMLButtonElement;
const menuOf = (el: Element) => renderRoot(el as HTMLElement).querySelector('[part~="menu"]') as HTMLElement;

const { events } = watchOverlays(['vb-floating-action-button-toggle'], async () => {
  // They move themselves into the floating-action area, out of the fixture's wrapper.
  for (const block of document.querySelectorAll('vb-floating-action-button, vb-speed-dial')) block.remove();
  await setViewport({ width: 800, height: 600 });
});
afterEach(() => {
  expect(document.querySelector(`[${FLOATING_ROOM_ATTRIBUTE}]`), 'the room at the page end goes with it').to.equal(null);
});

for (const mode of MODES) {
  describe(`<vb-floating-action-button> (${mode})`, () => {
    it('in the floating-action area, a click opens the overlay it names; the overlay closing closes it and focus returns to it', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const overlay = wrapper.querySelector('vb-overlay') as HTMLElement;
      await waitFor(() => dialogOf(overlay), 'the overlay to render');
      expect(el.parentElement?.hasAttribute(FLOATING_AREA_ATTRIBUTE), 'moved into the floating-action area').to.equal(true);
      const button = buttonOf(el);
      expect(button.getAttribute('aria-label')).to.equal('Contact us');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      await expect(el).to.be.accessible();

      button.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(dialogOf(overlay).open, 'the overlay opened').to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(el.hasAttribute('open')).to.equal(true);

      await sendKeys({ press: 'Escape' });
      await settle();
      expect(dialogOf(overlay).open).to.equal(false);
      expect(button.getAttribute('aria-expanded'), 'closed with the overlay').to.equal('false');
      expect(el.hasAttribute('open')).to.equal(false);
      expect(deepActiveElement(), 'focus back on the button').to.equal(button);
      expect(events).to.deep.equal([
        { type: 'vb-floating-action-button-toggle', detail: { open: true, cause: 'button' } },
        { type: 'vb-floating-action-button-toggle', detail: { open: false, cause: 'overlay' } },
      ]);
    });
  });
}

describe('<vb-floating-action-button> with a speed dial', () => {
  it('opens the speed dial by it; a remote trigger elsewhere closes it, the button follows and focus returns to it', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'speed-dial'));
    const dial = document.querySelector('vb-speed-dial') as HTMLElement;
    await waitFor(() => menuOf(dial), 'the speed dial to render');
    expect(el.parentElement?.getAttribute(FLOATING_AREA_ATTRIBUTE), 'the left corner').to.equal('left');
    const button = buttonOf(el);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => menuOf(dial).getAttribute('data-vb-placement'), 'the menu to be placed');
    expect(menuOf(dial).matches(':popover-open')).to.equal(true);
    expect(deepActiveElement()?.textContent, 'focus on the first action').to.equal('Plan a visit');
    expect(menuOf(dial).getBoundingClientRect().bottom, 'the menu sits above the button').to.be.at.most(button.getBoundingClientRect().top);

    publish('fab-actions', { action: 'close' });
    await settle();
    expect(menuOf(dial).matches(':popover-open')).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(deepActiveElement(), 'focus back on the button').to.equal(button);

    // Another control opens the same menu: the button says so.
    (wrapper.querySelector('vb-remote-trigger') as HTMLElement).shadowRoot?.querySelector('button')?.click();
    await settle();
    expect(menuOf(dial).matches(':popover-open')).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(events.map((e) => e.detail)).to.deep.equal([
      { open: true, cause: 'button' },
      { open: false, cause: 'overlay' },
      { open: true, cause: 'overlay' },
      { open: false, cause: 'overlay' },
    ]);
  });
});

describe('<vb-floating-action-button> from script', () => {
  it('a toggle without a target; messages to its id show, hide, open and close it; so do hidden and open', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'inline-scripted'));
    expect(el.parentElement?.hasAttribute(FLOATING_AREA_ATTRIBUTE), 'inline: stays in the page').to.equal(false);
    const button = buttonOf(el);
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(button.hasAttribute('aria-expanded')).to.equal(false);
    button.click();
    await settle();
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    publish('fab-inline', { action: 'close' });
    await settle();
    expect(el.hasAttribute('open')).to.equal(false);
    publish('fab-inline', { action: 'hide' });
    await settle();
    expect(el.hidden).to.equal(true);
    expect(button.getClientRects().length, 'not shown').to.equal(0);
    publish('fab-inline', { action: 'show' });
    await settle();
    expect(el.hidden).to.equal(false);
    el.setAttribute('open', '');
    await settle();
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(events.map((e) => e.detail)).to.deep.equal([
      { open: true, cause: 'button' },
      { open: false, cause: 'trigger' },
      { open: true, cause: 'property' },
    ]);
  });

  it('at 375 px, a page scrolled to its end shows its last line above the button', async () => {
    await setViewport({ width: 375, height: 700 });
    const article = document.createElement('article');
    for (let i = 1; i <= 40; i++) {
      const p = document.createElement('p');
      p.textContent = `Line ${i} of a long page that a visitor reads to its very end.`;
      article.append(p);
    }
    document.body.append(article);
    try {
      const { el } = await mountHtml('<vb-floating-action-button label="Contact us"></vb-floating-action-button>');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await settle();
      const last = article.lastElementChild as HTMLElement;
      expect(last.getBoundingClientRect().bottom, 'the last line is above the button').to.be.at.most(buttonOf(el).getBoundingClientRect().top);
      expect(document.querySelector(`[${FLOATING_ROOM_ATTRIBUTE}]`)?.getAttribute('aria-hidden')).to.equal('true');
    } finally {
      article.remove();
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  });

  it('a corner it cannot use is named in the console, with what it uses instead', async () => {
    const record = recordConsole();
    try {
      await mountHtml(`<vb-floating-action-button corner="top" label="Contact us"></vb-floating-action-button>`);
      expect(record.warnings).to.deep.equal([
        '<vb-floating-action-button>: attribute corner="top" is not one of ["right","left"]; using the default ("right").',
      ]);
    } finally {
      record.restore();
    }
  });
});
