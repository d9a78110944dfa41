// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/thumbnail-slider/meta.ts';
import type { ThumbnailSliderEvents } from '../elements/thumbnail-slider/events.ts';

export type * from '../elements/thumbnail-slider/events.ts';
export { default } from '../elements/thumbnail-slider/define.ts';

/** Properties of <vb-thumbnail-slider>, each with its default when unset (from meta.ts). */
export type ThumbnailSliderProps = PropsOf<typeof meta>;

/** <vb-thumbnail-slider>: A slider of pictures (or any slides) with a row of thumbnails: one slide at a time, previous/next buttons, arrow keys, swipe or drag (5 px before a press becomes a drag), and a thumbnail per slide that goes to it. The slides are your own children, so without script they are simply there. Wraps from the last slide to the first with `wrap` (not with three slides or fewer). */
export interface VbThumbnailSliderElement extends HTMLElement, ThumbnailSliderProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-thumbnail-slider': VbThumbnailSliderElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-thumbnail-slider-change': CustomEvent<ThumbnailSliderEvents['vb-thumbnail-slider-change']>;
  }
}
