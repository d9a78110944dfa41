/**
 * vb-address-block's network hooks: the country list, the state list per country, the autocomplete
 * requests (a newer request aborts the older one, so only the answer for the latest text is ever shown) and the
 * preciselyik call; and the edit counter that tells an autofill from typing.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../src/api.ts';
import { staticFileUrl } from '../../src/static-files.ts';
import { warnDataUnavailable } from '../../src/data-warning.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { intlSuggestions, stateOptions, usSuggestions, type StateOption, type Suggestion } from './address-answers-logic.ts';
import type { Country, CountryMode } from './address-logic.ts';
import { afterAnswer, afterRequest, initialThrottle, throttleDecision, type ThrottleConfig, type ThrottleState } from './address-throttle-logic.ts';

function isCountry(value: unknown): value is Country {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.name === 'string' && typeof c.iso2 === 'string' && typeof c.iso3 === 'string' && typeof c.locationCode === 'number';
}

/** How a page provides the country files: the package ships them (the script-tag build finds them by itself). */
const STATIC_HINT = 'The package ships the country files in dist/static: serve that folder at /static, or name it in <meta name="vb-static-dir">.';

/** The author's list, or `{static directory}/country/countries.json` (the reference server's list of every country). */
export function useCountries(given: readonly unknown[]): { countries: Country[]; failed: boolean } {
  const fromAuthor = given.filter(isCountry);
  const [loaded, setLoaded] = useState<Country[] | null>(null);
  const [failed, setFailed] = useState(false);
  const needed = fromAuthor.length === 0;
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    const url = staticFileUrl('country/countries.json');
    api<{ countries?: unknown }>(url, { signal: controller.signal })
      .then((body) => {
        const list = Array.isArray(body?.countries) ? body.countries.filter(isCountry) : [];
        // A transition: about 250 countries become options of every block on the page at once (seven on the
        // demo page), rendered in slices the browser can handle input between rather than one long task.
        startTransition(() => {
          setLoaded(list);
          setFailed(list.length === 0);
        });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        warnDataUnavailable('vb-address-block', failure, { url, hint: STATIC_HINT });
      });
    return () => controller.abort();
  }, [needed]);
  return { countries: needed ? (loaded ?? []) : fromAuthor, failed: needed && failed };
}

export type StateList = { status: 'loading' } | { status: 'loaded'; options: StateOption[] } | { status: 'failed' };

/** Spec section 7: `{static directory}/country/state-{locationCode}.json`; non-200 hides the state group (section 8). */
export function useStateList(locationCode: number | null): StateList {
  const [list, setList] = useState<{ code: number | null; list: StateList }>({ code: null, list: { status: 'loading' } });
  useEffect(() => {
    if (locationCode === null) return;
    const controller = new AbortController();
    const url = staticFileUrl(`country/state-${locationCode}.json`);
    api(url, { signal: controller.signal })
      .then((body) => {
        const options = stateOptions(body, locationCode);
        // As the countries: the options render in slices (useCountries).
        startTransition(() => setList({ code: locationCode, list: options ? { status: 'loaded', options } : { status: 'failed' } }));
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setList({ code: locationCode, list: { status: 'failed' } });
        warnDataUnavailable('vb-address-block', failure, { url, hint: STATIC_HINT });
      });
    return () => controller.abort();
  }, [locationCode]);
  if (locationCode === null) return { status: 'failed' };
  return list.code === locationCode ? list.list : { status: 'loading' };
}

export interface AutocompleteState {
  /** The text the options answer. */
  text: string;
  options: Suggestion[];
  /** The last request failed (non-200): the list is hidden and the no-suggestion entry shown (spec section 8). */
  failed: boolean;
}

export const noOptions: AutocompleteState = { text: '', options: [], failed: false };

/**
 * Autocomplete for the street: `request(text)` on every input; the throttle decides when a call goes out.
 * Each call aborts the one before it, and an answer is used only if it answers the latest call, so a
 * slow answer for an older text never replaces a newer list.
 */
