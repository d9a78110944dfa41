/** vb-save-data: values kept in a 365-day cookie as the visitor changes them and given back on a later visit; never sensitive fields. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/save-data/define.ts';
import '../../../elements/text-field/define.ts';
import '../../../elements/email-field/define.ts';
import { examples } from '../../../elements/save-data/examples.ts';
import { deleteCookie, getCookie, setCookie } from '../../../src/storage.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, tick, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const COOKIES = ['vb-save-data', 'sd-preferences', 'sd-test'];
const DAY = 24 * 60 * 60 * 1000;

let record: ConsoleRecord;
const cleanups: Array<() => void> = [];

/** A new visit: the form fields' own session copies are gone, only the cookie is left. */
function newVisit(wrapper: HTMLElement): void {
  wrapper.remove();
  sessionStorage.clear();
}

function events(type: 'vb-save-data-restore' | 'vb-save-data-save'): string[][] {
  const seen: string[][] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<{ names: string[] }>).detail.names);
  document.addEventListener(type, listener);
  cleanups.push(() => document.removeEventListener(type, listener));
  return seen;
}

const inputOf = (field: Element) => renderRoot(field as HTMLElement).querySelector('input') as HTMLInputElement;
const field = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`) as HTMLElement & { value: string };
const keptCookie = (name = 'vb-save-data') => JSON.parse(getCookie(name) ?? 'null') as { t: number; values: Record<string, string[]> } | null;

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
  input.blur();
  await settle();
  await tick();
}

beforeEach(() => {
  for (const name of COOKIES) deleteCookie(name);
  sessionStorage.clear();
  record = recordConsole();
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  record.restore();
  for (const name of COOKIES) deleteCookie(name);
  sessionStorage.clear();
});

for (const mode of MODES) {
  describe(`<vb-save-data> (${mode})`, () => {
    it('keeps the form fields a visitor fills in and gives them back on the next visit, never the sensitive one', async () => {
      const saves = events('vb-save-data-save');
      const restores = events('vb-save-data-restore');
      const first = await mountExample(exampleNamed(examples, 'form-fields'), { render: mode });
      await waitFor(() => inputOf(field(first.el, 'firstName')), 'the first name input');
      await typeInto(inputOf(field(first.el, 'firstName')), 'Ana');
      await typeInto(inputOf(field(first.el, 'email')), 'ana@example.org');
      await typeInto(inputOf(field(first.el, 'phone')), '5551234567');
      await waitFor(() => keptCookie()?.values.email?.[0] === 'ana@example.org', 'the email kept');
      const kept = keptCookie();
      expect(kept?.values).to.deep.equal({ firstName: ['Ana'], email: ['ana@example.org'] });
      expect(Math.abs((kept?.t ?? 0) - Date.now())).to.be.below(5000);
      expect(saves.length).to.be.above(0);
      expect(saves.flat()).not.to.include('phone');
      expect(restores).to.deep.equal([]);

      newVisit(first.wrapper);
      const second = await mountExample(exampleNamed(examples, 'form-fields'), { render: mode });
      await waitFor(() => inputOf(field(second.el, 'email'))?.value === 'ana@example.org', 'the email given back');
      expect(inputOf(field(second.el, 'firstName')).value).to.equal('Ana');
      expect(inputOf(field(second.el, 'phone')).value).to.equal('');
      expect(restores).to.deep.equal([['firstName', 'email']]);
      // The form submits what was given back.
      const form = second.el.querySelector('form') as HTMLFormElement;
      expect(new FormData(form).get('firstName')).to.equal('Ana');
      await expect(second.el).to.be.accessible();
      expectQuiet(record);
    });
  });
}

describe('<vb-save-data> native fields', () => {
  it('keeps text, a select, a radio and a checkbox by name; never the password or the card number', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'));
    await typeInto(field(el, 'city') as unknown as HTMLInputElement, 'Leeds');
    const select = field(el, 'language') as unknown as HTMLSelectElement;
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    (el.querySelector('[name="contact"][value="text"]') as HTMLInputElement).click();
    (el.querySelector('[name="updates"]') as HTMLInputElement).click();
    await typeInto(field(el, 'password') as unknown as HTMLInputElement, 'hunter22');
    await typeInto(field(el, 'card') as unknown as HTMLInputElement, '4111111111111111');
    await waitFor(() => keptCookie('sd-preferences')?.values.updates, 'the checkbox kept');
    expect(keptCookie('sd-preferences')?.values).to.deep.equal({ city: ['Leeds'], language: ['es'], contact: ['text'], updates: ['yes'] });
    expect(getCookie('sd-preferences')).not.to.include('hunter22');
    expect(getCookie('sd-preferences')).not.to.include('4111');

    newVisit(wrapper);
    const changes: string[] = [];
    const onChange = (event: Event) => changes.push((event.target as HTMLInputElement).name);
    document.addEventListener('change', onChange);
    cleanups.push(() => document.removeEventListener('change', onChange));
    const again = await mountExample(exampleNamed(examples, 'default'));
    await waitFor(() => (field(again.el, 'city') as unknown as HTMLInputElement).value === 'Leeds', 'the town given back');
    expect((field(again.el, 'language') as unknown as HTMLSelectElement).value).to.equal('es');
    expect((again.el.querySelector('[name="contact"][value="text"]') as HTMLInputElement).checked).to.equal(true);
    expect((again.el.querySelector('[name="contact"][value="email"]') as HTMLInputElement).checked).to.equal(false);
    expect((again.el.querySelector('[name="updates"]') as HTMLInputElement).checked).to.equal(true);
    expect((field(again.el, 'password') as unknown as HTMLInputElement).value).to.equal('');
    expect(changes).to.include.members(['city', 'language', 'contact', 'updates']);
    await expect(again.el).to.be.accessible();
    expectQuiet(record);
  });

  it('a field emptied is forgotten; a field not on this page keeps its value', async () => {
    setCookie('sd-test', JSON.stringify({ t: Date.now() - DAY, values: { city: ['York'], elsewhere: ['kept'] } }), { days: 365 });
    const { el } = await mountHtml(`<vb-save-data cookie="sd-test"><label>Town <input name="city"></label></vb-save-data>`);
    const city = field(el, 'city') as unknown as HTMLInputElement;
    await waitFor(() => city.value === 'York', 'the town given back');
    city.select();
    await sendKeys({ press: 'Backspace' });
    city.blur();
    await settle();
    await waitFor(() => !keptCookie('sd-test')?.values.city, 'the town forgotten');
    expect(keptCookie('sd-test')?.values).to.deep.equal({ elsewhere: ['kept'] });
    expectQuiet(record);
  });

  it('a copy older than 365 days is removed and nothing is given back', async () => {
    const restores = events('vb-save-data-restore');
    setCookie('sd-test', JSON.stringify({ t: Date.now() - 366 * DAY, values: { city: ['York'] } }), { days: 365 });
    const { el } = await mountHtml(`<vb-save-data cookie="sd-test"><label>Town <input name="city"></label></vb-save-data>`);
    await waitFor(() => getCookie('sd-test') === undefined, 'the old copy removed');
    expect((field(el, 'city') as unknown as HTMLInputElement).value).to.equal('');
    expect(restores).to.deep.equal([]);
    expectQuiet(record);
  });

  it('the cookie lasts 365 days from the last change', async () => {
    const { el } = await mountHtml(`<vb-save-data cookie="sd-test"><label>Town <input name="city"></label></vb-save-data>`);
    await typeInto(field(el, 'city') as unknown as HTMLInputElement, 'Hull');
    await waitFor(() => keptCookie('sd-test'), 'kept');
    const store = (window as unknown as { cookieStore: { get(name: string): Promise<{ expires: number | null } | null> } }).cookieStore;
    const cookie = await store.get('sd-test');
    const days = ((cookie?.expires ?? 0) - Date.now()) / DAY;
    expect(days).to.be.within(364.9, 365.1);
  });

  it('a cookie that is not ours, or not JSON, is removed without a word and the fields stay as written', async () => {
    setCookie('sd-test', 'not json');
    const { el } = await mountHtml(`<vb-save-data cookie="sd-test"><label>Town <input name="city" value="Bath"></label></vb-save-data>`);
    await settle();
    expect((field(el, 'city') as unknown as HTMLInputElement).value).to.equal('Bath');
    setCookie('sd-test', JSON.stringify({ values: { city: ['York'] } }));
    const again = await mountHtml(`<vb-save-data cookie="sd-test"><label>Town <input name="city" value="Bath"></label></vb-save-data>`);
    await waitFor(() => getCookie('sd-test') === undefined, 'the foreign copy removed');
    expect((field(again.el, 'city') as unknown as HTMLInputElement).value).to.equal('Bath');
    expectQuiet(record);
  });

  it('values too long for one cookie are not kept, with a warning naming the element, the field and the cookie', async () => {
    const { el } = await mountHtml(`<vb-save-data cookie="sd-test"><label>Note <textarea name="note"></textarea></label></vb-save-data>`);
    const note = field(el, 'note') as unknown as HTMLTextAreaElement;
    note.value = 'ä'.repeat(2000);
    note.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => record.warnings.length > 0, 'a warning');
    expect(record.warnings).to.deep.equal(['<vb-save-data>: the values of note are too long to keep in the cookie "sd-test"; they are not kept.']);
    expect(getCookie('sd-test')).to.equal(undefined);
    expect(note.value).to.equal('ä'.repeat(2000));
  });

  it('the cookie attribute is read as a prop, empty means the default', async () => {
    const { el } = await mountHtml(`<vb-save-data cookie=""><label>Town <input name="city"></label></vb-save-data>`);
    expect((el as HTMLElement & { cookie: string }).cookie).to.equal('vb-save-data');
    await typeInto(field(el, 'city') as unknown as HTMLInputElement, 'Ely');
    await waitFor(() => keptCookie()?.values.city?.[0] === 'Ely', 'kept in the default cookie');
    el.setAttribute('cookie', 'sd-test');
    await settle();
    expect((el as HTMLElement & { cookie: string }).cookie).to.equal('sd-test');
  });
});
