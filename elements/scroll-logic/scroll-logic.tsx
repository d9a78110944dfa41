import { useEffect, useRef } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useScrollLogic } from './use-scroll-logic.ts';
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
  const warned = useRef('');

  useScrollLogic(host.element.ownerDocument, {
    header,
    onBadHeader: (selector) => {
      if (warned.current === selector) return;
      warned.current = selector;
      console.warn(`<${host.tag}>: header="${selector}" is not a CSS selector the browser can read; targets are not kept below a header.`);
    },
    onScroll: (detail) => emit('vb-scroll-logic-scroll', detail),
  });

  useEffect(() => {
    warned.current = '';
  }, [header]);

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
