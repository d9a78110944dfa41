import { assert, expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/poll/define.ts';
import type { PollErrorDetail, PollResultsDetail, PollVoteDetail } from '../../../elements/poll/events.ts';
import { meta } from '../../../elements/poll/meta.ts';
import { COOKIE_MAX_BYTES, fitCookie, withVote } from '../../../elements/poll/poll-cookie-write.ts';
import {
  findStoredVote,
  MAX_POLL_ID_CHARS,
  normaliseCookie,
  parseAnswers,
  parseCounts,
  POLL_COOKIE,
  serverPollId,
  type PollCookie,
} from '../../../elements/poll/poll-data.ts';
import { deleteCookie, getCookie, getJsonCookie, setCookie, setJsonCookie } from '../../../src/storage.ts';
import { recordConsole } from '../../support/console.ts';
import { rendered, renderRoot as root } from '../../support/fixtures.ts';
import { fakeNetwork, held, json, offline, passThrough, requests, restoreNetwork, serverError } from '../../support/network.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';

// ---------------------------------------------------------------------------------------------
// The network: the real reference server (web-test-runner proxies /api/* to it), one fresh poll
// per test. test/support/network.ts fakes only what that server cannot do on demand: hold an
// answer, fail with a 5xx, drop the connection, send a malformed body.

const ANSWERS = [
  { voteid: 0, text: 'Sunday' },
  { voteid: 1, text: 'Saturday' },
  { voteid: 3, text: 'A weekday evening' },
];

/** A question no other test of the run votes on, so the server's counts for it start at zero. */
function freshQuestion(text = 'When should the family history class meet?'): string {
  return `${text} (${uniqueId('poll')})`;
}

/** Ten counters, the given ones first: counts(3, 1) is three votes for id 0 and one for id 1. */
function counts(...head: number[]): number[] {
  return Array.from({ length: 10 }, (_, i) => head[i] ?? 0);
}

/** Votes cast on the real server before the test: `tally[i]` votes for vote id i. */
async function seed(pollId: string, tally: number[]): Promise<void> {
  for (const [vote, times] of tally.entries()) {
    for (let n = 0; n < times; n += 1) {
      const { status, body } = await callServer('/api/polls', { json: { question: pollId, vote } });
      if (status !== 200) throw new Error(`seeding ${pollId}: HTTP ${status} ${JSON.stringify(body)}`);
    }
  }
}

/** What the real server has counted for a poll (vote 10 only reads). */
async function serverCounts(pollId: string): Promise<number[]> {
  const { status, body } = await callServer('/api/polls', { json: { question: pollId, vote: 10 } });
  expect(status, `reading ${pollId}`).to.equal(200);
  return parseCounts(body);
}

/** The bodies of the requests the poll sent (network.ts records every request while a fake is installed). */
function sentBodies(): Promise<unknown[]> {
  return Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));
}

/**
 * The real server's own 400: the element never sends a vote the server refuses (ids are checked and
 * long questions shortened first), so the request it sent goes on with a vote out of range.
 */
async function refusedByServer(request: Request): Promise<Response> {
  const body = (await request.json()) as Record<string, unknown>;
  return passThrough(new Request(request.url, { method: request.method, headers: request.headers, body: JSON.stringify({ ...body, vote: 11 }) }));
}

// ---------------------------------------------------------------------------------------------
// Helpers

type PollElement = HTMLElement & { answers: unknown; question: string; pollId: string; group: string };

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
function partText(el: HTMLElement, name: string): string {
  return root(el).querySelector(`[part~="${name}"]`)?.textContent ?? '';
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
  return partText(el, 'total');
}
/** The computed styles custom properties can reach, for the host and everything it renders. */
const LOOK = [
  'color',
  'background-color',
  'border-top-color',
  'padding-top',
  'padding-left',
  'row-gap',
  'column-gap',
  'block-size',
  'inline-size',
  'margin-top',
];
function computedLook(el: HTMLElement): string {
  return [el, ...root(el).querySelectorAll('*')].map((node) => LOOK.map((name) => getComputedStyle(node).getPropertyValue(name)).join(' ')).join('|');
}
const hasResults = (el: HTMLElement) => root(el).querySelector('[part~="results"]');
const hasButtons = (el: HTMLElement) => buttons(el).length > 0;

async function poll(template: ReturnType<typeof html>): Promise<PollElement> {
  const el = await fixture<PollElement>(template);
  await rendered(el);
  return el;
}

