// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/address-block/meta.ts';
import type { AddressBlockEvents } from '../elements/address-block/events.ts';

export type * from '../elements/address-block/events.ts';
export { default } from '../elements/address-block/define.ts';

/** Properties of <vb-address-block>, each with its default when unset (from meta.ts). */
export type AddressBlockProps = PropsOf<typeof meta>;

/** <vb-address-block>: A postal address as one form field: country select (preselected from the page's `geocountry` meta, else the visitor's location), street with an autocomplete list, a second line revealed by a link, city, state and ZIP. US addresses and those of the configured countries are verified by the server when the form is submitted (after every other field is valid); an unmatched address opens a modal with the suggestions. The parts, the one-line address and the verification result are submitted with the form (see "Submitted fields" in the README). */
export interface VbAddressBlockElement extends HTMLElement, AddressBlockProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-address-block': VbAddressBlockElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-address-block-verify': CustomEvent<AddressBlockEvents['vb-address-block-verify']>;
    'vb-address-block-select': CustomEvent<AddressBlockEvents['vb-address-block-select']>;
  }
}
