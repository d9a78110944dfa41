/** vb-speed-dial: the WAI-ARIA menu button on the overlay kit, in the floating-action area, placed by @floating-ui. */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/remote-trigger/define.ts';
import '../../../elements/speed-dial/define.ts';
import { examples } from '../../../elements/speed-dial/examples.ts';
import { FLOATING_AREA_ATTRIBUTE } from '../../../src/floating-area.ts';
import { FLOATING_ROOM_ATTRIBUTE } from '../../../src/floating-room.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { watchOverlays } from '../../support/overlay.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { recordConsole } from '../../support/console.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const buttonOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="button"]') as HTMLButtonElement;
const menuOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="menu"]') as HTMLElement;
const scrimOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="scrim"]') as HTMLElement;
const itemsOf = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>(':scope a[href], :scope button:not([part])'));
const shown = (el: HTMLElement) => menuOf(el).matches(':popover-open');
const placed = (el: HTMLElement) => waitFor(() => menuOf(el).hasAttribute('data-vb-placement') && menuOf(el).style.top !== '', 'the menu to be placed');
const focused = () => deepActiveElement();

const { events } = watchOverlays(['vb-speed-dial-open', 'vb-speed-dial-close', 'vb-speed-dial-select'], async () => {
  // A speed dial moves itself into the floating-action area, out of the fixture's wrapper.
  for (const dial of document.querySelectorAll('vb-speed-dial')) dial.remove();
  await setViewport({ width: 800, height: 600 });
});
afterEach(() => {
  expect(document.querySelector(`[${FLOATING_ROOM_ATTRIBUTE}]`), 'the room at the page end goes with it').to.equal(null);
});

for (const mode of MODES) {
  describe(`<vb-speed-dial> (${mode})`, () => {
    it('the menu button: Enter opens the menu at its first item over a scrim; arrows wrap, Home, End, a letter; Escape closes and focus returns', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const button = buttonOf(el);
      expect(button.getAttribute('aria-haspopup')).to.equal('menu');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(button.getAttribute('aria-label')).to.equal('Contact us');
      expect(button.getAttribute('aria-controls')).to.equal(menuOf(el).id);
      expect(menuOf(el).getAttribute('role')).to.equal('menu');
      expect(shown(el)).to.equal(false);
      expect(scrimOf(el).hidden).to.equal(true);
      await expect(el).to.be.accessible();

      button.focus();
      await sendKeys({ press: 'Enter' });
      await placed(el);
      const items = itemsOf(el);
      expect(items.map((item) => item.textContent)).to.deep.equal(['Call us', 'Email us', 'Find a place to meet']);
      expect(shown(el)).to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(items.map((item) => [item.getAttribute('role'), item.tabIndex])).to.deep.equal([
        ['menuitem', -1],
        ['menuitem', -1],
        ['menuitem', -1],
      ]);
      expect(focused(), 'focus on the first item').to.equal(items[0]);
      expect(scrimOf(el).hidden, 'the scrim shows').to.equal(false);
      expect(document.body.hasAttribute('data-vb-scroll-lock'), 'the scrim locks scroll with the body attribute').to.equal(true);
      await expect(el).to.be.accessible();

      await sendKeys({ press: 'ArrowDown' });
      expect(focused()).to.equal(items[1]);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(focused(), 'down from the last wraps to the first').to.equal(items[0]);
      await sendKeys({ press: 'ArrowUp' });
      expect(focused(), 'up from the first wraps to the last').to.equal(items[2]);
      await sendKeys({ press: 'Home' });
      expect(focused()).to.equal(items[0]);
      await sendKeys({ press: 'End' });
      expect(focused()).to.equal(items[2]);
      await sendKeys({ press: 'e' });
      expect(focused(), 'a letter moves to the next item starting with it').to.equal(items[1]);

      await sendKeys({ press: 'Escape' });
      await settle();
      expect(shown(el)).to.equal(false);
      expect(scrimOf(el).hidden).to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(focused(), 'focus back on the button').to.equal(button);
      expect(el.hasAttribute('open')).to.equal(false);
      expect(events).to.deep.equal([
        { type: 'vb-speed-dial-open', detail: { cause: 'button' } },
        { type: 'vb-speed-dial-close', detail: { cause: 'escape' } },
      ]);
    });

    it('ArrowUp on the button opens at the last item; Tab closes the menu with focus on the button; a click on the scrim closes it', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const button = buttonOf(el);
      button.focus();
      await sendKeys({ press: 'ArrowUp' });
      await placed(el);
      expect(focused()).to.equal(itemsOf(el)[2]);
      await sendKeys({ press: 'Tab' });
      await settle();
      expect(shown(el)).to.equal(false);
      expect(focused()).to.equal(button);

      button.click();
      await placed(el);
      expect(shown(el)).to.equal(true);
      await sendMouse({ type: 'click', position: [10, 10] });
      await settle();
      expect(shown(el), 'the scrim click closed it').to.equal(false);
      expect(events.map((e) => e.detail)).to.deep.equal([{ cause: 'button' }, { cause: 'tab' }, { cause: 'button' }, { cause: 'outside' }]);
    });
  });
}

