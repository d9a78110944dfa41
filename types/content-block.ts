// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/content-block/meta.ts';
import type { ContentBlockEvents } from '../elements/content-block/events.ts';

export type * from '../elements/content-block/events.ts';
export { default } from '../elements/content-block/define.ts';

/** Properties of <vb-content-block>, each with its default when unset (from meta.ts). */
export type ContentBlockProps = PropsOf<typeof meta>;

/** <vb-content-block>: Author-written rich content (paragraphs, lists, links, images) collapsed to a few lines with a "Show more" button and expanded with "Show less". The button exists only while the content is taller than the collapsed size, re-checked when the content or the width changes. Links in the hidden part are not reachable by keyboard while collapsed. */
export interface VbContentBlockElement extends HTMLElement, ContentBlockProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-content-block': VbContentBlockElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-content-block-toggle': CustomEvent<ContentBlockEvents['vb-content-block-toggle']>;
  }
}
