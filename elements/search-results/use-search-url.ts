import { useCallback, useEffect, useState } from 'react';
import { readSearchUrl, writeSearchUrl, type SearchRequest } from './search-results-logic.ts';

/**
 * The search the address bar holds (spec section 2: `?query=`), and the way to change it: a new search or page
 * pushes a history entry, so the back button returns to the previous one (popstate re-reads the URL).
 */
export function useSearchUrl(queryParam: string, pageParam: string) {
  const [request, setRequest] = useState<SearchRequest>(() => readSearchUrl(location.href, queryParam, pageParam));

  useEffect(() => {
    const reread = () => setRequest(readSearchUrl(location.href, queryParam, pageParam));
    reread();
    window.addEventListener('popstate', reread);
    return () => window.removeEventListener('popstate', reread);
  }, [queryParam, pageParam]);

  const go = useCallback(
    (next: SearchRequest, mode: 'push' | 'replace') => {
      const href = writeSearchUrl(location.href, queryParam, pageParam, next);
      if (href !== location.href) {
        if (mode === 'push') history.pushState(history.state, '', href);
        else history.replaceState(history.state, '', href);
      }
      setRequest(next);
    },
    [queryParam, pageParam],
  );

  return { request, go };
}
