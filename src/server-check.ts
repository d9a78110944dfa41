/**
 * The server check of a typed value (DESIGN.md section 5; email, phone, and the address block after them): the
 * rules as pure functions, so node tests cover them. The React hook on top is src/hooks/use-server-check.ts.
 *
 * - Answers are kept per value (a bounded cache), so leaving the field again with the same value asks nobody.
 * - One check runs at a time; a new one, or new input, aborts the old one, and an aborted check's answer is dropped.
 * - A failed check (timeout, network, a non-200 answer) is `unverified`: a broken service never blocks a visitor.
 * - While a value is unchecked the field's error is `checking` (a custom error reading the checking text), so the
 *   form waits: a submit attempt starts the check, and the form goes once the answer is in.
 */
import { ApiError } from './api.ts';

/** What a failed service gives: the value is accepted. */
export interface Unverified {
  status: 'unverified';
  reason: string;
}

/** Every answer has a status; the field's own answer type adds its kinds (valid, invalid with a code, ...). */
export interface CheckAnswer {
  status: string;
}

/** Answers kept per field. */
export const CHECK_CACHE_SIZE = 20;

/** Whether a check of `key` is worth starting: enabled, a value, no answer known, not running already. */
export function shouldCheck(enabled: boolean, key: string, answers: ReadonlyMap<string, unknown>, checking: string | null): boolean {
  return enabled && key !== '' && !answers.has(key) && checking !== key;
}

/** The cache with new answers in, the oldest dropped past `limit`. */
export function rememberAnswers<A>(answers: ReadonlyMap<string, A>, entries: readonly (readonly [string, A])[], limit = CHECK_CACHE_SIZE): Map<string, A> {
  const next = new Map(answers);
  for (const [key, answer] of entries) {
    next.delete(key);
    next.set(key, answer);
  }
  while (next.size > limit) next.delete(next.keys().next().value as string);
  return next;
}

/** Whether a request failed because it was aborted: the house's api() says so in its kind, fetch with an AbortError. */
function isAbort(failure: unknown): boolean {
  if (failure instanceof ApiError) return failure.kind === 'abort';
  return failure instanceof Error && failure.name === 'AbortError';
}

/** A failed request: null when it was aborted (a newer check or new input replaced it: drop it), else unverified. */
export function failedCheck(failure: unknown): Unverified | null {
  if (isAbort(failure)) return null;
  return { status: 'unverified', reason: failure instanceof Error ? failure.message : String(failure) };
}

/** The field's error kinds a check adds: `checking` holds the form; any other kind is the field's own. */
export interface CheckedError {
  kind: string;
  flags: ValidityStateFlags;
  message: string;
}

/** The pending error: the form waits, with the checking text as its validation message. */
export function checkingError(checkingText: string): CheckedError & { kind: 'checking' } {
  return { kind: 'checking', flags: { customError: true }, message: checkingText };
}

/** The host's `data-vb-state`: '' (empty or nothing to say), 'checking', or the answer's status ('invalid' for a local error). */
export type CheckState = '' | 'checking' | 'valid' | 'invalid' | 'unverified';

/** What the field shows under the input: invalid only once errors show and never for `checking`; the checking text while a check runs or the form waits. */
export function checkedMessage(input: { showError: boolean; error: CheckedError | null; pending: boolean; checkingText: string }): {
  invalid: boolean;
  message: string;
} {
  const { showError, error, pending, checkingText } = input;
  const invalid = showError && error !== null && error.kind !== 'checking';
  const message = pending || (showError && error?.kind === 'checking') ? checkingText : invalid && error ? error.message : '';
  return { invalid, message };
}
