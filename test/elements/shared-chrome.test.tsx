/**
 * The shared pieces several blocks' sheets take in: styles/close-button.css (the close button of vb-modal, vb-popup,
 * vb-chat and vb-simple-sign-up), styles/dialog-chrome.css (the header, heading, body and scrim of vb-modal and
 * vb-popup, at each one's sizes) and styles/call-to-action-content.css (the text of vb-small- and
 * vb-persistent-call-to-action). Each block keeps the look it had with its own copy: the figures below are those.
 */
import { expect } from '@open-wc/testing';
import '../../elements/chat/define.ts';
import '../../elements/modal/define.ts';
import '../../elements/persistent-call-to-action/define.ts';
import '../../elements/popup/define.ts';
import '../../elements/simple-sign-up/define.ts';
import '../../elements/small-call-to-action/define.ts';
import { examples as signUpExamples } from '../../elements/simple-sign-up/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../support/fixtures.ts';
import { dialogOf } from '../support/overlay.ts';
import { waitFor } from '../support/wait.ts';

const RENDER_MODES = ['shadow', 'light'] as const;

type StyleName =
  | 'backgroundColor'
  | 'blockSize'
  | 'borderTopWidth'
  | 'color'
  | 'cursor'
  | 'display'
  | 'fontSize'
  | 'gap'
  | 'inlineSize'
  | 'marginBottom'
  | 'marginInlineEnd'
  | 'marginLeft'
  | 'marginTop'
  | 'minWidth'
  | 'overflowWrap'
  | 'paddingLeft'
  | 'paddingRight'
  | 'paddingTop'
  | 'position';

/** Checks each `expected` value of `element`'s computed style (or its pseudo-element's) under its name. */
function expectStyle(element: Element | null, label: string, expected: Partial<Record<StyleName, string>>, pseudo?: string): void {
  expect(element, label).to.not.equal(null);
  const style = getComputedStyle(element!, pseudo);
  for (const [name, value] of Object.entries(expected)) expect(style[name as StyleName], `${label} ${name}`).to.equal(value);
}

const part = (el: HTMLElement, selector: string) => renderRoot(el).querySelector(selector);

/** styles/close-button.css: a 44 px target, no border or fill, the pointer. */
const CLOSE_BUTTON = { inlineSize: '44px', blockSize: '44px', borderTopWidth: '0px', backgroundColor: 'rgba(0, 0, 0, 0)', cursor: 'pointer' };

