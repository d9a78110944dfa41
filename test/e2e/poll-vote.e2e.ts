/**
 * One vote end to end: the built poll on its demo page, the real reference server and its SQLite
 * store, headless Chromium. The element tests fake the server to reach its error paths; this is the
 * one place that proves the poll and the server agree on the call, the answer and the cookie.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/poll-vote.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { examples } from '../../elements/poll/examples.ts';
import { openProbe, settle, e2eSession } from './harness.ts';

/** The page's first poll is the default example: its question is the poll id the server counts under. */
const DEFAULT = examples[0];
const QUESTION = /question="([^"]+)"/.exec(DEFAULT?.html ?? '')?.[1] ?? '';
const ANSWERS = ['Tuesday', 'Wednesday', 'Thursday'];
const CHOICE = 'Wednesday';

const session = e2eSession();

/** What the server has stored for the poll: vote 10 reads without voting (spec section 7). */
async function storedCounts(): Promise<number[]> {
  const response = await fetch(`${session.server.origin}/api/polls`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question: QUESTION, vote: 10 }),
  });
  assert.equal(response.status, 200);
  const answer = (await response.json()) as { data: string };
  return (JSON.parse(answer.data) as { data: number[] }).data;
}

async function shownResults(poll: Locator): Promise<Array<{ text: string; percent: string; chosen: boolean }>> {
  return poll.locator('[part~="result"]').evaluateAll((items) =>
    items.map((item) => ({
      text: item.querySelector('[part~="result-text"]')?.textContent ?? '',
      percent: item.querySelector('[part~="percent"]')?.textContent ?? '',
      chosen: item.querySelector('[part~="your-vote"]') !== null,
    })),
  );
}

test('a visitor votes on the demo page: the server stores it, the poll shows the percentages, and a reload remembers it', async () => {
  assert.ok(DEFAULT && QUESTION, 'elements/poll/examples.ts starts with a poll that has a question');
  assert.deepEqual(await storedCounts(), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 'a fresh database');

  const probe = await openProbe(session.browser);
  try {
    await probe.page.goto(`${session.server.origin}/demo/poll.html`);
    await settle(probe);
    // Playwright's CSS engine reads open shadow roots, so this reaches inside the default poll.
    const poll = probe.page.locator('vb-poll').first();
    assert.equal(await poll.getAttribute('question'), QUESTION);
    assert.deepEqual(await poll.locator('button[part~="answer"]').allTextContents(), ANSWERS);

    await poll.locator('button[part~="answer"]', { hasText: CHOICE }).click();
    await poll.locator('[part~="results"]').waitFor({ timeout: 10_000 });
    await settle(probe);
    assert.deepEqual(await shownResults(poll), [
      { text: 'Tuesday', percent: '0%', chosen: false },
      { text: 'Wednesday', percent: '100%', chosen: true },
      { text: 'Thursday', percent: '0%', chosen: false },
    ]);

    // A second call, not the poll's own answer: the vote is in the store.
    assert.deepEqual(await storedCounts(), [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);

    await probe.page.reload();
    await settle(probe);
    const again = probe.page.locator('vb-poll').first();
    await again.locator('[part~="results"]').waitFor({ timeout: 10_000 });
    assert.equal(await again.locator('button[part~="answer"]').count(), 0, 'a returning visitor is not asked again');
    assert.deepEqual(await shownResults(again), [
      { text: 'Tuesday', percent: '0%', chosen: false },
      { text: 'Wednesday', percent: '100%', chosen: true },
      { text: 'Thursday', percent: '0%', chosen: false },
    ]);
    // Reading the results after the reload did not count a second vote.
    assert.deepEqual(await storedCounts(), [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
