/**
 * The server check of a typed value, for React (the rules: src/server-check.ts). The field names the value it
 * would check (`key`; '' for none) and how to ask; the hook runs one check at a time, drops stale answers,
 * keeps the answers, checks a preset or restored value at once (a typed one when the field calls `check()`,
 * on blur or Enter), starts the check on a submit attempt (the host's `invalid` event) and aborts on unmount.
 * A submit the check held (the visitor pressed Send while the answer was on its way) goes on once the answer is in
 * and the field is valid, so the visitor's press is not lost; a page checking validity (a step's Next) is not a
 * submit and is not resumed.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { implicitSubmit, submitAttempted, watchSubmitClicks } from '../implicit-submit.ts';
import { failedCheck, rememberAnswers, shouldCheck, type CheckAnswer, type CheckState, type Unverified } from '../server-check.ts';
import { useLatest } from './use-latest.ts';
import { ownerForm } from '../owner-form.ts';

export interface ServerCheckOptions<A extends CheckAnswer> {
  /** The value to check now, as a cache key ('' for none). */
  key: string;
  /** Checking is on and the value can be right (a local error decides without the server). */
  enabled: boolean;
  /** Ask the server about `key`; reject on failure (an abort is dropped, anything else is unverified). */
  ask: (key: string, signal: AbortSignal) => Promise<A>;
  /** The answer is in (not stale): more answers to keep beside it (the same value written another way). */
  onAnswer?: (key: string, answer: A | Unverified) => readonly (readonly [string, A | Unverified])[] | void;
  /** The host: its `invalid` event (a submit or checkValidity) starts the check. */
  host: HTMLElement;
  /** The input: a value that changes while it has focus is being typed, and waits for `check()`. */
  input: RefObject<HTMLElement | null>;
}

export interface ServerCheck<A extends CheckAnswer> {
  /** The answer for the current key, or null. */
  answer: A | Unverified | null;
  /** A check of the current key is running. */
  pending: boolean;
  /** Check the current value now (blur, Enter). */
  check: () => void;
  /** Abort the running check (new input, reset). */
  stop: () => void;
}

export function useServerCheck<A extends CheckAnswer>(options: ServerCheckOptions<A>): ServerCheck<A> {
  const { key, enabled, host, input } = options;
  const [answers, setAnswers] = useState<ReadonlyMap<string, A | Unverified>>(() => new Map());
  const [checking, setChecking] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useLatest({ options, answers, checking });

  // A submit this check holds: the answer resumes it, new input (stop) drops it.
  const held = useRef(false);

  const stop = useCallback(() => {
    held.current = false;
    running.current?.abort();
    running.current = null;
    setChecking(null);
  }, []);

  const check = useCallback(() => {
    const { options: now, answers: known, checking: current } = latest.current;
    const k = now.key;
    if (!shouldCheck(now.enabled, k, known, current)) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setChecking(k);
    now.ask(k, controller.signal).then(
      (answer) => settle(answer),
      (failure: unknown) => settle(failedCheck(failure)),
    );
    function settle(answer: A | Unverified | null): void {
      if (answer === null || controller.signal.aborted) return;
      running.current = null;
      setChecking(null);
      const more = latest.current.options.onAnswer?.(k, answer);
      setAnswers((map) => rememberAnswers(map, [[k, answer], ...(Array.isArray(more) ? more : [])]));
    }
  }, [latest]);

  useEffect(() => () => running.current?.abort(), []);

  // A preset, restored or otherwise not typed value is checked at once; a typed one when the field says so.
  useEffect(() => {
    // The check is a request to the server; its 'checking' state is the request's, set as it starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (key && !input.current?.matches(':focus')) check();
  }, [key, enabled, check, input]);

  useEffect(() => {
    const form = ownerForm(host);
    const unwatch = form ? watchSubmitClicks(form) : undefined;
    const onInvalid = () => {
      check();
      if (submitAttempted(ownerForm(host)) && running.current !== null) held.current = true;
    };
    host.addEventListener('invalid', onInvalid);
    return () => {
      unwatch?.();
      host.removeEventListener('invalid', onInvalid);
    };
  }, [host, check]);

  const answer = answers.get(key) ?? null;
  useEffect(() => {
    // New input drops the hold (stop()); a valid phone answer may rewrite the key (its country), so any answer counts.
    if (!held.current || answer === null) return;
    held.current = false;
    // After this commit's validity is set (layout effects). A field the answer makes invalid shows why and keeps the
    // form; so does another field still checking (its own hold resumes the submit) or wrong (the visitor sees it).
    const timer = setTimeout(() => {
      const form = ownerForm(host);
      if ((host as HTMLElement & { validity?: ValidityState }).validity?.valid && form?.checkValidity()) implicitSubmit(form);
    }, 0);
    return () => clearTimeout(timer);
  }, [answer, host]);

  return { answer, pending: enabled && checking !== null && checking === key, check, stop };
}

/** The host's `data-vb-state` (checking, valid, invalid, unverified) for the page's CSS and tests; none when ''. */
export function useCheckState(host: HTMLElement, state: CheckState): void {
  useLayoutEffect(() => {
    if (state) host.setAttribute('data-vb-state', state);
    else host.removeAttribute('data-vb-state');
  }, [host, state]);
}
