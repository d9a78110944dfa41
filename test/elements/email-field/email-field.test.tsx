import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/email-field/define.ts';
import type { EmailFieldVerifyDetail } from '../../../elements/email-field/events.ts';
import { examples } from '../../../elements/email-field/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, passThrough, requests, serverError } from '../../support/network.ts';
import { settle, waitFor } from '../../support/wait.ts';

type EmailFieldElement = HTMLElement & {
  value: string;
  form: HTMLFormElement | null;
  validationMessage: string;
  checkValidity(): boolean;
  validity: ValidityState;
};

const input = (el: HTMLElement) => renderRoot(el).querySelector<HTMLInputElement>('input')!;
const message = (el: HTMLElement) => renderRoot(el).querySelector('.vb-email-field__message')!.textContent ?? '';

/** Type as a visitor does: focus the input, then real key presses. */
async function typeInto(el: HTMLElement, text: string): Promise<void> {
  input(el).focus();
  await sendKeys({ type: text });
  await settle();
}

/** What a paste or an autofill does to the input: the whole text at once, then an input event. */
async function pasteInto(el: HTMLElement, text: string): Promise<void> {
  const field = input(el);
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

async function leave(el: HTMLElement): Promise<void> {
  input(el).blur();
  await settle();
}

function verifyEvents(el: HTMLElement): EmailFieldVerifyDetail[] {
  const seen: EmailFieldVerifyDetail[] = [];
  el.addEventListener('vb-email-field-verify', (event) => seen.push((event as CustomEvent<EmailFieldVerifyDetail>).detail));
  return seen;
}

async function mountInForm(attributes = ''): Promise<{ el: EmailFieldElement; form: HTMLFormElement }> {
  const { el, wrapper } = await mountHtml<EmailFieldElement>(
    `<form><vb-email-field name="email" label="Email" ${attributes}></vb-email-field><button>Send</button></form>`,
  );
  return { el, form: wrapper.querySelector('form')! };
}

// The kit keeps a field's text in session storage for a reload; every test starts from a fresh page.
beforeEach(() => sessionStorage.clear());

describe('vb-email-field in a native form', () => {
  it('submits the address under its name', async () => {
    const { el, form } = await mountInForm('value="jane.doe@gmail.com"');
    expect(new FormData(form).get('email')).to.equal('jane.doe@gmail.com');
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the preset address to be verified');
    expect(form.checkValidity()).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('required and empty: the form is invalid, a submit shows the message and focuses the input', async () => {
    const { el, form } = await mountInForm('required');
    expect(form.checkValidity()).to.equal(false);
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal('Please enter your email address.');
    expect(message(el)).to.equal('');
    form.requestSubmit();
    await settle();
    expect(message(el)).to.equal('Please enter your email address.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    await expect(el).to.be.accessible();
  });

  it('required by a subscription: the conditional message, until the checkbox lets go', async () => {
    const { el } = await mountInForm('required data-vb-required-by="emailSubscription"');
    expect(el.validationMessage).to.equal('Please enter your email address to receive email updates.');
    el.removeAttribute('data-vb-required-by');
    await settle();
    expect(el.validationMessage).to.equal('Please enter your email address.');
    el.removeAttribute('required');
    await settle();
    expect(el.checkValidity()).to.equal(true);
  });

  it('reset goes back to the value attribute; a disabled fieldset takes it out of the form', async () => {
    const { el, wrapper } = await mountHtml<EmailFieldElement>(
      `<form><fieldset><vb-email-field name="email" value="jane.doe@gmail.com" verify="false"></vb-email-field></fieldset></form>`,
    );
    const form = wrapper.querySelector('form')!;
    await pasteInto(el, 'other@gmail.com');
    expect(new FormData(form).get('email')).to.equal('other@gmail.com');
    form.reset();
    await settle();
    expect(input(el).value).to.equal('jane.doe@gmail.com');
    wrapper.querySelector('fieldset')!.disabled = true;
    await settle();
    expect(new FormData(form).has('email')).to.equal(false);
    expect(input(el).disabled).to.equal(true);
  });
});

describe('vb-email-field: a reload', () => {
  it('gives the typed address back (session storage) and verifies it', async () => {
    const html = `<form id="reload-form"><vb-email-field name="email" label="Email"></vb-email-field></form>`;
    const first = await mountHtml<EmailFieldElement>(html);
    await pasteInto(first.el, 'jane.doe@gmail.com');
    first.wrapper.remove();
    const second = await mountHtml<EmailFieldElement>(html);
    await waitFor(() => input(second.el).value === 'jane.doe@gmail.com', 'the restored address');
    await waitFor(() => second.el.getAttribute('data-vb-state') === 'valid', 'the restored address to be verified');
  });
});

describe('vb-email-field: spaces blocked, trimmed', () => {
  it('a typed space does nothing', async () => {
    const { el } = await mountInForm('verify="false"');
    await typeInto(el, 'ja ne@gmail. com');
    expect(input(el).value).to.equal('jane@gmail.com');
  });

  it('a pasted address loses its spaces, and the caret stays where it was', async () => {
    const { el, form } = await mountInForm('verify="false"');
    await pasteInto(el, '  jane doe@gmail.com ');
    expect(input(el).value).to.equal('janedoe@gmail.com');
    expect(new FormData(form).get('email')).to.equal('janedoe@gmail.com');
  });
});

describe('vb-email-field: server verification (the reference server)', () => {
  const cases: [string, string][] = [
    ['not-an-address', 'Please enter a valid email address, like name@example.com.'],
    ['jane@example.com', 'This email domain cannot receive email. Please check the part after the @.'],
    ['ann@mailinator.com', 'This email address cannot receive email. Please use another address.'],
  ];
  for (const [address, expected] of cases) {
    it(`${address}: "${expected}"`, async () => {
      const { el, form } = await mountInForm();
      const events = verifyEvents(el);
      await typeInto(el, address);
      expect(events).to.have.length(0); // on change, not on every key
      await leave(el);
      await waitFor(() => el.getAttribute('data-vb-state') === 'invalid', 'the server to answer');
      expect(message(el)).to.equal(expected);
      expect(el.validationMessage).to.equal(expected);
      expect(form.checkValidity()).to.equal(false);
      expect(events).to.have.length(1);
      expect(events[0]!.address).to.equal(address);
      await expect(el).to.be.accessible();
    });
  }

  it('a good address is valid; leaving again asks nobody', async () => {
    const { el, form } = await mountInForm('required');
    fakeNetwork(passThrough);
    await typeInto(el, 'jane.doe@gmail.com');
    await leave(el);
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the server to answer');
    expect(form.checkValidity()).to.equal(true);
    expect(message(el)).to.equal('');
    input(el).focus();
    await leave(el);
    expect(requests.map((r) => new URL(r.url).pathname)).to.deep.equal(['/api/emailVerify']);
    expect(new URL(requests[0]!.url).searchParams.get('address')).to.equal('jane.doe@gmail.com');
  });

  it('while checking: announced, aria-busy, and the form waits', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el, form } = await mountInForm();
    await typeInto(el, 'ann@mailinator.com');
    await leave(el);
    await waitFor(() => gate.waiting === 1, 'the check to start');
    expect(el.getAttribute('data-vb-state')).to.equal('checking');
    expect(input(el).getAttribute('aria-busy')).to.equal('true');
    expect(message(el)).to.equal('Checking your email address…');
    expect(renderRoot(el).querySelector('[aria-live]')!.getAttribute('aria-busy')).to.equal('true');
    expect(form.checkValidity()).to.equal(false);
    expect(el.validationMessage).to.equal('Checking your email address…');
    await expect(el).to.be.accessible();
    gate.release();
    await waitFor(() => el.getAttribute('data-vb-state') === 'invalid', 'the answer');
    expect(input(el).hasAttribute('aria-busy')).to.equal(false);
    expect(message(el)).to.equal('This email address cannot receive email. Please use another address.');
  });

  it('editing the address aborts the running check (a newer check replaces it); only the newer answer counts', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el } = await mountInForm();
    const events = verifyEvents(el);
    await typeInto(el, 'ann@mailinator.com');
    await leave(el);
    await waitFor(() => gate.waiting === 1, 'the first check');
    await typeInto(el, 'x');
    await leave(el);
    await waitFor(() => gate.waiting === 2, 'the second check');
    expect(requests[0]!.signal.aborted).to.equal(true);
    gate.release();
    await waitFor(() => events.length > 0, 'an answer');
    await settle();
    expect(events.map((e) => e.address)).to.deep.equal(['ann@mailinator.comx']);
  });

  it('a service failure (500) does not block the visitor', async () => {
    fakeNetwork(() => serverError(500));
    const { el, form } = await mountInForm('required');
    const events = verifyEvents(el);
    await typeInto(el, 'jane.doe@gmail.com');
    await leave(el);
    await waitFor(() => el.getAttribute('data-vb-state') === 'unverified', 'the failure');
    expect(form.checkValidity()).to.equal(true);
    expect(message(el)).to.equal('');
    expect(events[0]!.status).to.equal('unverified');
  });

  it('a submit with an unchecked address starts the check and shows the checking message', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el, form } = await mountInForm('verify="false"');
    await pasteInto(el, 'jane@example.com');
    el.removeAttribute('verify');
    await settle();
    form.requestSubmit();
    await waitFor(() => gate.waiting === 1, 'the check to start');
    expect(message(el)).to.equal('Checking your email address…');
    gate.release();
    await waitFor(() => message(el) === 'This email domain cannot receive email. Please check the part after the @.', 'the domain message');
  });

  /** Submit events of `form` (their default prevented: the test page stays). */
  function submits(form: HTMLFormElement): SubmitEvent[] {
    const seen: SubmitEvent[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(event as SubmitEvent);
    });
    return seen;
  }

  it('Send pressed while the address is being checked: the form goes once the answer says it is good', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el, form } = await mountInForm();
    const sent = submits(form);
    await typeInto(el, 'jane.doe@gmail.com');
    // The visitor presses Send straight from the field: the check starts, the form waits.
    form.querySelector('button')!.click();
    await waitFor(() => gate.waiting === 1, 'the check to start');
    expect(sent).to.have.length(0);
    expect(message(el)).to.equal('Checking your email address…');
    gate.release();
    await waitFor(() => sent.length === 1, 'the held submit to go on');
    expect(sent[0]!.submitter).to.equal(form.querySelector('button'));
    expect(el.getAttribute('data-vb-state')).to.equal('valid');
  });

  it('a held submit whose answer is bad stays held, with the message; a page asking (reportValidity) is no submit', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el, form } = await mountInForm();
    const sent = submits(form);
    await typeInto(el, 'ann@mailinator.com');
    form.querySelector('button')!.click();
    await waitFor(() => gate.waiting === 1, 'the check to start');
    gate.release();
    await waitFor(() => el.getAttribute('data-vb-state') === 'invalid', 'the answer');
    await settle();
    expect(sent).to.have.length(0);
    expect(message(el)).to.equal('This email address cannot receive email. Please use another address.');

    // A page checking a step asks reportValidity while a good address is being checked: nothing is sent after.
    const second = held(passThrough);
    fakeNetwork(second);
    input(el).select();
    await sendKeys({ type: 'jane.doe@gmail.com' });
    await settle();
    form.reportValidity();
    await waitFor(() => second.waiting === 1, 'the second check');
    second.release();
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the second answer');
    await settle();
    expect(sent).to.have.length(0);
  });

  it('renders the examples accessibly, in light DOM too', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'light-dom'));
    expect(el.querySelector('.vb-email-field__input')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});
