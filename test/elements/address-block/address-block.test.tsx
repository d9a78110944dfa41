import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/address-block/define.ts';
import { examples } from '../../../elements/address-block/examples.ts';
import { usSuggestions } from '../../../elements/address-block/address-answers-logic.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, json, passThrough, requests, serverError } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';

// The test runner serves the repository, so the static directory (country and state lists) is /demo/static here.
window.visitorBlocksConfig = { staticDir: '/demo/static' };

type Block = HTMLElement & { form: HTMLFormElement | null; checkValidity(): boolean; reportValidity(): boolean; validationMessage: string };

const q = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => renderRoot(el).querySelector<T>(selector);
const street = (el: HTMLElement) => q<HTMLInputElement>(el, '[part~="street"]')!;
const input = (el: HTMLElement, label: string) =>
  Array.from(renderRoot(el).querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')).find(
    (i) => i.labels?.[0]?.textContent?.replace(' *', '') === label,
  ) ?? null;
const options = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLElement>('[role="option"]'));
const dialog = (el: HTMLElement) => q<HTMLDialogElement>(el, 'dialog')!;

async function mountInForm(attributes: string): Promise<{ el: Block; form: HTMLFormElement; submitted: FormData[] }> {
  const { el, wrapper } = await mountHtml<Block>(`<form><vb-address-block ${attributes}></vb-address-block><button type="submit">Send</button></form>`);
  const form = wrapper.querySelector('form')!;
  const submitted: FormData[] = [];
  // The page's own handler: it runs only for a submit the block let through.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  await waitFor(() => (input(el, 'Country')?.querySelectorAll('option').length ?? 0) > 1, 'the country list');
  return { el, form, submitted };
}

async function type(target: HTMLElement, text: string): Promise<void> {
  target.focus();
  await sendKeys({ type: text });
  await settle();
}

async function fillUs(el: HTMLElement, parts: { street: string; city: string; state: string; zip: string }): Promise<void> {
  await type(street(el), parts.street);
  await sendKeys({ press: 'Escape' });
  await type(input(el, 'City')!, parts.city);
  await waitFor(() => ((input(el, 'State') as HTMLSelectElement | null)?.options.length ?? 0) > 1, 'the state list');
  const state = input(el, 'State') as HTMLSelectElement;
  state.focus();
  state.value = parts.state;
  state.dispatchEvent(new Event('change', { bubbles: true }));
  await type(input(el, 'ZIP / postal code')!, parts.zip);
}

const submit = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

const lookups = () => requests.filter((r) => r.url.includes('/api/preciselyik'));
const verifyCalls = () => requests.filter((r) => /\/api\/(addressVerify|intladdressverify)/.test(r.url));
const stateList = (el: HTMLElement) =>
  waitFor(() => ((input(el, 'State') as HTMLSelectElement | null)?.options.length ?? 0) > 1 && (input(el, 'State') as HTMLSelectElement), 'the state list');

/** A browser's address autofill: every part set and its input and change events fired in one task, as Chrome does. */
function autofill(el: HTMLElement, parts: { street: string; city: string; state: string; zip: string }): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const fill = (box: HTMLInputElement | HTMLSelectElement, value: string) => {
    if (box instanceof HTMLInputElement) setValue.call(box, value);
    else box.value = value;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.dispatchEvent(new Event('change', { bubbles: true }));
  };
  fill(street(el), parts.street);
  fill(input(el, 'City')!, parts.city);
  fill(input(el, 'State')!, parts.state);
  fill(input(el, 'ZIP / postal code')!, parts.zip);
}

/** A paste as the browser does it: the paste event, and the text inserted only if nobody took it. */
function paste(box: HTMLInputElement, text: string): void {
  box.focus();
  box.select();
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  if (!box.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, composed: true, cancelable: true, clipboardData }))) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
}

