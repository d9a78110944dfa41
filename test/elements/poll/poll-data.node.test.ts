import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COOKIE_MAX_BYTES, encodedCookieBytes, fitCookie, rememberVote, withVote } from '../../../elements/poll/poll-cookie-write.ts';
import {
  COOKIE_ID_MAX_BYTES,
  cookieKey,
  findStoredVote,
  hash64,
  LONG_ID_HEAD_CHARS,
  MAX_POLL_ID_CHARS,
  findVote,
  normaliseCookie,
  parseAnswers,
  parseCounts,
  POLL_COOKIE,
  serverPollId,
  shareOf,
  totalOf,
  type PollCookie,
} from '../../../elements/poll/poll-data.ts';

/** What the browser stores: name=value with the value as storage.ts encodes it. */
function storedBytes(cookie: PollCookie): number {
  return POLL_COOKIE.length + 1 + encodedCookieBytes(cookie);
}

const question = (n: number) => `Poll number ${n}: which of the proposed dates for the ward activity suits your family best?`;

describe('pollVote cookie stays under the browser limit', () => {
  it('100 polls: the cookie stays under 4096 bytes, the newest votes are kept and the oldest dropped', () => {
    let cookie: PollCookie = {};
    for (let n = 1; n <= 100; n += 1) {
      cookie = normaliseCookie(JSON.parse(JSON.stringify(rememberVote(cookie, 'Polls', question(n), n % 10))));
      assert.ok(storedBytes(cookie) <= COOKIE_MAX_BYTES, `after ${n} polls the cookie is ${storedBytes(cookie)} bytes`);
      assert.equal(findStoredVote(cookie, 'Polls', question(n)), n % 10, `the vote just cast in poll ${n} is remembered`);
    }
    assert.equal(findStoredVote(cookie, 'Polls', question(1)), undefined, 'the oldest vote made room');
    assert.equal(findStoredVote(cookie, 'Polls', question(99)), 9);
    // Without the cap the same 100 votes would be far beyond what a browser keeps (it would drop them all).
    let uncapped: PollCookie = {};
    for (let n = 1; n <= 100; n += 1) uncapped = withVote(uncapped, 'Polls', question(n), n % 10);
    assert.ok(storedBytes(uncapped) > COOKIE_MAX_BYTES);
  });

  it('across groups, the group written longest ago loses its first votes first', () => {
    let cookie: PollCookie = {};
    for (let n = 1; n <= 100; n += 1) cookie = rememberVote(cookie, n % 2 ? 'Odd' : 'Even', question(n), 1);
    assert.ok(storedBytes(cookie) <= COOKIE_MAX_BYTES);
    assert.equal(findStoredVote(cookie, 'Even', question(100)), 1);
    assert.equal(findStoredVote(cookie, 'Odd', question(99)), 1);
    assert.equal(findStoredVote(cookie, 'Odd', question(1)), undefined);
  });

  it('fitCookie leaves a cookie that fits untouched and drops whole empty groups', () => {
    const small: PollCookie = { A: { ids: ['a'], votes: [1] } };
    assert.deepEqual(fitCookie(small), small);
    const fitted = fitCookie({ A: { ids: ['a'], votes: [1] }, B: { ids: ['b'], votes: [2] } }, encodedCookieBytes({ B: { ids: ['b'], votes: [2] } }));
    assert.deepEqual(fitted, { B: { ids: ['b'], votes: [2] } });
  });

  it('a poll id too long for the cookie is remembered by its hash; a full id stored by an older version is still found and replaced', () => {
    const long = 'Ω'.repeat(120);
    assert.ok(encodeURIComponent(JSON.stringify(long)).length > COOKIE_ID_MAX_BYTES);
    assert.equal(cookieKey(long), `#${hash64(long)}`);
    assert.equal(cookieKey('short'), 'short');
    const older: PollCookie = { Polls: { ids: [long], votes: [4] } };
    assert.equal(findStoredVote(older, 'Polls', long), 4);
    assert.deepEqual(rememberVote(older, 'Polls', long, 5), { Polls: { ids: [`#${hash64(long)}`], votes: [5] } });
  });
});

