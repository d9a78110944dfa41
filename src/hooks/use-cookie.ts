import { useCallback, useSyncExternalStore } from 'react';
import { COOKIE_CHANGE_EVENT, getCookie } from '../storage.ts';

/**
 * Listen for cookie changes: writes through src/storage.ts (this page), the browser's cookieStore `change` event
 * where there is one (document.cookie writes by page scripts, other tabs), and the page coming back into view
 * (a cookie set in another tab where there is no cookieStore).
 */
function watchCookies(onChange: () => void): () => void {
  const store = (window as unknown as { cookieStore?: EventTarget }).cookieStore;
  document.addEventListener(COOKIE_CHANGE_EVENT, onChange);
  document.addEventListener('visibilitychange', onChange);
  store?.addEventListener('change', onChange);
  return () => {
    document.removeEventListener(COOKIE_CHANGE_EVENT, onChange);
    document.removeEventListener('visibilitychange', onChange);
    store?.removeEventListener('change', onChange);
  };
}

/**
 * The value of the first of `names` that is set (`useCookie('cid', 'CID')`), following changes; undefined when none is.
 * Shared by the blocks that show content by a cookie (vb-cookie-based-display, vb-campaigner).
 */
export function useCookie(...names: string[]): string | undefined {
  const key = names.join('\n');
  const read = useCallback(() => {
    for (const name of key.split('\n')) {
      const value = name ? getCookie(name) : undefined;
      if (value !== undefined) return value;
    }
    return undefined;
  }, [key]);
  return useSyncExternalStore(watchCookies, read, () => undefined);
}
