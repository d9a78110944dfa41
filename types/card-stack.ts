// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/card-stack/meta.ts';
import type { CardStackEvents } from '../elements/card-stack/events.ts';

export type * from '../elements/card-stack/events.ts';
export { default } from '../elements/card-stack/define.ts';

/** Properties of <vb-card-stack>, each with its default when unset (from meta.ts). */
export type CardStackProps = PropsOf<typeof meta>;

/** <vb-card-stack>: A stack of cards, the top one in front and up to four more showing under it. The visitor moves through them with the Previous and Next buttons, by swiping or dragging the top card, by clicking it, or with the arrow keys; the position is announced ('Card 3 of 8'). The first card may be a cover. At the last card, Next becomes Start over. */
export interface VbCardStackElement extends HTMLElement, CardStackProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-card-stack': VbCardStackElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-card-stack-change': CustomEvent<CardStackEvents['vb-card-stack-change']>;
  }
}
