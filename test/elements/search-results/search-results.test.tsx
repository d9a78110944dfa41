import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/search-results/define.ts';
import type { SearchResultsLoadDetail } from '../../../elements/search-results/events.ts';
import { examples } from '../../../elements/search-results/examples.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, json, passThrough, requests, serverError, type Handler } from '../../support/network.ts';
import { waitFor } from '../../support/wait.ts';

const START_URL = location.href;
const C = '.vb-search-results__';
const root = (el: HTMLElement) => renderRoot(el);
const titles = (el: HTMLElement) => Array.from(root(el).querySelectorAll(`${C}title`), (node) => node.textContent);
const status = (el: HTMLElement) => root(el).querySelector(`${C}status`)?.textContent;
const pageLinks = (el: HTMLElement) => Array.from(root(el).querySelectorAll<HTMLAnchorElement>(`${C}page`));
const state = (el: HTMLElement, wanted: string) => waitFor(() => el.dataset.vbState === wanted, `data-vb-state="${wanted}" (now ${el.dataset.vbState})`, 8000);
const searchCalls = () => requests.filter((request) => new URL(request.url).pathname === '/api/search').map((request) => new URL(request.url).searchParams);

/** The page address a visitor arrives with. */
function arriveWith(search: string): void {
  history.replaceState(null, '', `${location.pathname}${search}`);
}

function dataLayer(): { event: string; component: { info: Record<string, unknown> } }[] {
  return ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as { event: string; component: { info: Record<string, unknown> } }[];
}

