/**
 * Issue 10, section 3, from the visitor's side: a vote whose answer is lost (it came after the client's
 * timeout) leaves the poll votable; clicking the same answer again is the same action, sent with the same
 * Idempotency-Key, and the real reference server counts it once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../elements/poll/define.ts';
import { parseCounts, POLL_COOKIE } from '../../../elements/poll/poll-data.ts';
import { deleteCookie } from '../../../src/storage.ts';
import { answerLost, fakeNetwork, offline, requests } from '../../support/network.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';

const ANSWERS = [
  { voteid: 0, text: 'Sunday' },
  { voteid: 3, text: 'A weekday evening' },
];
/** The reference server starts on the first /api request of the run; waits here allow for it. */
const SERVER_MS = 10000;

const root = (el: HTMLElement): ParentNode => el.shadowRoot ?? el;
const answerButton = (el: HTMLElement, text: string) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('button[part~="answer"]')).find((b) => b.textContent === text);
const errorText = (el: HTMLElement) => root(el).querySelector('[role="alert"]')?.textContent ?? '';
const hasResults = (el: HTMLElement) => root(el).querySelector('[part~="results"]');

/** What the real server has counted (vote 10 only reads), past any fake the test installed. */
async function readCounts(question: string): Promise<number[]> {
  const { body } = await callServer('/api/polls', { json: { question, vote: 10 } });
  return parseCounts(body);
}

/** The Idempotency-Key of each vote the poll sent (reads of the counts, vote 10, left out). */
async function voteKeys(): Promise<Array<string | null>> {
  const keys: Array<string | null> = [];
  for (const request of requests) {
    const body = (await request.clone().json()) as { vote?: number };
    if (request.method === 'POST' && body.vote !== 10) keys.push(request.headers.get('Idempotency-Key'));
  }
  return keys;
}

describe('vb-poll: a retried vote counts once', () => {
  afterEach(() => {
    deleteCookie(POLL_COOKIE);
  });

  it('the first answer is lost after the server counted the vote; the visitor clicks again; the poll shows one vote', async function () {
    // The reference server starts (in its own process) on the first /api request of the run.
    this.timeout(60000);
    const question = `Idempotent poll (${uniqueId('poll')})?`;
    await readCounts(question);
    // The server counts the first vote; its answer never reaches the page (as after the 10 s timeout).
    fakeNetwork(answerLost());

    const el = await fixture<HTMLElement>(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
    const first = await waitFor(() => answerButton(el, 'A weekday evening'), 'answer buttons', SERVER_MS);
    first.click();
    await waitFor(() => errorText(el), 'the error after the lost answer', SERVER_MS);
    expect(await readCounts(question), 'the first try was counted').to.deep.equal([0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);

    (await waitFor(() => answerButton(el, 'A weekday evening'), 'the buttons again', SERVER_MS)).click();
    await waitFor(() => hasResults(el), 'results after the retry', SERVER_MS);

    const keys = await voteKeys();
    expect(keys).to.have.length(2);
    expect(keys[0]).to.be.a('string').and.not.equal('');
    expect(keys[1]).to.equal(keys[0]);
    expect(await readCounts(question), 'the retry was not counted again').to.deep.equal([0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('a vote in another poll, or for another answer, is a new action with a new key', async function () {
    this.timeout(60000);
    fakeNetwork(offline);
    const question = `Two actions (${uniqueId('poll')})?`;
    const el = await fixture<HTMLElement>(html`<vb-poll question=${question} answers=${JSON.stringify(ANSWERS)}></vb-poll>`);
    (await waitFor(() => answerButton(el, 'Sunday'), 'buttons', SERVER_MS)).click();
    await waitFor(() => errorText(el), 'the first error', SERVER_MS);
    (await waitFor(() => answerButton(el, 'A weekday evening'), 'buttons again', SERVER_MS)).click();
    await waitFor(() => requests.length === 2, 'the second try', SERVER_MS);
    const keys = await voteKeys();
    expect(keys[0]).to.be.a('string');
    expect(keys[1]).to.be.a('string').and.not.equal(keys[0]);
  });
});
