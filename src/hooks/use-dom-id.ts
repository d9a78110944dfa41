import { useId } from 'react';

/**
 * An id for a DOM element that is unique on the page, also in light DOM and across two bundles:
 * React's useId, whose per-bundle identifierPrefix (define-element.ts) keeps it apart from other
 * roots, reduced to characters that need no escaping in a selector or an IDREF list.
 * `const id = useDomId(); <button aria-controls={`${id}-panel`}>`.
 */
export function useDomId(): string {
  return useId().replace(/[^A-Za-z0-9_-]/g, '');
}
