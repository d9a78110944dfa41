import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/phone-field/define.ts';
import '../../../elements/check-box/define.ts';
import '../../../elements/checkbox-radio/define.ts';
import type { PhoneFieldCountryDetail, PhoneFieldVerifyDetail } from '../../../elements/phone-field/events.ts';
import { examples } from '../../../elements/phone-field/examples.ts';
import { loadPhoneLib } from '../../../elements/phone-field/phone-field.tsx';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, json, passThrough, requests, serverError } from '../../support/network.ts';
import { recordConsole } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

type PhoneFieldElement = HTMLElement & { form: HTMLFormElement | null; validationMessage: string; checkValidity(): boolean; validity: ValidityState };

const root = (el: HTMLElement) => renderRoot(el);
const number = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('input[type="tel"]')!;
const combo = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('[role="combobox"]')!;
const listbox = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="listbox"]')!;
const options = (el: HTMLElement) => Array.from(root(el).querySelectorAll<HTMLElement>('[role="option"]'));
const message = (el: HTMLElement) => root(el).querySelector('.vb-phone-field__message')!.textContent ?? '';

/** Mounted and its phone metadata loaded (the country box is enabled then). */
async function mount(html: string): Promise<{ el: PhoneFieldElement; form: HTMLFormElement | null; wrapper: HTMLElement }> {
  await loadPhoneLib();
  const { el, wrapper } = await mountHtml<PhoneFieldElement>(html);
  await waitFor(() => !combo(el).disabled || el.hasAttribute('disabled'), 'the phone metadata');
  await settle();
  return { el, form: wrapper.querySelector('form'), wrapper };
}

async function typeNumber(el: HTMLElement, text: string): Promise<void> {
  number(el).focus();
  await sendKeys({ type: text });
  await settle();
}

/** A paste or an autofill: the whole text at once, then an input event. */
async function pasteNumber(el: HTMLElement, text: string): Promise<void> {
  const field = number(el);
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  await settle();
}

async function leave(el: HTMLElement): Promise<void> {
  number(el).blur();
  await settle();
}

