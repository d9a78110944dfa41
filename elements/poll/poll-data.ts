/**
 * Pure poll logic, kept apart from React so tests (and a page script) can use it directly:
 * answers from JSON or author markup, the server's counts, the pollVote cookie, percentages.
 */

/** Vote ids are 0-9: the server keeps ten counters per poll (spec section 7, POST /api/polls). */
export const MIN_VOTE_ID = 0;
export const MAX_VOTE_ID = 9;
export const COUNTER_SLOTS = MAX_VOTE_ID + 1;
/** Spec section 7: `vote: 10` only reads the results. */
export const READ_RESULTS_VOTE = 10;
/** Spec section 3: the group defaults to Polls. */
export const DEFAULT_GROUP = 'Polls';
/** Spec section 3: cookie pollVote, per group a list of poll ids and a parallel list of votes. */
export const POLL_COOKIE = 'pollVote';
export const POLLS_PATH = '/api/polls';

export interface PollAnswer {
  /** 0-9; the index of this answer's counter on the server. */
  voteid: number;
  text: string;
}

export interface PollGroupRecord {
  ids: string[];
  votes: number[];
}

/** The pollVote cookie: group name to the polls voted in that group. */
export type PollCookie = Record<string, PollGroupRecord>;

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A vote id from JSON or a data attribute: a whole number 0-9, also written as a numeric string. */
export function toVoteId(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_VOTE_ID && n <= MAX_VOTE_ID ? n : undefined;
}

export interface ParsedAnswers {
  answers: PollAnswer[];
  /** What was dropped and why, for a console warning the page author can act on. */
  problems: string[];
}

/** Answers from the `answers` attribute or property: invalid entries and repeated vote ids are dropped. */
export function parseAnswers(value: unknown): ParsedAnswers {
  const problems: string[] = [];
  if (value === undefined || value === null) return { answers: [], problems };
  if (!Array.isArray(value)) return { answers: [], problems: ['answers must be a JSON list of { "voteid": 0-9, "text": "..." }'] };
  const answers: PollAnswer[] = [];
  const seen = new Set<number>();
  value.forEach((entry: unknown, index) => {
    const voteid = isRecord(entry) ? toVoteId(entry.voteid) : undefined;
    const text = isRecord(entry) && typeof entry.text === 'string' ? collapseWhitespace(entry.text) : '';
    if (voteid === undefined) problems.push(`answer ${index + 1}: voteid must be a whole number from ${MIN_VOTE_ID} to ${MAX_VOTE_ID}`);
    else if (!text) problems.push(`answer ${index + 1}: text is missing`);
    else if (seen.has(voteid)) problems.push(`answer ${index + 1}: voteid ${voteid} is used twice; the first one is kept`);
    else {
      seen.add(voteid);
      answers.push({ voteid, text });
    }
  });
  return { answers, problems };
}

/** Answers written as markup inside the tag: any element with data-voteid, at any depth, in order. */
export function answersFromNodes(nodes: readonly Node[]): ParsedAnswers {
  const found: Array<{ voteid: string | null; text: string }> = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const matches = node.matches('[data-voteid]') ? [node] : [];
    for (const element of [...matches, ...node.querySelectorAll('[data-voteid]')]) {
      found.push({ voteid: element.getAttribute('data-voteid'), text: element.textContent ?? '' });
    }
  }
  return parseAnswers(found);
}

/**
 * The server's answer: `{ "data": "<JSON string>" }` whose parsed value is `{ "data": [c0..c9] }`,
 * counts indexed by vote id. Returns all ten counts (missing ones are 0); throws on any other shape.
 */
export function parseCounts(body: unknown): number[] {
  if (!isRecord(body)) throw new TypeError('poll answer is not a JSON object');
  let inner: unknown = body.data;
  if (typeof inner === 'string') {
    try {
      inner = JSON.parse(inner);
    } catch {
      throw new TypeError('poll answer "data" is not valid JSON');
    }
  }
  const list = isRecord(inner) ? inner.data : undefined;
  if (!Array.isArray(list)) throw new TypeError('poll answer has no list of counts');
  return Array.from({ length: COUNTER_SLOTS }, (_, i) => {
    const raw: unknown = list[i];
    if (raw === undefined || raw === null) return 0;
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new TypeError(`poll count ${i} is not a number`);
    return Math.floor(n);
  });
}

