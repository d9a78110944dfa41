/**
 * The form-control kit (src/form-control.tsx and the formAssociated part of src/define-element.ts), tested
 * through a minimal field defined here: what every vb-* field inherits from it, in a plain <form> with no
 * script of the page's own.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import { defineElement } from '../../src/define-element.ts';
import { Field, inputProps, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { mountHtml, renderRoot, type RenderMode } from '../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../support/console.ts';
import { settle, waitFor } from '../support/wait.ts';

interface KitFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  required: boolean;
  disabled: boolean;
  sensitive: boolean;
  requiredMessage: string;
}

const REQUIRED = 'Tell us your name.';

function KitField({ name, label, hint, value, required, disabled, sensitive, requiredMessage }: KitFieldProps) {
  const id = useDomId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const error: FieldError | null = required && text === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name,
    formValue: text,
    error,
    anchor: input,
    onReset: () => setText(value),
    onRestore: setText,
    disabled,
    sensitive,
    label,
  });
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      required={required}
      message={control.showError ? error?.message : ''}
      invalid={control.showError}
      block="vb-kit-field"
    >
      <input
        {...inputProps(control, { id, hint, required })}
        ref={input}
        className="vb-kit-field__input"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={control.touch}
      />
    </Field>
  );
}

defineElement<KitFieldProps>({
  name: 'kit-field',
  component: KitField,
  formAssociated: true,
  props: {
    name: { type: 'string', default: '' },
    label: { type: 'string', default: 'Name' },
    hint: { type: 'string', default: '' },
    value: { type: 'string', default: '' },
    required: { type: 'boolean', default: false },
    disabled: { type: 'boolean', default: false },
    sensitive: { type: 'boolean', default: false },
    requiredMessage: { type: 'string', default: REQUIRED },
  },
});

type KitElement = HTMLElement & {
  form: HTMLFormElement | null;
  validity: ValidityState;
  validationMessage: string;
  willValidate: boolean;
  labels: NodeList;
  checkValidity(): boolean;
  reportValidity(): boolean;
  value: string;
  sensitive: boolean;
  formStateRestoreCallback(state: string, reason: 'restore' | 'autocomplete'): void;
};

const MODES: RenderMode[] = ['shadow', 'light'];

function inputOf(el: HTMLElement): HTMLInputElement {
  const input = renderRoot(el).querySelector<HTMLInputElement>('input');
  if (!input) throw new Error(`<${el.localName}> has no input`);
  return input;
}

function messageOf(el: HTMLElement): string {
  return renderRoot(el).querySelector('.vb-kit-field__message')?.textContent ?? '';
}

/** The element focused now, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Mount a form with fields; each submit the browser lets through is recorded, not navigated. */
async function mountForm(fields: string, mode: RenderMode, before = '') {
  const markup = fields.replace(/<vb-kit-field/g, `<vb-kit-field render="${mode}"`);
  const { wrapper } = await mountHtml(`${before}<form id="kit-form" action="/nowhere">${markup}<button>Send</button></form>`);
  const form = wrapper.querySelector('form') as HTMLFormElement;
  await settle();
  const submits: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(new FormData(form));
  });
  const fields_ = Array.from(wrapper.querySelectorAll<KitElement>('vb-kit-field'));
  return { form, fields: fields_, submits, wrapper };
}

/** Typed by the keyboard, as a visitor does. */
async function typeInto(el: HTMLElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
  await settle();
}

let record: ConsoleRecord;
beforeEach(() => {
  sessionStorage.clear();
  record = recordConsole();
});
afterEach(() => {
  record.restore();
  sessionStorage.clear();
  expect(record.uncaught, 'uncaught errors').to.deep.equal([]);
  expect(record.errors, 'console errors').to.deep.equal([]);
});