function listen<T>(el: HTMLElement, name: string): T[] {
  const seen: T[] = [];
  el.addEventListener(name, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

beforeEach(() => sessionStorage.clear());

describe('vb-phone-field in a native form', () => {
  it('submits the number and the hidden fields of spec section 3', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="GB" value="07400123456"></vb-phone-field></form>`);
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the server to verify the preset number');
    const data = new FormData(form!);
    expect(data.get('phone')).to.equal('07400 123456');
    expect(data.get('phoneCountryCode')).to.equal('44');
    expect(data.get('phoneCountryAlpha3')).to.equal('GBR');
    expect(data.get('phoneCountry')).to.equal('GB');
    expect(data.get('customWhitelist')).to.equal('false');
    expect(form!.checkValidity()).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('two phone fields in one form: the first keeps the spec hidden names, the second prefixes them with its name', async () => {
    const { wrapper, form } = await mount(
      `<form><vb-phone-field name="phone" country="GB" value="07400123456"></vb-phone-field>` +
        `<vb-phone-field name="mobile" country="US" value="2015550123" verify="false"></vb-phone-field></form>`,
    );
    const [first, second] = Array.from(wrapper.querySelectorAll<PhoneFieldElement>('vb-phone-field'));
    await waitFor(() => combo(second!).disabled === false, 'the second field ready');
    await waitFor(() => first!.getAttribute('data-vb-state') === 'valid', 'the server to verify the first number');
    const data = new FormData(form!);
    expect(data.getAll('phoneCountryCode')).to.deep.equal(['44']);
    expect(data.getAll('phoneCountry')).to.deep.equal(['GB']);
    expect(data.getAll('mobile_phoneCountryCode')).to.deep.equal(['1']);
    expect(data.getAll('mobile_phoneCountryAlpha3')).to.deep.equal(['USA']);
    expect(data.getAll('mobile_phoneCountry')).to.deep.equal(['US']);
    expect(data.getAll('mobile_customWhitelist')).to.deep.equal(['false']);
    expect(data.getAll('phone')).to.have.length(1);
    expect(data.getAll('mobile')).to.have.length(1);
  });

  it('two phone fields with the same name: a warning names the clash', async () => {
    const record = recordConsole();
    try {
      await mount(`<form><vb-phone-field country="GB"></vb-phone-field><vb-phone-field name="phone" country="GB"></vb-phone-field></form>`);
      await waitFor(() => record.warnings.some((w) => String(w).includes('same name')), 'the same-name warning');
    } finally {
      record.restore();
    }
  });

  it('empty and optional is valid; required gives the required message, a subscription the conditional one', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone"></vb-phone-field></form>`);
    expect(form!.checkValidity()).to.equal(true);
    expect(new FormData(form!).get('phone')).to.equal('');
    el.setAttribute('required', '');
    await settle();
    expect(el.validationMessage).to.equal('Please enter your phone number.');
    el.setAttribute('data-vb-required-by', 'phoneSubscription');
    await settle();
    expect(el.validationMessage).to.equal('Please enter your phone number to receive text messages.');
    form!.requestSubmit();
    await settle();
    expect(message(el)).to.equal('Please enter your phone number to receive text messages.');
    expect(number(el).getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it("the default country comes from the page's geocountry meta (alpha-3 too)", async () => {
    const metaTag = document.createElement('meta');
    metaTag.name = 'geocountry';
    metaTag.content = 'DEU';
    document.head.append(metaTag);
    try {
      const { el, form } = await mount(`<form><vb-phone-field name="phone"></vb-phone-field></form>`);
      expect(combo(el).value).to.equal('🇩🇪 +49');
      expect(new FormData(form!).get('phoneCountryAlpha3')).to.equal('DEU');
    } finally {
      metaTag.remove();
    }
  });

  it('without a country attribute or meta, the general location (GET /api/preciselyik, address.countryCode3) preselects it, asked once per session', async () => {
    // Fake: the reference server places only loopback callers (in the United States).
    const gate = held(() => json({ ok: true, locations: [{ address: { countryCode3: 'MEX' } }] }));
    fakeNetwork((request) => (request.url.includes('/api/preciselyik') ? gate(request) : passThrough(request)));
    const { el, form } = await mount(`<form><vb-phone-field name="phone" verify="false"></vb-phone-field></form>`);
    expect(combo(el).value, 'US until the lookup answers').to.equal('🇺🇸 +1');
    await waitFor(() => gate.waiting === 1, 'the lookup');
    gate.release();
    await waitFor(() => combo(el).value === '🇲🇽 +52', 'Mexico from the lookup');
    expect(new FormData(form!).get('phoneCountryAlpha3')).to.equal('MEX');
    expect(JSON.parse(sessionStorage.getItem('general-location')!)).to.deep.equal({ address: { countryCode3: 'MEX' } });
    const second = await mount(`<vb-phone-field verify="false"></vb-phone-field>`);
    expect(combo(second.el).value, 'from the session copy at once').to.equal('🇲🇽 +52');
    const given = await mount(`<vb-phone-field country="GB" verify="false"></vb-phone-field>`);
    expect(combo(given.el).value, 'the attribute wins').to.equal('🇬🇧 +44');
    expect(requests.filter((r) => r.url.includes('/api/preciselyik'))).to.have.length(1);
  });

  it('a lookup answering after the visitor typed a number leaves the country alone', async () => {
    const gate = held(() => json({ ok: true, locations: [{ address: { countryCode3: 'MEX' } }] }));
    fakeNetwork((request) => (request.url.includes('/api/preciselyik') ? gate(request) : passThrough(request)));
    const { el } = await mount(`<vb-phone-field verify="false"></vb-phone-field>`);
    await waitFor(() => gate.waiting === 1, 'the lookup');
    await typeNumber(el, '2015550123');
    gate.release();
    await waitFor(() => sessionStorage.getItem('general-location') !== null, 'the lookup cached');
    await settle();
    expect(combo(el).value).to.equal('🇺🇸 +1');
  });

  it('reset goes back to the default number and country', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="US" verify="false"></vb-phone-field></form>`);
    await pasteNumber(el, '+44 7400 123456');
    expect(new FormData(form!).get('phoneCountry')).to.equal('GB');
    form!.reset();
    await settle();
    expect(number(el).value).to.equal('');
    expect(new FormData(form!).get('phoneCountry')).to.equal('US');
  });
});

describe('vb-phone-field: a reload', () => {
  it('gives the number and the country back (session storage)', async () => {
    const html = `<form id="reload-form"><vb-phone-field name="phone" country="US" verify="false"></vb-phone-field></form>`;
    const first = await mount(html);
    await pasteNumber(first.el, '+44 7400 123456');
    first.wrapper.remove();
    const second = await mount(html);
    await waitFor(() => combo(second.el).value === '🇬🇧 +44', 'the restored country');
    expect(number(second.el).value).to.equal('7400123456');
    expect(new FormData(second.form!).get('phoneCountryAlpha3')).to.equal('GBR');
  });
});

describe('vb-phone-field: typing', () => {
  it('digits and spaces only, formatted as typed for the country', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    await typeNumber(el, '20a1-55.5(0)123');
    expect(number(el).value).to.equal('(201) 555-0123');
  });

  it('Backspace after a formatting character deletes a digit', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    await typeNumber(el, '2015550123');
    number(el).setSelectionRange(5, 5); // after "(201)"
    await sendKeys({ press: 'Backspace' });
    await settle();
    expect(number(el).value.replace(/\D/g, '')).to.equal('205550123');
  });

  it('a typed +code is stripped and picks the country', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="US" verify="false"></vb-phone-field></form>`);
    const chosen = listen<PhoneFieldCountryDetail>(el, 'vb-phone-field-country');
    await typeNumber(el, '+447400123456');
    // libphonenumber-js formats a British number as typed once it starts with the national 0; the server's answer adds it.
    expect(number(el).value).to.equal('7400123456');
    expect(combo(el).value).to.equal('🇬🇧 +44');
    expect(new FormData(form!).get('phoneCountryCode')).to.equal('44');
    expect(chosen.map((c) => c.country)).to.deep.equal(['GB']);
  });

  it('a pasted international number picks its country, inside a shared code too (+1 416 is Canada)', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    await pasteNumber(el, '+1 (416) 555-0123');
    expect(combo(el).value).to.equal('🇨🇦 +1');
    expect(number(el).value.replace(/\D/g, '')).to.equal('4165550123');
  });
});

