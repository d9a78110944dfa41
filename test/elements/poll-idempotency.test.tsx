/**
 * Issue 10, section 3, from the visitor's side: a vote whose answer is lost (it came after the client's
 * timeout) leaves the poll votable; clicking the same answer again is the same action, sent with the same
 * Idempotency-Key, and the real reference server counts it once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/poll/define.ts';
import { parseCounts, POLL_COOKIE } from '../../elements/poll/poll-data.ts';
import { deleteCookie } from '../../src/storage.ts';

const ANSWERS = [
  { voteid: 0, text: 'Sunday' },
  { voteid: 3, text: 'A weekday evening' },
];
const realFetch = window.fetch;

async function waitFor<T>(find: () => T | null | undefined | false, what: string, timeoutMs = 10000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const root = (el: HTMLElement): ParentNode => el.shadowRoot ?? el;
const answerButton = (el: HTMLElement, text: string) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('button[part~="answer"]')).find((b) => b.textContent === text);
const errorText = (el: HTMLElement) => root(el).querySelector('[role="alert"]')?.textContent ?? '';
const hasResults = (el: HTMLElement) => root(el).querySelector('[part~="results"]');

async function readCounts(question: string): Promise<number[]> {
  const answer = await realFetch('/api/polls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question, vote: 10 }),
  });
  return parseCounts(await answer.json());
}

describe('vb-poll: a retried vote counts once', () => {
  afterEach(() => {
    window.fetch = realFetch;
    deleteCookie(POLL_COOKIE);
  });

  it('the first answer is lost after the server counted the vote; the visitor clicks again; the poll shows one vote', async function () {
    // The reference server starts (in its own process) on the first /api request of the run.
    this.timeout(60000);
    const question = `Idempotent poll ${Date.now()}-${Math.random().toString(36).slice(2)}?`;
    await readCounts(question);

    const keys: (string | null)[] = [];
    let loseNextAnswer = true;
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (init?.method === 'POST' && JSON.parse(String(init.body)).vote !== 10) {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        // The server has counted it; the answer never reaches the page (as after the 10 s timeout).
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw new TypeError('Failed to fetch');
        }
      }
      return response;
    };

    const el = await fixture<HTMLElement>(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
    const first = await waitFor(() => answerButton(el, 'A weekday evening'), 'answer buttons');
    first.click();
    await waitFor(() => errorText(el), 'the error after the lost answer');
    expect(await readCounts(question), 'the first try was counted').to.deep.equal([0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);

    (await waitFor(() => answerButton(el, 'A weekday evening'), 'the buttons again')).click();
    await waitFor(() => hasResults(el), 'results after the retry');

    expect(keys).to.have.length(2);
    expect(keys[0]).to.be.a('string').and.not.equal('');
    expect(keys[1]).to.equal(keys[0]);
    expect(await readCounts(question), 'the retry was not counted again').to.deep.equal([0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('a vote in another poll, or for another answer, is a new action with a new key', async function () {
    this.timeout(60000);
    const keys: (string | null)[] = [];
    window.fetch = async (input, init) => {
      if (init?.method === 'POST' && JSON.parse(String(init.body)).vote !== 10) keys.push(new Headers(init.headers).get('Idempotency-Key'));
      throw new TypeError('Failed to fetch');
    };
    const question = `Two actions ${Date.now()}?`;
    const el = await fixture<HTMLElement>(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
    (await waitFor(() => answerButton(el, 'Sunday'), 'buttons')).click();
    await waitFor(() => errorText(el), 'the first error');
    (await waitFor(() => answerButton(el, 'A weekday evening'), 'buttons again')).click();
    await waitFor(() => keys.length === 2, 'the second try');
    expect(keys[0]).to.be.a('string');
    expect(keys[1]).to.be.a('string').and.not.equal(keys[0]);
  });
});
