// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/tile-swipe/meta.ts';
import type { TileSwipeEvents } from '../elements/tile-swipe/events.ts';

export type * from '../elements/tile-swipe/events.ts';
export { default } from '../elements/tile-swipe/define.ts';

/** Properties of <vb-tile-swipe>, each with its default when unset (from meta.ts). */
export type TileSwipeProps = PropsOf<typeof meta>;

/** <vb-tile-swipe>: Tiles (links, cards, pictures) in a grid that becomes a swipeable row on small screens: below 480 px one tile and a peek of the next, previous/next buttons, arrow keys and a swipe (10 px before a press becomes a drag, so taps on a tile still work); from 480 px a plain grid. */
export interface VbTileSwipeElement extends HTMLElement, TileSwipeProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-tile-swipe': VbTileSwipeElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-tile-swipe-change': CustomEvent<TileSwipeEvents['vb-tile-swipe-change']>;
  }
}