describe('vb-phone-field: verification (the reference server)', () => {
  it('verified on blur; the formatted number returned replaces the input', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="GB"></vb-phone-field></form>`);
    const verified = listen<PhoneFieldVerifyDetail>(el, 'vb-phone-field-verify');
    fakeNetwork(passThrough);
    await typeNumber(el, '7400123456');
    expect(requests).to.have.length(0);
    await leave(el);
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the server');
    expect(number(el).value).to.equal('07400 123456');
    expect(verified[0]).to.deep.equal({ number: '07400 123456', country: 'GB', status: 'valid', reason: null });
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).to.equal('POST');
    expect([url.pathname, url.searchParams.get('phone'), url.searchParams.get('country'), url.searchParams.get('countryCode')]).to.deep.equal([
      '/api/phoneVerify',
      '7400123456',
      'GB',
      '44',
    ]);
    expect(form!.checkValidity()).to.equal(true);
  });

  it('a step check (checkValidity) with an unchecked number starts the verification', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el } = await mount(`<form><vb-phone-field name="phone" country="US"></vb-phone-field></form>`);
    await typeNumber(el, '2015550123');
    expect(gate.waiting).to.equal(0);
    expect(el.checkValidity()).to.equal(false);
    await waitFor(() => gate.waiting === 1, 'the check');
    gate.release();
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the answer');
    expect(el.checkValidity()).to.equal(true);
  });

  it('a malformed number shows the malformed message', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="US"></vb-phone-field></form>`);
    await typeNumber(el, '12345');
    await leave(el);
    expect(message(el)).to.equal('Please enter a valid phone number for the selected country.');
    expect(el.validity.typeMismatch).to.equal(true);
    expect(form!.checkValidity()).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('the server saying invalid shows the malformed message too', async () => {
    fakeNetwork(() => json({ valid: false, formatted: null, country: 'US', type: null, reason: 'INVALID_NUMBER', message: 'no' }));
    const { el } = await mount(`<vb-phone-field country="US"></vb-phone-field>`);
    await typeNumber(el, '2015550123');
    await leave(el);
    await waitFor(() => el.getAttribute('data-vb-state') === 'invalid', 'the answer');
    expect(message(el)).to.equal('Please enter a valid phone number for the selected country.');
  });

  it('while checking: announced, aria-busy, the form waits', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="US"></vb-phone-field></form>`);
    await typeNumber(el, '2015550123');
    await leave(el);
    await waitFor(() => gate.waiting === 1, 'the check');
    expect(message(el)).to.equal('Checking your phone number…');
    expect(number(el).getAttribute('aria-busy')).to.equal('true');
    expect(form!.checkValidity()).to.equal(false);
    expect(el.validationMessage).to.equal('Checking your phone number…');
    await expect(el).to.be.accessible();
    gate.release();
    await waitFor(() => el.getAttribute('data-vb-state') === 'valid', 'the answer');
    expect(number(el).hasAttribute('aria-busy')).to.equal(false);
  });

  it('a service failure does not block the visitor', async () => {
    fakeNetwork(() => serverError(503));
    const { el, form } = await mount(`<form><vb-phone-field name="phone" country="US" required></vb-phone-field></form>`);
    await typeNumber(el, '2015550123');
    await leave(el);
    await waitFor(() => el.getAttribute('data-vb-state') === 'unverified', 'the failure');
    expect(form!.checkValidity()).to.equal(true);
    expect(message(el)).to.equal('');
  });

  it('a country outside the whitelist gives the whitelist message', async () => {
    const { el, form } = await mount(`<form><vb-phone-field name="phone" whitelist="US, CAN" country="FR" value="0612345678"></vb-phone-field></form>`);
    expect(el.validationMessage).to.equal('We cannot accept phone numbers from this country. Please choose another country or leave the number out.');
    expect(new FormData(form!).get('customWhitelist')).to.equal('true');
    form!.requestSubmit();
    await settle();
    expect(message(el)).to.equal('We cannot accept phone numbers from this country. Please choose another country or leave the number out.');
    el.setAttribute('country', 'CA');
    await settle();
    expect(el.validationMessage).to.not.equal('We cannot accept phone numbers from this country. Please choose another country or leave the number out.');
  });
});

describe('vb-phone-field: the country combobox (APG)', () => {
  it('search by name, Down/Up, Enter chooses; Escape closes', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    const chosen = listen<PhoneFieldCountryDetail>(el, 'vb-phone-field-country');
    combo(el).focus();
    await sendKeys({ type: 'germ' });
    await settle();
    expect(combo(el).getAttribute('aria-expanded')).to.equal('true');
    expect(listbox(el).hidden).to.equal(false);
    const first = options(el)[0]!;
    expect(first.textContent).to.contain('Germany');
    expect(first.getAttribute('aria-selected')).to.equal('true');
    expect(combo(el).getAttribute('aria-activedescendant')).to.equal(first.id);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(combo(el).getAttribute('aria-expanded')).to.equal('false');
    expect(combo(el).value).to.equal('🇩🇪 +49');
    expect(chosen).to.deep.equal([{ country: 'DE', dial: '49', alpha3: 'DEU' }]);

    await sendKeys({ press: 'ArrowDown' });
    await settle();
    const active = () => root(el).querySelector('[role="option"][aria-selected="true"]');
    expect(active()?.id.endsWith('-DE')).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(active()?.id.endsWith('-DE')).to.equal(false);
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(active()?.id.endsWith('-DE')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(listbox(el).hidden).to.equal(true);
    expect(combo(el).value).to.equal('🇩🇪 +49');
  });

  it('search by calling code, and by name in the page language', async () => {
    const { el } = await mount(`<vb-phone-field lang="es" country="MX" verify="false"></vb-phone-field>`);
    combo(el).focus();
    await sendKeys({ type: '+44' });
    await settle();
    expect(options(el)[0]!.textContent).to.contain('Reino Unido');
    combo(el).select();
    await sendKeys({ type: 'alemania' });
    await settle();
    expect(options(el)[0]!.id.endsWith('-DE')).to.equal(true);
    combo(el).select();
    await sendKeys({ type: 'zzzz' });
    await settle();
    expect(options(el)).to.have.length(0);
    expect(listbox(el).textContent).to.contain('No country matches.');
  });

  it('a click on an option chooses it; the number is reformatted for the new country', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    await typeNumber(el, '07400123456');
    root(el).querySelector<HTMLButtonElement>('.vb-phone-field__country-toggle')!.click();
    await settle();
    expect(listbox(el).hidden).to.equal(false);
    options(el)
      .find((o) => o.id.endsWith('-GB'))!
      .click();
    await settle();
    expect(combo(el).value).to.equal('🇬🇧 +44');
    expect(number(el).value).to.equal('07400 123456');
  });

  it('choosing a country disables SMS confirmation and selects EMAIL', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'form-with-channels'));
    await waitFor(() => !combo(el).disabled, 'the phone metadata');
    const sms = wrapper.querySelector<HTMLInputElement>('input[value="SMS"]')!;
    const email = wrapper.querySelector<HTMLInputElement>('input[value="EMAIL"]')!;
    expect([sms.checked, sms.disabled, email.checked]).to.deep.equal([true, false, false]);
    combo(el).focus();
    await sendKeys({ type: 'canada' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect([sms.checked, sms.disabled, email.checked]).to.deep.equal([false, true, true]);
  });
});

describe('vb-phone-field: SMS and EMAIL as vb-* choices (issue 19 item 5)', () => {
  for (const mode of ['shadow', 'light'] as const) {
    it(`choosing a country unchecks and disables a vb-check-box or vb-checkbox-radio SMS, and chooses their EMAIL (${mode})`, async () => {
      const { el, form } = await mount(
        `<form>
          <vb-phone-field name="phone" country="US"></vb-phone-field>
          <vb-check-box render="${mode}" name="boxSms" value="SMS" checked label="Text me"></vb-check-box>
          <vb-check-box render="${mode}" name="boxEmail" value="EMAIL" label="Email me"></vb-check-box>
          <vb-checkbox-radio render="${mode}" name="confirm" label="Confirm by" value="SMS" options='[{ "value": "SMS", "label": "Text" }, { "value": "EMAIL", "label": "Email" }]'></vb-checkbox-radio>
          <vb-checkbox-radio render="${mode}" type="checkbox" name="channels" label="Channels" value="SMS,post" options='[{ "value": "SMS", "label": "Text" }, { "value": "post", "label": "Post" }, { "value": "email", "label": "Email" }]'></vb-checkbox-radio>
        </form>`,
      );
      const group = form!.querySelector<HTMLElement>('vb-checkbox-radio[name="confirm"]')!;
      const boxSms = form!.querySelector<HTMLElement>('vb-check-box[name="boxSms"]')!;
      await waitFor(() => root(group).querySelectorAll('input').length === 2, 'the choices');
      const before = new FormData(form!);
      expect([before.get('boxSms'), before.get('boxEmail'), before.get('confirm'), before.getAll('channels')]).to.deep.equal([
        'SMS',
        null,
        'SMS',
        ['SMS', 'post'],
      ]);
      const changes: unknown[] = [];
      form!.addEventListener('vb-checkbox-radio-change', (event) => changes.push((event as CustomEvent).detail));
      combo(el).focus();
      await sendKeys({ type: 'canada' });
      await sendKeys({ press: 'Enter' });
      await settle();
      const after = new FormData(form!);
      expect([after.get('boxSms'), after.get('boxEmail'), after.get('confirm'), after.getAll('channels')]).to.deep.equal([
        null,
        'EMAIL',
        'EMAIL',
        ['post', 'email'],
      ]);
      expect(root(boxSms).querySelector('input')!.disabled, 'the SMS box is disabled').to.equal(true);
      expect(root(boxSms).querySelector('input')!.checked).to.equal(false);
      const smsRadio = root(group).querySelector<HTMLInputElement>('input[value="SMS"]')!;
      expect([smsRadio.disabled, smsRadio.checked]).to.deep.equal([true, false]);
      expect(root(group).querySelector<HTMLInputElement>('input[value="EMAIL"]')!.checked).to.equal(true);
      expect(changes).to.deep.include({ name: 'confirm', values: ['EMAIL'] });
    });
  }
});

describe('vb-phone-field: examples', () => {
  for (const example of examples) {
    it(`${example.name} renders accessibly`, async () => {
      await loadPhoneLib();
      const { el } = await mountExample(example);
      await waitFor(() => !combo(el).disabled || el.hasAttribute('disabled'), 'the phone metadata');
      await expect(el).to.be.accessible();
    });
  }
});

describe('vb-phone-field: the country list keys (the combobox kit)', () => {
  it('Down on the last country goes to the first, Up on the first to the last (the one wrap rule)', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    combo(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    const active = () => root(el).querySelector('[role="option"][aria-selected="true"]');
    const all = options(el);
    await sendKeys({ press: 'End' });
    await settle();
    expect(active()).to.equal(all[all.length - 1]);
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(active()).to.equal(all[0]);
    expect(combo(el).getAttribute('aria-activedescendant')).to.equal(all[0]!.id);
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(active()).to.equal(all[all.length - 1]);
  });
});

describe('vb-phone-field: the list closes', () => {
  it('on Tab, and on a press outside the field', async () => {
    const { el } = await mount(`<vb-phone-field country="US" verify="false"></vb-phone-field>`);
    combo(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(listbox(el).hidden).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await settle();
    expect(listbox(el).hidden).to.equal(true);
    combo(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(listbox(el).hidden).to.equal(false);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(listbox(el).hidden).to.equal(true);
  });
});
