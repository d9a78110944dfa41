import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/poll/define.ts';
import { meta } from '../../elements/poll/meta.ts';
import { COOKIE_MAX_BYTES, findStoredVote, fitCookie, MAX_POLL_ID_CHARS, normaliseCookie, parseAnswers, parseCounts, POLL_COOKIE, serverPollId, withVote, type PollCookie } from '../../elements/poll/poll-data.ts';
import type { PollErrorDetail, PollResultsDetail, PollVoteDetail } from '../../elements/poll/poll.tsx';
import { deleteCookie, getCookie, getJsonCookie, setCookie, setJsonCookie } from '../../src/storage.ts';

// ---------------------------------------------------------------------------------------------
// The network: an in-memory implementation of the server contract (spec section 7, POST /api/polls)
// for the happy path, and failing answers for the error paths.

interface PollCall {
  url: string;
  method: string;
  body: { question?: unknown; vote?: unknown };
}

const realFetch = window.fetch;
let calls: PollCall[] = [];

function recordCall(input: RequestInfo | URL, init?: RequestInit): PollCall {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const call: PollCall = { url, method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? '{}')) as PollCall['body'] };
  calls.push(call);
  return call;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server contract in memory: ten counters per question; vote 10 only reads them. */
function serveInMemory(seed: Record<string, number[]> = {}, gate?: Promise<void>): Map<string, number[]> {
  const counts = new Map<string, number[]>(Object.entries(seed).map(([q, c]) => [q, [...c]]));
  window.fetch = async (input, init) => {
    const call = recordCall(input, init);
    if (gate) await gate;
    if (new URL(call.url, location.href).pathname !== '/api/polls' || call.method !== 'POST') return json({ error: 'not found' }, 404);
    const { question, vote } = call.body;
    if (typeof question !== 'string' || !question.trim()) return json({ error: 'question is required', field: 'question' }, 400);
    if (typeof vote !== 'number' || !Number.isInteger(vote) || vote < 0 || vote > 10) return json({ error: 'vote must be 0-10', field: 'vote' }, 400);
    const list = counts.get(question) ?? Array.from({ length: 10 }, () => 0);
    if (vote < 10) list[vote] = (list[vote] ?? 0) + 1;
    counts.set(question, list);
    return json({ data: JSON.stringify({ data: list }) });
  };
  return counts;
}

