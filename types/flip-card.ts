// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/flip-card/meta.ts';
import type { FlipCardEvents } from '../elements/flip-card/events.ts';

export type * from '../elements/flip-card/events.ts';
export { default } from '../elements/flip-card/define.ts';

/** Properties of <vb-flip-card>, each with its default when unset (from meta.ts). */
export type FlipCardProps = PropsOf<typeof meta>;

/** <vb-flip-card>: A stack of cards: a click, Enter or Space flips the top card, which turns over and goes to the back, and focus moves to the new top card. It can shuffle when it scrolls into view or on a remote trigger. On a mobile user agent up to 1024 px wide the stack is a swipeable carousel instead (10 px before a press drags), its previous/next buttons hidden at the first and last card. */
export interface VbFlipCardElement extends HTMLElement, FlipCardProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-flip-card': VbFlipCardElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-flip-card-flip': CustomEvent<FlipCardEvents['vb-flip-card-flip']>;
    'vb-flip-card-shuffle': CustomEvent<FlipCardEvents['vb-flip-card-shuffle']>;
    'vb-flip-card-change': CustomEvent<FlipCardEvents['vb-flip-card-change']>;
  }
}
