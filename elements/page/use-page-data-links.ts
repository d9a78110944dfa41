import { useEffect } from 'react';
import { markDataLinks } from '../../src/data-link.ts';

/**
 * Data-link marking (src/data-link.ts) follows the address: the runtime marks at start-up and on reinit(), but Back
 * and Forward between addresses a site pushed itself (a client-side menu) change the path with no load, so the
 * current item is marked again on popstate.
 */
export function usePageDataLinks(doc: Document): void {
  useEffect(() => {
    const win = doc.defaultView;
    if (!win) return;
    const mark = () => void markDataLinks(doc, win.location);
    mark();
    win.addEventListener('popstate', mark);
    return () => win.removeEventListener('popstate', mark);
  }, [doc]);
}
