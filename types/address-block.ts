// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { AddressBlockProps } from '../elements/address-block/address-block.tsx';
import type { AddressBlockEvents } from '../elements/address-block/events.ts';

export type * from '../elements/address-block/events.ts';
export type { AddressBlockProps } from '../elements/address-block/address-block.tsx';
export { default } from '../elements/address-block/define.ts';

/** <vb-address-block>: A postal address as one form field: country select (preselected from the page's `geocountry` meta, else the visitor's location), street with an autocomplete list, a second line revealed by a link, city, state and ZIP. US addresses and those of the configured countries are verified by the server when the form is submitted (after every other field is valid); an unmatched address opens a modal with the suggestions. The parts, the one-line address and the verification result are submitted with the form (see "Submitted fields" in the README). */
export interface VbAddressBlockElement extends HTMLElement, AddressBlockProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-address-block> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbAddressBlockJsxProps = React.ClassAttributes<VbAddressBlockElement> &
  Omit<
    React.HTMLAttributes<VbAddressBlockElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'country'
    | 'countries'
    | 'verifiedCountries'
    | 'verified-countries'
    | 'excludedCountries'
    | 'excluded-countries'
    | 'countryComparisonFlag'
    | 'country-comparison-flag'
    | 'autocompleteMode'
    | 'autocomplete-mode'
    | 'minChars'
    | 'min-chars'
    | 'charInterval'
    | 'char-interval'
    | 'timeInterval'
    | 'time-interval'
    | 'strikeLimit'
    | 'strike-limit'
    | 'streetLabel'
    | 'street-label'
    | 'verifiedStreetLabel'
    | 'verified-street-label'
    | 'line2Label'
    | 'line2-label'
    | 'line2LinkText'
    | 'line2-link-text'
    | 'cityLabel'
    | 'city-label'
    | 'stateLabel'
    | 'state-label'
    | 'statePlaceholder'
    | 'state-placeholder'
    | 'zipLabel'
    | 'zip-label'
    | 'countryLabel'
    | 'country-label'
    | 'requiredMessage'
    | 'required-message'
    | 'unmatchedMessage'
    | 'unmatched-message'
    | 'verifyingText'
    | 'verifying-text'
    | 'noSuggestionsText'
    | 'no-suggestions-text'
    | 'suggestionsText'
    | 'suggestions-text'
    | 'modalTitle'
    | 'modal-title'
    | 'noMatchText'
    | 'no-match-text'
    | 'suggestedText'
    | 'suggested-text'
    | 'enteredLabel'
    | 'entered-label'
    | 'editText'
    | 'edit-text'
    | 'continueText'
    | 'continue-text'
    | 'confirmText'
    | 'confirm-text'
    | 'render'
  > & {
    /** The name the one-line address is submitted under. The parts and hidden fields have fixed names (README). */
    name?: AddressBlockProps['name'];
    /** Legend of the whole block. */
    label?: AddressBlockProps['label'];
    /** Help text under the legend. */
    hint?: AddressBlockProps['hint'];
    /** The address must be given. Without it an empty block is valid; a partly filled one must be completed. */
    required?: AddressBlockProps['required'];
    /** The street the block starts with (and goes back to on form reset). */
    value?: AddressBlockProps['value'];
    /** Disables every part; nothing is submitted. */
    disabled?: AddressBlockProps['disabled'];
    /** Placeholder of the street input. */
    placeholder?: AddressBlockProps['placeholder'];
    /** The country selected at first (ISO 3166-1 alpha-2 or alpha-3). Empty: the page's `<meta name="geocountry">`, else the visitor's country from the location lookup (`GET {prefix}/api/preciselyik`, once per session), else the United States. */
    country?: AddressBlockProps['country'];
    /** JSON list of `{ "name", "iso2", "iso3", "locationCode" }` offered in the country select. Empty (the default): `{static directory}/country/countries.json` is loaded. */
    countries?: AddressBlockProps['countries'] | string;
    /** ISO3 codes (comma-separated) verified by the international service, or `ALL`. The United States is always verified; every other country is plain. */
    verifiedCountries?: AddressBlockProps['verifiedCountries'];
    /** ISO3 codes (comma-separated) verified by the international service, or `ALL`. The United States is always verified; every other country is plain. */
    'verified-countries'?: string;
    /** ISO3 codes taken out of `verified-countries` (useful with `ALL`). */
    excludedCountries?: AddressBlockProps['excludedCountries'];
    /** ISO3 codes taken out of `verified-countries` (useful with `ALL`). */
    'excluded-countries'?: string;
    /** `T` (default): the international service also checks that the address is in the selected country; `F`: it does not. */
    countryComparisonFlag?: AddressBlockProps['countryComparisonFlag'];
    /** `T` (default): the international service also checks that the address is in the selected country; `F`: it does not. */
    'country-comparison-flag'?: string;
    /** Autocomplete throttling: `off` (no suggestions), `unconstrained` (a call per keystroke; an older call is aborted), `time` (at most one call per `time-interval` ms, the last text always asked), `char` (a call every `char-interval` characters). */
    autocompleteMode?: AddressBlockProps['autocompleteMode'];
    /** Autocomplete throttling: `off` (no suggestions), `unconstrained` (a call per keystroke; an older call is aborted), `time` (at most one call per `time-interval` ms, the last text always asked), `char` (a call every `char-interval` characters). */
    'autocomplete-mode'?: string;
    /** Characters typed before the first autocomplete call. */
    minChars?: AddressBlockProps['minChars'];
    /** Characters typed before the first autocomplete call. */
    'min-chars'?: number | `${number}`;
    /** `char` mode: characters typed between two calls. */
    charInterval?: AddressBlockProps['charInterval'];
    /** `char` mode: characters typed between two calls. */
    'char-interval'?: number | `${number}`;
    /** `time` mode: milliseconds between two calls. */
    timeInterval?: AddressBlockProps['timeInterval'];
    /** `time` mode: milliseconds between two calls. */
    'time-interval'?: number | `${number}`;
    /** Answers without suggestions in a row after which autocomplete stops (until the country changes or the form is reset); 0 never stops. */
    strikeLimit?: AddressBlockProps['strikeLimit'];
    /** Answers without suggestions in a row after which autocomplete stops (until the country changes or the form is reset); 0 never stops. */
    'strike-limit'?: number | `${number}`;
    /** Label of the street input (US and plain countries). */
    streetLabel?: AddressBlockProps['streetLabel'];
    /** Label of the street input (US and plain countries). */
    'street-label'?: string;
    /** Label of the one-line address input in verified international countries. */
    verifiedStreetLabel?: AddressBlockProps['verifiedStreetLabel'];
    /** Label of the one-line address input in verified international countries. */
    'verified-street-label'?: string;
    /** Label of the second line. */
    line2Label?: AddressBlockProps['line2Label'];
    /** Label of the second line. */
    'line2-label'?: string;
    /** The link that reveals the second line. */
    line2LinkText?: AddressBlockProps['line2LinkText'];
    /** The link that reveals the second line. */
    'line2-link-text'?: string;
    /** Label of the city input. */
    cityLabel?: AddressBlockProps['cityLabel'];
    /** Label of the city input. */
    'city-label'?: string;
    /** Label of the state select. */
    stateLabel?: AddressBlockProps['stateLabel'];
    /** Label of the state select. */
    'state-label'?: string;
    /** The empty first option of the state select. */
    statePlaceholder?: AddressBlockProps['statePlaceholder'];
    /** The empty first option of the state select. */
    'state-placeholder'?: string;
    /** Label of the ZIP input. */
    zipLabel?: AddressBlockProps['zipLabel'];
    /** Label of the ZIP input. */
    'zip-label'?: string;
    /** Label of the country select. */
    countryLabel?: AddressBlockProps['countryLabel'];
    /** Label of the country select. */
    'country-label'?: string;
    /** Shown under an empty part that must be filled. Empty: the default (a field the form blocks on must say why). */
    requiredMessage?: AddressBlockProps['requiredMessage'];
    /** Shown under an empty part that must be filled. Empty: the default (a field the form blocks on must say why). */
    'required-message'?: string;
    /** The validation message while the form waits for a choice in the modal (validity 20). Empty: the default. */
    unmatchedMessage?: AddressBlockProps['unmatchedMessage'];
    /** The validation message while the form waits for a choice in the modal (validity 20). Empty: the default. */
    'unmatched-message'?: string;
    /** Announced while the address is verified. */
    verifyingText?: AddressBlockProps['verifyingText'];
    /** Announced while the address is verified. */
    'verifying-text'?: string;
    /** Announced when the autocomplete service fails (spec section 8: the no-suggestion entry). */
    noSuggestionsText?: AddressBlockProps['noSuggestionsText'];
    /** Announced when the autocomplete service fails (spec section 8: the no-suggestion entry). */
    'no-suggestions-text'?: string;
    /** Announced when the list opens; `{count}` is the number of options. */
    suggestionsText?: AddressBlockProps['suggestionsText'];
    /** Announced when the list opens; `{count}` is the number of options. */
    'suggestions-text'?: string;
    /** Heading of the verification modal. */
    modalTitle?: AddressBlockProps['modalTitle'];
    /** Heading of the verification modal. */
    'modal-title'?: string;
    /** Modal text when the service found nothing close. */
    noMatchText?: AddressBlockProps['noMatchText'];
    /** Modal text when the service found nothing close. */
    'no-match-text'?: string;
    /** Modal text above the suggested addresses. */
    suggestedText?: AddressBlockProps['suggestedText'];
    /** Modal text above the suggested addresses. */
    'suggested-text'?: string;
    /** Before the address as the visitor typed it, the last option of the modal. */
    enteredLabel?: AddressBlockProps['enteredLabel'];
    /** Before the address as the visitor typed it, the last option of the modal. */
    'entered-label'?: string;
    /** Modal button back to the fields (the form keeps waiting). */
    editText?: AddressBlockProps['editText'];
    /** Modal button back to the fields (the form keeps waiting). */
    'edit-text'?: string;
    /** Modal button that keeps the address as entered. */
    continueText?: AddressBlockProps['continueText'];
    /** Modal button that keeps the address as entered. */
    'continue-text'?: string;
    /** Modal button that takes the chosen suggestion. */
    confirmText?: AddressBlockProps['confirmText'];
    /** Modal button that takes the chosen suggestion. */
    'confirm-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-address-block': VbAddressBlockElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-address-block-verify': CustomEvent<AddressBlockEvents['vb-address-block-verify']>;
    'vb-address-block-select': CustomEvent<AddressBlockEvents['vb-address-block-select']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-address-block': VbAddressBlockJsxProps;
    }
  }
}
