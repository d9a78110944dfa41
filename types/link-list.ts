// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/link-list/meta.ts';

export type * from '../elements/link-list/events.ts';
export { default } from '../elements/link-list/define.ts';

/** Properties of <vb-link-list>, each with its default when unset (from meta.ts). */
export type LinkListProps = PropsOf<typeof meta>;

/** <vb-link-list>: A named navigation list around the author's links. The item whose `data-link` address (or its `href`, when `data-link` is empty) equals the current origin plus path gets `aria-current="page"` and `data-vb-current`, at start, when the list changes, after a history navigation and at `visitorBlocks.reinit()`. */
export interface VbLinkListElement extends HTMLElement, LinkListProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-link-list': VbLinkListElement;
  }
}
