import { useEffect, useLayoutEffect, useRef } from 'react';
import { useHost } from './host-context.ts';
import { useLatest } from './use-latest.ts';

/**
 * A block that shows or hides its content by a rule (vb-cookie-based-display, vb-campaigner): the host has
 * `data-vb-shown` while shown (for page CSS and the pre-upgrade sheet), and `onChange` runs when the state changes
 * after the first render (the first state is no event).
 */
export function useShownState(shown: boolean, onChange: (shown: boolean) => void): void {
  const host = useHost();
  const latest = useLatest(onChange);
  const previous = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    host.element.toggleAttribute('data-vb-shown', shown);
  }, [host.element, shown]);
  useEffect(() => {
    if (previous.current !== null && previous.current !== shown) latest.current(shown);
    previous.current = shown;
  }, [shown, latest]);
}