describe('poll ids the server accepts', () => {
  it('keeps an id within 500 characters as it is (whitespace collapsed, controls removed)', () => {
    assert.equal(serverPollId('  Camp\n dates? '), 'Camp dates?');
    assert.equal(serverPollId('a\u0000b'), 'a b');
    const exact = 'x'.repeat(MAX_POLL_ID_CHARS);
    assert.equal(serverPollId(exact), exact);
  });

  it('derives a stable, short, distinct id from a longer question', () => {
    const long = `${'Tell us which of the following '.repeat(20)}options you prefer.`;
    const id = serverPollId(long);
    assert.ok(Array.from(id).length <= MAX_POLL_ID_CHARS);
    assert.ok(id.startsWith(long.slice(0, LONG_ID_HEAD_CHARS).trimEnd()));
    assert.match(id, /… \[[0-9a-f]{16}\]$/);
    assert.equal(serverPollId(long), id, 'the same question gives the same id');
    assert.notEqual(serverPollId(`${long}!`), id, 'questions that differ only at the end stay apart');
    // Counted in code points, as the server counts: 501 astral characters are too long, 500 are not.
    assert.notEqual(serverPollId('😀'.repeat(501)), '😀'.repeat(501));
    assert.equal(serverPollId('😀'.repeat(500)), '😀'.repeat(500));
  });

  it('hash64 is FNV-1a 64 over UTF-8', () => {
    assert.equal(hash64(''), 'cbf29ce484222325');
    assert.equal(hash64('a'), 'af63dc4c8601ec8c');
  });
});

describe('poll answers, counts and the cookie (decoding)', () => {
  it('parseCounts reads the nested JSON string and pads to ten counts; anything else throws', () => {
    assert.deepEqual(parseCounts({ data: JSON.stringify({ data: [1, 2, 3] }) }), [1, 2, 3, 0, 0, 0, 0, 0, 0, 0]);
    for (const bad of [null, 'x', { data: '{' }, { data: '{}' }, { data: JSON.stringify({ data: [-1] }) }]) {
      assert.throws(() => parseCounts(bad), TypeError, JSON.stringify(bad));
    }
  });

  it('parseAnswers keeps valid answers and names what it dropped', () => {
    const { answers, problems } = parseAnswers([
      { voteid: '9', text: ' Nine ' },
      { voteid: 10, text: 'Ten' },
      { voteid: 9, text: 'Again' },
    ]);
    assert.deepEqual(answers, [{ voteid: 9, text: 'Nine' }]);
    assert.equal(problems.length, 2);
  });

  it('normaliseCookie keeps only valid id/vote pairs; findVote and withVote read and write one group', () => {
    const cookie = normaliseCookie({ A: { ids: ['p', 7, 'q', 'p'], votes: [1, 2, 11, 3] }, B: 'x' });
    assert.deepEqual(cookie, { A: { ids: ['p'], votes: [1] } });
    assert.equal(findVote(cookie, 'A', 'p'), 1);
    assert.equal(findVote(cookie, 'toString', 'p'), undefined);
    const next = withVote(cookie, 'B', 'q', 4);
    assert.deepEqual(next, { A: { ids: ['p'], votes: [1] }, B: { ids: ['q'], votes: [4] } });
  });

  it('percentages are shares of the answers shown', () => {
    const counts = [3, 1, 0, 0, 0, 0, 0, 0, 0, 6];
    assert.equal(
      totalOf(counts, [
        { voteid: 0, text: 'a' },
        { voteid: 1, text: 'b' },
      ]),
      4,
    );
    assert.equal(shareOf(3, 4), 0.75);
    assert.equal(shareOf(0, 0), 0);
  });
});