function serveFailure(kind: '500' | 'network' | 'bad-json' | 'bad-shape' | '400'): void {
  window.fetch = async (input, init) => {
    recordCall(input, init);
    switch (kind) {
      case '500':
        return new Response('Internal Server Error', { status: 500 });
      case '400':
        return json({ error: 'vote must be 0-10', field: 'vote' }, 400);
      case 'network':
        throw new TypeError('Failed to fetch');
      case 'bad-json':
        return new Response('{"data": "{not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
      case 'bad-shape':
        return json({ data: JSON.stringify({ counts: 'none' }) });
    }
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// ---------------------------------------------------------------------------------------------
// Helpers

const ANSWERS = [
  { voteid: 0, text: 'Sunday' },
  { voteid: 1, text: 'Saturday' },
  { voteid: 3, text: 'A weekday evening' },
];
const QUESTION = 'When should the family history class meet?';

type PollElement = HTMLElement & { answers: unknown; question: string; pollId: string; group: string };

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function waitFor<T>(find: () => T | null | undefined | false, what: string, timeoutMs = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function root(el: HTMLElement): ParentNode {
  return el.shadowRoot ?? el;
}
function buttons(el: HTMLElement): HTMLButtonElement[] {
  return Array.from(root(el).querySelectorAll<HTMLButtonElement>('button[part~="answer"]'));
}
function button(el: HTMLElement, text: string): HTMLButtonElement {
  const found = buttons(el).find((b) => b.textContent === text);
  if (!found) throw new Error(`no answer button "${text}"`);
  return found;
}
function errorText(el: HTMLElement): string {
  return root(el).querySelector('[role="alert"]')?.textContent ?? '';
}
function statusText(el: HTMLElement): string {
  return root(el).querySelector('[role="status"]')?.textContent ?? '';
}
function results(el: HTMLElement): Array<{ text: string; percent: string; chosen: boolean; width: string }> {
  return Array.from(root(el).querySelectorAll<HTMLElement>('[part~="result"]')).map((li) => ({
    text: li.querySelector('[part~="result-text"]')?.textContent ?? '',
    percent: li.querySelector('[part~="percent"]')?.textContent ?? '',
    chosen: li.querySelector('[part~="your-vote"]') !== null,
    width: (li.querySelector('[part~="bar-fill"]') as HTMLElement | null)?.style.inlineSize ?? '',
  }));
}
/** What has focus inside the poll, as text: failures then print a short line, not a DOM node. */
function focused(el: HTMLElement): string {
  const active = el.shadowRoot ? el.shadowRoot.activeElement : el.contains(document.activeElement) ? document.activeElement : null;
  return active ? `${active.localName}[${active.getAttribute('part') ?? ''}] ${active.textContent ?? ''}` : 'nothing';
}
function totalText(el: HTMLElement): string {
  return root(el).querySelector('[part~="total"]')?.textContent ?? '';
}
const hasResults = (el: HTMLElement) => root(el).querySelector('[part~="results"]');
const hasButtons = (el: HTMLElement) => buttons(el).length > 0;

async function poll(template: ReturnType<typeof html>): Promise<PollElement> {
  const el = await fixture<PollElement>(template);
  await tick();
  return el;
}

async function basicPoll(): Promise<PollElement> {
  const el = await poll(html`<vb-poll question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
  await waitFor(() => hasButtons(el), 'answer buttons');
  return el;
}

function storedCookie(): unknown {
  return getJsonCookie<unknown>(POLL_COOKIE);
}

/** The visitor's remembered vote for a question, whatever id it was stored under. */
function findStored(question: string): number | undefined {
  return findStoredVote(normaliseCookie(storedCookie()), 'Polls', serverPollId(question));
}

function listen<T>(target: EventTarget, name: string): T[] {
  const seen: T[] = [];
  target.addEventListener(name, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

interface CookieInfo {
  name: string;
  value: string;
  path: string;
  expires: number | null;
}
const cookieStore = (window as unknown as { cookieStore: { get(name: string): Promise<CookieInfo | null> } }).cookieStore;

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------

describe('vb-poll', () => {
  beforeEach(() => {
    deleteCookie(POLL_COOKIE);
    calls = [];
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => {
    window.fetch = realFetch;
    deleteCookie(POLL_COOKIE);
    delete window.visitorBlocksConfig;
  });

  describe('attributes to props', () => {
    it('renders the question as an h2 and one button per answer, in order', async () => {
      serveInMemory();
      const el = await basicPoll();
      const heading = root(el).querySelector('[part~="question"]') as HTMLElement;
      expect(heading.localName).to.equal('h2');
      expect(heading.textContent).to.equal(QUESTION);
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Sunday', 'Saturday', 'A weekday evening']);
      expect(buttons(el).map((b) => b.dataset.voteid)).to.deep.equal(['0', '1', '3']);
      const group = root(el).querySelector('[role="group"]') as HTMLElement;
      expect(group.getAttribute('aria-labelledby')).to.equal(heading.id);
      expect(calls, 'a new visitor costs no call').to.have.length(0);
      expect(el.getAttribute('data-vb-state')).to.equal('votable');
    });

    it('heading-level sets the heading element, invalid levels fall back to h2', async () => {
      serveInMemory();
      const el = await poll(html`<vb-poll question="Q" heading-level="4" answers='[{"voteid":0,"text":"A"}]'></vb-poll>`);
      await waitFor(() => root(el).querySelector('h4'), 'h4');
      el.setAttribute('heading-level', '9');
      await waitFor(() => root(el).querySelector('h2'), 'h2 fallback');
      el.removeAttribute('heading-level');
      await tick();
      expect(root(el).querySelector('[part~="question"]')?.localName).to.equal('h2');
    });

    it('poll-id defaults to the question and group to Polls (the call and the cookie say so)', async () => {
      serveInMemory();
      const el = await basicPoll();
      button(el, 'Saturday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(calls[0]?.body).to.deep.equal({ question: QUESTION, vote: 1 });
      expect(storedCookie()).to.deep.equal({ Polls: { ids: [QUESTION], votes: [1] } });
    });

    it('poll-id and group attributes are used when set; the question text is collapsed for the default id', async () => {
      serveInMemory();
      const el = await poll(html`<vb-poll question="  Camp
          dates? " poll-id="youth-camp-2025" group="Youth" answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      expect(root(el).querySelector('h2')?.textContent).to.equal('Camp dates?');
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(calls[0]?.body).to.deep.equal({ question: 'youth-camp-2025', vote: 0 });
      expect(storedCookie()).to.deep.equal({ Youth: { ids: ['youth-camp-2025'], votes: [0] } });
    });

    it('answers can be set as a property (a property, never written back to the attribute)', async () => {
      serveInMemory();
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      const el = document.createElement('vb-poll') as PollElement;
      el.setAttribute('question', 'Q');
      wrapper.append(el);
      el.answers = [{ voteid: 5, text: 'Five' }];
      await waitFor(() => hasButtons(el), 'buttons');
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Five']);
      expect(el.hasAttribute('answers')).to.equal(false);
    });

    it('answers can be written as markup with data-voteid (shadow mode); the JSON attribute wins when both exist', async () => {
      serveInMemory();
      const el = await poll(html`<vb-poll question="Markup">
        <ul>
          <li data-voteid="2">Yes</li>
          <li data-voteid="7">  Not
            sure </li>
        </ul>
      </vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons from markup');
      expect(buttons(el).map((b) => [b.dataset.voteid, b.textContent])).to.deep.equal([
        ['2', 'Yes'],
        ['7', 'Not sure'],
      ]);
      // A CMS editing the markup later is picked up.
      const li = document.createElement('li');
      li.dataset.voteid = '9';
      li.textContent = 'No';
      el.querySelector('ul')?.appendChild(li);
      await waitFor(() => buttons(el).length === 3, 'added answer');
      el.setAttribute('answers', '[{"voteid":0,"text":"From JSON"}]');
      await waitFor(() => buttons(el).length === 1, 'JSON answers');
      expect(buttons(el)[0]?.textContent).to.equal('From JSON');
    });

    it('answers as markup also work in light mode, and the poll still votes', async () => {
      serveInMemory();
      const el = await poll(html`<vb-poll render="light" question="Light">
        <li data-voteid="4">Four</li><li data-voteid="6">Six</li>
      </vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      expect(el.shadowRoot).to.equal(null);
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Four', 'Six']);
      button(el, 'Six').click();
      await waitFor(() => hasResults(el), 'results');
      expect(results(el).map((r) => [r.text, r.percent, r.chosen])).to.deep.equal([
        ['Four', '0%', false],
        ['Six', '100%', true],
      ]);
    });

    it('drops invalid answers with one console warning naming them; keeps the valid ones', async () => {
      serveInMemory();
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: unknown) => warnings.push(String(message));
      try {
        const list = [{ voteid: 1, text: 'One' }, { voteid: 12, text: 'Twelve' }, { voteid: 1, text: 'Again' }, { voteid: 2 }, 'x', { voteid: '3', text: 'Three' }];
        const el = await poll(html`<vb-poll question="Q" answers=${JSON.stringify(list)}></vb-poll>`);
        await waitFor(() => hasButtons(el), 'buttons');
        expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['One', 'Three']);
        await waitFor(() => warnings.some((w) => w.includes('vb-poll')), 'the warning');
      } finally {
        console.warn = warn;
      }
      const warning = warnings.find((w) => w.includes('vb-poll'));
      expect(warning).to.contain('answer 2').and.to.contain('answer 3').and.to.contain('answer 4').and.to.contain('answer 5');
    });

    it('wording attributes replace the English defaults', async () => {
      serveInMemory({ 'Wording?': [1, 3, 0, 0, 0, 0, 0, 0, 0, 0] });
      const el = await poll(html`<vb-poll
        lang="es"
        question="Wording?"
        answers='[{"voteid":0,"text":"Sí"},{"voteid":1,"text":"No"}]'
        thank-you-text="¡Gracias por votar!"
        results-label="Resultados"
        total-label="{count} votos en total"
        your-vote-label="Tu voto"
        voting-text="Contando tu voto…"
      ></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      button(el, 'No').click();
      await tick();
      expect(statusText(el)).to.equal('Contando tu voto…');
      await waitFor(() => hasResults(el), 'results');
      expect(root(el).querySelector('[part~="thanks"]')?.textContent).to.equal('¡Gracias por votar!');
      expect(root(el).querySelector('[part~="results-label"]')?.textContent).to.equal('Resultados');
      expect(totalText(el)).to.equal('5 votos en total');
      expect(root(el).querySelector('[part~="your-vote"]')?.textContent).to.contain('Tu voto');
      // Percentages follow the page language (Spanish puts a space before %).
      expect(results(el).map((r) => r.percent.replace(/\s/g, ' '))).to.deep.equal(['20 %', '80 %']);
    });

    it('error-message replaces the default error wording', async () => {
      serveFailure('500');
      const el = await poll(html`<vb-poll question="Q" answers='[{"voteid":0,"text":"A"}]' error-message="Vote non compté."></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      buttons(el)[0]?.click();
      await waitFor(() => errorText(el), 'error');
      expect(errorText(el)).to.equal('Vote non compté.');
    });

    it('meta documents every prop, event, part and custom property the element uses', () => {
      expect(Object.keys(meta.props)).to.include.members(['question', 'pollId', 'group', 'answers', 'headingLevel', 'errorMessage']);
      expect(meta.props.group.default).to.equal('Polls');
      expect(meta.props.errorMessage.default).to.equal('Your vote could not be counted. Please try again.');
      expect(Object.keys(meta.events ?? {})).to.deep.equal(['vb-poll-vote', 'vb-poll-results', 'vb-poll-error']);
      expect(meta.events?.['vb-poll-vote']?.detail).to.contain('voteId: number');
      expect(Object.keys(meta.parts ?? {})).to.include.members(['question', 'answers', 'answer', 'results', 'bar', 'message']);
      expect(Object.keys(meta.cssProperties ?? {})).to.include('--vb-poll-bar-color');
    });
  });

  describe('voting', () => {
    it('disables every answer and announces the busy state while the call runs, then shows the results', async () => {
      const gate = deferred();
      serveInMemory({ [QUESTION]: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0] }, gate.promise);
      const el = await basicPoll();
      button(el, 'A weekday evening').click();
      await tick();
      expect(buttons(el).every((b) => b.getAttribute('aria-disabled') === 'true')).to.equal(true);
      expect(root(el).querySelector('[role="group"]')?.getAttribute('aria-busy')).to.equal('true');
      expect(statusText(el)).to.equal('Counting your vote…');
      expect(el.getAttribute('data-vb-state')).to.equal('voting');
      // A second click while busy sends nothing.
      button(el, 'Sunday').click();
      await tick();
      expect(calls).to.have.length(1);
      gate.resolve();
      await waitFor(() => hasResults(el), 'results');
      expect(calls).to.have.length(1);
      expect(calls[0]).to.include({ url: '/api/polls', method: 'POST' });
      expect(hasButtons(el), 'no answer can be chosen any more').to.equal(false);
      expect(statusText(el)).to.equal('');
      // 3 + 1 + 1 = 5 votes: 60 %, 20 %, 20 %.
      expect(results(el)).to.deep.equal([
        { text: 'Sunday', percent: '60%', chosen: false, width: '60%' },
        { text: 'Saturday', percent: '20%', chosen: false, width: '20%' },
        { text: 'A weekday evening', percent: '20%', chosen: true, width: '20%' },
      ]);
      expect(totalText(el)).to.equal('Total votes: 5');
      expect(root(el).querySelector('[part~="thanks"]')?.textContent).to.equal('Thank you for voting.');
      expect(el.getAttribute('data-vb-state')).to.equal('results');
    });

    it('rounds percentages and shares them among the answers shown', async () => {
      // Counter 9 belongs to no answer on the page, so it is not part of the total.
      serveInMemory({ [QUESTION]: [1, 0, 0, 0, 0, 0, 0, 0, 0, 40] });
      const el = await basicPoll();
      button(el, 'Saturday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(results(el).map((r) => r.percent)).to.deep.equal(['50%', '50%', '0%']);
      expect(totalText(el)).to.equal('Total votes: 2');
      el.remove();

      deleteCookie(POLL_COOKIE);
      serveInMemory({ Thirds: [1, 0, 0, 1, 0, 0, 0, 0, 0, 0] });
      const thirds = await poll(html`<vb-poll question="Thirds" answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => hasButtons(thirds), 'buttons');
      button(thirds, 'Sunday').click(); // 2, 0, 1 of 3
      await waitFor(() => hasResults(thirds), 'results');
      expect(results(thirds).map((r) => r.percent)).to.deep.equal(['67%', '0%', '33%']);
      expect(totalText(thirds)).to.equal('Total votes: 3');
    });

    it('calls /api/polls without the consolidation prefix', async () => {
      window.visitorBlocksConfig = { apiPrefix: '/site' };
      serveInMemory();
      const el = await basicPoll();
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(calls[0]?.url).to.equal('/api/polls');
    });

    it('writes the pollVote cookie in the spec shape, for 365 days, on path /', async () => {
      serveInMemory();
      setJsonCookie(POLL_COOKIE, { Youth: { ids: ['other'], votes: [4] }, Polls: { ids: ['earlier'], votes: [2] } }, { days: 365 });
      const el = await basicPoll();
      button(el, 'A weekday evening').click();
      await waitFor(() => hasResults(el), 'results');
      expect(storedCookie()).to.deep.equal({
        Youth: { ids: ['other'], votes: [4] },
        Polls: { ids: ['earlier', QUESTION], votes: [2, 3] },
      });
      const info = await cookieStore.get(POLL_COOKIE);
      expect(info?.path).to.equal('/');
      const days = ((info?.expires ?? 0) - Date.now()) / DAY_MS;
      expect(days).to.be.within(364.9, 365.1);
    });

    it('a malformed or differently shaped cookie does not break the poll, and is repaired by a vote', async () => {
      const shapes = ['not json', '[1,2]', '{"Polls":"x"}', `{"Polls":{"ids":["${QUESTION}"],"votes":["bad"]}}`, '{"Polls":{"ids":"q","votes":[1]}}'];
      for (const raw of shapes) {
        serveInMemory();
        setCookie(POLL_COOKIE, raw, { days: 1 });
        const el = await basicPoll();
        expect(hasResults(el), raw).to.equal(null);
        button(el, 'Sunday').click();
        await waitFor(() => hasResults(el), `results after cookie ${raw}`);
        expect(storedCookie(), raw).to.deep.equal({ Polls: { ids: [QUESTION], votes: [0] } });
        el.remove();
        deleteCookie(POLL_COOKIE);
      }
    });

    it('moves focus to the thank-you text after a keyboard vote', async () => {
      serveInMemory();
      const el = await basicPoll();
      button(el, 'Saturday').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasResults(el), 'results');
      const thanks = root(el).querySelector('[part~="thanks"]') as HTMLElement;
      expect(thanks.tabIndex).to.equal(-1);
      expect(focused(el)).to.equal('p[message thanks] Thank you for voting.');
    });

    it('renders question and answer text as text, never as HTML', async () => {
      serveInMemory();
      const evil = '<img src=x onerror="window.__pollXss=1">';
      const el = await poll(html`<vb-poll question=${evil} answers=${JSON.stringify([{ voteid: 0, text: evil }])}></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      expect(root(el).querySelector('img')).to.equal(null);
      expect(buttons(el)[0]?.textContent).to.equal(evil);
      expect(root(el).querySelector('h2')?.textContent).to.equal(evil);
      buttons(el)[0]?.click();
      await waitFor(() => hasResults(el), 'results');
      expect(root(el).querySelector('img')).to.equal(null);
      expect((window as unknown as { __pollXss?: number }).__pollXss).to.equal(undefined);
    });
  });

  describe('already voted (cookie) on load', () => {
    it('reads the results with vote 10 and marks the earlier choice; no buttons', async () => {
      serveInMemory({ [QUESTION]: [2, 5, 0, 3, 0, 0, 0, 0, 0, 0] });
      setJsonCookie(POLL_COOKIE, { Polls: { ids: ['x', QUESTION], votes: [0, 1] } }, { days: 365 });
      const seen = listen<PollResultsDetail>(document, 'vb-poll-results');
      const el = await poll(html`<vb-poll question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      expect(hasButtons(el), 'a returning visitor never sees votable buttons').to.equal(false);
      await waitFor(() => hasResults(el), 'results');
      expect(calls.map((c) => c.body)).to.deep.equal([{ question: QUESTION, vote: 10 }]);
      expect(results(el).map((r) => [r.text, r.percent, r.chosen])).to.deep.equal([
        ['Sunday', '20%', false],
        ['Saturday', '50%', true],
        ['A weekday evening', '30%', false],
      ]);
      expect(totalText(el)).to.equal('Total votes: 10');
      expect(seen).to.have.length(1);
      expect(seen[0]).to.deep.include({ pollId: QUESTION, total: 10, voteId: 1 });
      expect(seen[0]?.counts).to.deep.equal([2, 5, 0, 3, 0, 0, 0, 0, 0, 0]);
      // Reading results does not count a vote and does not steal focus.
      expect(focused(el)).to.equal('nothing');
    });

    it('announces loading, and a failed read shows the message and a retry that works', async () => {
      setJsonCookie(POLL_COOKIE, { Polls: { ids: [QUESTION], votes: [3] } }, { days: 365 });
      serveFailure('500');
      const errors = listen<PollErrorDetail>(document, 'vb-poll-error');
      const el = await poll(html`<vb-poll question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => errorText(el), 'results error');
      expect(errorText(el)).to.equal('The results could not be loaded.');
      expect(hasButtons(el)).to.equal(false);
      expect(errors[0]).to.deep.include({ pollId: QUESTION, phase: 'results' });
      await expect(el).to.be.accessible();
      const gate = deferred();
      serveInMemory({ [QUESTION]: [0, 0, 0, 4, 0, 0, 0, 0, 0, 0] }, gate.promise);
      (root(el).querySelector('[part~="retry"]') as HTMLButtonElement).click();
      await waitFor(() => statusText(el) === 'Loading results…', 'loading status');
      expect(errorText(el)).to.equal('');
      gate.resolve();
      await waitFor(() => hasResults(el), 'results after retry');
      expect(results(el).find((r) => r.chosen)?.text).to.equal('A weekday evening');
    });

    it('the cookie is per group: the same poll in another group is still votable', async () => {
      serveInMemory();
      setJsonCookie(POLL_COOKIE, { Youth: { ids: [QUESTION], votes: [0] } }, { days: 365 });
      const el = await basicPoll();
      expect(hasResults(el)).to.equal(null);
      el.setAttribute('group', 'Youth');
      await waitFor(() => hasResults(el), 'results for the Youth group');
      expect(calls.at(-1)?.body).to.deep.equal({ question: QUESTION, vote: 10 });
    });

    it('reinit() re-reads the cookie, e.g. after a page script recorded a vote', async () => {
      serveInMemory();
      const el = await basicPoll();
      setJsonCookie(POLL_COOKIE, { Polls: { ids: [QUESTION], votes: [0] } }, { days: 365 });
      window.visitorBlocks?.reinit();
      await waitFor(() => hasResults(el), 'results after reinit');
      expect(results(el).find((r) => r.chosen)?.text).to.equal('Sunday');
    });
  });

  describe('failures', () => {
    const cases: Array<['500' | 'network' | 'bad-json' | 'bad-shape' | '400', string]> = [
      ['500', 'HTTP 500'],
      ['400', 'HTTP 400'],
      ['network', 'network'],
      ['bad-json', 'parse'],
      ['bad-shape', 'no list of counts'],
    ];
    for (const [kind, inMessage] of cases) {
      it(`${kind}: stays votable, shows the error in an alert, writes no cookie; a retry works`, async () => {
        serveFailure(kind);
        const errors = listen<PollErrorDetail>(document, 'vb-poll-error');
        const votes = listen<PollVoteDetail>(document, 'vb-poll-vote');
        const el = await basicPoll();
        button(el, 'Saturday').click();
        await waitFor(() => errorText(el), 'error message');
        expect(errorText(el)).to.equal('Your vote could not be counted. Please try again.');
        expect(root(el).querySelector('[role="alert"]')).to.exist;
        expect(buttons(el).every((b) => !b.hasAttribute('aria-disabled') && !b.disabled)).to.equal(true);
        expect(hasResults(el)).to.equal(null);
        expect(getCookie(POLL_COOKIE)).to.equal(undefined);
        expect(votes).to.have.length(0);
        expect(errors).to.have.length(1);
        expect(errors[0]).to.deep.include({ pollId: QUESTION, phase: 'vote' });
        expect(errors[0]?.message).to.contain(inMessage);
        expect((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).to.have.length(0);
        if (kind === '500') await expect(el).to.be.accessible();

        serveInMemory();
        button(el, 'Saturday').click();
        await tick();
        expect(errorText(el), 'the old error goes when the visitor tries again').to.equal('');
        await waitFor(() => hasResults(el), 'results after retry');
        expect(storedCookie()).to.deep.equal({ Polls: { ids: [QUESTION], votes: [1] } });
        expect(votes).to.have.length(1);
      });
    }

    it('keeps keyboard focus on the answer after a failure, so Enter retries at once', async () => {
      serveFailure('network');
      const el = await basicPoll();
      button(el, 'Sunday').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => errorText(el), 'error');
      expect(focused(el)).to.equal('button[answer] Sunday');
      serveInMemory();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasResults(el), 'results after Enter');
      expect(calls.at(-1)?.body).to.deep.equal({ question: QUESTION, vote: 0 });
    });
  });

  describe('events and analytics', () => {
    it('emits vb-poll-vote then vb-poll-results with their details, bubbling and composed', async () => {
      serveInMemory({ [QUESTION]: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0] });
      const order: string[] = [];
      let vote: CustomEvent<PollVoteDetail> | undefined;
      let shown: CustomEvent<PollResultsDetail> | undefined;
      const onVote = (e: Event) => {
        vote = e as CustomEvent<PollVoteDetail>;
        order.push('vote');
      };
      const onResults = (e: Event) => {
        shown = e as CustomEvent<PollResultsDetail>;
        order.push('results');
        // Listeners see the results already on screen.
        expect(hasResults(e.target as HTMLElement)).to.exist;
      };
      document.addEventListener('vb-poll-vote', onVote);
      document.addEventListener('vb-poll-results', onResults);
      try {
        const el = await basicPoll();
        button(el, 'A weekday evening').click();
        await waitFor(() => shown, 'vb-poll-results');
        expect(order).to.deep.equal(['vote', 'results']);
        expect(vote?.bubbles && vote.composed).to.equal(true);
        expect(vote?.target === el, 'the event comes from the element').to.equal(true);
        expect(vote?.detail).to.deep.equal({ pollId: QUESTION, group: 'Polls', voteId: 3, answer: 'A weekday evening' });
        expect(shown?.detail).to.deep.equal({ pollId: QUESTION, group: 'Polls', counts: [0, 0, 0, 2, 0, 0, 0, 0, 0, 0], total: 2, voteId: 3 });
      } finally {
        document.removeEventListener('vb-poll-vote', onVote);
        document.removeEventListener('vb-poll-results', onResults);
      }
    });

    it('pushes a click to window.dataLayer with the question and the answer', async () => {
      serveInMemory();
      const el = await basicPoll();
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer;
      expect(layer).to.have.length(1);
      expect(layer?.[0]).to.deep.equal({
        event: 'Component Click',
        component: { info: { contentTitle: QUESTION, interactionText: 'Sunday' } },
        category: { primary: 'poll' },
      });
    });
  });

  describe('keyboard', () => {
    it('Tab reaches each answer in order; Space votes', async () => {
      serveInMemory();
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button id="before">before</button>
        <vb-poll question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>
      </div>`);
      const el = wrapper.querySelector('vb-poll') as PollElement;
      await waitFor(() => hasButtons(el), 'buttons');
      (wrapper.querySelector('#before') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal('button[answer] Sunday');
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal('button[answer] Saturday');
      await sendKeys({ press: 'Space' });
      await waitFor(() => hasResults(el), 'results');
      expect(calls[0]?.body).to.deep.equal({ question: QUESTION, vote: 1 });
      expect(focused(el)).to.equal('p[message thanks] Thank you for voting.');
    });

    it('Enter votes on the focused answer', async () => {
      serveInMemory();
      const el = await basicPoll();
      button(el, 'A weekday evening').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasResults(el), 'results');
      expect(calls[0]?.body).to.deep.equal({ question: QUESTION, vote: 3 });
    });
  });

  describe('motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('animates the bars, unless the visitor prefers reduced motion', async () => {
      serveInMemory({ [QUESTION]: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
      const el = await basicPoll();
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      const fill = root(el).querySelector('[part~="bar-fill"]') as HTMLElement;
      expect(parseFloat(getComputedStyle(fill).transitionDuration)).to.be.greaterThan(0.1);
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(parseFloat(getComputedStyle(fill).transitionDuration)).to.be.below(0.001);
    });
  });

  describe('accessibility', () => {
    it('is accessible when votable', async () => {
      serveInMemory();
      const el = await basicPoll();
      await expect(el).to.be.accessible();
    });

    it('is accessible while voting and with results shown', async () => {
      const gate = deferred();
      serveInMemory({ [QUESTION]: [4, 2, 1, 0, 0, 0, 0, 0, 0, 0] }, gate.promise);
      const el = await basicPoll();
      button(el, 'Sunday').click();
      await tick();
      await expect(el).to.be.accessible();
      gate.resolve();
      await waitFor(() => hasResults(el), 'results');
      await expect(el).to.be.accessible();
      const list = root(el).querySelector('ul[aria-labelledby]') as HTMLElement;
      expect(root(el).querySelector(`#${list.getAttribute('aria-labelledby')}`)?.textContent).to.equal('Results');
      for (const bar of root(el).querySelectorAll('[part~="bar"]')) expect(bar.getAttribute('aria-hidden')).to.equal('true');
    });

    it('is accessible with an error shown, and in light mode', async () => {
      serveFailure('network');
      const el = await poll(html`<vb-poll render="light" question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      button(el, 'Sunday').click();
      await waitFor(() => errorText(el), 'error');
      await expect(el).to.be.accessible();
    });

    it('gives two light-mode polls on one page distinct ids', async () => {
      serveInMemory();
      const wrapper = await fixture<HTMLElement>(html`<div>
        <vb-poll render="light" question="One" answers='[{"voteid":0,"text":"A"}]'></vb-poll>
        <vb-poll render="light" question="Two" answers='[{"voteid":0,"text":"B"}]'></vb-poll>
      </div>`);
      await waitFor(() => wrapper.querySelectorAll('button').length === 2, 'both polls');
      const ids = Array.from(wrapper.querySelectorAll('[id]')).map((n) => n.id);
      expect(new Set(ids).size).to.equal(ids.length);
      await expect(wrapper).to.be.accessible();
    });
  });

  describe('issue 9: spec behaviour', () => {
    it('the same poll twice on a page: a vote in one shows the results in the other, and only one vote is counted', async () => {
      const gate = deferred();
      serveInMemory({}, gate.promise);
      const wrapper = await fixture<HTMLElement>(html`<div>
        <vb-poll question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>
        <vb-poll render="light" question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>
      </div>`);
      const [first, second] = Array.from(wrapper.querySelectorAll<PollElement>('vb-poll'));
      if (!first || !second) throw new Error('two polls');
      await waitFor(() => hasButtons(first) && hasButtons(second), 'both polls votable');
      button(first, 'Sunday').click();
      await tick();
      // While the first is counting, the second refuses a vote of its own.
      button(second, 'Saturday').click();
      await tick();
      gate.resolve();
      await waitFor(() => hasResults(first) && hasResults(second), 'results in both');
      expect(calls.filter((call) => call.body.vote !== 10).map((call) => call.body.vote)).to.deep.equal([0]);
      expect(results(second).find((r) => r.chosen)?.text).to.equal('Sunday');
      expect(results(second).map((r) => r.percent)).to.deep.equal(results(first).map((r) => r.percent));
      expect(second.getAttribute('data-vb-state')).to.equal('results');
    });

    it('a poll added after the vote, or voted after another tab voted, shows the results instead of voting again', async () => {
      serveInMemory({ [QUESTION]: [0, 4, 0, 0, 0, 0, 0, 0, 0, 0] });
      const el = await basicPoll();
      // Another tab voted since this poll rendered.
      setJsonCookie(POLL_COOKIE, withVote({}, 'Polls', QUESTION, 1), { days: 1 });
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(calls.filter((call) => call.body.vote !== 10), 'no second vote is sent').to.deep.equal([]);
      expect(results(el).find((r) => r.chosen)?.text).to.equal('Saturday');
    });

    it('a vote is remembered even when the visitor has voted in 99 polls before (the cookie stays under 4 KB)', async () => {
      serveInMemory();
      let past: PollCookie = {};
      for (let n = 1; n <= 99; n += 1) past = withVote(past, 'Polls', `An earlier poll, number ${n}, with a question of ordinary length?`, n % 10);
      const fitted = fitCookie(past);
      setJsonCookie(POLL_COOKIE, fitted, { days: 1 });
      expect(getCookie(POLL_COOKIE), 'the starting cookie was stored').to.not.equal(undefined);
      const el = await basicPoll();
      button(el, 'Saturday').click();
      await waitFor(() => hasResults(el), 'results');
      const stored = normaliseCookie(storedCookie());
      expect(stored.Polls?.ids.at(-1), 'the new vote is in the cookie the browser kept').to.equal(QUESTION);
      expect(stored.Polls?.votes.at(-1)).to.equal(1);
      expect(`${POLL_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}`.length).to.be.at.most(COOKIE_MAX_BYTES);
      // A reload remembers it: a new poll element with the same question shows results, not buttons.
      el.remove();
      const again = await poll(html`<vb-poll question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => hasResults(again), 'results for a returning visitor');
    });

    it('votes against the real reference server, also with a question over its 500-character limit', async function () {
      // The reference server starts (in its own process) on the first /api request of the run.
      this.timeout(60000);
      window.fetch = realFetch;
      await realFetch('/api/polls', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: 'warm-up', vote: 10 }) });
      const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const short = `Real server poll ${unique}?`;
      const long = `${'Which of these long-winded options, described here at length, '.repeat(9)}would you choose (${unique})?`;
      expect(long.length).to.be.above(MAX_POLL_ID_CHARS);
      for (const question of [short, long]) {
        const errors = listen<PollErrorDetail>(document, 'vb-poll-error');
        const el = await poll(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
        await waitFor(() => hasButtons(el), 'buttons');
        button(el, 'A weekday evening').click();
        await waitFor(() => hasResults(el) || errors.length > 0, 'results or an error', 10000);
        expect(errors, 'the server counted the vote').to.deep.equal([]);
        expect(results(el).find((r) => r.chosen)?.percent).to.equal('100%');
        expect(totalText(el)).to.equal('Total votes: 1');
        expect(findStored(question)).to.equal(3);
        el.remove();
      }
      // The derived id is what the server counts under: reading it back gives the vote.
      const answer = await realFetch('/api/polls', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: serverPollId(long), vote: 10 }),
      });
      expect(answer.status).to.equal(200);
      expect(parseCounts(await answer.json())[3]).to.equal(1);
    });

    it('light mode: page CSS for bare class names (Bootstrap-style .answer, .question, .results, .bar) does not restyle the poll', async () => {
      serveInMemory();
      const page = new CSSStyleSheet();
      page.replaceSync(
        ['.poll', '.question', '.answers', '.answer', '.button', '.title', '.results', '.result', '.result-text', '.percent', '.your-vote', '.bar', '.bar-fill', '.total', '.thanks', '.status', '.error']
          .map((selector) => `${selector} { display: none !important; }`)
          .join('\n'),
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
      try {
        const el = await poll(html`<vb-poll render="light" question=${QUESTION} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
        await waitFor(() => hasButtons(el), 'buttons');
        expect(root(el).querySelector<HTMLElement>('[part~="question"]')?.offsetHeight, 'question shown').to.be.above(0);
        expect(button(el, 'Sunday').offsetHeight, 'answer shown').to.be.above(0);
        button(el, 'Sunday').click();
        await waitFor(() => hasResults(el), 'results');
        for (const name of ['results', 'result', 'percent', 'your-vote', 'bar', 'bar-fill', 'total']) {
          expect(root(el).querySelector<HTMLElement>(`[part~="${name}"]`)?.offsetHeight, `${name} shown`).to.be.above(0);
        }
        const classes = Array.from(el.querySelectorAll('[class]')).flatMap((node) => Array.from(node.classList));
        expect(classes.filter((name) => !name.startsWith('vb-')), 'every light-DOM class is namespaced').to.deep.equal([]);
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
      }
    });

    it('at 375 px the "Your vote" badge never covers the percentage', async () => {
      await setViewport({ width: 375, height: 800 });
      try {
        const long = 'An answer long enough to fill a phone screen line and a half';
        serveInMemory({ Q: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0] });
        const wrapper = await fixture<HTMLElement>(html`<div style="padding: 0 16px">
          <vb-poll question="Q" answers=${JSON.stringify([{ voteid: 0, text: long }, { voteid: 1, text: 'Short' }])}></vb-poll>
        </div>`);
        const el = wrapper.querySelector('vb-poll') as PollElement;
        await waitFor(() => hasButtons(el), 'buttons');
        button(el, long).click();
        await waitFor(() => hasResults(el), 'results');
        const row = root(el).querySelector<HTMLElement>('[part~="chosen"]') as HTMLElement;
        const badge = (row.querySelector('[part~="your-vote"]') as HTMLElement).getBoundingClientRect();
        const percent = (row.querySelector('[part~="percent"]') as HTMLElement).getBoundingClientRect();
        const text = (row.querySelector('[part~="result-text"]') as HTMLElement).getBoundingClientRect();
        const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap(badge, percent), `badge ${badge.left}-${badge.right} vs percent ${percent.left}-${percent.right}`).to.equal(false);
        expect(overlap(badge, text), 'badge vs answer text').to.equal(false);
        expect(percent.right).to.be.at.most(row.getBoundingClientRect().right + 0.5);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  });

  describe('poll data (pure)', () => {
    it('parseCounts reads the nested JSON string and pads to ten counts', () => {
      expect(parseCounts({ data: JSON.stringify({ data: [1, 2, 3] }) })).to.deep.equal([1, 2, 3, 0, 0, 0, 0, 0, 0, 0]);
      expect(parseCounts({ data: { data: ['4', null] } })).to.deep.equal([4, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      for (const bad of [null, 'x', { data: '{' }, { data: '{}' }, { data: JSON.stringify({ data: [-1] }) }, { data: JSON.stringify({ data: ['a'] }) }]) {
        expect(() => parseCounts(bad), JSON.stringify(bad)).to.throw(TypeError);
      }
    });

    it('normaliseCookie keeps valid pairs only; withVote adds or replaces, keeping other groups', () => {
      expect(normaliseCookie({ A: { ids: ['p', 7, 'q', 'p'], votes: [1, 2, 11, 3] }, B: 'x' })).to.deep.equal({ A: { ids: ['p'], votes: [1] } });
      const proto = normaliseCookie(JSON.parse('{"__proto__":{"ids":["p"],"votes":[2]}}'));
      expect(Object.keys(proto)).to.deep.equal(['__proto__']);
      const next = withVote({ A: { ids: ['p'], votes: [1] } }, 'B', 'q', 4);
      expect(next).to.deep.equal({ A: { ids: ['p'], votes: [1] }, B: { ids: ['q'], votes: [4] } });
      expect(withVote(next, 'A', 'p', 0).A).to.deep.equal({ ids: ['p'], votes: [0] });
    });

    it('parseAnswers accepts numeric-string vote ids and rejects non-lists', () => {
      expect(parseAnswers([{ voteid: '9', text: ' Nine ' }]).answers).to.deep.equal([{ voteid: 9, text: 'Nine' }]);
      expect(parseAnswers({ voteid: 1 }).problems).to.have.length(1);
    });
  });
});
