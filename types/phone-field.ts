// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/phone-field/meta.ts';
import type { PhoneFieldEvents } from '../elements/phone-field/events.ts';

export type * from '../elements/phone-field/events.ts';
export { default } from '../elements/phone-field/define.ts';

/** Properties of <vb-phone-field>, each with its default when unset (from meta.ts). */
export type PhoneFieldProps = PropsOf<typeof meta>;

/** <vb-phone-field>: A phone number input with a searchable country list (flags, names in the page language, calling codes) for a native <form>: digits and spaces only, a typed or pasted +code picks the country, the number is formatted as typed and verified by the server (POST /api/phoneVerify) when the visitor leaves it. Submits the number under its `name` with the hidden fields phoneCountryCode, phoneCountryAlpha3, phoneCountry and customWhitelist (a second phone field in the same form prefixes them with its name: `mobile_phoneCountryCode`). */
export interface VbPhoneFieldElement extends HTMLElement, PhoneFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-phone-field': VbPhoneFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-phone-field-verify': CustomEvent<PhoneFieldEvents['vb-phone-field-verify']>;
    'vb-phone-field-country': CustomEvent<PhoneFieldEvents['vb-phone-field-country']>;
  }
}
