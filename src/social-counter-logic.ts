/**
 * Social counters (likes, counters, giving counters), the pure part: the spec's timings, which interval a
 * counter polls at, the rule that a shown count never goes backwards, the digits a roll shows, and the
 * `participationCounter` record of what this visitor has liked. The runtime (reads, timers, increments)
 * is src/social-counters.ts; node tests cover this file.
 */

/** Spec section 9: "Counter poll 10 s". */
export const POLL_MS = 10_000;
/**
 * Spec section 9: "throttled 60 s" and "refresh 60000 ms" are one figure: the interval when more than
 * `MANY_VISIBLE` counters are visible or the connection is slower than 3g (spec section 7).
 */
export const THROTTLED_POLL_MS = 60_000;
/** Spec section 7: "60 s when more than 10 are visible". */
export const MANY_VISIBLE = 10;
/** Spec section 9: "counter cache 10000 ms": a counter coming into view reuses an answer younger than this. */
export const CACHE_MS = 10_000;
/** Spec section 9: "delayed update after increment 10 s". */
export const REREAD_AFTER_INCREMENT_MS = 10_000;
/** Spec section 9: "digit animation 250 ms per digit". */
export const DIGIT_ROLL_MS = 250;
/** Spec section 9: "minimum 3 digits". */
export const MIN_DIGITS = 3;
/** Spec section 3: local storage `participationCounter` maps a group to the ids already liked. */
export const PARTICIPATION_KEY = 'participationCounter';

/** Network Information API `effectiveType` values slower than 3g. */
const SLOWER_THAN_3G: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** How often the visible counters are read, given how many are visible and the connection's effective type. */
export function pollInterval(visibleCounters: number, effectiveType?: string): number {
  if (visibleCounters > MANY_VISIBLE) return THROTTLED_POLL_MS;
  if (effectiveType !== undefined && SLOWER_THAN_3G.has(effectiveType)) return THROTTLED_POLL_MS;
  return POLL_MS;
}

/** One key per counter: counters with the same group and id share one read. */
export function counterKey(group: string, id: string): string {
  return JSON.stringify([group, id]);
}

/**
 * The count to show after an answer: never below what is shown. An answer that left the server before an
 * increment (a slow read, a cached copy) would otherwise take back a like the visitor just saw counted.
 */
export function laterValue(shown: number | undefined, answer: number): number {
  return shown === undefined ? answer : Math.max(shown, answer);
}

/** The `value` of a readSocialCounter / incrementSocialCounter answer, or undefined when it is not a count. */
export function parseCounterValue(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as { value?: unknown }).value;
  const count = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}

/**
 * Spec section 5: "count target must be a whole number not less than current". The problem in words (for
 * the console) when `target` cannot be shown after `current`, else undefined.
 */
export function targetProblem(current: number | undefined, target: unknown): string | undefined {
  if (typeof target !== 'number' || !Number.isSafeInteger(target) || target < 0) return `${String(target)} is not a whole number of 0 or more`;
  if (current !== undefined && target < current) return `${target} is less than the count shown (${current}); a count never goes back`;
  return undefined;
}

/** The digits a roll shows for `value`: at least `minDigits`, padded with zeros in front. */
export function rollDigits(value: number, minDigits: number = MIN_DIGITS): number[] {
  const text = String(Math.max(0, Math.trunc(value))).padStart(Math.max(1, Math.trunc(minDigits) || 1), '0');
  return Array.from(text, Number);
}

/**
 * How long each wheel of a roll from `from` to `to` takes, by position (index 0 is the leftmost wheel): 250 ms
 * per digit it passes, counting the wheels to its right as they carry (so the whole roll reads as one count),
 * and 0 under reduced motion or for a wheel that does not move.
 */
export function rollDurations(from: number[], to: number[], reducedMotion: boolean): number[] {
  return to.map((digit, index) => {
    const before = from[index - (to.length - from.length)] ?? 0;
    if (reducedMotion || before === digit) return 0;
    return DIGIT_ROLL_MS * (to.length - index);
  });
}

/** Group name to the ids already liked in it. */
export type Participation = Record<string, string[]>;

/** What local storage held, made safe: anything that is not a map of string lists is dropped. */
export function normaliseParticipation(raw: unknown): Participation {
  const result: Participation = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return result;
  for (const [group, ids] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(ids)) result[group] = ids.filter((id): id is string => typeof id === 'string');
  }
  return result;
}

export function hasParticipated(record: Participation, group: string, id: string): boolean {
  return record[group]?.includes(id) ?? false;
}

/** The record with `id` added to `group` (unchanged when it is there already). */
export function withParticipation(record: Participation, group: string, id: string): Participation {
  if (hasParticipated(record, group, id)) return record;
  return { ...record, [group]: [...(record[group] ?? []), id] };
}
