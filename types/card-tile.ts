// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/card-tile/meta.ts';
import type { CardTileEvents } from '../elements/card-tile/events.ts';

export type * from '../elements/card-tile/events.ts';
export { default } from '../elements/card-tile/define.ts';

/** Properties of <vb-card-tile>, each with its default when unset (from meta.ts). */
export type CardTileProps = PropsOf<typeof meta>;

/** <vb-card-tile>: An expandable card: an optional image, a heading and a short summary always show; a disclosure button (Show more / Show less) reveals and hides the details. Find-in-page still reaches the hidden details and opens the card. The details open with a short height animation, none when the visitor prefers reduced motion. */
export interface VbCardTileElement extends HTMLElement, CardTileProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-card-tile': VbCardTileElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-card-tile-toggle': CustomEvent<CardTileEvents['vb-card-tile-toggle']>;
  }
}
