import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { onBeforeMatch, setDisclosed } from '../disclosure.ts';
import { useLatest } from './use-latest.ts';

export interface UseDisclosureOptions {
  /** Animate the height when the panel opens after mount (never under reduced motion). */
  animate?: boolean;
  /** The browser found text in the closed panel and revealed it: the element's state should follow. */
  onFound?: () => void;
}

/**
 * One panel's open state on the DOM (hidden="until-found" while closed, optional opening animation):
 * `const panel = useRef<HTMLDivElement>(null); useDisclosure(panel, open, { animate: true, onFound: () => setOpen(true) })`.
 * The panel is shown or hidden before paint; nothing animates at mount.
 */
export function useDisclosure(ref: RefObject<HTMLElement | null>, open: boolean, { animate = false, onFound }: UseDisclosureOptions = {}): void {
  const mounted = useRef(false);
  const found = useLatest(onFound);

  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    setDisclosed(panel, open, { animate: animate && mounted.current });
    mounted.current = true;
  }, [ref, open, animate]);

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return undefined;
    return onBeforeMatch(panel, (target) => {
      if (target === panel) found.current?.();
    });
  }, [ref, found]);
}