/** The total the percentages are shares of: the counts of the answers this poll shows. */
export function totalOf(counts: readonly number[], answers: readonly PollAnswer[]): number {
  return answers.reduce((sum, answer) => sum + (counts[answer.voteid] ?? 0), 0);
}

/** A share from 0 to 1 (0 when nobody voted yet). */
export function shareOf(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

/**
 * Read the cookie robustly: anything that is not `{ group: { ids: string[], votes: number[] } }`
 * is dropped pair by pair, so a damaged or foreign cookie never breaks a poll.
 */
export function normaliseCookie(raw: unknown): PollCookie {
  if (!isRecord(raw)) return {};
  const groups: Array<[string, PollGroupRecord]> = [];
  for (const [group, record] of Object.entries(raw)) {
    if (!isRecord(record) || !Array.isArray(record.ids) || !Array.isArray(record.votes)) continue;
    const storedVotes: unknown[] = record.votes;
    const ids: string[] = [];
    const votes: number[] = [];
    record.ids.forEach((id: unknown, index) => {
      const vote = toVoteId(storedVotes[index]);
      if (typeof id === 'string' && vote !== undefined && !ids.includes(id)) {
        ids.push(id);
        votes.push(vote);
      }
    });
    groups.push([group, { ids, votes }]);
  }
  // fromEntries defines own properties, so a group named "__proto__" stays a plain key.
  return Object.fromEntries(groups);
}

/** The visitor's vote in this poll, or undefined when they have not voted. */
export function findVote(cookie: PollCookie, group: string, pollId: string): number | undefined {
  if (!Object.hasOwn(cookie, group)) return undefined;
  const record = cookie[group];
  const index = record ? record.ids.indexOf(pollId) : -1;
  return index >= 0 ? record?.votes[index] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Poll ids the server accepts

/** The reference server's limit on a poll id, in code points after whitespace is collapsed (demo/server/routes/polls.ts). */
export const MAX_POLL_ID_CHARS = 500;
/** How much of a long question a derived id keeps, so the server's records stay readable. */
export const LONG_ID_HEAD_CHARS = 100;
/** C0 and C1 controls and DEL: the server refuses them, and no heading shows them. */
const CONTROLS = /\p{Cc}/gu;

/** FNV-1a, 64 bits, over the UTF-8 bytes: 16 hex digits, the same in every browser and in Node. */
export function hash64(text: string): string {
  const FNV_OFFSET = 0xcbf29ce484222325n;
  const FNV_PRIME = 0x100000001b3n;
  const MASK = 0xffffffffffffffffn;
  let h = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * FNV_PRIME) & MASK;
  }
  return h.toString(16).padStart(16, '0');
}

/**
 * The id a poll is counted under. The spec's default is the heading, but the server refuses ids over
 * 500 characters, so such a poll could never be voted on. A question (or poll-id) that fits is sent as
 * it is; a longer one becomes its first 100 characters, '…', and a hash of the whole text:
 * `Which of these … [0123456789abcdef]`. Stable (the same text gives the same id on every page and
 * every visit) and distinct (two long questions that start alike still differ).
 */
export function serverPollId(raw: string): string {
  const text = collapseWhitespace(raw.replace(CONTROLS, ' '));
  const chars = Array.from(text);
  if (chars.length <= MAX_POLL_ID_CHARS) return text;
  return `${chars.slice(0, LONG_ID_HEAD_CHARS).join('').trimEnd()}… [${hash64(text)}]`;
}

// ---------------------------------------------------------------------------------------------
// Where a vote is remembered in the cookie

/** A poll id whose stored form is longer than this is remembered by its hash, so one poll cannot take a quarter of the cookie. */
export const COOKIE_ID_MAX_BYTES = 256;

/** The id under which a poll is remembered in the cookie: the poll id, or `#<hash>` when the poll id is long. */
export function cookieKey(pollId: string): string {
  return encodeURIComponent(JSON.stringify(pollId)).length > COOKIE_ID_MAX_BYTES ? `#${hash64(pollId)}` : pollId;
}

/** The visitor's vote in this poll (by its cookie key, or the full id an older version stored). */
export function findStoredVote(cookie: PollCookie, group: string, pollId: string): number | undefined {
  return findVote(cookie, group, cookieKey(pollId)) ?? findVote(cookie, group, pollId);
}

// Writing the cookie (withVote, fitCookie, rememberVote) is vote-only code: poll-cookie-write.ts,
// which the poll imports when the visitor votes.
