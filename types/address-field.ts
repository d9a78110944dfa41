// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/address-field/meta.ts';
import type { AddressFieldEvents } from '../elements/address-field/events.ts';

export type * from '../elements/address-field/events.ts';
export { default } from '../elements/address-field/define.ts';

/** Properties of <vb-address-field>, each with its default when unset (from meta.ts). */
export type AddressFieldProps = PropsOf<typeof meta>;

/** <vb-address-field>: A whole US address in one line, as a native form control. When the visitor leaves the field having changed it (and before the form is sent) the address is checked with POST /api/addressVerify; a found address replaces the text with its `deliveryLine1, lastLine`. */
export interface VbAddressFieldElement extends HTMLElement, AddressFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-address-field': VbAddressFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-address-field-verify': CustomEvent<AddressFieldEvents['vb-address-field-verify']>;
  }
}