describe('vb-search-results', () => {
  before(async function () {
    this.timeout(60000);
    await fetch('/api/search?query=warm');
  });

  beforeEach(() => {
    fakeNetwork(passThrough);
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  afterEach(() => {
    history.replaceState(null, '', START_URL);
  });

  it('reads ?query=, asks for the first page and lists url, title, image and description as text', async () => {
    arriveWith('?query=temple');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'results');
    const [params] = searchCalls();
    expect(params?.get('query')).to.equal('temple');
    expect(params?.get('offset')).to.equal('0');
    expect(params?.get('numResults')).to.equal('10');
    expect(params?.has('facet')).to.equal(false);
    expect(titles(el)).to.have.length(10);
    expect(titles(el)[0]).to.equal('Temple Marriage');
    expect(status(el)).to.equal('1–10 of 14 results for “temple”');
    const first = root(el).querySelector(`${C}result`)!;
    expect(first.querySelector('a')!.getAttribute('href')).to.equal(`${location.origin}/pages/temple-marriage`);
    expect(first.querySelector(`${C}url`)!.textContent).to.equal(`${location.host}/pages/temple-marriage`);
    expect(first.querySelector('img')!.getAttribute('src')).to.match(/^http:\/\/[^/]+\/static\/svgs\/[a-z-]+\.svg$/);
    expect(first.querySelector('img')!.getAttribute('alt')).to.equal('');
    expect(first.querySelector(`${C}description`)!.textContent).to.not.equal('');
    expect(root(el).querySelector('h3')!.textContent).to.equal('Search results');
    expect(first.querySelector('h4')).to.not.equal(null);
    expect(pageLinks(el).map((a) => a.textContent)).to.deep.equal(['1', '2']);
    expect(pageLinks(el)[0]!.getAttribute('aria-current')).to.equal('page');
    await expect(el).to.be.accessible();
  });

  it('a page button asks for that offset, keeps the page in the URL, moves focus to the heading; back returns', async () => {
    arriveWith('?query=temple');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'results');
    pageLinks(el)[1]!.click();
    await waitFor(() => status(el) === '11–14 of 14 results for “temple”', 'page 2', 8000);
    expect(new URL(location.href).searchParams.get('page')).to.equal('2');
    expect(searchCalls().at(-1)?.get('offset')).to.equal('10');
    expect(titles(el)).to.have.length(4);
    expect(pageLinks(el)[1]!.getAttribute('aria-current')).to.equal('page');
    expect(root(el).querySelector('ol')!.getAttribute('start')).to.equal('11');
    const heading = root(el).querySelector('h3')!;
    expect((el.shadowRoot ?? document).activeElement).to.equal(heading);
    history.back();
    await waitFor(() => status(el) === '1–10 of 14 results for “temple”', 'page 1 again after back', 8000);
    expect(new URL(location.href).searchParams.has('page')).to.equal(false);
  });

  it('at most 5 page buttons; no previous on the first page, no next on the last; the arrows move one page', async () => {
    arriveWith('?light=service');
    const { el } = await mountExample(exampleNamed(examples, 'light-dom'));
    await state(el, 'results');
    expect(pageLinks(el).map((a) => a.textContent)).to.deep.equal(['1', '2', '3', '4', '5']);
    expect(pageLinks(el).map((a) => a.getAttribute('aria-label'))).to.deep.equal(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
    expect(el.querySelector('a.vb-search-results__previous')).to.equal(null);
    el.querySelector<HTMLAnchorElement>('a.vb-search-results__next')!.click();
    await waitFor(() => new URL(location.href).searchParams.get('light-page') === '2', 'page 2 in the URL');
    await waitFor(() => status(el) === '4–6 of 28 results for “service”', 'page 2', 8000);
    pageLinks(el)[4]!.click();
    await waitFor(() => status(el) === '13–15 of 28 results for “service”', 'page 5', 8000);
    expect(el.querySelector('a.vb-search-results__next')).to.equal(null);
    expect(el.querySelector('a.vb-search-results__previous')!.getAttribute('aria-label')).to.equal('Previous page');
    await expect(el).to.be.accessible();
  });

  it('a page past the last one in the URL shows the last page instead', async () => {
    arriveWith('?query=temple&page=5');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await waitFor(() => status(el) === '11–14 of 14 results for “temple”', 'the last page', 8000);
    expect(new URL(location.href).searchParams.get('page')).to.equal('2');
  });

  it('nothing matched: the no-results message and no pages', async () => {
    arriveWith('?query=zzzzqqqx');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'empty');
    expect(status(el)).to.equal('No results for “zzzzqqqx”. Try different or fewer words.');
    expect(root(el).querySelector('nav')).to.equal(null);
    expect(root(el).querySelector('ol')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('no search in the URL: the prompt, and no call', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'idle');
    expect(status(el)).to.equal('Search the site to see results here.');
    expect(searchCalls()).to.have.length(0);
  });

  it('a non-200 answer: the no-results message, zero pages, and a retry that asks again', async () => {
    const record = recordConsole();
    fakeNetwork(() => serverError(503, 'Service Unavailable'));
    arriveWith('?query=temple');
    const events: SearchResultsLoadDetail[] = [];
    document.addEventListener('vb-search-results-load', (event) => events.push((event as CustomEvent<SearchResultsLoadDetail>).detail));
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'error');
    record.restore();
    expect(status(el)).to.equal('No results for “temple”. Try different or fewer words.');
    expect(root(el).querySelector('nav')).to.equal(null);
    expect(events.at(-1)).to.deep.include({ query: 'temple', pages: 0, matches: 0, failed: true });
    expect(record.warnings.join('\n')).to.contain('<vb-search-results>');
    await expect(el).to.be.accessible();
    fakeNetwork(passThrough);
    const retry = root(el).querySelector<HTMLButtonElement>(`${C}retry`)!;
    expect(retry.textContent).to.equal('Try again');
    retry.focus();
    await sendKeys({ press: 'Enter' });
    await state(el, 'results');
    expect(titles(el)[0]).to.equal('Temple Marriage');
  });

  it('a bad attribute the server refuses: the error state and a warning naming the attribute', async () => {
    const record = recordConsole();
    arriveWith('?query=temple');
    const { el } = await mountHtml('<vb-search-results facet="sermons"></vb-search-results>');
    await state(el, 'error');
    record.restore();
    expect(searchCalls()[0]?.get('facet')).to.equal('sermons');
    expect(record.warnings.some((warning) => warning.startsWith('<vb-search-results>: the search service refused facet'))).to.equal(true);
  });

  it('num-results that is not 1 to 50 asks for 10 and warns naming num-results', async () => {
    const record = recordConsole();
    arriveWith('?query=temple');
    const { el } = await mountHtml('<vb-search-results num-results="500"></vb-search-results>');
    await state(el, 'results');
    record.restore();
    expect(searchCalls()[0]?.get('numResults')).to.equal('10');
    expect(record.warnings.some((warning) => warning.includes('num-results="500" is not a whole number from 1 to 50'))).to.equal(true);
  });

  it('a heading-level that is not 1 to 6 gives an h2 and warns naming heading-level', async () => {
    const record = recordConsole();
    arriveWith('?query=temple');
    const { el } = await mountHtml('<vb-search-results heading-level="9"></vb-search-results>');
    await state(el, 'results');
    record.restore();
    expect(root(el).querySelector('h2')?.textContent).to.equal('Search results');
    expect(record.warnings).to.include('<vb-search-results>: attribute heading-level="9" is not a whole number from 1 to 6; using the default (2).');
  });

  it('shows "Searching…" while the answer is on its way', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    arriveWith('?query=temple');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'loading');
    expect(status(el)).to.equal('Searching…');
    expect(root(el).querySelector(`${C}status`)!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    gate.release();
    await state(el, 'results');
  });

  it('takes the same height while searching as with a full page of results: placeholder rows, hidden from assistive technology', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    arriveWith('?query=temple');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'loading');
    const placeholders = root(el).querySelector(`${C}placeholders`)!;
    expect(placeholders.getAttribute('aria-hidden')).to.equal('true');
    expect(placeholders.querySelectorAll('li')).to.have.length(10);
    const loading = el.getBoundingClientRect().height;
    gate.release();
    await state(el, 'results');
    expect(titles(el)).to.have.length(10);
    expect(pageLinks(el)).to.have.length(2);
    expect(root(el).querySelector(`${C}placeholders`)).to.equal(null);
    expect(el.getBoundingClientRect().height).to.equal(loading);
  });

  it('only the last query’s answer shows: a slow answer to an older search never replaces a newer one', async () => {
    const slow = held(passThrough);
    // The box's example keeps its search in ?events=; its first search (temple) is the slow one.
    const handler: Handler = (request) => (new URL(request.url).searchParams.get('query') === 'temple' ? slow(request) : passThrough(request));
    fakeNetwork(handler);
    arriveWith('?events=temple');
    const { el } = await mountExample(exampleNamed(examples, 'events'));
    await state(el, 'loading');
    const input = root(el).querySelector<HTMLInputElement>('input')!;
    expect(input.value).to.equal('temple');
    input.focus();
    input.select();
    await sendKeys({ type: 'family' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => titles(el).includes('Family History Fair'), 'the newer search’s results', 8000);
    slow.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(titles(el)).to.deep.equal(['Family Discovery Day', 'Family History Fair']);
    expect(new URL(location.href).searchParams.get('events')).to.equal('family');
    expect(searchCalls().map((params) => params.get('facet'))).to.deep.equal(['events', 'events']);
  });

  it('markup and script in an answer show as text; only http(s) addresses become links and images', async () => {
    fakeNetwork(() =>
      json({
        results: [
          {
            url: 'javascript:alert(1)',
            title: '<img src=x onerror="window.__searchXss=1">Bad <b>title</b>',
            image: 'javascript:alert(2)',
            description: '<script>window.__searchXss=2</script>Plain',
          },
          { url: '/pages/ok', title: 'Fine', image: 'data:image/svg+xml,<svg/>', description: '' },
        ],
        matches: 2,
      }),
    );
    arriveWith('?query=x');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'results');
    const [bad, ok] = Array.from(root(el).querySelectorAll(`${C}result`));
    expect(bad!.querySelector('a')).to.equal(null);
    expect(bad!.querySelector('img')).to.equal(null);
    expect(bad!.querySelector('b, script')).to.equal(null);
    expect(bad!.querySelector(`${C}title`)!.textContent).to.equal('Bad title');
    expect(bad!.querySelector(`${C}description`)!.textContent).to.equal('Plain');
    expect(ok!.querySelector('a')!.getAttribute('href')).to.equal(`${location.origin}/pages/ok`);
    expect(ok!.querySelector('img')).to.equal(null);
    expect((window as unknown as { __searchXss?: number }).__searchXss).to.equal(undefined);
  });

  it('sends a search analytic for each answer and a click analytic when a result is opened', async () => {
    arriveWith('?query=baptism');
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'results');
    const search = dataLayer().find((event) => event.component.info.interactionText === 'baptism');
    expect(search?.component.info).to.deep.include({ contentTitle: 'Search results', interactionText: 'baptism', matches: 3, page: 1, failed: false });
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    try {
      root(el).querySelector<HTMLAnchorElement>(`${C}title`)!.click();
    } finally {
      window.removeEventListener('click', stay);
    }
    const click = dataLayer().at(-1);
    expect(click?.component.info).to.deep.include({ interactionText: 'Baptism and Confirmation', link: `${location.origin}/pages/baptism-and-confirmation` });
  });

  it('the search box searches again in place and pushes a history entry; the same search asks again', async () => {
    arriveWith('?events=');
    const { el } = await mountExample(exampleNamed(examples, 'events'));
    await state(el, 'idle');
    const input = root(el).querySelector<HTMLInputElement>('input')!;
    expect(root(el).querySelector('label')!.textContent).to.equal('Search the site');
    const before = history.length;
    input.focus();
    await sendKeys({ type: 'temple' });
    await sendKeys({ press: 'Enter' });
    await state(el, 'results');
    expect(titles(el)).to.deep.equal(['Temple Dedication Broadcast', 'Temple Open House Tours']);
    expect(history.length).to.equal(before + 1);
    root(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => searchCalls().length === 2, 'the same search asked again');
    await state(el, 'results');
    await expect(el).to.be.accessible();
  });

  it('own wording, numbers in the element’s language', async () => {
    arriveWith('?consulta=service&pagina=2');
    const { el } = await mountExample(exampleNamed(examples, 'own-wording'));
    await state(el, 'results');
    expect(status(el)).to.equal('11–20 de 28 resultados para «service»');
    expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Páginas de resultados');
    expect(pageLinks(el).map((a) => a.getAttribute('aria-label'))).to.deep.equal(['Página 1', 'Página 2', 'Página 3']);
    await expect(el).to.be.accessible();
  });

  it('an empty search box is not searched: marked invalid with its message until typed in', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await state(el, 'idle');
    const input = root(el).querySelector<HTMLInputElement>('input')!;
    root(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 'the box marked invalid');
    const message = root(el).querySelector(`#${input.getAttribute('aria-describedby')}`);
    expect(message?.textContent).to.equal('Type a word or two to search for.');
    expect((el.shadowRoot ?? document).activeElement).to.equal(input);
    expect(searchCalls()).to.have.length(0);
    await expect(el).to.be.accessible();
    await sendKeys({ type: 't' });
    await waitFor(() => !input.hasAttribute('aria-invalid'), 'the mark cleared on typing');
  });
});
