// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/uber-tile/meta.ts';
import type { UberTileEvents } from '../elements/uber-tile/events.ts';

export type * from '../elements/uber-tile/events.ts';
export { default } from '../elements/uber-tile/define.ts';

/** Properties of <vb-uber-tile>, each with its default when unset (from meta.ts). */
export type UberTileProps = PropsOf<typeof meta>;

/** <vb-uber-tile>: A large feature tile: an image, a short eyebrow line over the heading, a summary and one or more call-to-action links, with more content behind a disclosure button (Show more / Show less) that opens in place. Find-in-page still reaches the hidden content and opens the tile. Beside its image on a wide tile, under it on a narrow one. Following a link sends one analytics click with its own text; opening and closing send one each. */
export interface VbUberTileElement extends HTMLElement, UberTileProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-uber-tile': VbUberTileElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-uber-tile-toggle': CustomEvent<UberTileEvents['vb-uber-tile-toggle']>;
  }
}
