/**
 * The pollVote cookie after a vote: recorded, then trimmed to the browser's limit. Only a vote needs
 * this, so the poll imports it when the visitor votes (in parallel with the vote call) instead of
 * shipping it with the element; poll-data.ts re-exports it for tests and page scripts.
 */
import { cookieKey, POLL_COOKIE, type PollCookie, type PollGroupRecord } from './poll-data.ts';

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

/**
 * Browsers keep a cookie only while its name and value together stay within 4096 bytes (RFC 6265
 * section 6.1's minimum, Chrome's and Firefox's limit); a larger one is dropped whole, and every vote
 * with it. Kept a little under, for the '=' and for browsers that count differently.
 */
export const COOKIE_MAX_BYTES = 4096;
const COOKIE_MARGIN_BYTES = 96;

/** What the cookie's value costs once stored: storage.ts writes it with encodeURIComponent. */
export function encodedCookieBytes(cookie: PollCookie): number {
  return encodeURIComponent(JSON.stringify(cookie)).length;
}

/**
 * Drop the oldest votes until the cookie fits. withVote moves the group written last to the end and
 * appends within a group, so the first id of the first group is the oldest this shape can tell
 * (the spec's shape keeps no dates). Empty groups go with their last vote.
 */
export function fitCookie(cookie: PollCookie, maxBytes = COOKIE_MAX_BYTES - POLL_COOKIE.length - COOKIE_MARGIN_BYTES): PollCookie {
  const entries: Array<[string, PollGroupRecord]> = Object.entries(cookie).map(([group, record]) => [
    group,
    { ids: [...record.ids], votes: [...record.votes] },
  ]);
  let fitted: PollCookie = Object.fromEntries(entries);
  while (entries.length > 0 && encodedCookieBytes(fitted) > maxBytes) {
    const first = entries[0];
    if (!first) break;
    first[1].ids.shift();
    first[1].votes.shift();
    if (first[1].ids.length === 0) entries.shift();
    fitted = Object.fromEntries(entries);
  }
  return fitted;
}

/** The cookie after a vote: recorded under its cookie key, then trimmed to the browser's limit. */
export function rememberVote(cookie: PollCookie, group: string, pollId: string, vote: number): PollCookie {
  const key = cookieKey(pollId);
  // An older version may have stored the full id; keep one entry per poll.
  const cleaned = key === pollId || !Object.hasOwn(cookie, group) ? cookie : withoutId(cookie, group, pollId);
  return fitCookie(withVote(cleaned, group, key, vote));
}

function withoutId(cookie: PollCookie, group: string, id: string): PollCookie {
  return Object.fromEntries(
    Object.entries(cookie).map(([name, record]) => {
      if (name !== group) return [name, record];
      const keep = record.ids.map((_, i) => i).filter((i) => record.ids[i] !== id);
      return [name, { ids: keep.map((i) => record.ids[i] ?? ''), votes: keep.map((i) => record.votes[i] ?? 0) }];
    }),
  );
}