for (const mode of MODES) {
  describe(`form-control kit (${mode})`, () => {
    it('submits its value under its name, and nothing without a name', async () => {
      const { form, fields } = await mountForm(`<vb-kit-field name="firstName" value="Ana"></vb-kit-field><vb-kit-field value="no name"></vb-kit-field>`, mode);
      expect(fields[0]?.getAttribute('data-vb-render')).to.equal(mode);
      expect(Array.from(new FormData(form).entries())).to.deep.equal([['firstName', 'Ana']]);
      await typeInto(fields[0] as KitElement, ' Lima');
      expect(new FormData(form).get('firstName')).to.equal('Ana Lima');
      expect(fields[0]?.form === form, 'host.form').to.equal(true);
      expect(Array.from(form.elements).includes(fields[0] as Element), 'in form.elements').to.equal(true);
    });

    it("Enter in its input submits the form once, as in a native input (a shadow root's input is not the form's own)", async () => {
      const { form, fields, submits } = await mountForm(`<vb-kit-field name="firstName" value="Ana"></vb-kit-field>`, mode);
      inputOf(fields[0] as KitElement).focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(submits).to.have.length(1);
      expect(new FormData(form).get('firstName')).to.equal('Ana');
      // A handler that takes Enter (an open suggestion list) keeps the form from being sent.
      const input = inputOf(fields[0] as KitElement);
      const take = (event: KeyboardEvent) => event.preventDefault();
      input.addEventListener('keydown', take);
      await sendKeys({ press: 'Enter' });
      await settle();
      input.removeEventListener('keydown', take);
      expect(submits).to.have.length(1);
    });

    it('required and empty: form.checkValidity() is false, :invalid matches, and nothing shows until a submit', async () => {
      const { form, fields } = await mountForm(`<vb-kit-field name="firstName" required></vb-kit-field>`, mode);
      const field = fields[0] as KitElement;
      expect(form.checkValidity()).to.equal(false);
      expect(field.matches(':invalid')).to.equal(true);
      expect(form.matches(':invalid')).to.equal(true);
      expect(field.validity.valueMissing).to.equal(true);
      expect(field.validationMessage).to.equal(REQUIRED);
      expect(field.willValidate).to.equal(true);
      // checkValidity() asks; it does not tell the visitor (as for a native input).
      await settle();
      expect(messageOf(field)).to.equal('');
      expect(field.matches(':state(user-invalid)')).to.equal(false);
      await typeInto(field, 'Ana');
      expect(form.checkValidity()).to.equal(true);
      expect(field.matches(':valid')).to.equal(true);
    });

    it('a failed requestSubmit() shows every message, marks aria-invalid, and focuses and scrolls to the first invalid field only', async () => {
      const spacer = `<div style="height: 3000px">spacer</div>`;
      const { form, fields, submits } = await mountForm(
        `<vb-kit-field name="a" value="ok"></vb-kit-field>${spacer}<vb-kit-field name="b" required></vb-kit-field>${spacer}<vb-kit-field name="c" required></vb-kit-field>`,
        mode,
      );
      const [, first, second] = fields as [KitElement, KitElement, KitElement];
      window.scrollTo(0, 0);
      const scrolls: Element[] = [];
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        scrolls.push(this);
        original.call(this, arg);
      };
      try {
        form.requestSubmit();
        await settle();
      } finally {
        Element.prototype.scrollIntoView = original;
      }
      expect(submits).to.have.length(0);
      expect(messageOf(first)).to.equal(REQUIRED);
      expect(messageOf(second)).to.equal(REQUIRED);
      expect(inputOf(first).getAttribute('aria-invalid')).to.equal('true');
      expect(inputOf(second).getAttribute('aria-invalid')).to.equal('true');
      expect(first.matches(':state(user-invalid)')).to.equal(true);
      expect(deepActive() === inputOf(first), 'its input has focus').to.equal(true);
      expect(scrolls.length === 1 && scrolls[0] === inputOf(first), `scrolled once, to the first invalid input (${scrolls.length} scrolls)`).to.equal(true);
      await waitFor(() => {
        const box = inputOf(first).getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }, 'the first invalid field scrolled into view');
      await expect(first).to.be.accessible();
      // Fixed: the message goes, the form submits.
      await typeInto(first, 'x');
      await typeInto(second, 'y');
      form.requestSubmit();
      await settle();
      expect(submits).to.have.length(1);
      expect(submits[0]?.get('b')).to.equal('x');
    });

    it('reportValidity() on the field shows its message and focuses its input', async () => {
      const { fields } = await mountForm(`<vb-kit-field name="b" required></vb-kit-field>`, mode);
      const field = fields[0] as KitElement;
      expect(field.reportValidity()).to.equal(false);
      await settle();
      expect(messageOf(field)).to.equal(REQUIRED);
      expect(deepActive() === inputOf(field), 'its input has focus').to.equal(true);
    });

    it('inputProps: the input says required, and is disabled with the field (own prop or a disabled fieldset)', async () => {
      const { fields, wrapper } = await mountForm(
        `<vb-kit-field name="a" required></vb-kit-field><fieldset><vb-kit-field name="b"></vb-kit-field></fieldset>`,
        mode,
      );
      const [first, second] = fields as [KitElement, KitElement];
      expect(inputOf(first).getAttribute('aria-required')).to.equal('true');
      expect(inputOf(second).hasAttribute('aria-required')).to.equal(false);
      first.setAttribute('disabled', '');
      (wrapper.querySelector('fieldset') as HTMLFieldSetElement).disabled = true;
      await waitFor(() => inputOf(first).disabled && inputOf(second).disabled, 'both inputs disabled');
    });

    it('leaving a field shows its error; the message is tied to the input with aria-describedby', async () => {
      const { fields } = await mountForm(`<vb-kit-field name="b" hint="As on your passport" required></vb-kit-field>`, mode);
      const field = fields[0] as KitElement;
      inputOf(field).focus();
      inputOf(field).blur();
      await settle();
      expect(messageOf(field)).to.equal(REQUIRED);
      const ids = (inputOf(field).getAttribute('aria-describedby') ?? '').split(' ');
      const texts = ids.map((id) => renderRoot(field).querySelector(`[id="${id}"]`)?.textContent);
      expect(texts).to.deep.equal(['As on your passport', REQUIRED]);
      expect(
        renderRoot(field)
          .querySelector(`[id="${ids[1] ?? ''}"]`)
          ?.getAttribute('aria-live'),
      ).to.equal('polite');
      await expect(field).to.be.accessible();
    });

    it('form.reset() restores the value attribute and hides the message', async () => {
      const { form, fields } = await mountForm(`<vb-kit-field name="firstName" value="Ana" required></vb-kit-field>`, mode);
      const field = fields[0] as KitElement;
      inputOf(field).select();
      await sendKeys({ press: 'Backspace' });
      form.requestSubmit();
      await settle();
      expect(messageOf(field)).to.equal(REQUIRED);
      form.reset();
      await settle();
      expect(inputOf(field).value).to.equal('Ana');
      expect(new FormData(form).get('firstName')).to.equal('Ana');
      expect(messageOf(field)).to.equal('');
      expect(field.matches(':state(user-invalid)')).to.equal(false);
    });

    it('<fieldset disabled> disables it: input disabled, not submitted, not validated; enabled again after', async () => {
      const { form, fields } = await mountForm(
        `<fieldset><vb-kit-field name="firstName" value="Ana"></vb-kit-field><vb-kit-field name="r" required></vb-kit-field></fieldset>`,
        mode,
      );
      const fieldset = form.querySelector('fieldset') as HTMLFieldSetElement;
      const [field, required] = fields as [KitElement, KitElement];
      fieldset.disabled = true;
      await settle();
      expect(inputOf(field).disabled).to.equal(true);
      expect(field.matches(':disabled')).to.equal(true);
      expect(new FormData(form).has('firstName')).to.equal(false);
      expect(form.checkValidity(), 'a disabled field is barred from validation').to.equal(true);
      expect(required.willValidate).to.equal(false);
      fieldset.disabled = false;
      await settle();
      expect(inputOf(field).disabled).to.equal(false);
      expect(new FormData(form).get('firstName')).to.equal('Ana');
      expect(form.checkValidity()).to.equal(false);
    });

    it('a field disabled only by its property is neither submitted nor validated', async () => {
      const { form, fields } = await mountForm(
        `<vb-kit-field name="firstName" value="Ana"></vb-kit-field><vb-kit-field name="r" required></vb-kit-field>`,
        mode,
      );
      const [field, required] = fields as [KitElement & { disabled: boolean }, KitElement & { disabled: boolean }];
      field.disabled = true;
      required.disabled = true;
      await settle();
      expect(inputOf(field).disabled).to.equal(true);
      expect(new FormData(form).has('firstName')).to.equal(false);
      expect(form.checkValidity()).to.equal(true);
    });

    it('back/forward state comes back through formStateRestoreCallback, also when it arrives before the first render', async () => {
      const { form, fields } = await mountForm(`<vb-kit-field name="firstName"></vb-kit-field>`, mode);
      const field = fields[0] as KitElement;
      field.formStateRestoreCallback('Restored', 'restore');
      await settle();
      expect(inputOf(field).value).to.equal('Restored');
      expect(new FormData(form).get('firstName')).to.equal('Restored');
      // The browser restores while upgrading, before React has mounted anything.
      const early = document.createElement('vb-kit-field') as KitElement;
      early.setAttribute('name', 'lastName');
      early.setAttribute('render', mode);
      early.formStateRestoreCallback('Early', 'restore');
      form.prepend(early);
      await waitFor(() => renderRoot(early).querySelector('input'), 'the early field to render');
      await settle();
      expect(inputOf(early).value).to.equal('Early');
      expect(new FormData(form).get('lastName')).to.equal('Early');
    });

    it("keeps the visitor's text for a reload (remount) in session storage, and forgets it once submitted", async () => {
      const { form, fields, wrapper } = await mountForm(`<vb-kit-field name="firstName"></vb-kit-field>`, mode);
      await typeInto(fields[0] as KitElement, 'Ana');
      const markup = wrapper.innerHTML;
      wrapper.replaceChildren();
      await settle();
      // The same form again, as after a reload.
      wrapper.innerHTML = markup.replace(/ data-vb-render="\w+"/g, '');
      const again = wrapper.querySelector('vb-kit-field') as KitElement;
      await waitFor(() => renderRoot(again).querySelector('input'), 'the field after the reload');
      await settle();
      expect(inputOf(again).value).to.equal('Ana');
      const form2 = wrapper.querySelector('form') as HTMLFormElement;
      expect(new FormData(form2).get('firstName')).to.equal('Ana');
      form2.addEventListener('submit', (event) => event.preventDefault());
      form2.requestSubmit();
      await settle();
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('vb-field:'))).to.deep.equal([]);
      expect(form === form2).to.equal(false);
    });

    it('an empty field mounts without writing session storage; its first answer is kept', async () => {
      const writes: string[] = [];
      const { setItem, removeItem } = Storage.prototype;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key.startsWith('vb-field:')) writes.push(`set ${value}`);
        setItem.call(this, key, value);
      };
      Storage.prototype.removeItem = function (this: Storage, key: string) {
        if (key.startsWith('vb-field:')) writes.push('remove');
        removeItem.call(this, key);
      };
      try {
        const { fields } = await mountForm(`<vb-kit-field name="firstName"></vb-kit-field><vb-kit-field name="lastName"></vb-kit-field>`, mode);
        await settle();
        expect(writes, 'at mount').to.deep.equal([]);
        await typeInto(fields[0] as KitElement, 'Ana');
        expect(writes.at(-1)).to.equal('set Ana');
      } finally {
        Storage.prototype.setItem = setItem;
        Storage.prototype.removeItem = removeItem;
      }
    });

    it('two forms with no id or action on one page each get their own answers back after a reload', async () => {
      const field = `<vb-kit-field render="${mode}" name="email"></vb-kit-field>`;
      const { wrapper } = await mountHtml(`<form>${field}</form><form>${field}</form>`);
      await settle();
      const [first, second] = Array.from(wrapper.querySelectorAll<KitElement>('vb-kit-field'));
      await typeInto(first!, 'ana@example.org');
      await typeInto(second!, 'ben@example.org');
      const markup = wrapper.innerHTML;
      wrapper.replaceChildren();
      await settle();
      // The same page again, as after a reload.
      wrapper.innerHTML = markup.replace(/ data-vb-render="\w+"/g, '');
      const again = Array.from(wrapper.querySelectorAll<KitElement>('vb-kit-field'));
      await waitFor(() => again.every((el) => renderRoot(el).querySelector('input')), 'both fields after the reload');
      await settle();
      expect(again.map((el) => inputOf(el).value)).to.deep.equal(['ana@example.org', 'ben@example.org']);
      const [form1, form2] = Array.from(wrapper.querySelectorAll('form'));
      expect(new FormData(form1).get('email')).to.equal('ana@example.org');
      expect(new FormData(form2).get('email')).to.equal('ben@example.org');
      // Submitting one form forgets its copy only.
      form1!.addEventListener('submit', (event) => event.preventDefault());
      form1!.requestSubmit();
      await settle();
      const kept = Object.entries(sessionStorage).filter(([key]) => key.startsWith('vb-field:'));
      expect(kept.map(([, value]) => value)).to.deep.equal(['ben@example.org']);
    });

    it("two id-less forms in two hosts' shadow roots each get their own answers back after a reload", async () => {
      const page = document.createElement('div');
      document.body.append(page);
      const build = (): KitElement[] => {
        page.replaceChildren();
        return ['', ''].map(() => {
          const host = document.createElement('section');
          page.append(host);
          host.attachShadow({ mode: 'open' }).innerHTML = `<form><vb-kit-field render="${mode}" name="email"></vb-kit-field></form>`;
          return host.shadowRoot!.querySelector('vb-kit-field') as KitElement;
        });
      };
      try {
        const [first, second] = build();
        await waitFor(() => renderRoot(first!).querySelector('input') && renderRoot(second!).querySelector('input'), 'both fields');
        await typeInto(first!, 'ana@example.org');
        await typeInto(second!, 'ben@example.org');
        page.replaceChildren();
        await settle();
        // The same page again, as after a reload.
        const again = build();
        await waitFor(() => again.every((el) => renderRoot(el).querySelector('input')), 'both fields after the reload');
        await settle();
        expect(again.map((el) => inputOf(el).value)).to.deep.equal(['ana@example.org', 'ben@example.org']);
      } finally {
        page.remove();
      }
    });

    it('a sensitive field never keeps a session copy, and turning sensitive on removes one', async () => {
      const { fields } = await mountForm(`<vb-kit-field name="secret" sensitive></vb-kit-field><vb-kit-field name="plain"></vb-kit-field>`, mode);
      const [secret, plain] = fields as [KitElement, KitElement];
      await typeInto(secret, 'hunter2');
      await typeInto(plain, 'visible');
      const stored = () => Object.entries(sessionStorage).filter(([key]) => key.startsWith('vb-field:'));
      expect(stored().map(([, value]) => value)).to.deep.equal(['visible']);
      plain.sensitive = true;
      await settle();
      expect(stored()).to.deep.equal([]);
      await typeInto(plain, ' more');
      expect(stored()).to.deep.equal([]);
    });

    it('a <label for> the host, outside it, focuses the inner input; so does host.focus()', async () => {
      const { fields, wrapper } = await mountForm(
        `<label for="kit-outside">Outside label</label><vb-kit-field id="kit-outside" name="n" label=""></vb-kit-field>`,
        mode,
      );
      const field = fields[0] as KitElement;
      expect(field.labels.length === 1 && field.labels[0] === wrapper.querySelector('label'), 'host.labels').to.equal(true);
      (wrapper.querySelector('label') as HTMLLabelElement).click();
      await settle();
      expect(deepActive() === inputOf(field), 'its input has focus').to.equal(true);
      inputOf(field).blur();
      field.focus();
      expect(deepActive() === inputOf(field), 'its input has focus').to.equal(true);
      // The outside label cannot reach into a shadow root: the input is named from it.
      expect(inputOf(field).getAttribute('aria-label')).to.equal('Outside label');
      await expect(wrapper).to.be.accessible();
    });

    it("without a label of its own, the host's aria-label names the input; its own label wins", async () => {
      const { fields } = await mountForm(`<vb-kit-field name="n" label="" aria-label="Your name"></vb-kit-field>`, mode);
      const field = fields[0] as KitElement;
      expect(inputOf(field).getAttribute('aria-label')).to.equal('Your name');
      field.setAttribute('label', 'Name');
      await settle();
      expect(inputOf(field).hasAttribute('aria-label')).to.equal(false);
    });
  });
}

describe('form-control kit: errors', () => {
  it('an error with an empty message still makes the field invalid, with a fallback message', async () => {
    const { form, fields } = await mountForm(`<vb-kit-field name="b" required required-message=""></vb-kit-field>`, 'shadow');
    expect(form.checkValidity()).to.equal(false);
    expect((fields[0] as KitElement).validationMessage).to.not.equal('');
  });
});
