// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/offer-details-list/meta.ts';

export type * from '../elements/offer-details-list/events.ts';
export { default } from '../elements/offer-details-list/define.ts';

/** Properties of <vb-offer-details-list>, each with its default when unset (from meta.ts). */
export type OfferDetailsListProps = PropsOf<typeof meta>;

/** <vb-offer-details-list>: The questions of an offer (text, or choices as checkboxes or radios), as a native form control. Submitted as `offerDetails` (a JSON array: each question's detail plus a `response`, a value for text questions and a selected list for the others) and `note` (each answered question and its answer, one per line, cut to 250 characters). */
export interface VbOfferDetailsListElement extends HTMLElement, OfferDetailsListProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-offer-details-list': VbOfferDetailsListElement;
  }
}