describe('<vb-speed-dial> actions and placement', () => {
  it('choosing an action (Enter, Space, a click) sends select, closes the menu and gives focus back to the button', async () => {
    const { el } = await mountHtml(
      '<vb-speed-dial label="Tools"><button type="button" id="sd-print">Print</button><button type="button" id="sd-copy">Copy the link</button></vb-speed-dial>',
    );
    let pressed = '';
    el.addEventListener('click', (event) => {
      pressed = (event.target as HTMLElement).id;
    });
    buttonOf(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await placed(el);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(pressed, "the author's button did its work").to.equal('sd-copy');
    expect(shown(el)).to.equal(false);
    expect(focused()).to.equal(buttonOf(el));
    expect(events.slice(-2)).to.deep.equal([
      { type: 'vb-speed-dial-select', detail: { text: 'Copy the link', href: '' } },
      { type: 'vb-speed-dial-close', detail: { cause: 'select' } },
    ]);
  });

  it('the scrim dims the page without catching the pointer: a click on the page reaches what is there and closes the menu; a remote trigger there closes it with focus back on the button', async () => {
    const { el, wrapper } = await mountHtml(
      '<vb-speed-dial id="sd-reach" label="Tools"><a href="#sd-one">One</a><a href="#sd-two">Two</a></vb-speed-dial>' +
        '<p><button type="button" id="sd-page-button">On the page</button> <vb-remote-trigger target="sd-reach">Tools menu</vb-remote-trigger></p>',
    );
    const pageButton = wrapper.querySelector<HTMLButtonElement>('#sd-page-button')!;
    const trigger = wrapper.querySelector<HTMLElement>('vb-remote-trigger')!;
    await waitFor(() => !!trigger.shadowRoot?.querySelector('button'), 'the remote trigger to render');
    let pressed = 0;
    pageButton.addEventListener('click', () => (pressed += 1));
    const middle = (element: Element): [number, number] => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
    };

    buttonOf(el).click();
    await placed(el);
    const scrim = scrimOf(el);
    expect(scrim.hidden).to.equal(false);
    expect(getComputedStyle(scrim).backgroundColor, 'it dims the page').to.not.equal('rgba(0, 0, 0, 0)');
    expect(scrim.getBoundingClientRect().width).to.equal(window.innerWidth);
    await sendMouse({ type: 'click', position: middle(pageButton) });
    await settle();
    expect(pressed, 'the page button under the scrim got the click').to.equal(1);
    expect(shown(el), 'and the menu closed (a click outside)').to.equal(false);
    expect(focused() === pageButton, 'focus stays where the visitor clicked').to.equal(true);

    buttonOf(el).focus();
    await sendKeys({ press: 'Enter' });
    await placed(el);
    await sendMouse({ type: 'click', position: middle(trigger) });
    await settle();
    expect(shown(el), 'the remote trigger closed it').to.equal(false);
    expect(focused() === buttonOf(el), 'focus back on the menu button, as from the menu').to.equal(true);
    expect(events.map((e) => e.detail)).to.deep.equal([{ cause: 'button' }, { cause: 'outside' }, { cause: 'button' }, { cause: 'trigger' }]);
    await expect(el).to.be.accessible();
  });

  it('lives in the floating-action area, with room at the page end; the menu opens above the button', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    expect(el.parentElement?.hasAttribute(FLOATING_AREA_ATTRIBUTE), 'moved into the floating-action area').to.equal(true);
    const room = document.querySelector<HTMLElement>(`[${FLOATING_ROOM_ATTRIBUTE}]`);
    expect(room, 'a spacer at the end of the page').to.not.equal(null);
    expect(room!.getBoundingClientRect().height).to.be.at.least(window.innerHeight - buttonOf(el).getBoundingClientRect().top);
    buttonOf(el).click();
    await placed(el);
    expect(menuOf(el).getAttribute('data-vb-placement')).to.equal('top');
    expect(menuOf(el).getBoundingClientRect().bottom).to.be.at.most(buttonOf(el).getBoundingClientRect().top);
    await sendKeys({ press: 'Escape' });
  });

  it('flips below the button when there is no room above, and stays inside a 320 px viewport', async () => {
    await setViewport({ width: 320, height: 640 });
    const { el } = await mountHtml(
      '<vb-speed-dial inline label="Share"><a href="#sd-a">Share on a long-named network</a><a href="#sd-b">Send by email to a friend</a></vb-speed-dial>',
    );
    Object.assign(el.style, { position: 'fixed', top: '4px', right: '2px' });
    buttonOf(el).click();
    await placed(el);
    expect(menuOf(el).getAttribute('data-vb-placement')).to.equal('bottom');
    const box = menuOf(el).getBoundingClientRect();
    expect(box.top).to.be.at.least(buttonOf(el).getBoundingClientRect().bottom);
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(320);
    expect(box.bottom).to.be.at.most(640);
    await sendKeys({ press: 'Escape' });
  });

  it('the scroll position comes back when the menu closes', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.prepend(spacer);
    try {
      const { el } = await mountExample(exampleNamed(examples, 'default'));
      window.scrollTo({ top: 700, behavior: 'instant' });
      const scrolled = window.scrollY;
      expect(scrolled).to.be.greaterThan(0);
      buttonOf(el).click();
      await placed(el);
      expect(document.body.hasAttribute('data-vb-scroll-lock')).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(window.scrollY).to.equal(scrolled);
    } finally {
      spacer.remove();
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  });

  it('a placement or corner it cannot use is named in the console, with what it uses instead', async () => {
    const record = recordConsole();
    try {
      await mountHtml(`<vb-speed-dial label="Contact us" placement="left" corner="middle"><a href="#call">Call us</a></vb-speed-dial>`);
      expect(record.warnings).to.deep.equal([
        '<vb-speed-dial>: attribute placement="left" is not one of ["top","bottom"]; using the default ("top").',
        '<vb-speed-dial>: attribute corner="middle" is not one of ["right","left"]; using the default ("right").',
      ]);
    } finally {
      record.restore();
    }
  });
});
