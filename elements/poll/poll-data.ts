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

/** A new cookie value with this vote recorded (other groups and polls kept). */
export function withVote(cookie: PollCookie, group: string, pollId: string, vote: number): PollCookie {
  const current = Object.hasOwn(cookie, group) ? cookie[group] : undefined;
  const ids = [...(current?.ids ?? [])];
  const votes = [...(current?.votes ?? [])];
  const index = ids.indexOf(pollId);
  if (index >= 0) votes[index] = vote;
  else {
    ids.push(pollId);
    votes.push(vote);
  }
  return Object.fromEntries([...Object.entries(cookie).filter(([name]) => name !== group), [group, { ids, votes }]]);
}
