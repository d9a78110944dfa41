// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/inline-component-gallery/meta.ts';
import type { InlineComponentGalleryEvents } from '../elements/inline-component-gallery/events.ts';

export type * from '../elements/inline-component-gallery/events.ts';
export { default } from '../elements/inline-component-gallery/define.ts';

/** Properties of <vb-inline-component-gallery>, each with its default when unset (from meta.ts). */
export type InlineComponentGalleryProps = PropsOf<typeof meta>;

/** <vb-inline-component-gallery>: A row of any components (cards, calls to action, `<vb-video>` players, pictures) that slides sideways: several at a time from 600 px (`per-view`, 3 by default), one with a peek of the next below, previous/next buttons, arrow keys, swipe or drag (5 px before a press becomes a drag). With `wrap` it wraps from the end to the start; with three slides or fewer it does not wrap, and they share the row. */
export interface VbInlineComponentGalleryElement extends HTMLElement, InlineComponentGalleryProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-inline-component-gallery': VbInlineComponentGalleryElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-inline-component-gallery-change': CustomEvent<InlineComponentGalleryEvents['vb-inline-component-gallery-change']>;
  }
}
