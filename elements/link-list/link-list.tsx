import { useEffect } from 'react';
import { markDataLinks } from '../../src/data-link.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useReinit } from '../../src/hooks/use-reinit.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type LinkListProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-link-list__';

/** Marks this list's current item (src/data-link.ts) now, when its links change, after history navigation and at reinit(). */
function useCurrentItem(): void {
  const host = useHost();
  const mark = () => void markDataLinks(host.element);
  useReinit(mark);
  useEffect(() => {
    const again = () => void markDataLinks(host.element);
    // Links added, removed or re-pointed anywhere in the list (the marks themselves are other attributes: no loop).
    const watcher = new MutationObserver(again);
    watcher.observe(host.element, { subtree: true, childList: true, attributes: true, attributeFilter: ['href', 'data-link'] });
    window.addEventListener('popstate', again);
    return () => {
      watcher.disconnect();
      window.removeEventListener('popstate', again);
    };
  }, [host.element]);
}

export function LinkList(props: LinkListProps) {
  useCurrentItem();
  return (
    <nav className={`${C}nav`} part="nav" aria-label={props.label}>
      <Slot />
    </nav>
  );
}
