import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/address-field/define.ts';
import { examples } from '../../../elements/address-field/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, passThrough, requests, serverError } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';

type Field = HTMLElement & { form: HTMLFormElement | null };
const input = (el: HTMLElement) => renderRoot(el).querySelector<HTMLInputElement>('input')!;
const message = (el: HTMLElement) => renderRoot(el).querySelector('[part="message"]')!.textContent ?? '';

async function mountInForm(attributes: string) {
  const { el, wrapper } = await mountHtml<Field>(`<form><vb-address-field ${attributes}></vb-address-field><button type="submit">Send</button></form>`);
  const form = wrapper.querySelector('form')!;
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  return { el, form, submitted };
}

async function type(el: HTMLElement, text: string) {
  input(el).focus();
  await sendKeys({ type: text });
  await settle();
}

const submit = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

describe('vb-address-field', () => {
  beforeEach(() => sessionStorage.clear());
  before(async () => {
    await callServer('/api/addressVerify?address=500%20Main%20St%2084604', { method: 'POST' });
  });

  it('leaving the field checks the address and writes back deliveryLine1, lastLine (corrected)', async () => {
    const { el } = await mountInForm('');
    const events: CustomEvent[] = [];
    el.addEventListener('vb-address-field-verify', (e) => events.push(e as CustomEvent));
    await type(el, '500 main street provo utah 84604');
    input(el).blur();
    await waitFor(() => events.length === 1, 'the check');
    await settle();
    expect(input(el).value).to.equal('500 Main St, Provo UT 84604-1840');
    expect(events[0]!.detail).to.deep.equal({ status: 'corrected', value: '500 Main St, Provo UT 84604-1840' });
    expect(message(el)).to.equal('We completed your address. Please check it.');
    expect(new FormData(el.form!).get('address')).to.equal('500 Main St, Provo UT 84604-1840');
    await expect(el).to.be.accessible();
  });

  it('an address not found keeps the text, says so, and does not block the form', async () => {
    const { el, form, submitted } = await mountInForm('required');
    await type(el, '1 Nowhere Rd, Zzyzx QQ');
    input(el).blur();
    await waitFor(() => message(el).startsWith('We could not find'), 'the not-found message');
    submit(form);
    await waitFor(() => submitted.length === 1, 'the submit');
    expect(submitted[0]!.get('address')).to.equal('1 Nowhere Rd, Zzyzx QQ');
  });

  it('second phase: a submit with an unchecked address waits for the check, then goes on with the found address; the checking state is announced', async () => {
    const { el, submitted } = await mountInForm('');
    await type(el, '500 main street provo utah 84604');
    const gate = held(passThrough);
    fakeNetwork(gate);
    // Submitting from the keyboard: the field keeps focus, so the check comes from the submit, not the blur.
    await sendKeys({ press: 'Enter' });
    await waitFor(() => gate.waiting === 1, 'the held check');
    expect(submitted).to.have.length(0);
    expect(message(el)).to.equal('Checking your address…');
    expect(renderRoot(el).querySelector('[part="message"]')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    gate.release();
    await waitFor(() => submitted.length === 1, 'the submit to go on');
    expect(submitted[0]!.get('address')).to.equal('500 Main St, Provo UT 84604-1840');
    expect(requests.filter((r) => r.url.includes('/api/addressVerify'))).to.have.length(1);
  });

  it('a non-200 answer is accepted: the text is kept and the form is sent', async () => {
    const { el, form, submitted } = await mountInForm('');
    await type(el, '500 Main St, Provo UT 84604');
    fakeNetwork(() => serverError(503));
    submit(form);
    await waitFor(() => submitted.length === 1, 'the submit');
    expect(submitted[0]!.get('address')).to.equal('500 Main St, Provo UT 84604');
  });

  it('required: a failed submit shows the message and marks the field; reset restores the start value', async () => {
    const { el, form, submitted } = await mountInForm('required value="  500 Main St"');
    expect(input(el).value).to.equal('500 Main St');
    input(el).focus();
    input(el).select();
    await sendKeys({ press: 'Backspace' });
    submit(form);
    await settle();
    expect(submitted).to.have.length(0);
    expect(message(el)).to.equal('Please fill in this field.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    form.reset();
    await settle();
    expect(input(el).value).to.equal('500 Main St');
  });

  it('typed markup is cleaned, never rendered', async () => {
    const { el } = await mountInForm('');
    await type(el, '<img src=x onerror=alert(1)>500 Main St');
    expect(input(el).value).to.equal('500 Main St');
    expect(renderRoot(el).querySelector('img')).to.equal(null);
  });

  it('every example passes axe', async () => {
    for (const example of examples) {
      const { el } = await mountExample(exampleNamed(examples, example.name));
      await expect(el).to.be.accessible();
    }
  });
});
