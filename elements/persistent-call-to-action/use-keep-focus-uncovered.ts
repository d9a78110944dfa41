import { useEffect } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { uncoverDistance } from './persistent-call-to-action-logic.ts';

/**
 * While the bar shows, an element that takes focus under it (Tab into the last lines of the page, a field that
 * scrolled under the bar) is scrolled above it (WCAG 2.4.11, focus not obscured). Focus inside the bar is left alone.
 * The scroll is instant: the visitor is moving focus, not watching the page.
 */
export function useKeepFocusUncovered(bar: React.RefObject<HTMLElement | null>, shown: boolean): void {
  const { element } = useHost();
  useEffect(() => {
    if (!shown) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      const box = bar.current;
      if (!(target instanceof Element) || !box || box.hidden) return;
      if (element.contains(target) || box.contains(target)) return;
      const distance = uncoverDistance(target.getBoundingClientRect(), box.getBoundingClientRect().top);
      if (distance > 0) window.scrollBy({ top: distance, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [shown, bar, element]);
}
