import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/church-product-filter/define.ts';
import type { ChurchProductFilterChangeDetail } from '../../../elements/church-product-filter/events.ts';
import { examples } from '../../../elements/church-product-filter/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { settle, waitFor } from '../../support/wait.ts';

const select = (el: HTMLElement) => renderRoot(el).querySelector<HTMLSelectElement>('select')!;
const optionTexts = (el: HTMLElement) => Array.from(select(el).options, (o) => [o.value, o.textContent]);
const boxes = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
const checkedCodes = (el: HTMLElement) =>
  boxes(el)
    .filter((b) => b.checked)
    .map((b) => b.value);
const visibleItems = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('li'))
    .filter((li) => !li.hidden)
    .map((li) => li.textContent);

function changes(el: HTMLElement): string[][] {
  const seen: string[][] = [];
  el.addEventListener('vb-church-product-filter-change', (event) => seen.push((event as CustomEvent<ChurchProductFilterChangeDetail>).detail.languages));
  return seen;
}

const startUrl = location.href;
afterEach(() => history.replaceState(null, '', startUrl));

describe('vb-church-product-filter', () => {
  it('names the codes in the page language, with "All languages" first; axe clean', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    expect(optionTexts(el)).to.deep.equal([
      ['', 'All languages'],
      ['en', 'English'],
      ['es', 'Spanish'],
      ['fr', 'French'],
      ['pt', 'Portuguese'],
      ['to', 'Tongan'],
      ['sm', 'Samoan'],
    ]);
    expect(select(el).value).to.equal('');
    expect(renderRoot(el).querySelector('label')?.textContent).to.equal('Language');
    await expect(el).to.be.accessible();
  });

  it('keyboard: arrows in the select choose a language and send the change event', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const seen = changes(el);
    select(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(select(el).value).to.equal('es');
    expect(seen.at(-1)).to.deep.equal(['es']);
    expect(el.getAttribute('data-vb-selected')).to.equal('es');
    await sendKeys({ press: 'Home' });
    await settle();
    expect(seen.at(-1)).to.deep.equal([]);
    expect(el.getAttribute('data-vb-selected')).to.equal('');
  });

  it('options from the markup keep their own names and the selected one', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'markup-options'));
    expect(optionTexts(el).slice(1)).to.deep.equal([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['ko', '한국어'],
    ]);
    expect(select(el).value).to.equal('es');
    expect(renderRoot(el).querySelector('label')?.textContent).to.equal('Language of the meeting');
  });

  it('multiple + target: checkboxes filter the marked items, count announced, event in list order', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'filter-a-list'));
    const list = wrapper.querySelector<HTMLElement>('#congregations')!;
    const seen = changes(el);
    expect(visibleItems(list)).to.have.length(5);
    const [, es, to] = boxes(el);
    to!.focus();
    await sendKeys({ press: 'Space' });
    es!.click();
    await settle();
    expect(seen).to.deep.equal([['to'], ['es', 'to']]);
    expect(visibleItems(list)).to.deep.equal([
      'Provo 1st Ward (Spanish)',
      'Provo Tongan Ward',
      'Provo YSA 2nd Ward (English and Spanish)',
      'Provo Family History Centre (every language)',
    ]);
    expect(renderRoot(el).querySelector('[role="status"]')?.textContent).to.equal('3 of 4 shown');
    to!.click();
    await settle();
    expect(visibleItems(list)).to.have.length(3);
    es!.click();
    await settle();
    expect(seen.at(-1)).to.deep.equal([]);
    expect(visibleItems(list)).to.have.length(5);
    expect(renderRoot(el).querySelector('legend')?.textContent).to.equal('Language');
    await expect(el).to.be.accessible();
  });

  it('filters items added later, and never shows an item the page hid itself', async () => {
    const { el, wrapper } = await mountHtml(
      `<vb-church-product-filter value="es" target="later-list" languages='["en","es"]'></vb-church-product-filter>
       <ul id="later-list"><li data-vb-language="es" hidden>Hidden by the page</li></ul>`,
    );
    const list = wrapper.querySelector<HTMLElement>('#later-list')!;
    list.insertAdjacentHTML('beforeend', '<li data-vb-language="en">English ward</li><li data-vb-language="es">Spanish ward</li>');
    await waitFor(() => list.querySelector<HTMLElement>('[data-vb-language="en"]')!.hidden, 'the added English item to be hidden');
    expect(visibleItems(list)).to.deep.equal(['Spanish ward']);
    select(el).value = '';
    select(el).dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(visibleItems(list)).to.deep.equal(['English ward', 'Spanish ward']);
    el.remove();
    await settle();
    expect(list.querySelector('[data-vb-filter-hidden]')).to.equal(null);
  });

  it('url-param: the choice replaces the address (no new history entry); all removes it', async () => {
    history.replaceState(null, '', `${location.pathname}?location=Provo#top`);
    const { el } = await mountExample(exampleNamed(examples, 'url-param'));
    const entries = history.length;
    select(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    const url = new URL(location.href);
    expect(url.searchParams.get('languages')).to.equal('es');
    expect(url.searchParams.get('location')).to.equal('Provo');
    expect(url.hash).to.equal('#top');
    expect(history.length).to.equal(entries);
    await sendKeys({ press: 'Home' });
    await settle();
    expect(new URL(location.href).searchParams.has('languages')).to.equal(false);
  });

  it('url-param: a page opened with the parameter shows it; back/forward re-reads it', async () => {
    history.replaceState(null, '', `${location.pathname}?languages=fr`);
    const { el } = await mountExample(exampleNamed(examples, 'url-param'));
    expect(select(el).value).to.equal('fr');
    history.replaceState(null, '', `${location.pathname}?languages=es`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => select(el).value === 'es', 'the filter to follow the address');
    history.replaceState(null, '', `${location.pathname}?languages=es,fr`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => select(el).value === '', 'several languages to start on all');
  });

  it('the initial value uses the single selected language; multiple checks every one', async () => {
    const { wrapper } = await mountExample(exampleNamed(examples, 'several-first-values'));
    const [single, multiple] = Array.from(wrapper.querySelectorAll<HTMLElement>('vb-church-product-filter'));
    await waitFor(() => multiple!.shadowRoot?.querySelector('input'), 'the second filter');
    expect(select(single!).value).to.equal('');
    expect(checkedCodes(multiple!)).to.deep.equal(['es', 'fr']);
  });

  it('names languages in the language of its section, with its own wording', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'own-wording'));
    expect(optionTexts(el)).to.deep.equal([
      ['', 'Todos los idiomas'],
      ['en', 'inglés'],
      ['es', 'español'],
      ['fr', 'francés'],
      ['pt', 'portugués'],
    ]);
    expect(renderRoot(el).querySelector('label')?.textContent).to.equal('Idioma');
  });

  it('attributes to props: a new list, multiple on and off, a new value', async () => {
    const { el } = await mountHtml(`<vb-church-product-filter languages='["en"]'></vb-church-product-filter>`);
    el.setAttribute('languages', '[{"value":"es","label":"Español"},"to"]');
    await waitFor(() => select(el).options.length === 3, 'the new list');
    expect(optionTexts(el).slice(1)).to.deep.equal([
      ['es', 'Español'],
      ['to', 'Tongan'],
    ]);
    el.setAttribute('value', 'to');
    await waitFor(() => select(el).value === 'to', 'the new value');
    el.setAttribute('multiple', '');
    await waitFor(() => boxes(el).length === 2, 'checkboxes');
    expect(checkedCodes(el)).to.deep.equal(['to']);
    el.removeAttribute('multiple');
    await waitFor(() => renderRoot(el).querySelector('select'), 'the select again');
  });

  it('light DOM: the checkboxes are in the page with their classes', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'light-dom'));
    expect(el.querySelectorAll('input.vb-church-product-filter__checkbox')).to.have.length(2);
    await expect(el).to.be.accessible();
  });
});
