import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { usePageAnchors } from '../../src/hooks/use-page-anchors.ts';
import { usePageDataLinks } from './use-page-data-links.ts';
import type { PageEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { PageEvents } from './events.ts';

export type PageProps = PropsOf<typeof meta>;

/**
 * The page behaviours of spec section 2, composed from the kits vb-scroll-logic shares (src/hooks/use-page-anchors.ts
 * over src/remote-trigger.ts's anchor rule) and src/data-link.ts. It draws nothing of its own: its content (the page's, usually) is shown as written.
 */
export function Page({ header }: PageProps) {
  const host = useHost();
  const emit = useEmit<PageEvents>();
  const doc = host.element.ownerDocument;
  usePageAnchors(doc, { tag: host.tag, header, onScroll: (detail) => emit('vb-page-scroll', detail) });
  usePageDataLinks(doc);

  return <Slot />;
}