for (const render of RENDER_MODES) {
  describe(`shared chrome (${render})`, () => {
    it('vb-modal: the close button in the header padding; header, heading, body and scrim at the modal sizes', async () => {
      const { el } = await mountHtml('<vb-modal heading="Notice"><p>Text</p></vb-modal>', { render });
      (el as HTMLElement & { open: boolean }).open = true;
      await waitFor(() => dialogOf(el).open, 'the modal to open');
      expectStyle(part(el, '.vb-modal__close'), 'close', { ...CLOSE_BUTTON, display: 'grid', marginTop: '-8px', marginInlineEnd: '-8px' });
      expectStyle(part(el, '.vb-modal__header'), 'header', { display: 'flex', gap: '12px', paddingTop: '20px', paddingLeft: '20px' });
      expectStyle(part(el, '.vb-modal__heading'), 'heading', { fontSize: '20px', marginTop: '0px' });
      expectStyle(part(el, '.vb-modal__body'), 'body', { paddingTop: '12px', paddingLeft: '20px' });
      expectStyle(dialogOf(el), 'scrim', { backgroundColor: 'rgba(0, 0, 0, 0.55)' }, '::backdrop');
    });

    it("vb-modal: the page's --vb-modal-padding and --vb-modal-scrim-color reach the header, body and scrim", async () => {
      const { el } = await mountHtml('<vb-modal heading="Notice"><p>Text</p></vb-modal>', { render });
      el.style.setProperty('--vb-modal-padding', '2rem');
      el.style.setProperty('--vb-modal-scrim-color', 'rgb(10 20 30 / 50%)');
      (el as HTMLElement & { open: boolean }).open = true;
      await waitFor(() => dialogOf(el).open, 'the modal to open');
      expectStyle(part(el, '.vb-modal__header'), 'header', { paddingTop: '32px', paddingRight: '32px' });
      expectStyle(part(el, '.vb-modal__body'), 'body', { paddingTop: '12px', paddingLeft: '32px' });
      expectStyle(dialogOf(el), 'scrim', { backgroundColor: 'rgba(10, 20, 30, 0.5)' }, '::backdrop');
    });

    it('vb-popup: the same close button; header, heading and body at the compact sizes; a scrim only as an overlay', async () => {
      const { el } = await mountHtml('<vb-popup heading="Hours"><p>Text</p></vb-popup>', { render });
      (el as HTMLElement & { open: boolean }).open = true;
      const surface = () => part(el, '.vb-popup__surface') as HTMLElement;
      await waitFor(() => surface().matches(':popover-open, [open]'), 'the popup to open');
      expectStyle(part(el, '.vb-popup__close'), 'close', { ...CLOSE_BUTTON, display: 'grid', marginTop: '-8px', marginInlineEnd: '-8px' });
      expectStyle(part(el, '.vb-popup__header'), 'header', { display: 'flex', gap: '8px', paddingTop: '16px', paddingLeft: '16px' });
      expectStyle(part(el, '.vb-popup__heading'), 'heading', { fontSize: '18px' });
      expectStyle(part(el, '.vb-popup__body'), 'body', { paddingTop: '4px', paddingLeft: '16px' });
      expectStyle(surface(), 'a popover: no scrim', { backgroundColor: 'rgba(0, 0, 0, 0)' }, '::backdrop');

      const overlay = (await mountHtml('<vb-popup heading="Welcome" overlay><p>Text</p></vb-popup>', { render })).el;
      (overlay as HTMLElement & { open: boolean }).open = true;
      await waitFor(() => (part(overlay, '.vb-popup__surface') as HTMLElement).matches(':modal'), 'the overlay popup to open');
      expectStyle(part(overlay, '.vb-popup__surface'), 'the overlay: a scrim', { backgroundColor: 'rgba(0, 0, 0, 0.45)' }, '::backdrop');
    });

    it('vb-chat and vb-simple-sign-up: the same close button, placed by each block, no header margins', async () => {
      const chat = (await mountHtml('<vb-chat placement="inline"></vb-chat>', { render })).el;
      expectStyle(part(chat, '.vb-chat__close'), 'chat close', { ...CLOSE_BUTTON, display: 'grid', marginTop: '0px', color: 'rgb(255, 255, 255)' });
      const signUp = (await mountExample(exampleNamed(signUpExamples, 'default'), { render })).el;
      expectStyle(part(signUp, '.vb-simple-sign-up__close'), 'sign-up close', { ...CLOSE_BUTTON, position: 'absolute', marginTop: '0px' });
    });

    it("vb-small- and vb-persistent-call-to-action: the author's text may shrink and wrap, no margin at its ends", async () => {
      const text = '<h3>Visit us</h3><p>Sunday at 10.</p><p>All welcome.</p>';
      const small = (await mountHtml(`<vb-small-call-to-action href="/demo/" link-text="Go">${text}</vb-small-call-to-action>`, { render })).el;
      expectStyle(part(small, '.vb-small-call-to-action__content'), 'small content', { minWidth: '0px', overflowWrap: 'anywhere' });
      const [heading, middle, last] = [...small.querySelectorAll('h3, p')];
      expectStyle(heading!, 'small first child', { marginTop: '0px', marginBottom: '4px' });
      expectStyle(middle!, 'small middle child', { marginTop: '0px', marginBottom: '4px' });
      expectStyle(last!, 'small last child', { marginTop: '0px', marginBottom: '0px' });

      const html = `<vb-persistent-call-to-action href="/demo/" link-text="Go">${text}</vb-persistent-call-to-action>`;
      const bar = (await mountHtml(html, { render })).el;
      expectStyle(part(bar, '.vb-persistent-call-to-action__content'), 'bar content', { minWidth: '0px', overflowWrap: 'anywhere' });
      const barText = bar.querySelector('h3')!;
      expectStyle(barText, 'bar child', { marginTop: '0px', marginBottom: '0px', marginLeft: '0px' });
      expect(getComputedStyle(barText).fontSize, 'the bar child takes the bar font size').to.equal(
        getComputedStyle(part(bar, '.vb-persistent-call-to-action__content')!).fontSize,
      );
    });
  });
}
