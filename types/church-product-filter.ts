// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/church-product-filter/meta.ts';
import type { ChurchProductFilterEvents } from '../elements/church-product-filter/events.ts';

export type * from '../elements/church-product-filter/events.ts';
export { default } from '../elements/church-product-filter/define.ts';

/** Properties of <vb-church-product-filter>, each with its default when unset (from meta.ts). */
export type ChurchProductFilterProps = PropsOf<typeof meta>;

/** <vb-church-product-filter>: The language filter: a list of languages (named in the page language by the browser) to choose one of (a native select) or several (checkboxes). Sends `vb-church-product-filter-change` with the chosen codes, can keep them in a URL parameter (`languages=es,fr`, no new history entry) and can hide the elements of a target marked with another `data-vb-language`. */
export interface VbChurchProductFilterElement extends HTMLElement, ChurchProductFilterProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-church-product-filter': VbChurchProductFilterElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-church-product-filter-change': CustomEvent<ChurchProductFilterEvents['vb-church-product-filter-change']>;
  }
}