export function useAutocomplete(mode: CountryMode, iso3: string, config: ThrottleConfig) {
  const [state, setState] = useState<AutocompleteState>(noOptions);
  const throttle = useRef<ThrottleState>(initialThrottle);
  const inflight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef('');
  const configRef = useLatest(config);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    inflight.current?.abort();
    inflight.current = null;
  }, []);

  const send = useCallback(
    (text: string) => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      throttle.current = afterRequest(throttle.current, text, Date.now());
      const call =
        mode === 'us'
          ? api('/api/autocomplete', { query: { address: text }, prefixed: true, signal: controller.signal }).then(usSuggestions)
          : api('/api/intlautocomplete', { query: { address: text, country: iso3 }, prefixed: true, signal: controller.signal }).then(intlSuggestions);
      call.then(
        (options) => {
          if (inflight.current !== controller) return;
          inflight.current = null;
          throttle.current = afterAnswer(throttle.current, options.length);
          setState({ text, options, failed: false });
        },
        () => {
          if (inflight.current !== controller || controller.signal.aborted) return;
          inflight.current = null;
          // Spec section 7: non-200 gives an empty list; it is not a strike (the service failed, not the text).
          setState({ text, options: [], failed: true });
        },
      );
    },
    [mode, iso3],
  );

  const request = useCallback(
    function request(text: string): void {
      pending.current = text;
      if (mode === 'plain') return;
      const decision = throttleDecision(configRef.current, throttle.current, text, Date.now());
      if (decision.kind === 'skip') {
        if (decision.clear) {
          cancel();
          setState(noOptions);
        }
        return;
      }
      if (decision.kind === 'later') {
        // Time mode: one call when the interval has passed, with the text as it is then.
        if (timer.current === undefined) {
          timer.current = setTimeout(() => {
            timer.current = undefined;
            request(pending.current);
          }, decision.delayMs);
        }
        return;
      }
      clearTimeout(timer.current);
      timer.current = undefined;
      send(text);
    },
    [mode, cancel, send, configRef],
  );

  const close = useCallback(() => {
    cancel();
    setState(noOptions);
  }, [cancel]);

  /** A new country (or a reset): no list, no strikes. */
  const restart = useCallback(() => {
    close();
    throttle.current = initialThrottle;
  }, [close]);

  useEffect(() => restart, [mode, iso3, restart]);

  return { state, request, close, restart, strikes: () => throttle.current.strikes };
}

/**
 * The visitor's edits, counted (a verify answer for text that has changed since it was asked is dropped), and a
 * browser's autofill told from typing: autofill sets several parts and fires their events in one task, as a
 * script would, where typing changes one part a task. `onFilledAtOnce` runs once, after that task.
 */
export function useEdits(onFilledAtOnce: () => void) {
  const count = useRef(0);
  const changedThisTask = useRef<Set<string> | null>(null);
  const latest = useLatest(onFilledAtOnce);
  return useMemo(
    () => ({
      /** An edit; with a part name, one that may be part of an autofill. */
      edit(part?: string): void {
        count.current += 1;
        if (part === undefined) return;
        if (changedThisTask.current === null) {
          const changed = new Set<string>();
          changedThisTask.current = changed;
          setTimeout(() => {
            changedThisTask.current = null;
            if (changed.size > 1) latest.current();
          }, 0);
        }
        changedThisTask.current.add(part);
      },
      /** The edit count now, to compare with later. */
      now: (): number => count.current,
    }),
    [latest],
  );
}

/** Spec section 7: preciselyik once, on the street's first focus, in verified countries; `reset` forgets the answer. */
export function usePreciselyik(mode: CountryMode) {
  const [precisely, setPrecisely] = useState(false);
  const asked = useRef(false);
  const onFocus = () => {
    if (mode !== 'verified' || asked.current) return;
    asked.current = true;
    api('/api/preciselyik', { prefixed: true }).then(
      () => setPrecisely(true),
      () => {},
    );
  };
  return { precisely, onFocus, reset: useCallback(() => setPrecisely(false), []) };
}
