// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { PhoneFieldProps } from '../elements/phone-field/phone-field.tsx';
import type { PhoneFieldEvents } from '../elements/phone-field/events.ts';

export type * from '../elements/phone-field/events.ts';
export type { PhoneFieldProps } from '../elements/phone-field/phone-field.tsx';
export { default } from '../elements/phone-field/define.ts';

/** <vb-phone-field>: A phone number input with a searchable country list (flags, names in the page language, calling codes) for a native <form>: digits and spaces only, a typed or pasted +code picks the country, the number is formatted as typed and verified by the server (POST /api/phoneVerify) when the visitor leaves it. Submits the number under its `name` with the hidden fields phoneCountryCode, phoneCountryAlpha3, phoneCountry and customWhitelist (a second phone field in the same form prefixes them with its name: `mobile_phoneCountryCode`). */
export interface VbPhoneFieldElement extends HTMLElement, PhoneFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-phone-field> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbPhoneFieldJsxProps = React.ClassAttributes<VbPhoneFieldElement> &
  Omit<
    React.HTMLAttributes<VbPhoneFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'requiredBy'
    | 'data-vb-required-by'
    | 'verify'
    | 'country'
    | 'whitelist'
    | 'requiredMessage'
    | 'required-message'
    | 'conditionalRequiredMessage'
    | 'conditional-required-message'
    | 'malformedMessage'
    | 'malformed-message'
    | 'whitelistMessage'
    | 'whitelist-message'
    | 'checkingText'
    | 'checking-text'
    | 'countryLabel'
    | 'country-label'
    | 'showCountriesLabel'
    | 'show-countries-label'
    | 'noCountryText'
    | 'no-country-text'
    | 'render'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: PhoneFieldProps['name'];
    /** The visible label (of the number input). */
    label?: PhoneFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: PhoneFieldProps['hint'];
    /** The form is not sent while the field is empty; `required-message` shows. */
    required?: PhoneFieldProps['required'];
    /** The default number (form reset goes back to it): national (`07400 123456`) or international (`+44 7400 123456`, which also picks the country). */
    value?: PhoneFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: PhoneFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: PhoneFieldProps['placeholder'];
    /** Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows `conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it. */
    requiredBy?: PhoneFieldProps['requiredBy'];
    /** Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows `conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it. */
    'data-vb-required-by'?: string;
    /** Verify the number with the server when the visitor leaves the field (and on a submit or step check). `verify="false"`: only the local check of the number ranges. */
    verify?: PhoneFieldProps['verify'];
    /** The country selected at first (ISO alpha-2 or alpha-3). Empty: the page's `<meta name="geocountry">`, else the visitor's country from the location lookup (`GET {prefix}/api/preciselyik`, once per session), else `US`. Changing the attribute selects that country. */
    country?: PhoneFieldProps['country'];
    /** The countries numbers are accepted from (alpha-2 or alpha-3 codes, comma or space separated). Any other country shows `whitelist-message`. Empty: every country. The hidden field customWhitelist is "true" when it is set. */
    whitelist?: PhoneFieldProps['whitelist'];
    /** Shown when the field is required and empty. */
    requiredMessage?: PhoneFieldProps['requiredMessage'];
    /** Shown when the field is required and empty. */
    'required-message'?: string;
    /** Shown instead of `required-message` when a subscription checkbox made the field required. */
    conditionalRequiredMessage?: PhoneFieldProps['conditionalRequiredMessage'];
    /** Shown instead of `required-message` when a subscription checkbox made the field required. */
    'conditional-required-message'?: string;
    /** The number is not a number of the selected country (its ranges, or the server, say so). */
    malformedMessage?: PhoneFieldProps['malformedMessage'];
    /** The number is not a number of the selected country (its ranges, or the server, say so). */
    'malformed-message'?: string;
    /** The selected country is not in `whitelist`. */
    whitelistMessage?: PhoneFieldProps['whitelistMessage'];
    /** The selected country is not in `whitelist`. */
    'whitelist-message'?: string;
    /** Shown and announced while the server checks the number; also the validation message while the check runs (the form waits for it). */
    checkingText?: PhoneFieldProps['checkingText'];
    /** Shown and announced while the server checks the number; also the validation message while the check runs (the form waits for it). */
    'checking-text'?: string;
    /** Accessible name of the country combobox and its list. */
    countryLabel?: PhoneFieldProps['countryLabel'];
    /** Accessible name of the country combobox and its list. */
    'country-label'?: string;
    /** Accessible name of the button that opens the country list. */
    showCountriesLabel?: PhoneFieldProps['showCountriesLabel'];
    /** Accessible name of the button that opens the country list. */
    'show-countries-label'?: string;
    /** Shown in the list when a search finds nothing. */
    noCountryText?: PhoneFieldProps['noCountryText'];
    /** Shown in the list when a search finds nothing. */
    'no-country-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-phone-field': VbPhoneFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-phone-field-verify': CustomEvent<PhoneFieldEvents['vb-phone-field-verify']>;
    'vb-phone-field-country': CustomEvent<PhoneFieldEvents['vb-phone-field-country']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-phone-field': VbPhoneFieldJsxProps;
    }
  }
}
