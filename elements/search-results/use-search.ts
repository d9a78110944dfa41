import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../src/api.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { callKey, offsetOf, readAnswer, viewFor, type SearchAnswer, type SearchRequest, type Settled } from './search-results-logic.ts';

export interface SearchOptions {
  numResults: number;
  facet: string;
  customBscId: string;
  market: string;
}

/** The sanitising renderer results are drawn with (src/hooks/safe-html.tsx, DOMPurify inside). */
export type SafeHtmlComponent = typeof import('../../src/hooks/safe-html.tsx').SafeHtml;
let safeHtmlKit: Promise<SafeHtmlComponent> | undefined;

/**
 * The sanitise kit is most of this element's bytes, and results come from the network anyway: it loads alongside
 * the first search call, not with the element, so the page is lighter and no visitor waits longer for it.
 */
function loadSafeHtml(): Promise<SafeHtmlComponent> {
  safeHtmlKit ??= import('../../src/hooks/safe-html.tsx').then(
    (kit) => kit.SafeHtml,
    (failure: unknown) => {
      // A chunk that failed to arrive is asked for again by the next try (retry), not remembered as failed.
      safeHtmlKit = undefined;
      throw failure;
    },
  );
  return safeHtmlKit;
}

export interface SearchOutcome {
  request: SearchRequest;
  answer: SearchAnswer | null;
  failure: unknown;
}

/**
 * One GET /api/search per search the element wants (spec section 7), the older call aborted when a newer one
 * starts; only the answer to the last call shows (its key must match). `onSettled` hears each shown outcome.
 */
export function useSearch(request: SearchRequest, options: SearchOptions, onSettled: (outcome: SearchOutcome) => void) {
  const { numResults, facet, customBscId, market } = options;
  const [settled, setSettled] = useState<Settled | null>(null);
  const [safeHtml, setSafeHtml] = useState<{ SafeHtml: SafeHtmlComponent } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const settledListener = useLatest(onSettled);
  const { query, page } = request;
  const key = useMemo(
    () => callKey({ query, page }, { numResults, facet, customBscId, market }, attempt),
    [query, page, numResults, facet, customBscId, market, attempt],
  );

  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const params = {
      query,
      offset: offsetOf(page, numResults),
      numResults,
      // Empty means "not sent", as the spec's call lists them optional.
      facet: facet || undefined,
      customBSCId: customBscId || undefined,
      market: market || undefined,
    };
    // Both start now and the answer shows once both are in: the kit costs no wait beyond the call's own.
    Promise.all([api<unknown>('/api/search', { query: params, signal: controller.signal }).then(readAnswer), loadSafeHtml()]).then(
      ([answer, SafeHtml]) => {
        if (controller.signal.aborted) return;
        setSafeHtml((loaded) => loaded ?? { SafeHtml });
        setSettled({ key, answer });
        settledListener.current({ request: { query, page }, answer, failure: null });
      },
      (failure: unknown) => {
        if (controller.signal.aborted || (failure instanceof ApiError && failure.kind === 'abort')) return;
        setSettled({ key, answer: null });
        settledListener.current({ request: { query, page }, answer: null, failure });
      },
    );
    return () => controller.abort();
    // key holds every value the call reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A view with results always comes with the renderer: both settle in the same update.
  return { view: viewFor(query, key, settled), SafeHtml: safeHtml?.SafeHtml ?? null, retry };
}