describe('vb-address-block', () => {
  // The kit keeps a visitor's text for a reload per page, form and name: every test starts without one.
  beforeEach(() => sessionStorage.clear());

  before(async () => {
    // Warm the reference server (its US data loads on the first call).
    await callServer('/api/autocomplete?address=500%20main');
  });

  describe('United States mode', () => {
    it('shows street, line 2 link, city, state (loaded, required once filled in) and ZIP, and passes axe empty', async () => {
      const { el } = await mountInForm('country="US"');
      await waitFor(() => input(el, 'State'), 'the state select');
      expect(street(el).getAttribute('role')).to.equal('combobox');
      expect(input(el, 'City') !== null).to.equal(true);
      expect(input(el, 'ZIP / postal code') !== null).to.equal(true);
      const state = input(el, 'State') as HTMLSelectElement;
      // Country code 251 lists abbreviations.
      expect(Array.from(state.options).map((o) => o.value)).to.include('UT');
      expect(q(el, '[part~="line2-link"]') !== null).to.equal(true);
      // Not required and empty: valid.
      expect(el.checkValidity()).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('required: a failed submit shows the messages, marks the parts invalid, focuses the first and passes axe', async () => {
      const { el, form, submitted } = await mountInForm('country="US" required');
      await waitFor(() => input(el, 'State'), 'the state select');
      expect(el.checkValidity()).to.equal(false);
      submit(form);
      await settle();
      expect(submitted).to.have.length(0);
      expect(street(el).getAttribute('aria-invalid')).to.equal('true');
      expect(q(el, `#${street(el).id}-message`)!.textContent).to.equal('Please fill in this field.');
      expect(el.shadowRoot!.activeElement === street(el), 'the street is focused').to.equal(true);
      expect(el.matches(':state(user-invalid)')).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('typing in the middle of a part: cleaning removes what it must and the caret stays where the visitor types', async () => {
      const { el } = await mountInForm('country="US" autocomplete-mode="off"');
      const city = input(el, 'City') as HTMLInputElement;
      await type(city, 'Prvo');
      city.setSelectionRange(2, 2);
      await sendKeys({ type: '\u200Do' });
      await settle();
      expect(city.value).to.equal('Provo');
      expect(city.selectionStart).to.equal(3);
      await type(street(el), '500 Main');
      street(el).setSelectionRange(3, 3);
      await sendKeys({ type: '\u200B1' });
      await settle();
      expect(street(el).value).to.equal('5001 Main');
      expect(street(el).selectionStart).to.equal(4);
    });

    it('the line 2 link reveals the second line and focuses it', async () => {
      const { el } = await mountInForm('country="US"');
      q<HTMLButtonElement>(el, '[part~="line2-link"]')!.click();
      await waitFor(() => el.shadowRoot!.activeElement === input(el, 'Apartment, suite, unit'), 'line 2 focused');
    });

    it('autocomplete is an APG combobox: Down/Up move aria-activedescendant, Enter fills the parts, Escape closes', async () => {
      const { el } = await mountInForm('country="US"');
      const text = '500 main st, prov';
      await type(street(el), text);
      // The answer for the whole text (earlier ones may still be arriving while typing). Under load the last one came
      // after the first arrow key and took its highlight away, though its list was the same: the suggestions kit now
      // keeps the active option for an identical list (test/src/suggestions.test.tsx).
      const expected = usSuggestions((await callServer(`/api/autocomplete?address=${encodeURIComponent(text)}`)).body).map((o) => o.text);
      expect(expected.length, 'the server has suggestions for the text').to.be.greaterThan(0);
      await waitFor(
        () =>
          options(el)
            .map((o) => o.textContent)
            .join('\n') === expected.join('\n'),
        'suggestions for the whole text',
      );
      const box = street(el);
      expect(box.getAttribute('aria-expanded')).to.equal('true');
      expect(q(el, '[role="status"]')!.textContent).to.match(/suggestions available/);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(box.getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
      expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('true');
      await sendKeys({ press: 'ArrowUp' });
      await settle();
      expect(box.getAttribute('aria-activedescendant')).to.equal(options(el).at(-1)!.id);
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      const first = options(el)[0]!.textContent;
      expect(first).to.match(/^500 Main St, Provo/);
      const selected: CustomEvent[] = [];
      el.addEventListener('vb-address-block-select', (e) => selected.push(e as CustomEvent));
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(box.value).to.equal('500 Main St');
      expect(input(el, 'City')!.value).to.equal('Provo');
      expect(input(el, 'State')!.value).to.equal('UT');
      expect(input(el, 'ZIP / postal code')!.value).to.match(/^846/);
      expect(box.getAttribute('aria-expanded')).to.equal('false');
      expect(selected[0]!.detail).to.deep.equal({ text: first, country: 'US', verified: false });
      const data = el.form ? new FormData(el.form) : null;
      expect(data!.get('autocompleteSelected')).to.equal('true');

      await type(box, ' x');
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(box.getAttribute('aria-expanded')).to.equal('false');
    });

    it('a chosen suggestion stays autocompleteSelected while line 2 is typed; an edit of the city (a suggested part) clears it', async () => {
      const { el, form } = await mountInForm('country="US"');
      await type(street(el), '500 main st, prov');
      await waitFor(() => options(el).length > 0 && options(el).every((o) => /, Prov/.test(o.textContent ?? '')), 'suggestions for the text');
      options(el)[0]!.click();
      await waitFor(() => input(el, 'City')!.value === 'Provo', 'the suggestion filled in');
      expect(new FormData(form).get('autocompleteSelected')).to.equal('true');
      q<HTMLButtonElement>(el, '[part~="line2-link"]')!.click();
      await waitFor(() => input(el, 'Apartment, suite, unit') !== null, 'line 2 shown');
      await type(input(el, 'Apartment, suite, unit')!, 'Apt 4');
      const afterLine2 = new FormData(form);
      expect(afterLine2.get('street2')).to.equal('Apt 4');
      expect(afterLine2.get('autocompleteSelected')).to.equal('true');
      // Still an edit: the address is not verified any more (spec section 4).
      expect(afterLine2.get('addressValidity')).to.equal('false');
      await type(input(el, 'City')!, 'x');
      expect(new FormData(form).get('autocompleteSelected')).to.equal('false');
    });

    it('the suggestions list is keyboard-operable to the APG rules: Down opens and moves, wraps at the end, Escape keeps the text, Enter chooses', async () => {
      const { el } = await mountInForm('country="US"');
      await type(street(el), '500 main st');
      // The answer for the whole text (several cities have one), not one for a shorter text still arriving.
      await waitFor(() => options(el).length > 1 && options(el).every((o) => /^500 Main St,/.test(o.textContent ?? '')), 'suggestions for the text');
      await settle();
      const box = street(el);
      const list = q(el, '[role="listbox"]')!;
      expect(box.getAttribute('aria-controls')).to.equal(list.id);
      // The active option is the one aria-activedescendant names, and the only one with aria-selected="true".
      const activeIs = (index: number) => {
        const all = options(el);
        expect(box.getAttribute('aria-activedescendant')).to.equal(all[index]!.id);
        expect(all.map((o) => o.getAttribute('aria-selected'))).to.deep.equal(all.map((_, i) => String(i === index)));
      };
      expect(box.hasAttribute('aria-activedescendant'), 'typing makes no option active').to.equal(false);
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      activeIs(0);
      const count = options(el).length;
      for (let i = 1; i < count; i += 1) await sendKeys({ press: 'ArrowDown' });
      await settle();
      activeIs(count - 1);
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      activeIs(0);

      await sendKeys({ press: 'Escape' });
      await settle();
      expect(box.getAttribute('aria-expanded')).to.equal('false');
      expect(list.hidden).to.equal(true);
      expect(box.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(box.value).to.equal('500 main st');

      // Down on the closed list opens it again on the first option.
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(box.getAttribute('aria-expanded')).to.equal('true');
      activeIs(0);
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      activeIs(1);
      const chosen = options(el)[1]!.textContent ?? '';
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(box.getAttribute('aria-expanded')).to.equal('false');
      expect(box.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(box.value).to.equal('500 Main St');
      expect(chosen.startsWith(`500 Main St, ${input(el, 'City')!.value} `), `the city of "${chosen}"`).to.equal(true);
    });

    it('50 fast keystrokes with random server delays show only the suggestions for the final text', async () => {
      const { el } = await mountInForm('country="US" strike-limit="0"');
      let pending = 0;
      const gates: Array<() => void> = [];
      fakeNetwork(async (request) => {
        if (!request.url.includes('/api/autocomplete')) return passThrough(request);
        pending += 1;
        try {
          // Held until the typing is done, then released in a random order with random pauses.
          await new Promise<void>((resolve) => gates.push(resolve));
          return await passThrough(request);
        } finally {
          pending -= 1;
        }
      });
      const final = '500 main st, pro';
      const junk = 'o ut 84604 zzzz q';
      // 16 + 17 characters typed, then 17 backspaces: 50 keystrokes, ending on a text with suggestions.
      street(el).focus();
      await sendKeys({ type: final + junk });
      for (let i = 0; i < junk.length - 1; i += 1) await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Backspace' });
      expect(final.length + junk.length * 2).to.equal(50);
      expect(street(el).value).to.equal(final);
      const sent = requests.filter((r) => r.url.includes('/api/autocomplete'));
      expect(sent.length).to.be.greaterThan(20);
      expect(new URL(sent.at(-1)!.url).searchParams.get('address')).to.equal(final);
      // The newest answer first, the rest shuffled after it: stale answers arrive last.
      const order = gates.map((release, i) => ({ release, key: i === gates.length - 1 ? -1 : Math.random() })).sort((a, b) => a.key - b.key);
      for (const { release } of order) {
        release();
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      }
      await waitFor(() => pending === 0, 'every call answered or aborted', 8000);
      await settle();
      const expected = usSuggestions((await callServer(`/api/autocomplete?address=${encodeURIComponent(final)}`)).body).map((o) => o.text);
      expect(expected.length).to.be.greaterThan(0);
      expect(options(el).map((o) => o.textContent)).to.deep.equal(expected);
    });

    it('an exact address is verified on submit (validity 10) and the submit goes on with every hidden field', async () => {
      const { el, submitted } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      const verified: CustomEvent[] = [];
      el.addEventListener('vb-address-block-verify', (e) => verified.push(e as CustomEvent));
      // Enter in the ZIP input submits, as in a native text input (implicit submission).
      await sendKeys({ press: 'Enter' });
      await waitFor(() => submitted.length === 1, 'the submit to go on');
      const data = submitted[0]!;
      expect(data.get('address')).to.equal('500 Main St, Provo, UT 84604');
      expect(data.get('street')).to.equal('500 Main St');
      expect(data.get('city')).to.equal('Provo');
      expect(data.get('state')).to.equal('UT');
      expect(data.get('zip')).to.equal('84604');
      expect(data.get('country')).to.equal('US');
      expect(data.get('countryIso3')).to.equal('USA');
      expect(data.get('locationCode')).to.equal('251');
      expect(data.get('addressValidity')).to.equal('10');
      expect(data.get('mainAddressLine')).to.equal('500 Main St');
      expect(data.get('postCode2')).to.match(/^\d{4}$/);
      expect(data.get('latitude')).to.match(/^\d/);
      expect(data.get('userConfirmedInputAddress')).to.equal('false');
      expect(verified[0]!.detail.validity).to.equal(10);
    });

    it('second phase: the address is verified only once every other field of the form is valid', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      const other = document.createElement('input');
      other.name = 'firstName';
      other.required = true;
      form.prepend(other);
      await fillUs(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      fakeNetwork(passThrough);
      submit(form);
      await settle();
      expect(
        requests.filter((r) => r.url.includes('/api/addressVerify')),
        'no check while another field is invalid',
      ).to.have.length(0);
      other.value = 'Ana';
      submit(form);
      await waitFor(() => submitted.length === 1, 'the submit');
      expect(requests.filter((r) => r.url.includes('/api/addressVerify'))).to.have.length(1);
      expect(submitted[0]!.get('addressValidity')).to.equal('10');
    });

    it('a non-200 verify answer gives 15: accepted, no modal, the submit goes on', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      fakeNetwork((request) => (request.url.includes('/api/addressVerify') ? serverError(503) : passThrough(request)));
      submit(form);
      await waitFor(() => submitted.length === 1, 'the submit to go on');
      expect(submitted[0]!.get('addressValidity')).to.equal('15');
      expect(dialog(el).open).to.equal(false);
    });

    it('an unmatched address gives 20: the modal opens and the form waits; choosing the suggestion fills it (10) and submits', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Mian St', city: 'Provp', state: 'UT', zip: '84604' });
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal');
      expect(submitted).to.have.length(0);
      expect(form.checkValidity()).to.equal(false);
      expect(el.validationMessage).to.equal('Please confirm your address.');
      const radios = Array.from(dialog(el).querySelectorAll<HTMLInputElement>('input[type="radio"]'));
      expect(radios.length).to.be.greaterThan(1);
      expect(radios[0]!.checked).to.equal(true);
      expect(dialog(el).querySelector('[part~="confirm"]')!.textContent).to.equal('Confirm');
      await expect(el).to.be.accessible();
      dialog(el).querySelector<HTMLButtonElement>('[part~="confirm"]')!.click();
      await waitFor(() => submitted.length === 1, 'the submit to go on');
      expect(street(el).value).to.equal('500 Main St');
      expect(input(el, 'City')!.value).to.equal('Provo');
      expect(submitted[0]!.get('addressValidity')).to.equal('10');
      expect(submitted[0]!.get('validatedAddressSelected')).to.equal('true');
      expect(dialog(el).open).to.equal(false);
    });

    it('Continue keeps the address as entered (user-confirmed) and submits; Edit and Escape keep the form waiting', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Mian St', city: 'Provp', state: 'UT', zip: '84604' });
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal');
      dialog(el).querySelector<HTMLButtonElement>('[part~="edit"]')!.click();
      await waitFor(() => !dialog(el).open, 'the modal to close');
      expect(el.shadowRoot!.activeElement === street(el), 'the street is focused').to.equal(true);
      expect(form.checkValidity()).to.equal(false);
      expect(submitted).to.have.length(0);
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal again');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog(el).open, 'Escape to close it');
      expect(submitted).to.have.length(0);
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal again');
      const entered = dialog(el).querySelector<HTMLInputElement>('input[value="entered"]')!;
      entered.click();
      await settle();
      expect(dialog(el).querySelector('[part~="confirm"]')!.textContent).to.equal('Continue');
      dialog(el).querySelector<HTMLButtonElement>('[part~="confirm"]')!.click();
      await waitFor(() => submitted.length === 1, 'the submit to go on');
      expect(submitted[0]!.get('street')).to.equal('500 Mian St');
      expect(submitted[0]!.get('addressValidity')).to.equal('20');
      expect(submitted[0]!.get('userConfirmedInputAddress')).to.equal('true');
    });

    it('a manual edit after verification resets validity, and the next submit verifies again', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      submit(form);
      await waitFor(() => submitted.length === 1, 'first submit');
      await type(input(el, 'City')!, 'x');
      // Spec section 4: "Any manual edit resets validity to false" (issue 19 item 6: it was '' before).
      expect(new FormData(form).get('addressValidity')).to.equal('false');
      fakeNetwork(passThrough);
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal for the edited city');
      expect(requests.filter((r) => r.url.includes('/api/addressVerify'))).to.have.length(1);
    });

    it('form reset restores the start value; a disabled fieldset disables every part', async () => {
      const { el, form } = await mountInForm('country="US" value="1 Temple Sq"');
      await type(street(el), ' x');
      await sendKeys({ press: 'Escape' });
      form.reset();
      await settle();
      expect(street(el).value).to.equal('1 Temple Sq');
      const fieldset = document.createElement('fieldset');
      form.prepend(fieldset);
      fieldset.append(el);
      fieldset.disabled = true;
      await settle();
      expect(street(el).disabled).to.equal(true);
      expect(input(el, 'Country')!.disabled).to.equal(true);
    });
  });

  describe('autofill and paste', () => {
    it('autofill fills street, city, state and ZIP in one go: one verification (10), no suggestion list, and the submit asks nothing more', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await stateList(el);
      fakeNetwork(passThrough);
      autofill(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      await waitFor(() => new FormData(form).get('addressValidity') === '10', 'the one verification');
      await settle();
      expect(verifyCalls()).to.have.length(1);
      expect(street(el).getAttribute('aria-expanded')).to.equal('false');
      expect(dialog(el).open).to.equal(false);
      submit(form);
      await waitFor(() => submitted.length === 1, 'the submit');
      expect(verifyCalls()).to.have.length(1);
      expect(submitted[0]!.get('mainAddressLine')).to.equal('500 Main St');
    });

    it('an autofilled address the service does not match (20) opens no modal until the submit, which asks nothing more', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await stateList(el);
      fakeNetwork(passThrough);
      autofill(el, { street: '500 Mian St', city: 'Provp', state: 'UT', zip: '84604' });
      await waitFor(() => new FormData(form).get('addressValidity') === '20', 'the one verification');
      await settle();
      expect(dialog(el).open).to.equal(false);
      // Nothing waits yet: the form may be checked (a page script, a step) without a message.
      expect(el.checkValidity()).to.equal(true);
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal at the submit');
      expect(submitted).to.have.length(0);
      expect(verifyCalls()).to.have.length(1);
    });

    it('an answer for an autofilled address the visitor has edited since is dropped: no validity for text it did not check', async () => {
      const { el, form } = await mountInForm('country="US"');
      await stateList(el);
      const gate = held(passThrough);
      fakeNetwork((request) => (request.url.includes('/api/addressVerify') ? gate(request) : passThrough(request)));
      autofill(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      await waitFor(() => gate.waiting === 1, 'the held verification');
      await waitFor(() => q(el, '[role="status"]')!.textContent === 'Checking your address…', 'the checking state');
      await type(input(el, 'City')!, 'x');
      gate.release();
      await waitFor(() => q(el, '[role="status"]')!.textContent !== 'Checking your address…', 'the answer');
      await settle();
      expect(new FormData(form).get('addressValidity')).to.equal('false');
      expect(new FormData(form).get('mainAddressLine')).to.equal('');
    });

    for (const [country, text, parts, checks] of [
      ['US', '1900 N 500 W, Provo, UT 84604', { street: '1900 N 500 W', city: 'Provo', state: 'UT', zip: '84604' }, 1],
      // 'ST' is no state: the visitor picks it, and nothing is verified while a part is missing.
      ['US', 'Street, City, ST 12345', { street: 'Street', city: 'City', state: '', zip: '12345' }, 0],
      // Plain mode: Ontario by its abbreviation where the list holds names; the country name dropped; no verification.
      ['CA', '301 Front St W, Toronto, ON M5V 2T6, Canada', { street: '301 Front St W', city: 'Toronto', state: 'Ontario', zip: 'M5V 2T6' }, 0],
    ] as const) {
      it(`pasting "${text}" into the street (${country}) splits it into street, city, state and ZIP`, async () => {
        const { el } = await mountInForm(`country="${country}"`);
        await stateList(el);
        fakeNetwork(passThrough);
        paste(street(el), text);
        await settle();
        expect(street(el).value).to.equal(parts.street);
        expect(input(el, 'City')!.value).to.equal(parts.city);
        expect(input(el, 'State')!.value).to.equal(parts.state);
        expect(input(el, 'ZIP / postal code')!.value).to.equal(parts.zip);
        expect(street(el).getAttribute('aria-expanded')).to.not.equal('true');
        if (checks > 0) await waitFor(() => /^\d+$/.test(String(new FormData(el.form!).get('addressValidity'))), 'the verification');
        await settle();
        expect(verifyCalls()).to.have.length(checks);
      });
    }

    it('a street alone, or a paste into the middle of a street, is an ordinary paste', async () => {
      const { el } = await mountInForm('country="US"');
      await stateList(el);
      paste(street(el), '1900 N 500 W');
      await settle();
      expect(street(el).value).to.equal('1900 N 500 W');
      expect(input(el, 'City')!.value).to.equal('');
    });

    it('verified mode keeps a pasted address on its one line', async () => {
      const { el } = await mountInForm('country="DEU" verified-countries="DEU" autocomplete-mode="off"');
      paste(street(el), 'Blumenallee 5, 15090 Berlin');
      await settle();
      expect(street(el).value).to.equal('Blumenallee 5, 15090 Berlin');
    });
  });

  describe('the modal opens only on a submit', () => {
    it('checkValidity and reportValidity (a page asking, a step check) never reopen it; a submit with an unresolved 20 does; a settled choice never', async () => {
      const { el, form, submitted } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Mian St', city: 'Provp', state: 'UT', zip: '84604' });
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal');
      dialog(el).querySelector<HTMLButtonElement>('[part~="edit"]')!.click();
      await waitFor(() => !dialog(el).open, 'Edit to close it');
      for (const check of [() => el.checkValidity(), () => form.checkValidity(), () => el.reportValidity(), () => form.reportValidity()]) {
        expect(check()).to.equal(false);
        await settle();
        expect(dialog(el).open, String(check)).to.equal(false);
      }
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal at the submit');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog(el).open, 'Escape to close it');
      el.reportValidity();
      await settle();
      expect(dialog(el).open).to.equal(false);
      // Enter in a part submits too (implicit submission): the modal again.
      input(el, 'City')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => dialog(el).open, 'the modal at the Enter submit');
      dialog(el).querySelector<HTMLButtonElement>('[part~="confirm"]')!.click();
      await waitFor(() => submitted.length === 1, 'the submit to go on');
      for (const check of [() => el.checkValidity(), () => el.reportValidity(), () => form.reportValidity()]) {
        expect(check()).to.equal(true);
        await settle();
        expect(dialog(el).open).to.equal(false);
      }
    });

    it('axe while verifying: the busy street passes', async () => {
      const { el, form } = await mountInForm('country="US"');
      await fillUs(el, { street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
      const gate = held(passThrough);
      fakeNetwork(gate);
      submit(form);
      await waitFor(() => gate.waiting === 1, 'the held verification');
      await settle();
      expect(q(el, '[role="status"]')!.textContent).to.equal('Checking your address…');
      await expect(el).to.be.accessible();
      gate.release();
    });
  });

  describe('autocomplete throttling and strikes', () => {
    it('off: no autocomplete call', async () => {
      const { el } = await mountInForm('country="US" autocomplete-mode="off"');
      fakeNetwork(passThrough);
      await type(street(el), '500 main st');
      expect(requests.filter((r) => r.url.includes('autocomplete'))).to.have.length(0);
    });

    it('char: one call every char-interval characters after min-chars', async () => {
      const { el } = await mountInForm('country="US" autocomplete-mode="char" min-chars="4" char-interval="3"');
      fakeNetwork(passThrough);
      await type(street(el), '500 main s');
      const texts = requests.filter((r) => r.url.includes('autocomplete')).map((r) => new URL(r.url).searchParams.get('address'));
      // min-chars counts the trimmed text: '500 ' is 3.
      expect(texts).to.deep.equal(['500 m', '500 main']);
    });

    it('the strike counter stops autocomplete after strike-limit answers without results', async () => {
      const { el } = await mountInForm('country="US" strike-limit="2" min-chars="3"');
      let pending = 0;
      fakeNetwork(async (request) => {
        if (!request.url.includes('autocomplete')) return passThrough(request);
        pending += 1;
        try {
          return await passThrough(request);
        } finally {
          pending -= 1;
        }
      });
      for (const char of 'qqqzzz') {
        await type(street(el), char);
        // Each answer counted before the next keystroke (no call may be aborted by a newer one here).
        await waitFor(() => pending === 0, 'the answer');
        await settle();
      }
      const calls = requests.filter((r) => r.url.includes('autocomplete'));
      expect(calls.map((r) => new URL(r.url).searchParams.get('address'))).to.deep.equal(['qqq', 'qqqz']);
    });

    it('a non-200 autocomplete answer hides the list and announces the no-suggestion entry', async () => {
      const { el } = await mountInForm('country="US"');
      fakeNetwork((request) => (request.url.includes('autocomplete') ? serverError(500) : passThrough(request)));
      await type(street(el), '500 main');
      await waitFor(() => q(el, '[role="status"]')!.textContent!.startsWith('No suggestions'), 'the no-suggestion entry');
      expect(options(el)).to.have.length(0);
      expect(street(el).getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe('international and plain countries', () => {
    it('verified: one address line, preciselyik once on first focus, a verified suggestion is valid at once (10)', async () => {
      const { el, submitted, form } = await mountInForm('country="DEU" verified-countries="DEU,FRA"');
      expect(input(el, 'City') === null).to.equal(true);
      expect(q(el, '[part~="line2-link"]') === null).to.equal(true);
      fakeNetwork(passThrough);
      await type(street(el), 'Blumenallee 5');
      street(el).blur();
      street(el).focus();
      await waitFor(() => options(el).length > 0, 'suggestions');
      expect(requests.filter((r) => r.url.includes('/api/preciselyik'))).to.have.length(1);
      expect(new URL(requests.find((r) => r.url.includes('intlautocomplete'))!.url).searchParams.get('country')).to.equal('DEU');
      options(el)[0]!.click();
      await settle();
      expect(street(el).value).to.equal('Blumenallee 5, 15090 Berlin');
      submit(form);
      await waitFor(() => submitted.length === 1, 'the submit, with no second check');
      const data = submitted[0]!;
      expect(data.get('addressValidity')).to.equal('10');
      expect(data.get('validationAutocompleteSelected')).to.equal('true');
      expect(data.get('preciselyik')).to.equal('true');
      expect(data.get('recordId')).to.equal('DEU-2950159-0-5');
      expect(data.get('verifiedCountryIso3')).to.equal('DEU');
      expect(data.get('countryComparisonFlag')).to.equal('T');
      expect(requests.filter((r) => r.url.includes('intladdressverify'))).to.have.length(0);
    });

    it("verified: a typed address is checked on submit with the comparison flag; another country's address is 20", async () => {
      const { el, submitted, form } = await mountInForm('country="FRA" verified-countries="DEU,FRA" autocomplete-mode="off"');
      await type(street(el), 'Blumenallee 5, Berlin');
      fakeNetwork(passThrough);
      submit(form);
      await waitFor(() => dialog(el).open, 'the modal');
      const call = new URL(requests.find((r) => r.url.includes('intladdressverify'))!.url);
      expect(call.searchParams.get('country')).to.equal('FRA');
      expect(call.searchParams.get('countryComparisonFlag')).to.equal('T');
      expect(submitted).to.have.length(0);
    });

    it('changing the country clears the street and, in verified mode, hides city, state, zip and line 2', async () => {
      const { el } = await mountInForm('country="US" verified-countries="DEU"');
      // The mode is visible to page CSS as data-vb-mode on the group.
      const group = q(el, '[part="group"]')!;
      expect(group.getAttribute('data-vb-mode')).to.equal('us');
      await type(street(el), '500 Main St');
      await sendKeys({ press: 'Escape' });
      await type(input(el, 'City')!, 'Provo');
      const select = input(el, 'Country') as HTMLSelectElement;
      select.value = 'DE';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect(street(el).value).to.equal('');
      expect(input(el, 'City') === null).to.equal(true);
      expect(input(el, 'ZIP / postal code') === null).to.equal(true);
      expect(new FormData(el.form!).get('city')).to.equal('');
      expect(group.getAttribute('data-vb-mode')).to.equal('verified');
      select.value = 'CA';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => input(el, 'City'), 'the plain parts');
      expect(street(el).getAttribute('role')).to.equal(null);
      expect(group.getAttribute('data-vb-mode')).to.equal('plain');
    });

    it('plain: the state is required when its list loads; with no list it is hidden and not required', async () => {
      const { el } = await mountInForm('country="CA" required');
      await waitFor(() => input(el, 'State'), "Canada's provinces");
      expect((input(el, 'State') as HTMLSelectElement).required).to.equal(true);
      el.remove();
      // Spec section 8: a state file that does not answer 200 hides the group, and the state is not required.
      const asked: string[] = [];
      fakeNetwork(async (request) => {
        if (!request.url.includes('/state-')) return passThrough(request);
        asked.push(request.url);
        return serverError(500);
      });
      const canada = await mountInForm('country="CA" required');
      await waitFor(() => asked.length > 0, 'the failed state-list answer');
      await settle();
      expect(input(canada.el, 'State') === null).to.equal(true);
      await type(street(canada.el), '301 Front St W');
      await type(input(canada.el, 'City')!, 'Toronto');
      await type(input(canada.el, 'ZIP / postal code')!, 'M5V 2T6');
      expect(canada.el.checkValidity()).to.equal(true);
      canada.el.remove();
      // Aruba has no state file (the country list says so, so the block does not ask): the group is not there.
      const aruba = await mountInForm('country="ABW" required');
      await waitFor(() => input(aruba.el, 'City'), "Aruba's address parts");
      await settle();
      expect(input(aruba.el, 'State') === null).to.equal(true);
      await type(street(aruba.el), 'Caya G. F. Betico Croes 1');
      await type(input(aruba.el, 'City')!, 'Oranjestad');
      expect(aruba.el.checkValidity()).to.equal(true);
    });

    it('the country is preselected from the geocountry meta (no location lookup then)', async () => {
      const meta = document.createElement('meta');
      meta.name = 'geocountry';
      meta.content = 'CA';
      document.head.append(meta);
      try {
        fakeNetwork(passThrough);
        const { el } = await mountInForm('');
        expect((input(el, 'Country') as HTMLSelectElement).value).to.equal('CA');
        await settle();
        expect(lookups()).to.have.length(0);
      } finally {
        meta.remove();
      }
    });

    it('without a country attribute or meta, the general location (GET /api/preciselyik) preselects it: asked once per session, cached in general-location', async () => {
      fakeNetwork(passThrough);
      const { el } = await mountInForm('');
      await waitFor(() => sessionStorage.getItem('general-location') !== null, 'the lookup cached');
      // The real server places a loopback caller in the United States.
      expect((JSON.parse(sessionStorage.getItem('general-location')!) as { address: { countryCode3: string } }).address.countryCode3).to.equal('USA');
      expect((input(el, 'Country') as HTMLSelectElement).value).to.equal('US');
      await mountInForm('');
      await settle();
      expect(lookups()).to.have.length(1);
      await mountInForm('country="US"');
      await settle();
      expect(lookups(), 'a country attribute asks nothing').to.have.length(1);
    });

    it("the lookup's address.countryCode3 replaces the fallback when it answers, but not over what the visitor has entered", async () => {
      // Fake: the reference server places only loopback callers (in the United States).
      const mexico = { ok: true, locations: [{ address: { countryCode3: 'MEX', countryName: 'Mexico' } }] };
      const gate = held(() => json(mexico));
      fakeNetwork((request) => (request.url.includes('/api/preciselyik') ? gate(request) : passThrough(request)));
      const typedFirst = await mountInForm('');
      await waitFor(() => gate.waiting === 1, 'the lookup');
      await type(street(typedFirst.el), '500 Main');
      await sendKeys({ press: 'Escape' });
      gate.release();
      await waitFor(() => sessionStorage.getItem('general-location') !== null, 'the lookup cached');
      await settle();
      expect((input(typedFirst.el, 'Country') as HTMLSelectElement).value, 'the visitor typed first').to.equal('US');
      expect(street(typedFirst.el).value).to.equal('500 Main');
      // Another name: the kit would restore the first block's entry (its session copy) into a block of the same name.
      const { el } = await mountInForm('name="home"');
      expect((input(el, 'Country') as HTMLSelectElement).value, 'from the session copy at once').to.equal('MX');
      expect(lookups()).to.have.length(1);
    });

    it('a lookup that answers after the first render moves an untouched block to its country', async () => {
      const gate = held(() => json({ ok: true, locations: [{ address: { countryCode3: 'mex' } }] }));
      fakeNetwork((request) => (request.url.includes('/api/preciselyik') ? gate(request) : passThrough(request)));
      const { el } = await mountInForm('');
      expect((input(el, 'Country') as HTMLSelectElement).value).to.equal('US');
      await waitFor(() => gate.waiting === 1, 'the lookup');
      gate.release();
      await waitFor(() => (input(el, 'Country') as HTMLSelectElement).value === 'MX', 'Mexico from the lookup');
    });
  });

  it('every example passes axe', async () => {
    for (const example of examples) {
      const { el } = await mountExample(exampleNamed(examples, example.name));
      await settle();
      await expect(el).to.be.accessible();
    }
  });
});
