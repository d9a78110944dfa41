// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/emphasized-media-tiles/meta.ts';
import type { EmphasizedMediaTilesEvents } from '../elements/emphasized-media-tiles/events.ts';

export type * from '../elements/emphasized-media-tiles/events.ts';
export { default } from '../elements/emphasized-media-tiles/define.ts';

/** Properties of <vb-emphasized-media-tiles>, each with its default when unset (from meta.ts). */
export type EmphasizedMediaTilesProps = PropsOf<typeof meta>;

/** <vb-emphasized-media-tiles>: Emphasized tiles the author writes as children (a picture or a `<vb-video>`, a title, a text, a link): from 600 px a grid in which one tile is twice the size of the others; below 600 px a swipeable carousel (one tile and a peek of the next, previous/next buttons hidden at the ends, arrow keys, 10 px before a press drags so a tap still reaches a link or a play button). A video tile plays through the media player; a tile that scrolls out of the carousel pauses. */
export interface VbEmphasizedMediaTilesElement extends HTMLElement, EmphasizedMediaTilesProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-emphasized-media-tiles': VbEmphasizedMediaTilesElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-emphasized-media-tiles-change': CustomEvent<EmphasizedMediaTilesEvents['vb-emphasized-media-tiles-change']>;
    'vb-emphasized-media-tiles-play': CustomEvent<EmphasizedMediaTilesEvents['vb-emphasized-media-tiles-play']>;
  }
}
