/**
 * Closing the sign-up (spec section 4 'Simple sign-up': "close hides it and sets a cookie"; section 9: 365 days).
 * The host gets the `hidden` attribute, so the block takes no room, and a visitor who comes back does not see it.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import { COOKIE_DAYS, getCookie, setCookie } from '../../src/storage.ts';
import { isTabbable, TABBABLE } from '../../src/focusable.ts';

export const CLOSED_VALUE = 'closed';

/** Focus goes to the first focusable element after the sign-up, so a keyboard visitor carries on from where it was. */
function focusAfter(element: HTMLElement): void {
  const candidates = document.querySelectorAll<HTMLElement>(TABBABLE);
  for (const candidate of candidates) {
    const after = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && !element.contains(candidate) && isTabbable(candidate)) {
      candidate.focus();
      return;
    }
  }
}

export function useSignUpDismiss(element: HTMLElement, cookieName: string, onClose: () => void): { closed: boolean; close(): void } {
  const [closedBy, setClosedBy] = useState<string | null>(null);
  const closed = closedBy === cookieName || getCookie(cookieName) !== undefined;

  useLayoutEffect(() => {
    element.toggleAttribute('hidden', closed);
  }, [element, closed]);

  const close = useCallback(() => {
    const focusWasInside = element.contains(document.activeElement) || element.shadowRoot?.activeElement != null;
    setCookie(cookieName, CLOSED_VALUE, { days: COOKIE_DAYS });
    setClosedBy(cookieName);
    element.setAttribute('hidden', '');
    if (focusWasInside) focusAfter(element);
    onClose();
  }, [element, cookieName, onClose]);

  return { closed, close };
}
