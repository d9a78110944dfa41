import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { usePageAnchors } from '../../src/hooks/use-page-anchors.ts';
import type { ScrollLogicEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { ScrollLogicEvents } from './events.ts';

export type ScrollLogicProps = PropsOf<typeof meta>;

const C = 'vb-scroll-logic__';

/**
 * The page's in-page links (spec section 2): scroll below the sticky header with focus, smoothly unless reduced
 * motion, publishing to remote-trigger subscribers instead (src/remote-trigger.ts's anchor rule). Its content is
 * shown as written, as a navigation landmark when it has a label.
 */
export function ScrollLogic({ header, label }: ScrollLogicProps) {
  const host = useHost();
  const emit = useEmit<ScrollLogicEvents>();
  usePageAnchors(host.element.ownerDocument, {
    tag: host.tag,
    header,
    onScroll: (detail) => emit('vb-scroll-logic-scroll', detail),
  });

  const text = label.trim();
  return text ? (
    <nav className={`${C}content`} part="content" aria-label={text}>
      <Slot />
    </nav>
  ) : (
    <div className={`${C}content`} part="content">
      <Slot />
    </div>
  );
}
