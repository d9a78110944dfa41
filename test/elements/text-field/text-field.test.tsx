/**
 * vb-text-field: what is its own (spec section 5 'Text field'); the form-control kit's shared behaviour
 * (reset, fieldset, restore, session copy, focus on a failed submit) is tested in test/src/form-control.test.tsx.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/text-field/define.ts';
import { examples } from '../../../elements/text-field/examples.ts';
import { cleanText } from '../../../src/clean-text.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle } from '../../support/wait.ts';
import { NAUGHTY, trapScripts, scriptRuns, clearScriptRuns } from '../../support/naughty.ts';

type TextFieldElement = HTMLElement & {
  value: string;
  maxlength: number;
  required: boolean;
  form: HTMLFormElement | null;
  validity: ValidityState;
  checkValidity(): boolean;
};

const MODES: RenderMode[] = ['shadow', 'light'];

const inputOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLInputElement>('input') as HTMLInputElement;
const messageOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="message"]')?.textContent ?? '';
const labelOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="label"]')?.textContent ?? '';

async function typeInto(el: HTMLElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
  await settle();
}

/** What a paste or autofill does: the whole text at once, through the input event React listens to. */
function pasteInto(el: HTMLElement, text: string): void {
  const input = inputOf(el);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function blur(el: HTMLElement): Promise<void> {
  inputOf(el).blur();
  await settle();
}

function formValue(el: TextFieldElement): FormDataEntryValue | null {
  const form = el.form;
  if (!form) throw new Error('not in a form');
  return new FormData(form).get(el.getAttribute('name') ?? '');
}

async function mountInForm(field: string, mode: RenderMode = 'shadow'): Promise<TextFieldElement> {
  const { wrapper } = await mountHtml(`<form>${field.replace('<vb-text-field', `<vb-text-field render="${mode}"`)}<button>Send</button></form>`);
  const form = wrapper.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', (event) => event.preventDefault());
  return wrapper.querySelector('vb-text-field') as TextFieldElement;
}

trapScripts();

let record: ConsoleRecord;
beforeEach(() => {
  sessionStorage.clear();
  clearScriptRuns();
  record = recordConsole();
});
afterEach(() => {
  record.restore();
  sessionStorage.clear();
});

for (const mode of MODES) {
  describe(`<vb-text-field> (${mode})`, () => {
    it('attributes reach the input: label, hint, placeholder, maxlength, autocomplete, inputmode, type', async () => {
      const { el } = await mountHtml(
        `<vb-text-field render="${mode}" name="nickname" label="Nickname" hint="What friends call you" placeholder="e.g. Sam" maxlength="12" autocomplete="nickname" inputmode="text" type="search"></vb-text-field>`,
      );
      const input = inputOf(el);
      expect(labelOf(el)).to.equal('Nickname');
      expect(renderRoot(el).querySelector(`label[for="${input.id}"]`), 'the label points at the input').to.not.equal(null);
      expect(renderRoot(el).querySelector('[part~="hint"]')?.textContent).to.equal('What friends call you');
      expect(input.placeholder).to.equal('e.g. Sam');
      expect(input.maxLength).to.equal(12);
      expect(input.getAttribute('autocomplete')).to.equal('nickname');
      expect(input.getAttribute('inputmode')).to.equal('text');
      expect(input.type).to.equal('search');
      el.setAttribute('label', 'Preferred name');
      el.setAttribute('maxlength', '5');
      el.removeAttribute('type');
      await settle();
      expect(labelOf(el)).to.equal('Preferred name');
      expect(input.maxLength).to.equal(5);
      expect(input.type).to.equal('text');
      expectQuiet(record);
    });

    it('a required field shows a star (hidden from screen readers: aria-required says it) and its required message', async () => {
      const el = await mountInForm(
        `<vb-text-field name="firstName" label="First name" required required-message="We need your first name."></vb-text-field>`,
        mode,
      );
      expect(renderRoot(el).querySelector('[part~="label"] [aria-hidden="true"]')?.textContent?.trim()).to.equal('*');
      expect(inputOf(el).getAttribute('aria-required')).to.equal('true');
      expect(inputOf(el).hasAttribute('required'), 'no native required inside: the host is the control').to.equal(false);
      expect(el.checkValidity()).to.equal(false);
      expect(messageOf(el)).to.equal('');
      await expect(el).to.be.accessible();
      inputOf(el).focus();
      await blur(el);
      expect(messageOf(el)).to.equal('We need your first name.');
      expect(inputOf(el).getAttribute('aria-invalid')).to.equal('true');
      await expect(el).to.be.accessible();
      await typeInto(el, 'Ana');
      expect(messageOf(el)).to.equal('');
      expect(el.checkValidity()).to.equal(true);
      expectQuiet(record);
    });

    it('the default required message is English, and a failed submit shows it', async () => {
      const el = await mountInForm(`<vb-text-field name="firstName" label="First name" required></vb-text-field>`, mode);
      el.form?.requestSubmit();
      await settle();
      expect(messageOf(el)).to.equal('Please fill in this field.');
      expect(el.validity.valueMissing).to.equal(true);
    });

    it('cleans as the visitor types: markup, invisible characters and emoji go, the caret stays put', async () => {
      const el = await mountInForm(`<vb-text-field name="firstName" label="First name"></vb-text-field>`, mode);
      await typeInto(el, 'An<b>a</b>\u200B😀');
      expect(inputOf(el).value).to.equal('Ana');
      expect(formValue(el)).to.equal('Ana');
      // Typing in the middle: a removed character does not throw the caret to the end.
      inputOf(el).setSelectionRange(1, 1);
      await sendKeys({ type: '\u200Dx' });
      await settle();
      expect(inputOf(el).value).to.equal('Axna');
      expect(inputOf(el).selectionStart).to.equal(2);
    });

    it('whitespace only becomes empty (and does not satisfy required); trailing spaces are trimmed on blur', async () => {
      const el = await mountInForm(`<vb-text-field name="lastName" label="Last name" required></vb-text-field>`, mode);
      await typeInto(el, '   ');
      expect(inputOf(el).value).to.equal('');
      expect(el.checkValidity()).to.equal(false);
      await typeInto(el, 'Lima  ');
      expect(inputOf(el).value, 'trailing spaces kept while typing').to.equal('Lima  ');
      await blur(el);
      expect(inputOf(el).value).to.equal('Lima');
      expect(formValue(el)).to.equal('Lima');
    });

    it('the max-length message appears within 2 characters of the limit, for firstName and lastName only', async () => {
      const { wrapper } = await mountHtml(
        `<form><vb-text-field render="${mode}" name="firstName" label="First name" maxlength="10"></vb-text-field><vb-text-field render="${mode}" name="lastName" label="Last name" maxlength="10" max-length-message="{remaining} of {max} left"></vb-text-field><vb-text-field render="${mode}" name="city" label="City" maxlength="10"></vb-text-field></form>`,
      );
      const [first, last, city] = Array.from(wrapper.querySelectorAll<TextFieldElement>('vb-text-field')) as [
        TextFieldElement,
        TextFieldElement,
        TextFieldElement,
      ];
      await typeInto(first, 'Abcdefg');
      expect(messageOf(first), '3 left: no message').to.equal('');
      await typeInto(first, 'h');
      expect(messageOf(first)).to.equal('You can enter up to 10 characters; 2 left.');
      await expect(first).to.be.accessible();
      await typeInto(first, 'ijkl');
      expect(inputOf(first).value, 'the browser stops at maxlength').to.equal('Abcdefghij');
      expect(messageOf(first)).to.equal('You can enter up to 10 characters; 0 left.');
      await typeInto(last, 'Abcdefghi');
      expect(messageOf(last)).to.equal('1 of 10 left');
      await typeInto(city, 'Abcdefghij');
      expect(messageOf(city), 'other names: no message').to.equal('');
      // A required error wins over the length message while it shows.
      first.setAttribute('required', '');
      inputOf(first).select();
      await sendKeys({ press: 'Backspace' });
      await blur(first);
      expect(messageOf(first)).to.equal('Please fill in this field.');
      // A limit of 2 puts even the empty field within 2 characters of it: the required error still wins.
      first.setAttribute('maxlength', '2');
      await settle();
      expect(messageOf(first)).to.equal('Please fill in this field.');
    });

    it('vb-text-field-input on each change, vb-text-field-change once when leaving with a different text', async () => {
      const el = await mountInForm(`<vb-text-field name="firstName" label="First name"></vb-text-field>`, mode);
      const inputs: unknown[] = [];
      const changes: unknown[] = [];
      document.addEventListener('vb-text-field-input', (e) => inputs.push((e as CustomEvent).detail));
      document.addEventListener('vb-text-field-change', (e) => changes.push((e as CustomEvent).detail));
      await typeInto(el, 'Al ');
      await blur(el);
      expect(inputs).to.deep.equal([
        { name: 'firstName', value: 'A' },
        { name: 'firstName', value: 'Al' },
        { name: 'firstName', value: 'Al ' },
      ]);
      expect(changes).to.deep.equal([{ name: 'firstName', value: 'Al' }]);
      inputOf(el).focus();
      await blur(el);
      expect(changes, 'no change event when nothing changed').to.have.length(1);
    });

    it('the value attribute is the starting text, replaces the text when changed, and is what reset restores', async () => {
      const el = await mountInForm(`<vb-text-field name="lastName" label="Last name" value="  García "></vb-text-field>`, mode);
      expect(inputOf(el).value).to.equal('García');
      expect(formValue(el)).to.equal('García');
      await typeInto(el, 'x');
      el.form?.reset();
      await settle();
      expect(inputOf(el).value).to.equal('García');
      el.setAttribute('value', 'Pérez');
      await settle();
      expect(inputOf(el).value).to.equal('Pérez');
      el.value = 'Ruiz';
      await settle();
      expect(formValue(el)).to.equal('Ruiz');
    });

    it('disabled: the input is disabled and nothing is submitted', async () => {
      const el = await mountInForm(`<vb-text-field name="code" label="Code" value="RS-1" disabled></vb-text-field>`, mode);
      expect(inputOf(el).disabled).to.equal(true);
      expect(formValue(el)).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('type="password" never keeps a session copy; a plain field does', async () => {
      const { wrapper } = await mountHtml(
        `<form id="tf-pw"><vb-text-field render="${mode}" name="pin" label="PIN" type="password"></vb-text-field><vb-text-field render="${mode}" name="nick" label="Nickname"></vb-text-field></form>`,
      );
      const [pin, nick] = Array.from(wrapper.querySelectorAll<TextFieldElement>('vb-text-field')) as [TextFieldElement, TextFieldElement];
      await typeInto(pin, '1234');
      await typeInto(nick, 'Sam');
      expect(Object.values(sessionStorage)).to.deep.equal(['Sam']);
    });

    it('unknown type and inputmode warn naming the element and attribute, and fall back', async () => {
      const { el } = await mountHtml(`<vb-text-field render="${mode}" name="x" label="X" type="date" inputmode="wide"></vb-text-field>`);
      expect(inputOf(el).type).to.equal('text');
      expect(inputOf(el).hasAttribute('inputmode')).to.equal(false);
      expect(record.warnings.some((w) => /vb-text-field.*type="date"/.test(w))).to.equal(true);
      expect(record.warnings.some((w) => /vb-text-field.*inputmode="wide"/.test(w))).to.equal(true);
      expectQuiet(record, [/vb-text-field/]);
    });

    it('every Big List of Naughty Strings entry pasted in: no script runs, nothing renders as HTML, the form gets the cleaned text', async function () {
      this.timeout(60_000);
      const el = await mountInForm(`<vb-text-field name="firstName" label="First name"></vb-text-field>`, mode);
      const elementsBefore = renderRoot(el).querySelectorAll('*').length;
      for (const text of NAUGHTY) {
        pasteInto(el, text);
        await Promise.resolve();
        const shown = inputOf(el).value;
        // The shared cleaning, and line breaks as spaces: a one-line input holds none.
        expect(shown, JSON.stringify(text)).to.equal(cleanText(text).replace(/[\r\n]+/g, ' '));
        expect(formValue(el), JSON.stringify(text)).to.equal(shown);
      }
      await settle();
      await blur(el);
      expect(renderRoot(el).querySelectorAll('*').length, 'no element was added').to.equal(elementsBefore);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(scriptRuns()).to.deep.equal([]);
      expectQuiet(record);
    });

    it('the XSS-shaped naughty strings typed key by key: no script runs, nothing renders as HTML', async function () {
      this.timeout(60_000);
      const el = await mountInForm(`<vb-text-field name="lastName" label="Last name"></vb-text-field>`, mode);
      const xss = NAUGHTY.filter((s) => /<script|onerror|javascript:/i.test(s)).slice(0, 12);
      for (const text of xss) {
        inputOf(el).select();
        await sendKeys({ press: 'Backspace' });
        await typeInto(el, text);
        expect(renderRoot(el).querySelector('script, img, svg, iframe, a'), JSON.stringify(text)).to.equal(null);
        expect(inputOf(el).value).to.not.match(/<[a-z]/i);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(scriptRuns()).to.deep.equal([]);
      expectQuiet(record);
    });
  });
}

describe('<vb-text-field> examples', () => {
  for (const example of examples) {
    it(`${example.name}: passes axe, empty and after a failed submit`, async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, example.name));
      await expect(el).to.be.accessible();
      const form = wrapper.querySelector('form');
      if (form) {
        form.addEventListener('submit', (event) => event.preventDefault());
        form.requestSubmit();
        await settle();
        await expect(form).to.be.accessible();
      }
    });
  }
});
