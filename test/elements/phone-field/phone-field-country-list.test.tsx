/**
 * vb-phone-field mounts without its country list: the closed box shows a flag and a calling code, and the 245
 * names (page language and English, Intl.DisplayNames) and their sort wait for the visitor: a pointer over the
 * box, focus in it, the list opening, a search. Every name the page asks of Intl is counted here (a wrapped
 * Intl.DisplayNames). A file of its own: the lists are cached per locale for the page, so each test uses a
 * locale no other test here uses.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { getCountries } from 'libphonenumber-js/max';
import '../../../elements/phone-field/define.ts';
import { loadPhoneLib } from '../../../elements/phone-field/phone-field.tsx';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { countIntlNames } from './count-names.ts';
import { settle, waitFor } from '../../support/wait.ts';

const root = (el: HTMLElement) => renderRoot(el);
const combo = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('[role="combobox"]')!;
const toggle = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('.vb-phone-field__country-toggle')!;
const options = (el: HTMLElement) => Array.from(root(el).querySelectorAll<HTMLElement>('[role="option"]'));
const activeOption = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="option"][aria-selected="true"]');

const { counted, stop } = countIntlNames();
after(stop);

beforeEach(() => sessionStorage.clear());
afterEach(() => resetMouse());

/** Mounted, its metadata loaded (the country box enabled), and a few frames and timers later. */
async function mount(html: string): Promise<HTMLElement[]> {
  await loadPhoneLib();
  const { wrapper } = await mountHtml(html);
  const fields = Array.from(wrapper.querySelectorAll<HTMLElement>('vb-phone-field'));
  await waitFor(() => fields.every((el) => !combo(el).disabled), 'the phone metadata');
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await settle();
  return fields;
}

async function pointAt(element: HTMLElement): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
  await settle();
}

describe('vb-phone-field: the country list is built when the visitor comes to it, not at mount', () => {
  it('a closed field names no country; a pointer over the box builds the list (and names the country), so opening asks for none', async () => {
    const before = { ...counted };
    const [el] = await mount(`<vb-phone-field lang="sv" country="SE" verify="false"></vb-phone-field>`);
    expect(combo(el!).value).to.equal('🇸🇪 +46');
    expect(counted).to.deep.equal(before);
    expect(combo(el!).hasAttribute('title')).to.equal(false);
    await expect(el!).to.be.accessible();

    await pointAt(combo(el!));
    expect(combo(el!).title).to.equal('Sverige');
    expect(counted.names - before.names).to.be.at.least(getCountries().length);

    const warmed = { ...counted };
    await sendMouse({
      type: 'click',
      position: [Math.round(toggle(el!).getBoundingClientRect().left + 4), Math.round(toggle(el!).getBoundingClientRect().top + 4)],
    });
    await settle();
    expect(options(el!)).to.have.length(getCountries().length);
    expect(activeOption(el!)?.textContent).to.contain('Sverige');
    expect(counted).to.deep.equal(warmed);
  });

  it('focus in the box builds it too: the box is named before a key is pressed', async () => {
    const before = { ...counted };
    const [el] = await mount(`<vb-phone-field lang="da" country="DK" verify="false"></vb-phone-field>`);
    expect(counted).to.deep.equal(before);
    combo(el!).focus();
    await settle();
    expect(combo(el!).title).to.equal('Danmark');
    const focused = { ...counted };
    await sendKeys({ type: 'tysk' });
    await settle();
    expect(options(el!)[0]?.textContent).to.contain('Tyskland');
    expect(counted).to.deep.equal(focused);
  });

  it('a list opened at once is whole, and searched in the page language, English, by +code and alpha-2', async () => {
    const before = { ...counted };
    const [el] = await mount(`<vb-phone-field lang="nl" country="NL" verify="false"></vb-phone-field>`);
    expect(counted).to.deep.equal(before);
    toggle(el!).click();
    await settle();
    expect(options(el!)).to.have.length(getCountries().length);
    expect(activeOption(el!)?.id.endsWith('-NL')).to.equal(true);
    expect(activeOption(el!)?.textContent).to.contain('Nederland');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(options(el!)).to.have.length(0);
    expect(combo(el!).title).to.equal('Nederland');

    for (const [typed, found, name] of [
      ['duits', 'DE', 'Duitsland'],
      ['Germany', 'DE', 'Duitsland'],
      ['+44', 'GB', 'Verenigd Koninkrijk'],
      ['be', 'BE', 'België'],
    ] as const) {
      combo(el!).select();
      await sendKeys({ type: typed });
      await settle();
      expect(options(el!)[0]?.id.endsWith(`-${found}`), typed).to.equal(true);
      expect(options(el!)[0]?.textContent, typed).to.contain(name);
    }
  });

  it('Down in a closed box opens the whole list on the current country', async () => {
    const [el] = await mount(`<vb-phone-field lang="fi" country="FI" verify="false"></vb-phone-field>`);
    combo(el!).focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(options(el!)).to.have.length(getCountries().length);
    expect(activeOption(el!)?.id.endsWith('-FI')).to.equal(true);
    expect(activeOption(el!)?.textContent).to.contain('Suomi');
  });

  it('fields sharing a locale share one list: the second (in the light DOM) names nothing when the visitor comes to it', async () => {
    const before = { ...counted };
    const [home, work] = await mount(
      `<form><vb-phone-field name="home" lang="pl" country="PL" verify="false"></vb-phone-field>` +
        `<vb-phone-field render="light" name="work" lang="pl" country="DE" verify="false"></vb-phone-field></form>`,
    );
    expect(counted).to.deep.equal(before);
    await pointAt(combo(home!));
    expect(combo(home!).title).to.equal('Polska');
    const listed = { ...counted };
    await pointAt(combo(work!));
    expect(combo(work!).title).to.equal('Niemcy');
    expect(counted).to.deep.equal(listed);
    expect(work!.shadowRoot).to.equal(null);
  });
});