async function basicPoll(question: string): Promise<PollElement> {
  const el = await poll(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
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
  before(async function () {
    // The reference server starts (in its own process) on the first /api request of the run.
    this.timeout(60000);
    await callServer('/api/polls', { json: { question: 'warm-up', vote: 10 } });
  });
  beforeEach(() => {
    deleteCookie(POLL_COOKIE);
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => {
    deleteCookie(POLL_COOKIE);
    delete window.visitorBlocksConfig;
  });

  describe('attributes to props', () => {
    it('renders the question as an h2 and one button per answer, in order; a new visitor costs no call', async () => {
      fakeNetwork(passThrough);
      const question = freshQuestion();
      const el = await basicPoll(question);
      const heading = root(el).querySelector('[part~="question"]') as HTMLElement;
      expect(heading.localName).to.equal('h2');
      expect(heading.textContent).to.equal(question);
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Sunday', 'Saturday', 'A weekday evening']);
      expect(buttons(el).map((b) => b.dataset.voteid)).to.deep.equal(['0', '1', '3']);
      const group = root(el).querySelector('[role="group"]') as HTMLElement;
      expect(group.getAttribute('aria-labelledby')).to.equal(heading.id);
      await settle();
      expect(
        requests.map((r) => `${r.method} ${r.url}`),
        'a new visitor costs no call',
      ).to.deep.equal([]);
      expect(el.getAttribute('data-vb-state')).to.equal('votable');
    });

    it('heading-level sets the heading element, invalid levels fall back to h2 with a warning naming the attribute', async () => {
      const el = await poll(html`<vb-poll question="Q" heading-level="4" answers='[{"voteid":0,"text":"A"}]'></vb-poll>`);
      await waitFor(() => root(el).querySelector('h4'), 'h4');
      const record = recordConsole();
      try {
        el.setAttribute('heading-level', '9');
        await waitFor(() => root(el).querySelector('h2'), 'h2 fallback');
      } finally {
        record.restore();
      }
      expect(record.warnings).to.deep.equal(['<vb-poll>: attribute heading-level="9" is not a whole number from 1 to 6; using the default (2).']);
      el.removeAttribute('heading-level');
      await settle();
      expect(root(el).querySelector('[part~="question"]')?.localName).to.equal('h2');
    });

    it('poll-id defaults to the question and group to Polls (the server and the cookie say so)', async () => {
      const question = freshQuestion();
      const el = await basicPoll(question);
      button(el, 'Saturday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(await serverCounts(question), 'counted under the question text').to.deep.equal(counts(0, 1));
      expect(storedCookie()).to.deep.equal({ Polls: { ids: [question], votes: [1] } });
    });

    it('poll-id and group attributes are used when set; the question text is collapsed for the default id', async () => {
      const pollId = uniqueId('youth-camp-2025');
      const question = `Camp dates ${uniqueId('camp')}?`;
      const el = await poll(
        html`<vb-poll question=${`  ${question.replace(' ', '\n          ')} `} poll-id=${pollId} group="Youth" answers=${JSON.stringify(ANSWERS)}></vb-poll>`,
      );
      await waitFor(() => hasButtons(el), 'buttons');
      expect(root(el).querySelector('h2')?.textContent).to.equal(question);
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(await serverCounts(pollId), 'counted under poll-id').to.deep.equal(counts(1));
      expect(await serverCounts(question), 'not under the question').to.deep.equal(counts());
      expect(storedCookie()).to.deep.equal({ Youth: { ids: [pollId], votes: [0] } });
    });

    it('answers can be set as a property (a property, never written back to the attribute)', async () => {
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
      const el = await poll(
        html`<vb-poll question="Markup">
          <ul>
            <li data-voteid="2">Yes</li>
            <li data-voteid="7">Not sure</li>
          </ul>
        </vb-poll>`,
      );
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
      const question = freshQuestion('Light');
      const el = await poll(
        html`<vb-poll render="light" question=${question}>
          <li data-voteid="4">Four</li>
          <li data-voteid="6">Six</li>
        </vb-poll>`,
      );
      await waitFor(() => hasButtons(el), 'buttons');
      expect(el.shadowRoot).to.equal(null);
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Four', 'Six']);
      button(el, 'Six').click();
      await waitFor(() => hasResults(el), 'results');
      expect(results(el).map((r) => [r.text, r.percent, r.chosen])).to.deep.equal([
        ['Four', '0%', false],
        ['Six', '100%', true],
      ]);
      expect(await serverCounts(question)).to.deep.equal(counts(0, 0, 0, 0, 0, 0, 1));
    });

    it('drops invalid answers with one console warning naming them; keeps the valid ones', async () => {
      const record = recordConsole();
      try {
        const list = [
          { voteid: 1, text: 'One' },
          { voteid: 12, text: 'Twelve' },
          { voteid: 1, text: 'Again' },
          { voteid: 2 },
          'x',
          { voteid: '3', text: 'Three' },
        ];
        const el = await poll(html`<vb-poll question="Q" answers=${JSON.stringify(list)}></vb-poll>`);
        await waitFor(() => hasButtons(el), 'buttons');
        expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['One', 'Three']);
        await waitFor(() => record.warnings.some((w) => w.includes('vb-poll')), 'the warning');
      } finally {
        record.restore();
      }
      const warnings = record.warnings.filter((w) => w.includes('vb-poll'));
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('answer 2').and.to.contain('answer 3').and.to.contain('answer 4').and.to.contain('answer 5');
    });

    it('wording attributes replace the English defaults', async () => {
      const question = freshQuestion('Wording');
      await seed(question, counts(1, 3));
      const gate = held(passThrough);
      fakeNetwork(gate);
      const el = await poll(
        html`<vb-poll
          lang="es"
          question=${question}
          answers='[{"voteid":0,"text":"Sí"},{"voteid":1,"text":"No"}]'
          thank-you-text="¡Gracias por votar!"
          results-label="Resultados"
          total-label="{count} votos en total"
          your-vote-label="Tu voto"
          voting-text="Contando tu voto…"
        ></vb-poll>`,
      );
      await waitFor(() => hasButtons(el), 'buttons');
      button(el, 'No').click();
      await waitFor(() => gate.waiting === 1, 'the vote sent');
      await settle();
      expect(statusText(el)).to.equal('Contando tu voto…');
      gate.release();
      await waitFor(() => hasResults(el), 'results');
      expect(partText(el, 'thanks')).to.equal('¡Gracias por votar!');
      expect(partText(el, 'results-label')).to.equal('Resultados');
      expect(totalText(el)).to.equal('5 votos en total');
      expect(partText(el, 'your-vote')).to.contain('Tu voto');
      // Percentages follow the page language (Spanish puts a space before %).
      expect(results(el).map((r) => r.percent.replace(/\s/g, ' '))).to.deep.equal(['20 %', '80 %']);
    });

    it('error-message replaces the default error wording', async () => {
      fakeNetwork(() => serverError(500));
      const el = await poll(html`<vb-poll question="Q" answers='[{"voteid":0,"text":"A"}]' error-message="Vote non compté."></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      buttons(el)[0]?.click();
      await waitFor(() => errorText(el), 'error');
      expect(errorText(el)).to.equal('Vote non compté.');
    });
  });

  describe('what meta.ts documents (the conformance suite checks every attribute; this, the rest)', () => {
    it('parts, events and default wording: what the poll renders and sends in every state is what meta.ts says', async () => {
      const question = freshQuestion();
      await seed(question, counts(1));
      const parts = new Set<string>();
      const collect = (el: HTMLElement) => {
        for (const node of root(el).querySelectorAll('[part]')) for (const name of (node.getAttribute('part') ?? '').split(/\s+/)) if (name) parts.add(name);
      };
      const sent = new Set<string>();
      const dispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
        if (this instanceof HTMLElement && this.localName === 'vb-poll') sent.add(event.type);
        return dispatch.call(this, event);
      };
      try {
        // Votable, then voting (the answer held), then results.
        const gate = held(passThrough);
        fakeNetwork(gate);
        const el = await basicPoll(question);
        expect(root(el).querySelector('[part~="question"]')?.localName).to.equal('h2');
        collect(el);
        button(el, 'Saturday').click();
        await waitFor(() => gate.waiting === 1, 'the vote sent');
        await settle();
        expect(statusText(el)).to.equal('Counting your vote…');
        collect(el);
        gate.release();
        await waitFor(() => hasResults(el), 'results');
        expect(partText(el, 'thanks')).to.equal('Thank you for voting.');
        expect(partText(el, 'results-label')).to.equal('Results');
        expect(totalText(el)).to.equal('Total votes: 2');
        expect(partText(el, 'your-vote')).to.contain('Your vote');
        expect(Object.keys(normaliseCookie(storedCookie())), 'the cookie group').to.deep.equal(['Polls']);
        collect(el);

        // A vote that fails.
        fakeNetwork(() => serverError(500));
        const failing = await basicPoll(freshQuestion());
        buttons(failing)[0]?.click();
        await waitFor(() => errorText(failing), 'the vote error');
        expect(errorText(failing)).to.equal('Your vote could not be counted. Please try again.');
        collect(failing);

        // A returning visitor whose results cannot be read, then loading them again.
        const returning = freshQuestion();
        setJsonCookie(POLL_COOKIE, withVote(normaliseCookie(storedCookie()), 'Polls', returning, 0), { days: 1 });
        const unread = await poll(html`<vb-poll question=${returning} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
        await waitFor(() => errorText(unread), 'the results error');
        expect(errorText(unread)).to.equal('The results could not be loaded.');
        expect(partText(unread, 'retry')).to.equal('Try again');
        collect(unread);
        const reading = held(passThrough);
        fakeNetwork(reading);
        (root(unread).querySelector('[part~="retry"]') as HTMLButtonElement).click();
        await waitFor(() => reading.waiting === 1, 'the read sent');
        await settle();
        expect(statusText(unread)).to.equal('Loading results…');
        collect(unread);
        reading.release();
        await waitFor(() => hasResults(unread), 'results after the retry');
      } finally {
        EventTarget.prototype.dispatchEvent = dispatch;
      }
      expect([...parts].sort(), 'parts rendered vs documented').to.deep.equal(Object.keys(meta.parts ?? {}).sort());
      expect([...sent].filter((type) => type.startsWith('vb-')).sort(), 'events sent vs documented').to.deep.equal(Object.keys(meta.events ?? {}).sort());
    });

    it('every documented custom property changes how the poll looks, and it reads no undocumented --vb-poll-* one', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        // One poll with answers (the answer-* properties) and one with results (the bar-* properties).
        const answered = freshQuestion();
        await seed(answered, counts(1, 1));
        setJsonCookie(POLL_COOKIE, withVote({}, 'Polls', answered, 0), { days: 1 });
        const wrapper = await fixture<HTMLElement>(
          html`<div>
            <vb-poll question=${freshQuestion()} answers=${JSON.stringify(ANSWERS)}></vb-poll>
            <vb-poll question=${answered} answers=${JSON.stringify(ANSWERS)}></vb-poll>
          </div>`,
        );
        const [votable, shown] = Array.from(wrapper.querySelectorAll<PollElement>('vb-poll'));
        if (!votable || !shown) throw new Error('two polls');
        await waitFor(() => hasButtons(votable) && hasResults(shown), 'answers and results');
        // The first answer hovered, so the hover background is in play. Moved onto it again for every
        // look: a property that moves the layout also moves the answer from under the pointer.
        const look = async () => {
          await settle();
          const box = buttons(votable)[0]?.getBoundingClientRect() as DOMRect;
          await sendMouse({ type: 'move', position: [0, 0] });
          await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
          await settle();
          return [votable, shown].map(computedLook).join('\n');
        };
        const before = await look();
        for (const property of Object.keys(meta.cssProperties ?? {})) {
          const value = /color|background/.test(property) ? 'rgb(1, 2, 3)' : '37px';
          wrapper.style.setProperty(property, value);
          expect((await look()) !== before, `${property}: ${value} changes nothing`).to.equal(true);
          wrapper.style.removeProperty(property);
          expect((await look()) === before, `removing ${property} restores the look`).to.equal(true);
        }
        const used = new Set<string>();
        for (const sheet of votable.shadowRoot?.adoptedStyleSheets ?? []) {
          const text = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
          for (const match of text.matchAll(/var\(\s*(--vb-poll-[\w-]+)/g)) used.add(match[1] as string);
        }
        expect([...used].sort(), 'custom properties read vs documented').to.deep.equal(Object.keys(meta.cssProperties ?? {}).sort());
      } finally {
        await sendMouse({ type: 'move', position: [0, 0] });
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('voting', () => {
    it('disables every answer and announces the busy state while the call runs, then shows the results', async () => {
      const question = freshQuestion();
      await seed(question, counts(3, 1));
      const gate = held(passThrough);
      fakeNetwork(gate);
      const el = await basicPoll(question);
      button(el, 'A weekday evening').click();
      await waitFor(() => gate.waiting === 1, 'the vote sent');
      await settle();
      expect(buttons(el).every((b) => b.getAttribute('aria-disabled') === 'true')).to.equal(true);
      expect(root(el).querySelector('[role="group"]')?.getAttribute('aria-busy')).to.equal('true');
      expect(statusText(el)).to.equal('Counting your vote…');
      expect(el.getAttribute('data-vb-state')).to.equal('voting');
      // A second click while busy sends nothing.
      button(el, 'Sunday').click();
      await settle();
      gate.release();
      await waitFor(() => hasResults(el), 'results');
      expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).to.deep.equal(['POST /api/polls']);
      expect(await serverCounts(question), 'one vote counted, for the first answer clicked').to.deep.equal(counts(3, 1, 0, 1));
      expect(hasButtons(el), 'no answer can be chosen any more').to.equal(false);
      expect(statusText(el)).to.equal('');
      // 3 + 1 + 1 = 5 votes: 60 %, 20 %, 20 %.
      expect(results(el)).to.deep.equal([
        { text: 'Sunday', percent: '60%', chosen: false, width: '60%' },
        { text: 'Saturday', percent: '20%', chosen: false, width: '20%' },
        { text: 'A weekday evening', percent: '20%', chosen: true, width: '20%' },
      ]);
      expect(totalText(el)).to.equal('Total votes: 5');
      expect(partText(el, 'thanks')).to.equal('Thank you for voting.');
      expect(el.getAttribute('data-vb-state')).to.equal('results');
    });

    it('rounds percentages and shares them among the answers shown', async () => {
      // Counter 9 belongs to no answer on the page, so it is not part of the total.
      const question = freshQuestion();
      await seed(question, counts(1, 0, 0, 0, 0, 0, 0, 0, 0, 40));
      const el = await basicPoll(question);
      button(el, 'Saturday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(results(el).map((r) => r.percent)).to.deep.equal(['50%', '50%', '0%']);
      expect(totalText(el)).to.equal('Total votes: 2');
      el.remove();

      deleteCookie(POLL_COOKIE);
      const thirds = freshQuestion('Thirds');
      await seed(thirds, counts(1, 0, 0, 1));
      const other = await basicPoll(thirds);
      button(other, 'Sunday').click(); // 2, 0, 1 of 3
      await waitFor(() => hasResults(other), 'results');
      expect(results(other).map((r) => r.percent)).to.deep.equal(['67%', '0%', '33%']);
      expect(totalText(other)).to.equal('Total votes: 3');
    });

    it('calls /api/polls without the consolidation prefix', async () => {
      window.visitorBlocksConfig = { apiPrefix: '/site' };
      fakeNetwork(passThrough);
      const question = freshQuestion();
      const el = await basicPoll(question);
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(requests.map((r) => new URL(r.url).pathname)).to.deep.equal(['/api/polls']);
      expect(await serverCounts(question)).to.deep.equal(counts(1));
    });

    it('writes the pollVote cookie in the spec shape, for 365 days, on path /', async () => {
      const question = freshQuestion();
      setJsonCookie(POLL_COOKIE, { Youth: { ids: ['other'], votes: [4] }, Polls: { ids: ['earlier'], votes: [2] } }, { days: 365 });
      const el = await basicPoll(question);
      button(el, 'A weekday evening').click();
      await waitFor(() => hasResults(el), 'results');
      expect(storedCookie()).to.deep.equal({
        Youth: { ids: ['other'], votes: [4] },
        Polls: { ids: ['earlier', question], votes: [2, 3] },
      });
      const info = await cookieStore.get(POLL_COOKIE);
      expect(info?.path).to.equal('/');
      const days = ((info?.expires ?? 0) - Date.now()) / DAY_MS;
      expect(days).to.be.within(364.9, 365.1);
    });

    it('a malformed or differently shaped cookie does not break the poll, and is repaired by a vote', async () => {
      const shapes = (question: string) => [
        'not json',
        '[1,2]',
        '{"Polls":"x"}',
        `{"Polls":{"ids":["${question}"],"votes":["bad"]}}`,
        '{"Polls":{"ids":"q","votes":[1]}}',
      ];
      for (let n = 0; n < 5; n += 1) {
        const question = freshQuestion();
        const raw = shapes(question)[n] as string;
        setCookie(POLL_COOKIE, raw, { days: 1 });
        const el = await basicPoll(question);
        expect(hasResults(el), raw).to.equal(null);
        button(el, 'Sunday').click();
        await waitFor(() => hasResults(el), `results after cookie ${raw}`);
        expect(storedCookie(), raw).to.deep.equal({ Polls: { ids: [question], votes: [0] } });
        el.remove();
        deleteCookie(POLL_COOKIE);
      }
    });

    it('moves focus to the thank-you text after a keyboard vote', async () => {
      const el = await basicPoll(freshQuestion());
      button(el, 'Saturday').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasResults(el), 'results');
      const thanks = root(el).querySelector('[part~="thanks"]') as HTMLElement;
      expect(thanks.tabIndex).to.equal(-1);
      expect(focused(el)).to.equal('p[message thanks] Thank you for voting.');
    });

    it('renders question and answer text as text, never as HTML', async () => {
      const evil = `<img src=x onerror="window.__pollXss=1"> ${uniqueId('xss')}`;
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
      const question = freshQuestion();
      await seed(question, counts(2, 5, 0, 3));
      setJsonCookie(POLL_COOKIE, { Polls: { ids: ['x', question], votes: [0, 1] } }, { days: 365 });
      fakeNetwork(passThrough);
      const seen = listen<PollResultsDetail>(document, 'vb-poll-results');
      const el = await poll(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      expect(hasButtons(el), 'a returning visitor never sees votable buttons').to.equal(false);
      await waitFor(() => hasResults(el), 'results');
      expect(await sentBodies()).to.deep.equal([{ question, vote: 10 }]);
      expect(await serverCounts(question), 'reading counted no vote').to.deep.equal(counts(2, 5, 0, 3));
      expect(results(el).map((r) => [r.text, r.percent, r.chosen])).to.deep.equal([
        ['Sunday', '20%', false],
        ['Saturday', '50%', true],
        ['A weekday evening', '30%', false],
      ]);
      expect(totalText(el)).to.equal('Total votes: 10');
      expect(seen).to.have.length(1);
      expect(seen[0]).to.deep.include({ pollId: question, total: 10, voteId: 1 });
      expect(seen[0]?.counts).to.deep.equal(counts(2, 5, 0, 3));
      // Reading results does not count a vote and does not steal focus.
      expect(focused(el)).to.equal('nothing');
    });

    it('announces loading, and a failed read shows the message and a retry that works', async () => {
      const question = freshQuestion();
      await seed(question, counts(0, 0, 0, 4));
      setJsonCookie(POLL_COOKIE, { Polls: { ids: [question], votes: [3] } }, { days: 365 });
      fakeNetwork(() => serverError(500));
      const errors = listen<PollErrorDetail>(document, 'vb-poll-error');
      const el = await poll(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => errorText(el), 'results error');
      expect(errorText(el)).to.equal('The results could not be loaded.');
      expect(hasButtons(el)).to.equal(false);
      expect(errors[0]).to.deep.include({ pollId: question, phase: 'results' });
      await expect(el).to.be.accessible();
      const gate = held(passThrough);
      fakeNetwork(gate);
      (root(el).querySelector('[part~="retry"]') as HTMLButtonElement).click();
      await waitFor(() => statusText(el) === 'Loading results…', 'loading status');
      expect(errorText(el)).to.equal('');
      gate.release();
      await waitFor(() => hasResults(el), 'results after retry');
      expect(results(el).find((r) => r.chosen)?.text).to.equal('A weekday evening');
      expect(results(el).find((r) => r.chosen)?.percent).to.equal('100%');
    });

    it('the cookie is per group: the same poll in another group is still votable', async () => {
      const question = freshQuestion();
      await seed(question, counts(2));
      setJsonCookie(POLL_COOKIE, { Youth: { ids: [question], votes: [0] } }, { days: 365 });
      fakeNetwork(passThrough);
      const el = await basicPoll(question);
      expect(hasResults(el)).to.equal(null);
      el.setAttribute('group', 'Youth');
      await waitFor(() => hasResults(el), 'results for the Youth group');
      expect(await sentBodies()).to.deep.equal([{ question, vote: 10 }]);
      expect(results(el).find((r) => r.chosen)?.text).to.equal('Sunday');
    });

    it('reinit() re-reads the cookie, e.g. after a page script recorded a vote', async () => {
      const question = freshQuestion();
      const el = await basicPoll(question);
      setJsonCookie(POLL_COOKIE, { Polls: { ids: [question], votes: [0] } }, { days: 365 });
      window.visitorBlocks?.reinit();
      await waitFor(() => hasResults(el), 'results after reinit');
      expect(results(el).find((r) => r.chosen)?.text).to.equal('Sunday');
    });
  });

  describe('failures', () => {
    const cases: Array<[string, (request: Request) => Response | Promise<Response>, string]> = [
      ['500 (faked: the server cannot fail on demand)', () => serverError(500), 'HTTP 500'],
      ['400 (the real server refusing the vote)', refusedByServer, 'HTTP 400'],
      ['network (faked: a dropped connection)', offline, 'network'],
      [
        'bad-json (faked: a malformed body)',
        () => new Response('{"data": "{not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        'parse',
      ],
      ['bad-shape (faked: counts missing)', () => json({ data: JSON.stringify({ counts: 'none' }) }), 'no list of counts'],
    ];
    for (const [kind, answer, inMessage] of cases) {
      it(`${kind}: stays votable, shows the error in an alert, writes no cookie; a retry works`, async () => {
        const question = freshQuestion();
        fakeNetwork(answer);
        const errors = listen<PollErrorDetail>(document, 'vb-poll-error');
        const votes = listen<PollVoteDetail>(document, 'vb-poll-vote');
        const el = await basicPoll(question);
        button(el, 'Saturday').click();
        await waitFor(() => errorText(el), 'error message');
        expect(errorText(el)).to.equal('Your vote could not be counted. Please try again.');
        assert.exists(root(el).querySelector('[role="alert"]'));
        expect(buttons(el).every((b) => !b.hasAttribute('aria-disabled') && !b.disabled)).to.equal(true);
        expect(hasResults(el)).to.equal(null);
        expect(getCookie(POLL_COOKIE)).to.equal(undefined);
        expect(votes).to.have.length(0);
        expect(errors).to.have.length(1);
        expect(errors[0]).to.deep.include({ pollId: question, phase: 'vote' });
        expect(errors[0]?.message).to.contain(inMessage);
        expect((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).to.have.length(0);
        if (kind.startsWith('500')) await expect(el).to.be.accessible();

        const gate = held(passThrough);
        fakeNetwork(gate);
        button(el, 'Saturday').click();
        await waitFor(() => gate.waiting === 1, 'the retry sent');
        await settle();
        expect(errorText(el), 'the old error goes when the visitor tries again').to.equal('');
        gate.release();
        await waitFor(() => hasResults(el), 'results after retry');
        expect(storedCookie()).to.deep.equal({ Polls: { ids: [question], votes: [1] } });
        expect(votes).to.have.length(1);
        expect(await serverCounts(question), 'only the retry was counted').to.deep.equal(counts(0, 1));
      });
    }

    it('keeps keyboard focus on the answer after a failure, so Enter retries at once', async () => {
      const question = freshQuestion();
      fakeNetwork(offline);
      const el = await basicPoll(question);
      button(el, 'Sunday').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => errorText(el), 'error');
      expect(focused(el)).to.equal('button[answer] Sunday');
      restoreNetwork();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasResults(el), 'results after Enter');
      expect(await serverCounts(question)).to.deep.equal(counts(1));
    });
  });

  describe('events and analytics', () => {
    it('emits vb-poll-vote then vb-poll-results with their details, bubbling and composed', async () => {
      const question = freshQuestion();
      await seed(question, counts(0, 0, 0, 1));
      const order: string[] = [];
      let vote: CustomEvent<PollVoteDetail> | undefined;
      let shown: CustomEvent<PollResultsDetail> | undefined;
      let resultsOnScreen = false;
      const onVote = (e: Event) => {
        vote = e as CustomEvent<PollVoteDetail>;
        order.push('vote');
      };
      const onResults = (e: Event) => {
        shown = e as CustomEvent<PollResultsDetail>;
        order.push('results');
        resultsOnScreen = hasResults(e.target as HTMLElement) !== null;
      };
      document.addEventListener('vb-poll-vote', onVote);
      document.addEventListener('vb-poll-results', onResults);
      try {
        const el = await basicPoll(question);
        button(el, 'A weekday evening').click();
        await waitFor(() => shown, 'vb-poll-results');
        expect(order).to.deep.equal(['vote', 'results']);
        expect(resultsOnScreen, 'listeners see the results already on screen').to.equal(true);
        expect(vote?.bubbles && vote.composed).to.equal(true);
        expect(vote?.target === el, 'the event comes from the element').to.equal(true);
        expect(vote?.detail).to.deep.equal({ pollId: question, group: 'Polls', voteId: 3, answer: 'A weekday evening' });
        expect(shown?.detail).to.deep.equal({ pollId: question, group: 'Polls', counts: counts(0, 0, 0, 2), total: 2, voteId: 3 });
      } finally {
        document.removeEventListener('vb-poll-vote', onVote);
        document.removeEventListener('vb-poll-results', onResults);
      }
    });

    it('pushes a click to window.dataLayer with the question and the answer', async () => {
      const question = freshQuestion();
      const el = await basicPoll(question);
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer;
      expect(layer).to.have.length(1);
      expect(layer?.[0]).to.deep.equal({
        event: 'Component Click',
        component: { info: { contentTitle: question, interactionText: 'Sunday' } },
        category: { primary: 'poll' },
      });
    });
  });

  describe('keyboard', () => {
    it('Tab reaches each answer in order; Space votes', async () => {
      const question = freshQuestion();
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <button id="before">before</button>
          <vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>
        </div>`,
      );
      const el = wrapper.querySelector('vb-poll') as PollElement;
      await waitFor(() => hasButtons(el), 'buttons');
      (wrapper.querySelector('#before') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal('button[answer] Sunday');
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal('button[answer] Saturday');
      await sendKeys({ press: 'Space' });
      await waitFor(() => hasResults(el), 'results');
      expect(await serverCounts(question)).to.deep.equal(counts(0, 1));
      expect(focused(el)).to.equal('p[message thanks] Thank you for voting.');
    });

    it('Enter votes on the focused answer', async () => {
      const question = freshQuestion();
      const el = await basicPoll(question);
      button(el, 'A weekday evening').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasResults(el), 'results');
      expect(await serverCounts(question)).to.deep.equal(counts(0, 0, 0, 1));
    });
  });

  describe('motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('animates the bars, unless the visitor prefers reduced motion', async () => {
      const question = freshQuestion();
      await seed(question, counts(1));
      const el = await basicPoll(question);
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
      const el = await basicPoll(freshQuestion());
      await expect(el).to.be.accessible();
    });

    it('is accessible while voting and with results shown', async () => {
      const question = freshQuestion();
      await seed(question, counts(4, 2, 1));
      const gate = held(passThrough);
      fakeNetwork(gate);
      const el = await basicPoll(question);
      button(el, 'Sunday').click();
      await waitFor(() => gate.waiting === 1, 'the vote sent');
      await settle();
      expect(el.getAttribute('data-vb-state')).to.equal('voting');
      await expect(el).to.be.accessible();
      gate.release();
      await waitFor(() => hasResults(el), 'results');
      await expect(el).to.be.accessible();
      const list = root(el).querySelector('ul[aria-labelledby]') as HTMLElement;
      expect(root(el).querySelector(`#${list.getAttribute('aria-labelledby')}`)?.textContent).to.equal('Results');
      for (const bar of root(el).querySelectorAll('[part~="bar"]')) expect(bar.getAttribute('aria-hidden')).to.equal('true');
    });

    it('is accessible with an error shown, and in light mode', async () => {
      fakeNetwork(offline);
      const el = await poll(html`<vb-poll render="light" question=${freshQuestion()} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => hasButtons(el), 'buttons');
      button(el, 'Sunday').click();
      await waitFor(() => errorText(el), 'error');
      await expect(el).to.be.accessible();
    });

    it('gives two light-mode polls on one page distinct ids', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <vb-poll render="light" question="One" answers='[{"voteid":0,"text":"A"}]'></vb-poll>
          <vb-poll render="light" question="Two" answers='[{"voteid":0,"text":"B"}]'></vb-poll>
        </div>`,
      );
      await waitFor(() => wrapper.querySelectorAll('button').length === 2, 'both polls');
      const ids = Array.from(wrapper.querySelectorAll('[id]')).map((n) => n.id);
      expect(ids.length, 'each question heading has an id').to.be.at.least(2);
      expect(new Set(ids).size).to.equal(ids.length);
      await expect(wrapper).to.be.accessible();
    });
  });

  describe('issue 9: spec behaviour', () => {
    it('the same poll twice on a page: a vote in one shows the results in the other, and only one vote is counted', async () => {
      const question = freshQuestion();
      const gate = held(passThrough);
      fakeNetwork(gate);
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>
          <vb-poll render="light" question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>
        </div>`,
      );
      const [first, second] = Array.from(wrapper.querySelectorAll<PollElement>('vb-poll'));
      if (!first || !second) throw new Error('two polls');
      await waitFor(() => hasButtons(first) && hasButtons(second), 'both polls votable');
      button(first, 'Sunday').click();
      await waitFor(() => gate.waiting === 1, 'the first vote sent');
      // While the first is counting, the second refuses a vote of its own.
      button(second, 'Saturday').click();
      await settle();
      gate.release();
      await waitFor(() => hasResults(first) && hasResults(second), 'results in both');
      expect(await serverCounts(question), 'one vote counted, the first').to.deep.equal(counts(1));
      expect(results(second).find((r) => r.chosen)?.text).to.equal('Sunday');
      expect(results(second).map((r) => r.percent)).to.deep.equal(results(first).map((r) => r.percent));
      expect(second.getAttribute('data-vb-state')).to.equal('results');
    });

    it('a poll added after the vote, or voted after another tab voted, shows the results instead of voting again', async () => {
      const question = freshQuestion();
      await seed(question, counts(0, 4));
      const el = await basicPoll(question);
      // Another tab voted since this poll rendered.
      setJsonCookie(POLL_COOKIE, withVote({}, 'Polls', question, 1), { days: 1 });
      button(el, 'Sunday').click();
      await waitFor(() => hasResults(el), 'results');
      expect(await serverCounts(question), 'no second vote is counted').to.deep.equal(counts(0, 4));
      expect(results(el).find((r) => r.chosen)?.text).to.equal('Saturday');
    });

    it('a vote is remembered even when the visitor has voted in 99 polls before (the cookie stays under 4 KB)', async () => {
      const question = freshQuestion();
      let past: PollCookie = {};
      for (let n = 1; n <= 99; n += 1) past = withVote(past, 'Polls', `An earlier poll, number ${n}, with a question of ordinary length?`, n % 10);
      const fitted = fitCookie(past);
      setJsonCookie(POLL_COOKIE, fitted, { days: 1 });
      expect(getCookie(POLL_COOKIE), 'the starting cookie was stored').to.not.equal(undefined);
      const el = await basicPoll(question);
      button(el, 'Saturday').click();
      await waitFor(() => hasResults(el), 'results');
      const stored = normaliseCookie(storedCookie());
      expect(stored.Polls?.ids.at(-1), 'the new vote is in the cookie the browser kept').to.equal(question);
      expect(stored.Polls?.votes.at(-1)).to.equal(1);
      expect(`${POLL_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}`.length).to.be.at.most(COOKIE_MAX_BYTES);
      // A reload remembers it: a new poll element with the same question shows results, not buttons.
      el.remove();
      const again = await poll(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
      await waitFor(() => hasResults(again), 'results for a returning visitor');
    });

    it('votes against the real reference server, also with a question over its 500-character limit', async () => {
      const short = freshQuestion('Real server poll');
      const long = `${'Which of these long-winded options, described here at length, '.repeat(9)}would you choose (${uniqueId('long')})?`;
      expect(long.length).to.be.above(MAX_POLL_ID_CHARS);
      // The server itself refuses the long question: the poll must send a shorter id.
      expect((await callServer('/api/polls', { json: { question: long, vote: 10 } })).status).to.equal(400);
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
      expect(await serverCounts(short)).to.deep.equal(counts(0, 0, 0, 1));
      expect(await serverCounts(serverPollId(long))).to.deep.equal(counts(0, 0, 0, 1));
    });

    it('light mode: page CSS for bare class names (Bootstrap-style .answer, .question, .results, .bar) does not restyle the poll', async () => {
      const page = new CSSStyleSheet();
      page.replaceSync(
        [
          '.poll',
          '.question',
          '.answers',
          '.answer',
          '.button',
          '.title',
          '.results',
          '.result',
          '.result-text',
          '.percent',
          '.your-vote',
          '.bar',
          '.bar-fill',
          '.total',
          '.thanks',
          '.status',
          '.error',
        ]
          .map((selector) => `${selector} { display: none !important; }`)
          .join('\n'),
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
      try {
        const el = await poll(html`<vb-poll render="light" question=${freshQuestion()} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
        await waitFor(() => hasButtons(el), 'buttons');
        expect(root(el).querySelector<HTMLElement>('[part~="question"]')?.offsetHeight, 'question shown').to.be.above(0);
        expect(button(el, 'Sunday').offsetHeight, 'answer shown').to.be.above(0);
        button(el, 'Sunday').click();
        await waitFor(() => hasResults(el), 'results');
        for (const name of ['results', 'result', 'percent', 'your-vote', 'bar', 'bar-fill', 'total']) {
          expect(root(el).querySelector<HTMLElement>(`[part~="${name}"]`)?.offsetHeight, `${name} shown`).to.be.above(0);
        }
        const classes = Array.from(el.querySelectorAll('[class]')).flatMap((node) => Array.from(node.classList));
        expect(
          classes.filter((name) => !name.startsWith('vb-')),
          'every light-DOM class is namespaced',
        ).to.deep.equal([]);
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
      }
    });

    it('at 375 px the "Your vote" badge never covers the percentage', async () => {
      await setViewport({ width: 375, height: 800 });
      try {
        const long = 'An answer long enough to fill a phone screen line and a half';
        const question = freshQuestion('Q');
        await seed(question, counts(3, 1));
        const wrapper = await fixture<HTMLElement>(
          html`<div style="padding: 0 16px">
            <vb-poll
              question=${question}
              answers=${JSON.stringify([
                { voteid: 0, text: long },
                { voteid: 1, text: 'Short' },
              ])}
            ></vb-poll>
          </div>`,
        );
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
