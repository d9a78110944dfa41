// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/offer-selector/meta.ts';
import type { OfferSelectorEvents } from '../elements/offer-selector/events.ts';

export type * from '../elements/offer-selector/events.ts';
export { default } from '../elements/offer-selector/define.ts';

/** Properties of <vb-offer-selector>, each with its default when unset (from meta.ts). */
export type OfferSelectorProps = PropsOf<typeof meta>;

/** <vb-offer-selector>: The offers a visitor asks for (a visit, a copy of a book, ...), as checkboxes or radios, as a native form control. The selected offers are submitted as `offerType` and `oItemId` (JSON arrays, in list order) and `sourceId` (a JSON array holding the first selected offer's). */
export interface VbOfferSelectorElement extends HTMLElement, OfferSelectorProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-offer-selector': VbOfferSelectorElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-offer-selector-change': CustomEvent<OfferSelectorEvents['vb-offer-selector-change']>;
  }
}
