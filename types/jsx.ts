// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// React 19 JSX typings of every vb-* tag: `import type {} from 'visitor-blocks/jsx'` in a React app.
import type * as React from 'react';
import type { VbActionBarElement, ActionBarProps, ActionBarEvents } from './action-bar.ts';
import type { VbAddressBlockElement, AddressBlockProps, AddressBlockEvents } from './address-block.ts';
import type { VbAddressFieldElement, AddressFieldProps, AddressFieldEvents } from './address-field.ts';
import type { VbAudioPlayerElement, AudioPlayerProps, AudioPlayerEvents } from './audio-player.ts';
import type { VbAutocompleteElement, AutocompleteProps, AutocompleteEvents } from './autocomplete.ts';
import type { VbCampaignerElement, CampaignerProps, CampaignerEvents } from './campaigner.ts';
import type { VbCardStackElement, CardStackProps, CardStackEvents } from './card-stack.ts';
import type { VbCardTileElement, CardTileProps, CardTileEvents } from './card-tile.ts';
import type { VbChatElement, ChatProps, ChatEvents } from './chat.ts';
import type { VbCheckBoxElement, CheckBoxProps, CheckBoxEvents } from './check-box.ts';
import type { VbCheckboxRadioElement, CheckboxRadioProps, CheckboxRadioEvents } from './checkbox-radio.ts';
import type { VbChurchProductFilterElement, ChurchProductFilterProps, ChurchProductFilterEvents } from './church-product-filter.ts';
import type { VbContentBlockElement, ContentBlockProps, ContentBlockEvents } from './content-block.ts';
import type { VbCookieBasedDisplayElement, CookieBasedDisplayProps, CookieBasedDisplayEvents } from './cookie-based-display.ts';
import type { VbCounterElement, CounterProps, CounterEvents } from './counter.ts';
import type { VbCounterGroupElement, CounterGroupProps, CounterGroupEvents } from './counter-group.ts';
import type { VbDisplayDependencyElement, DisplayDependencyProps, DisplayDependencyEvents } from './display-dependency.ts';
import type { VbDownloadButtonElement, DownloadButtonProps, DownloadButtonEvents } from './download-button.ts';
import type { VbDrawersElement, DrawersProps, DrawersEvents } from './drawers.ts';
import type { VbEmailFieldElement, EmailFieldProps, EmailFieldEvents } from './email-field.ts';
import type { VbEmphasizedMediaTilesElement, EmphasizedMediaTilesProps, EmphasizedMediaTilesEvents } from './emphasized-media-tiles.ts';
import type { VbEmphasizedVideoElement, EmphasizedVideoProps, EmphasizedVideoEvents } from './emphasized-video.ts';
import type { VbFlipCardElement, FlipCardProps, FlipCardEvents } from './flip-card.ts';
import type { VbFloatingActionButtonElement, FloatingActionButtonProps, FloatingActionButtonEvents } from './floating-action-button.ts';
import type { VbGeolocateButtonElement, GeolocateButtonProps, GeolocateButtonEvents } from './geolocate-button.ts';
import type { VbImageBlockElement, ImageBlockProps } from './image-block.ts';
import type { VbInlineComponentGalleryElement, InlineComponentGalleryProps, InlineComponentGalleryEvents } from './inline-component-gallery.ts';
import type { VbJumboCallToActionElement, JumboCallToActionProps } from './jumbo-call-to-action.ts';
import type { VbLikesElement, LikesProps, LikesEvents } from './likes.ts';
import type { VbLinkListElement, LinkListProps } from './link-list.ts';
import type { VbLocationFieldElement, LocationFieldProps, LocationFieldEvents } from './location-field.ts';
import type { VbMapElement, MapProps, MapEvents } from './map.ts';
import type { VbMediaPlayerElement, MediaPlayerProps, MediaPlayerEvents } from './media-player.ts';
import type { VbMissionaryPhoneNumbersElement, MissionaryPhoneNumbersProps, MissionaryPhoneNumbersEvents } from './missionary-phone-numbers.ts';
import type { VbModalElement, ModalProps, ModalEvents } from './modal.ts';
import type { VbMultiButtonsElement, MultiButtonsProps, MultiButtonsEvents } from './multi-buttons.ts';
import type { VbOfferDetailsListElement, OfferDetailsListProps } from './offer-details-list.ts';
import type { VbOfferSelectorElement, OfferSelectorProps, OfferSelectorEvents } from './offer-selector.ts';
import type { VbOverlayElement, OverlayProps, OverlayEvents } from './overlay.ts';
import type { VbPageElement, PageProps, PageEvents } from './page.ts';
import type { VbPersistentCallToActionElement, PersistentCallToActionProps, PersistentCallToActionEvents } from './persistent-call-to-action.ts';
import type { VbPhoneFieldElement, PhoneFieldProps, PhoneFieldEvents } from './phone-field.ts';
import type { VbPollElement, PollProps, PollEvents } from './poll.ts';
import type { VbPopupElement, PopupProps, PopupEvents } from './popup.ts';
import type { VbPreviewBackLinkElement, PreviewBackLinkProps, PreviewBackLinkEvents } from './preview-back-link.ts';
import type { VbProgressCircleElement, ProgressCircleProps, ProgressCircleEvents } from './progress-circle.ts';
import type { VbRemoteTriggerElement, RemoteTriggerProps, RemoteTriggerEvents } from './remote-trigger.ts';
import type { VbSaveDataElement, SaveDataProps, SaveDataEvents } from './save-data.ts';
import type { VbScrollLogicElement, ScrollLogicProps, ScrollLogicEvents } from './scroll-logic.ts';
import type { VbSearchResultsElement, SearchResultsProps, SearchResultsEvents } from './search-results.ts';
import type { VbSelectBoxElement, SelectBoxProps, SelectBoxEvents } from './select-box.ts';
import type { VbSelectGroupElement, SelectGroupProps, SelectGroupEvents } from './select-group.ts';
import type { VbSimpleCounterElement, SimpleCounterProps, SimpleCounterEvents } from './simple-counter.ts';
import type { VbSimpleSignUpElement, SimpleSignUpProps, SimpleSignUpEvents } from './simple-sign-up.ts';
import type { VbSmallCallToActionElement, SmallCallToActionProps } from './small-call-to-action.ts';
import type { VbSpeedDialElement, SpeedDialProps, SpeedDialEvents } from './speed-dial.ts';
import type { VbSteppedFormElement, SteppedFormProps, SteppedFormEvents } from './stepped-form.ts';
import type { VbSvgElement, SvgProps, SvgEvents } from './svg.ts';
import type { VbTextAreaElement, TextAreaProps, TextAreaEvents } from './text-area.ts';
import type { VbTextFieldElement, TextFieldProps, TextFieldEvents } from './text-field.ts';
import type { VbThumbnailSliderElement, ThumbnailSliderProps, ThumbnailSliderEvents } from './thumbnail-slider.ts';
import type { VbTileSwipeElement, TileSwipeProps, TileSwipeEvents } from './tile-swipe.ts';
import type { VbUberTileElement, UberTileProps, UberTileEvents } from './uber-tile.ts';
import type { VbUnitFinderElement, UnitFinderProps, UnitFinderEvents } from './unit-finder.ts';
import type { VbUnveilElement, UnveilProps, UnveilEvents } from './unveil.ts';
import type { VbVideoElement, VideoProps, VideoEvents } from './video.ts';

/** Props of <vb-action-bar> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbActionBarJsxProps = React.ClassAttributes<VbActionBarElement> &
  Omit<
    React.HTMLAttributes<VbActionBarElement>,
    | 'networks'
    | 'url'
    | 'shareTitle'
    | 'share-title'
    | 'shareText'
    | 'share-text'
    | 'follow'
    | 'nativeShare'
    | 'native-share'
    | 'variant'
    | 'label'
    | 'followLabel'
    | 'follow-label'
    | 'shareOnText'
    | 'share-on-text'
    | 'emailText'
    | 'email-text'
    | 'followOnText'
    | 'follow-on-text'
    | 'nativeText'
    | 'native-text'
    | 'copyText'
    | 'copy-text'
    | 'copiedText'
    | 'copied-text'
    | 'copyFallbackText'
    | 'copy-fallback-text'
    | 'linkFieldLabel'
    | 'link-field-label'
    | 'newTabText'
    | 'new-tab-text'
    | 'render'
    | 'onvb-action-bar-share'
    | 'onvb-action-bar-follow'
    | 'onvb-action-bar-copy'
  > & {
    /** The share buttons, in order, separated by spaces or commas: `facebook`, `x`, `linkedin`, `whatsapp`, `telegram`, `email`, and `copy` (the copy-link button). An unknown name is left out with a console warning; an empty value shows no share buttons. */
    networks?: ActionBarProps['networks'];
    /** The address shared. Empty: the page's canonical link (`<link rel="canonical">`) or else its address without the fragment. Only http(s) addresses are shared; any other gives a console warning and the page's own address. */
    url?: ActionBarProps['url'];
    /** The title shared (e-mail subject, the share sheet's title). Empty: the page's title. */
    shareTitle?: ActionBarProps['shareTitle'];
    /** The title shared (e-mail subject, the share sheet's title). Empty: the page's title. */
    'share-title'?: string;
    /** A sentence shared with the address (X, WhatsApp, Telegram, the e-mail body and the share sheet). */
    shareText?: ActionBarProps['shareText'];
    /** A sentence shared with the address (X, WhatsApp, Telegram, the e-mail body and the share sheet). */
    'share-text'?: string;
    /** JSON object of network to profile address, in order: `{ "facebook": "https://www.facebook.com/...", "instagram": "https://www.instagram.com/..." }`. Networks: `facebook`, `instagram`, `x`, `youtube`, `linkedin`, `tiktok`, `whatsapp`, `telegram`. An unknown network or an address that is not http(s) is left out with a console warning. */
    follow?: ActionBarProps['follow'] | string;
    /** "auto": on a device with the Web Share API a Share button (its share sheet) comes first, the share buttons stay; "only": there, the Share button alone (the share buttons where the device has none, or when its sheet fails); "off": never. Any other value: auto, with a console warning. */
    nativeShare?: ActionBarProps['nativeShare'];
    /** "auto": on a device with the Web Share API a Share button (its share sheet) comes first, the share buttons stay; "only": there, the Share button alone (the share buttons where the device has none, or when its sheet fails); "off": never. Any other value: auto, with a console warning. */
    'native-share'?: string;
    /** "icons": round icon buttons, their names for assistive technology and as a tooltip; "labels": each icon with its name beside it where the bar is at least 30rem wide (narrower, as on a phone, the icons alone, their names still read). Any other value: icons, with a console warning. */
    variant?: ActionBarProps['variant'];
    /** The accessible name of the share list. */
    label?: ActionBarProps['label'];
    /** The accessible name of the follow list. */
    followLabel?: ActionBarProps['followLabel'];
    /** The accessible name of the follow list. */
    'follow-label'?: string;
    /** The name of a share button; `{network}` is the network (Facebook, X, ...). */
    shareOnText?: ActionBarProps['shareOnText'];
    /** The name of a share button; `{network}` is the network (Facebook, X, ...). */
    'share-on-text'?: string;
    /** The name of the e-mail share button. */
    emailText?: ActionBarProps['emailText'];
    /** The name of the e-mail share button. */
    'email-text'?: string;
    /** The name of a follow link; `{network}` is the network. */
    followOnText?: ActionBarProps['followOnText'];
    /** The name of a follow link; `{network}` is the network. */
    'follow-on-text'?: string;
    /** The Share button that opens the device's share sheet. */
    nativeText?: ActionBarProps['nativeText'];
    /** The Share button that opens the device's share sheet. */
    'native-text'?: string;
    /** The copy-link button. */
    copyText?: ActionBarProps['copyText'];
    /** The copy-link button. */
    'copy-text'?: string;
    /** Shown on the copy button and announced once the link is on the clipboard; the button returns to `copy-text` after 3 seconds. */
    copiedText?: ActionBarProps['copiedText'];
    /** Shown on the copy button and announced once the link is on the clipboard; the button returns to `copy-text` after 3 seconds. */
    'copied-text'?: string;
    /** Shown (and announced) when the browser refuses the clipboard; the link appears selected in a field below to copy by hand. */
    copyFallbackText?: ActionBarProps['copyFallbackText'];
    /** Shown (and announced) when the browser refuses the clipboard; the link appears selected in a field below to copy by hand. */
    'copy-fallback-text'?: string;
    /** The accessible name of the field that shows the link when copying was refused. */
    linkFieldLabel?: ActionBarProps['linkFieldLabel'];
    /** The accessible name of the field that shows the link when copying was refused. */
    'link-field-label'?: string;
    /** Read after the name of each link that opens in a new tab. */
    newTabText?: ActionBarProps['newTabText'];
    /** Read after the name of each link that opens in a new tab. */
    'new-tab-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-action-bar-share`: The visitor chose a share button or completed the device's share sheet; `network` is its name ("facebook", ..., "native"), `url` the address shared. */
    'onvb-action-bar-share'?: (event: CustomEvent<ActionBarEvents['vb-action-bar-share']>) => void;
    /** `vb-action-bar-follow`: The visitor followed a profile link; `url` is the profile address. */
    'onvb-action-bar-follow'?: (event: CustomEvent<ActionBarEvents['vb-action-bar-follow']>) => void;
    /** `vb-action-bar-copy`: The copy-link button was used; `copied` is false when the browser refused the clipboard and the link was shown to copy by hand. */
    'onvb-action-bar-copy'?: (event: CustomEvent<ActionBarEvents['vb-action-bar-copy']>) => void;
  };

/** Props of <vb-address-block> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
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
    | 'onvb-address-block-verify'
    | 'onvb-address-block-select'
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
    /** `vb-address-block-verify`: The address was verified: `validity` 10 (valid), 15 (service failed, accepted) or 20 (unmatched: the modal opens, at the submit; after an autofill or a pasted address, at the next submit). Also sent after a choice in the modal. `result` holds the hidden verification-result fields. */
    'onvb-address-block-verify'?: (event: CustomEvent<AddressBlockEvents['vb-address-block-verify']>) => void;
    /** `vb-address-block-select`: An autocomplete option was chosen. `verified` is true for an international address the service accepts as it is. */
    'onvb-address-block-select'?: (event: CustomEvent<AddressBlockEvents['vb-address-block-select']>) => void;
  };

/** Props of <vb-address-field> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbAddressFieldJsxProps = React.ClassAttributes<VbAddressFieldElement> &
  Omit<
    React.HTMLAttributes<VbAddressFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'requiredMessage'
    | 'required-message'
    | 'unmatchedMessage'
    | 'unmatched-message'
    | 'correctedMessage'
    | 'corrected-message'
    | 'verifyingText'
    | 'verifying-text'
    | 'render'
    | 'onvb-address-field-verify'
  > & {
    /** The name the form submits the address under. */
    name?: AddressFieldProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: AddressFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: AddressFieldProps['hint'];
    /** The form is not sent while the field is empty; `required-message` shows. */
    required?: AddressFieldProps['required'];
    /** The starting text, and what form reset goes back to. */
    value?: AddressFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: AddressFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: AddressFieldProps['placeholder'];
    /** Shown when a required field is empty after leaving it or on submit. Empty: the default. */
    requiredMessage?: AddressFieldProps['requiredMessage'];
    /** Shown when a required field is empty after leaving it or on submit. Empty: the default. */
    'required-message'?: string;
    /** Shown when the service found nothing close. It does not block the form. */
    unmatchedMessage?: AddressFieldProps['unmatchedMessage'];
    /** Shown when the service found nothing close. It does not block the form. */
    'unmatched-message'?: string;
    /** Shown when the found address replaced the text. */
    correctedMessage?: AddressFieldProps['correctedMessage'];
    /** Shown when the found address replaced the text. */
    'corrected-message'?: string;
    /** Announced while the address is checked. */
    verifyingText?: AddressFieldProps['verifyingText'];
    /** Announced while the address is checked. */
    'verifying-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-address-field-verify`: The address was checked: `status` verified (typed in standard form), corrected (the text was replaced by the found address), unmatched (nothing close) or failed (the service did not answer; accepted). `value` is the text now in the field. */
    'onvb-address-field-verify'?: (event: CustomEvent<AddressFieldEvents['vb-address-field-verify']>) => void;
  };

/** Props of <vb-audio-player> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbAudioPlayerJsxProps = React.ClassAttributes<VbAudioPlayerElement> &
  Omit<
    React.HTMLAttributes<VbAudioPlayerElement>,
    | 'src'
    | 'sources'
    | 'label'
    | 'load'
    | 'start'
    | 'noInit'
    | 'no-init'
    | 'initChildren'
    | 'init-children'
    | 'skipAnalytics'
    | 'skip-analytics'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'playText'
    | 'play-text'
    | 'pauseText'
    | 'pause-text'
    | 'backText'
    | 'back-text'
    | 'forwardText'
    | 'forward-text'
    | 'seekText'
    | 'seek-text'
    | 'positionText'
    | 'position-text'
    | 'loadingText'
    | 'loading-text'
    | 'retryText'
    | 'retry-text'
    | 'render'
    | 'onvb-audio-player-play'
    | 'onvb-audio-player-pause'
    | 'onvb-audio-player-ended'
    | 'onvb-audio-player-buffering'
    | 'onvb-audio-player-loadend'
    | 'onvb-audio-player-seek'
    | 'onvb-audio-player-error'
  > & {
    /** The audio file. Without it (and without `sources`) the block says "No media added to player". */
    src?: AudioPlayerProps['src'];
    /** More files of the same audio, comma-separated, tried in order after `src`: the first the browser can play wins (e.g. WebM, then M4A). */
    sources?: AudioPlayerProps['sources'];
    /** The audio's title: shown above the controls, the group's accessible name and the analytics name. */
    label?: AudioPlayerProps['label'];
    /** When the file loads: `click` (default: on the first play, skip or seek, so a long recording costs nothing until wanted), `scroll` (within 150 px of the viewport, so the length shows before play) or `preload` (at once). */
    load?: AudioPlayerProps['load'];
    /** Start position in seconds (also where `restart()` goes by default). */
    start?: AudioPlayerProps['start'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    noInit?: AudioPlayerProps['noInit'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    'no-init'?: boolean;
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    initChildren?: AudioPlayerProps['initChildren'];
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    'init-children'?: boolean;
    /** Send no media analytics. */
    skipAnalytics?: AudioPlayerProps['skipAnalytics'];
    /** Send no media analytics. */
    'skip-analytics'?: boolean;
    /** The name in media analytics; default `label`. */
    analyticsTitle?: AudioPlayerProps['analyticsTitle'];
    /** The name in media analytics; default `label`. */
    'analytics-title'?: string;
    /** Accessible name of the play button. */
    playText?: AudioPlayerProps['playText'];
    /** Accessible name of the play button. */
    'play-text'?: string;
    /** Accessible name of the play button while playing. */
    pauseText?: AudioPlayerProps['pauseText'];
    /** Accessible name of the play button while playing. */
    'pause-text'?: string;
    /** Accessible name of the skip-back button. */
    backText?: AudioPlayerProps['backText'];
    /** Accessible name of the skip-back button. */
    'back-text'?: string;
    /** Accessible name of the skip-forward button. */
    forwardText?: AudioPlayerProps['forwardText'];
    /** Accessible name of the skip-forward button. */
    'forward-text'?: string;
    /** Accessible name of the seek bar. */
    seekText?: AudioPlayerProps['seekText'];
    /** Accessible name of the seek bar. */
    'seek-text'?: string;
    /** The seek bar's spoken value; `{current}` and `{duration}` become m:ss. */
    positionText?: AudioPlayerProps['positionText'];
    /** The seek bar's spoken value; `{current}` and `{duration}` become m:ss. */
    'position-text'?: string;
    /** Announced while the file loads or buffers (unless a `slot="loading"` child is given). */
    loadingText?: AudioPlayerProps['loadingText'];
    /** Announced while the file loads or buffers (unless a `slot="loading"` child is given). */
    'loading-text'?: string;
    /** The button under an error that loads the file again. */
    retryText?: AudioPlayerProps['retryText'];
    /** The button under an error that loads the file again. */
    'retry-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-audio-player-play`: The audio started playing (every other player on the page pauses). */
    'onvb-audio-player-play'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-play']>) => void;
    /** `vb-audio-player-pause`: The audio paused. */
    'onvb-audio-player-pause'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-pause']>) => void;
    /** `vb-audio-player-ended`: The audio reached its end. */
    'onvb-audio-player-ended'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-ended']>) => void;
    /** `vb-audio-player-buffering`: The audio waits for data (the loading marker shows). */
    'onvb-audio-player-buffering'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-buffering']>) => void;
    /** `vb-audio-player-loadend`: The audio has data again (the loading marker goes). */
    'onvb-audio-player-loadend'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-loadend']>) => void;
    /** `vb-audio-player-seek`: The position jumped by more than a second. */
    'onvb-audio-player-seek'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-seek']>) => void;
    /** `vb-audio-player-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error; or a video's `download` failed ('Video download failed': the player keeps playing). `message` is what the visitor sees. */
    'onvb-audio-player-error'?: (event: CustomEvent<AudioPlayerEvents['vb-audio-player-error']>) => void;
  };

/** Props of <vb-autocomplete> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbAutocompleteJsxProps = React.ClassAttributes<VbAutocompleteElement> &
  Omit<
    React.HTMLAttributes<VbAutocompleteElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'options'
    | 'src'
    | 'param'
    | 'debounce'
    | 'minChars'
    | 'min-chars'
    | 'maxOptions'
    | 'max-options'
    | 'listLabel'
    | 'list-label'
    | 'noResultsText'
    | 'no-results-text'
    | 'errorText'
    | 'error-text'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
    | 'onvb-autocomplete-choose'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: AutocompleteProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: AutocompleteProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: AutocompleteProps['hint'];
    /** The form is not sent while the field is empty; `required-message` shows. */
    required?: AutocompleteProps['required'];
    /** The starting text, and what form reset goes back to. The form submits the chosen option's `value` (while its text is in the box), else the typed text. */
    value?: AutocompleteProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: AutocompleteProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: AutocompleteProps['placeholder'];
    /** JSON list of options: strings (text and value alike) or `{ "value": "...", "label": "..." }`. When empty and no `src` is given, the `<option>` elements inside the tag are the options. Options that match the typed text (start of the text first) are shown. */
    options?: AutocompleteProps['options'] | string;
    /** A URL asked for options as the visitor types: `GET {src}?{param}={typed text}`, answered with a JSON list of strings or of objects with `text` (or `label`) and an optional `value`. A newer question cancels the one before; a failure shows `error-text` and the typed text stays. */
    src?: AutocompleteProps['src'];
    /** The query parameter that carries the typed text to `src`. */
    param?: AutocompleteProps['param'];
    /** Milliseconds of no typing before `src` is asked (list sources filter at once). */
    debounce?: AutocompleteProps['debounce'];
    /** Characters typed before `src` is asked. */
    minChars?: AutocompleteProps['minChars'];
    /** Characters typed before `src` is asked. */
    'min-chars'?: number | `${number}`;
    /** Most options shown at once. */
    maxOptions?: AutocompleteProps['maxOptions'];
    /** Most options shown at once. */
    'max-options'?: number | `${number}`;
    /** The list's accessible name. */
    listLabel?: AutocompleteProps['listLabel'];
    /** The list's accessible name. */
    'list-label'?: string;
    /** Shown (and announced) under the box when nothing matches the typed text. */
    noResultsText?: AutocompleteProps['noResultsText'];
    /** Shown (and announced) under the box when nothing matches the typed text. */
    'no-results-text'?: string;
    /** Shown (and announced) when `src` fails or does not answer in time. */
    errorText?: AutocompleteProps['errorText'];
    /** Shown (and announced) when `src` fails or does not answer in time. */
    'error-text'?: string;
    /** Shown (and announced) when a required field is empty after leaving it or on submit. */
    requiredMessage?: AutocompleteProps['requiredMessage'];
    /** Shown (and announced) when a required field is empty after leaving it or on submit. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-autocomplete-choose`: The visitor chose an option (Enter on it, or a click). */
    'onvb-autocomplete-choose'?: (event: CustomEvent<AutocompleteEvents['vb-autocomplete-choose']>) => void;
  };

/** Props of <vb-campaigner> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCampaignerJsxProps = React.ClassAttributes<VbCampaignerElement> &
  Omit<
    React.HTMLAttributes<VbCampaignerElement>,
    | 'mode'
    | 'campaignIds'
    | 'campaign-ids'
    | 'unitIds'
    | 'unit-ids'
    | 'unit'
    | 'link'
    | 'linkText'
    | 'link-text'
    | 'shown'
    | 'data-vb-shown'
    | 'render'
    | 'onvb-campaigner-toggle'
  > & {
    /** The form-display mode of the spec: `dynamic-display` (by campaign and unit, the rule above), `always-display` (shown to everyone) or `none` (hidden). Anything else: none, with a warning. */
    mode?: CampaignerProps['mode'];
    /** The campaign ids (values of the cid cookie) that see the content, separated by commas. Empty in dynamic mode: nobody does. */
    campaignIds?: CampaignerProps['campaignIds'];
    /** The campaign ids (values of the cid cookie) that see the content, separated by commas. Empty in dynamic mode: nobody does. */
    'campaign-ids'?: string;
    /** The units the campaigns run in, separated by commas. Used only with `unit`. */
    unitIds?: CampaignerProps['unitIds'];
    /** The units the campaigns run in, separated by commas. Used only with `unit`. */
    'unit-ids'?: string;
    /** This page's unit id: with it, dynamic display also needs the unit to be one of `unit-ids`. Empty: the campaign alone decides. */
    unit?: CampaignerProps['unit'];
    /** Address of a link after the content (http or https; relative to the page). The visitor's campaign id goes on as `cid`. Empty: no link. */
    link?: CampaignerProps['link'];
    /** The link's text (needed with `link`). */
    linkText?: CampaignerProps['linkText'];
    /** The link's text (needed with `link`). */
    'link-text'?: string;
    /** State: present while the content is shown; the element sets and removes it. Write it yourself when the content usually starts shown, so it shows before the script runs. */
    shown?: CampaignerProps['shown'];
    /** State: present while the content is shown; the element sets and removes it. Write it yourself when the content usually starts shown, so it shows before the script runs. */
    'data-vb-shown'?: boolean;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-campaigner-toggle`: The content was shown or hidden because the campaign cookie or an attribute changed (not sent for the first state). */
    'onvb-campaigner-toggle'?: (event: CustomEvent<CampaignerEvents['vb-campaigner-toggle']>) => void;
  };

/** Props of <vb-card-stack> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCardStackJsxProps = React.ClassAttributes<VbCardStackElement> &
  Omit<
    React.HTMLAttributes<VbCardStackElement>,
    | 'index'
    | 'cover'
    | 'label'
    | 'previousLabel'
    | 'previous-label'
    | 'nextLabel'
    | 'next-label'
    | 'restartLabel'
    | 'restart-label'
    | 'positionText'
    | 'position-text'
    | 'coverText'
    | 'cover-text'
    | 'triggerId'
    | 'trigger-id'
    | 'render'
    | 'onvb-card-stack-change'
  > & {
    /** The card on top, counted from 0 (the cover, when there is one). The element writes it back as the visitor moves, so setting it (`el.index = 0`, the spec's "refresh") moves the stack there. Out of range is clamped. */
    index?: CardStackProps['index'];
    /** The first card is a cover: it is not counted in the position, which reads `cover-text` while it is on top. */
    cover?: CardStackProps['cover'];
    /** The stack's accessible name. */
    label?: CardStackProps['label'];
    /** Text of the Previous button. */
    previousLabel?: CardStackProps['previousLabel'];
    /** Text of the Previous button. */
    'previous-label'?: string;
    /** Text of the Next button. */
    nextLabel?: CardStackProps['nextLabel'];
    /** Text of the Next button. */
    'next-label'?: string;
    /** Text of the Next button at the last card; it goes back to the first card. */
    restartLabel?: CardStackProps['restartLabel'];
    /** Text of the Next button at the last card; it goes back to the first card. */
    'restart-label'?: string;
    /** The position, shown and announced after each move: `{index}` and `{count}` are replaced (a cover is not counted). */
    positionText?: CardStackProps['positionText'];
    /** The position, shown and announced after each move: `{index}` and `{count}` are replaced (a cover is not counted). */
    'position-text'?: string;
    /** The position while the cover is on top. */
    coverText?: CardStackProps['coverText'];
    /** The position while the cover is on top. */
    'cover-text'?: string;
    /** A remote-trigger id: a message to it (or a link to `#id`) moves the stack back to its first card. Empty: the element's own `id`. */
    triggerId?: CardStackProps['triggerId'];
    /** A remote-trigger id: a message to it (or a link to `#id`) moves the stack back to its first card. Empty: the element's own `id`. */
    'trigger-id'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-card-stack-change`: The top card changed. `index` counts from 0; `cause` is how: "button", "swipe", "click" (on the top card), "key", "reset" (Start over), "trigger" or "property". */
    'onvb-card-stack-change'?: (event: CustomEvent<CardStackEvents['vb-card-stack-change']>) => void;
  };

/** Props of <vb-card-tile> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCardTileJsxProps = React.ClassAttributes<VbCardTileElement> &
  Omit<
    React.HTMLAttributes<VbCardTileElement>,
    'heading' | 'headingLevel' | 'heading-level' | 'expanded' | 'moreLabel' | 'more-label' | 'lessLabel' | 'less-label' | 'render' | 'onvb-card-tile-toggle'
  > & {
    /** The card's heading; it also names the card and its button. */
    heading?: CardTileProps['heading'];
    /** Level of the heading (2 to 6), to fit the page's outline. Out of range: 3, with a warning. */
    headingLevel?: CardTileProps['headingLevel'];
    /** Level of the heading (2 to 6), to fit the page's outline. Out of range: 3, with a warning. */
    'heading-level'?: number | `${number}`;
    /** Present while the details show. The element sets and removes it as the visitor opens and closes the card; write it to start open. */
    expanded?: CardTileProps['expanded'];
    /** Text of the button while the details are hidden. */
    moreLabel?: CardTileProps['moreLabel'];
    /** Text of the button while the details are hidden. */
    'more-label'?: string;
    /** Text of the button while the details show. */
    lessLabel?: CardTileProps['lessLabel'];
    /** Text of the button while the details show. */
    'less-label'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-card-tile-toggle`: The details were shown or hidden after start-up: by the button (user) or by find-in-page revealing text in them (find). */
    'onvb-card-tile-toggle'?: (event: CustomEvent<CardTileEvents['vb-card-tile-toggle']>) => void;
  };

/** Props of <vb-chat> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbChatJsxProps = React.ClassAttributes<VbChatElement> &
  Omit<
    React.HTMLAttributes<VbChatElement>,
    | 'chatOrigin'
    | 'chat-origin'
    | 'adobeId'
    | 'adobe-id'
    | 'language'
    | 'visible'
    | 'placement'
    | 'sandbox'
    | 'launcherLabel'
    | 'launcher-label'
    | 'heading'
    | 'closeLabel'
    | 'close-label'
    | 'frameTitle'
    | 'frame-title'
    | 'render'
    | 'onvb-chat-toggle'
    | 'onvb-chat-start'
  > & {
    /** The chat page’s address (`https://chat.example.org/embed`); its origin is the only one whose messages are obeyed. Empty: the reference server’s own chat page, `{static directory}/chat/index.html`, same origin. */
    chatOrigin?: ChatProps['chatOrigin'];
    /** The chat page’s address (`https://chat.example.org/embed`); its origin is the only one whose messages are obeyed. Empty: the reference server’s own chat page, `{static directory}/chat/index.html`, same origin. */
    'chat-origin'?: string;
    /** The visitor id of the page’s analytics, sent as the `adobeId` query parameter. */
    adobeId?: ChatProps['adobeId'];
    /** The visitor id of the page’s analytics, sent as the `adobeId` query parameter. */
    'adobe-id'?: string;
    /** The chat’s language (`lang` query parameter). Empty: the page’s `<meta name="language">`, else `<html lang>`, else `en`. */
    language?: ChatProps['language'];
    /** Show the launcher. `visible="false"` hides the chat (state hidden) until the attribute is removed, unless the chat was already shown on an earlier page of this session (session flag `showChat`). */
    visible?: ChatProps['visible'];
    /** `fixed`: the launcher floats in the bottom corner of the window. `inline`: it stays where the element is (the panel opens above it). */
    placement?: ChatProps['placement'];
    /** The frame’s sandbox tokens; empty means the default, the narrowest the reference chat works in. Widen it only for a chat service that needs more (e.g. `allow-popups` for links it opens). */
    sandbox?: ChatProps['sandbox'];
    /** The launcher button’s text. */
    launcherLabel?: ChatProps['launcherLabel'];
    /** The launcher button’s text. */
    'launcher-label'?: string;
    /** The panel’s heading, which names the dialog. */
    heading?: ChatProps['heading'];
    /** The accessible name of the close button. */
    closeLabel?: ChatProps['closeLabel'];
    /** The accessible name of the close button. */
    'close-label'?: string;
    /** The frame’s title, read by screen readers. */
    frameTitle?: ChatProps['frameTitle'];
    /** The frame’s title, read by screen readers. */
    'frame-title'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-chat-toggle`: The chat opened or closed: `reason` is what did it: the launcher, the close button, Escape, or `left_message` from the chat frame. */
    'onvb-chat-toggle'?: (event: CustomEvent<ChatEvents['vb-chat-toggle']>) => void;
    /** `vb-chat-start`: The visitor sent their first chat message of the session (the frame posted `message_sent`; once per session, flag `sentFirstChatTracker`). */
    'onvb-chat-start'?: (event: CustomEvent<ChatEvents['vb-chat-start']>) => void;
  };

/** Props of <vb-check-box> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCheckBoxJsxProps = React.ClassAttributes<VbCheckBoxElement> &
  Omit<
    React.HTMLAttributes<VbCheckBoxElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'checked'
    | 'conditionalField'
    | 'conditional-field'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
    | 'onvb-check-box-change'
  > & {
    /** The name the form submits `value` under while checked (`subscriptions` is renamed, see above). */
    name?: CheckBoxProps['name'];
    /** The text beside the box; clicking it toggles the box. */
    label?: CheckBoxProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: CheckBoxProps['hint'];
    /** The form is not sent until it is checked (a consent box); `required-message` shows. */
    required?: CheckBoxProps['required'];
    /** What is submitted while checked, as for `<input type="checkbox">`. */
    value?: CheckBoxProps['value'];
    /** Cannot be changed, is not submitted and does not make its conditional field required. */
    disabled?: CheckBoxProps['disabled'];
    /** Checked at the start, and what form reset goes back to. Changing it later checks or unchecks the box. */
    checked?: CheckBoxProps['checked'];
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    conditionalField?: CheckBoxProps['conditionalField'];
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    'conditional-field'?: string;
    /** Shown (and announced) when a required box is not checked. */
    requiredMessage?: CheckBoxProps['requiredMessage'];
    /** Shown (and announced) when a required box is not checked. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-check-box-change`: The visitor checked or unchecked the box. `name` is the name it is submitted under. */
    'onvb-check-box-change'?: (event: CustomEvent<CheckBoxEvents['vb-check-box-change']>) => void;
  };

/** Props of <vb-checkbox-radio> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCheckboxRadioJsxProps = React.ClassAttributes<VbCheckboxRadioElement> &
  Omit<
    React.HTMLAttributes<VbCheckboxRadioElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'type'
    | 'options'
    | 'optionCount'
    | 'option-count'
    | 'conditionalField'
    | 'conditional-field'
    | 'requiredText'
    | 'required-text'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
    | 'onvb-checkbox-radio-change'
  > & {
    /** The name the chosen value(s) are submitted under (checkboxes: one entry per value). `subscriptions` is renamed by `conditional-field`, as for vb-check-box. */
    name?: CheckboxRadioProps['name'];
    /** The group's legend. Without one, name the group with `aria-label` on the element. */
    label?: CheckboxRadioProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: CheckboxRadioProps['hint'];
    /** At least one option must be chosen; `required-message` shows otherwise. */
    required?: CheckboxRadioProps['required'];
    /** The option(s) chosen at the start, and what form reset goes back to: a value (radios) or values separated by commas (checkboxes). */
    value?: CheckboxRadioProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: CheckboxRadioProps['disabled'];
    /** `radio` (one answer) or `checkbox` (any number). Anything else gives radio, with a warning. */
    type?: CheckboxRadioProps['type'];
    /** JSON list of `{ "value": "...", "label": "..." }`. The label defaults to the value; an option without a value, or repeating one, is left out with a warning. `"conditional": true` marks the option that makes `conditional-field` required. When empty, the `<option value="...">Label</option>` elements inside the tag are the options (`selected` marks the start when `value` names none, `data-conditional` the option for `conditional-field`). */
    options?: CheckboxRadioProps['options'] | string;
    /** Before the script runs only: how many options the JSON `options` attribute holds (1 to 12), so the page reserves their height and does not move when the element mounts (CSS cannot count a JSON list; `<option>` children are counted). Without it two rows are reserved. The element itself ignores it. */
    optionCount?: CheckboxRadioProps['optionCount'];
    /** Before the script runs only: how many options the JSON `options` attribute holds (1 to 12), so the page reserves their height and does not move when the element mounts (CSS cannot count a JSON list; `<option>` children are counted). Without it two rows are reserved. The element itself ignores it. */
    'option-count'?: number | `${number}`;
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    conditionalField?: CheckboxRadioProps['conditionalField'];
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    'conditional-field'?: string;
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: CheckboxRadioProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Shown (and announced) when a required group has nothing chosen. */
    requiredMessage?: CheckboxRadioProps['requiredMessage'];
    /** Shown (and announced) when a required group has nothing chosen. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-checkbox-radio-change`: The visitor changed the choice. `values` holds every chosen value (one for radios), in the options' order. */
    'onvb-checkbox-radio-change'?: (event: CustomEvent<CheckboxRadioEvents['vb-checkbox-radio-change']>) => void;
  };

/** Props of <vb-church-product-filter> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbChurchProductFilterJsxProps = React.ClassAttributes<VbChurchProductFilterElement> &
  Omit<
    React.HTMLAttributes<VbChurchProductFilterElement>,
    | 'languages'
    | 'value'
    | 'multiple'
    | 'urlParam'
    | 'url-param'
    | 'target'
    | 'label'
    | 'allLabel'
    | 'all-label'
    | 'countText'
    | 'count-text'
    | 'render'
    | 'onvb-church-product-filter-change'
  > & {
    /** The languages, as a JSON list of codes (`["es","en"]`) or of `{ "value": "es", "label": "Español" }`. A code without a label is named by `Intl.DisplayNames` in the page language. Empty: the `<option value="es">` elements inside the tag (the text, if any, is the label; `selected` preselects). */
    languages?: ChurchProductFilterProps['languages'] | string;
    /** The languages chosen at first, a comma list (`es`). The URL parameter, when present, wins. */
    value?: ChurchProductFilterProps['value'];
    /** Several languages at once (checkboxes). Without it one language or all (a select); a first value of several languages then starts on all (spec section 5: the initial value uses the single selected language). */
    multiple?: ChurchProductFilterProps['multiple'];
    /** A query parameter (e.g. `languages`) holding the choice as a comma list: read when the page opens and on back/forward, replaced (history.replaceState, no new entry) when the visitor chooses, removed when they choose all. */
    urlParam?: ChurchProductFilterProps['urlParam'];
    /** A query parameter (e.g. `languages`) holding the choice as a comma list: read when the page opens and on back/forward, replaced (history.replaceState, no new entry) when the visitor chooses, removed when they choose all. */
    'url-param'?: string;
    /** The id of an element whose descendants marked `data-vb-language="es"` (or a comma list) are hidden when the choice leaves them out; items added later are filtered too. Unmarked items always show. */
    target?: ChurchProductFilterProps['target'];
    /** The label of the select, or the legend of the checkboxes. */
    label?: ChurchProductFilterProps['label'];
    /** The select’s first option, which chooses no filter. */
    allLabel?: ChurchProductFilterProps['allLabel'];
    /** The select’s first option, which chooses no filter. */
    'all-label'?: string;
    /** With a `target`: how many marked items show, announced politely after each choice. `{shown}` and `{total}` are filled in. */
    countText?: ChurchProductFilterProps['countText'];
    /** With a `target`: how many marked items show, announced politely after each choice. `{shown}` and `{total}` are filled in. */
    'count-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-church-product-filter-change`: The visitor chose: `languages` lists the chosen codes in the list’s order (empty: all languages). Not sent for the first value. */
    'onvb-church-product-filter-change'?: (event: CustomEvent<ChurchProductFilterEvents['vb-church-product-filter-change']>) => void;
  };

/** Props of <vb-content-block> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbContentBlockJsxProps = React.ClassAttributes<VbContentBlockElement> &
  Omit<
    React.HTMLAttributes<VbContentBlockElement>,
    | 'expanded'
    | 'collapsedLines'
    | 'collapsed-lines'
    | 'moreLabel'
    | 'more-label'
    | 'lessLabel'
    | 'less-label'
    | 'label'
    | 'render'
    | 'onvb-content-block-toggle'
  > & {
    /** Initial state: present shows the whole content. Adding or removing the attribute later expands or collapses the block. */
    expanded?: ContentBlockProps['expanded'];
    /** Number of rendered lines shown while collapsed (a heading's line counts as one). A value that is not a positive number warns in the console and uses 4. */
    collapsedLines?: ContentBlockProps['collapsedLines'];
    /** Number of rendered lines shown while collapsed (a heading's line counts as one). A value that is not a positive number warns in the console and uses 4. */
    'collapsed-lines'?: number | `${number}`;
    /** Text of the button that expands the block. */
    moreLabel?: ContentBlockProps['moreLabel'];
    /** Text of the button that expands the block. */
    'more-label'?: string;
    /** Text of the button that collapses the block. */
    lessLabel?: ContentBlockProps['lessLabel'];
    /** Text of the button that collapses the block. */
    'less-label'?: string;
    /** Accessible name of the content: when set, the content is a named region (`role="region"`). Also the block's title in the button's accessible name and in analytics when the content has no heading. */
    label?: ContentBlockProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-content-block-toggle`: The visitor expanded or collapsed the block: the button, or a #fragment link to something in the hidden part (the block opens so the target can be seen). `expanded` is the new state. Not sent when the `expanded` attribute or property changes. */
    'onvb-content-block-toggle'?: (event: CustomEvent<ContentBlockEvents['vb-content-block-toggle']>) => void;
  };

/** Props of <vb-cookie-based-display> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCookieBasedDisplayJsxProps = React.ClassAttributes<VbCookieBasedDisplayElement> &
  Omit<
    React.HTMLAttributes<VbCookieBasedDisplayElement>,
    'cookie' | 'value' | 'negate' | 'dismissLabel' | 'dismiss-label' | 'shown' | 'data-vb-shown' | 'render' | 'onvb-cookie-based-display-toggle'
  > & {
    /** The cookie name (exact, case-sensitive). Empty: the content stays hidden and the console names the attribute. */
    cookie?: CookieBasedDisplayProps['cookie'];
    /** The value(s) that show the content, separated by commas (`en, es`). Empty: any non-empty value shows it. */
    value?: CookieBasedDisplayProps['value'];
    /** Show the content while the rule does not hold (the cookie unset, or set to another value): "until the visitor closed the sign-up". */
    negate?: CookieBasedDisplayProps['negate'];
    /** With `negate`: text of a button after the content that sets the cookie (value `1`, or the first of `value`) for 365 days, so the content hides and stays hidden: a notice the visitor can close. Empty: no button. */
    dismissLabel?: CookieBasedDisplayProps['dismissLabel'];
    /** With `negate`: text of a button after the content that sets the cookie (value `1`, or the first of `value`) for 365 days, so the content hides and stays hidden: a notice the visitor can close. Empty: no button. */
    'dismiss-label'?: string;
    /** State: present while the content is shown; the element sets and removes it. Write it yourself when the content usually starts shown, so it shows before the script runs. */
    shown?: CookieBasedDisplayProps['shown'];
    /** State: present while the content is shown; the element sets and removes it. Write it yourself when the content usually starts shown, so it shows before the script runs. */
    'data-vb-shown'?: boolean;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-cookie-based-display-toggle`: The content was shown or hidden because the cookie changed (not sent for the first state). */
    'onvb-cookie-based-display-toggle'?: (event: CustomEvent<CookieBasedDisplayEvents['vb-cookie-based-display-toggle']>) => void;
  };

/** Props of <vb-counter> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCounterJsxProps = React.ClassAttributes<VbCounterElement> &
  Omit<
    React.HTMLAttributes<VbCounterElement>,
    | 'group'
    | 'counterId'
    | 'counter-id'
    | 'label'
    | 'limit'
    | 'incrementText'
    | 'increment-text'
    | 'countedText'
    | 'counted-text'
    | 'goalText'
    | 'goal-text'
    | 'errorMessage'
    | 'error-message'
    | 'readErrorMessage'
    | 'read-error-message'
    | 'link'
    | 'linkText'
    | 'link-text'
    | 'minDigits'
    | 'min-digits'
    | 'render'
    | 'onvb-counter-change'
    | 'onvb-counter-increment'
    | 'onvb-counter-error'
  > & {
    /** The group the counter is kept in on the server. */
    group?: CounterProps['group'];
    /** The id of the counter in its group (`counter-id`; not `id`, which stays the page's own). Required: without it nothing is read. */
    counterId?: CounterProps['counterId'];
    /** The id of the counter in its group (`counter-id`; not `id`, which stays the page's own). Required: without it nothing is read. */
    'counter-id'?: string;
    /** What is counted, shown under the number and read with it (e.g. "people have signed up"). */
    label?: CounterProps['label'];
    /** A giving counter's goal. Above 0 (spec section 5: a giving counter accepts increments only with a limit above 0), a button adds the visitor once and the server stops at the limit; 0 shows the count only. */
    limit?: CounterProps['limit'];
    /** The button of a giving counter. */
    incrementText?: CounterProps['incrementText'];
    /** The button of a giving counter. */
    'increment-text'?: string;
    /** Shown (and announced) once the visitor is counted; the button stays disabled. */
    countedText?: CounterProps['countedText'];
    /** Shown (and announced) once the visitor is counted; the button stays disabled. */
    'counted-text'?: string;
    /** Under a giving counter; `{limit}` is the limit, formatted for the page language. */
    goalText?: CounterProps['goalText'];
    /** Under a giving counter; `{limit}` is the limit, formatted for the page language. */
    'goal-text'?: string;
    /** Shown (and announced) when an increment fails; the button works again and the count is re-read. */
    errorMessage?: CounterProps['errorMessage'];
    /** Shown (and announced) when an increment fails; the button works again and the count is re-read. */
    'error-message'?: string;
    /** Shown while the count has never been read successfully. */
    readErrorMessage?: CounterProps['readErrorMessage'];
    /** Shown while the count has never been read successfully. */
    'read-error-message'?: string;
    /** Optional link under the count (an http(s) page; anything else shows no link). */
    link?: CounterProps['link'];
    /** Text of `link`. */
    linkText?: CounterProps['linkText'];
    /** Text of `link`. */
    'link-text'?: string;
    /** Digits the count shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning. */
    minDigits?: CounterProps['minDigits'];
    /** Digits the count shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning. */
    'min-digits'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-counter-change`: The count shown changed (a read or an increment); it never goes down. */
    'onvb-counter-change'?: (event: CustomEvent<CounterEvents['vb-counter-change']>) => void;
    /** `vb-counter-increment`: The visitor was counted; `value` is the count the server answered. */
    'onvb-counter-increment'?: (event: CustomEvent<CounterEvents['vb-counter-increment']>) => void;
    /** `vb-counter-error`: An increment failed (`phase` "increment") or a read failed (`phase` "read"); `message` is technical, for logs. */
    'onvb-counter-error'?: (event: CustomEvent<CounterEvents['vb-counter-error']>) => void;
  };

/** Props of <vb-counter-group> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbCounterGroupJsxProps = React.ClassAttributes<VbCounterGroupElement> &
  Omit<
    React.HTMLAttributes<VbCounterGroupElement>,
    'label' | 'link' | 'linkText' | 'link-text' | 'minDigits' | 'min-digits' | 'render' | 'onvb-counter-group-change'
  > & {
    /** What the total counts, shown under it and read with it. */
    label?: CounterGroupProps['label'];
    /** Optional link under the total (an http(s) page; anything else shows no link). */
    link?: CounterGroupProps['link'];
    /** Text of `link`. */
    linkText?: CounterGroupProps['linkText'];
    /** Text of `link`. */
    'link-text'?: string;
    /** Digits the total shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning. */
    minDigits?: CounterGroupProps['minDigits'];
    /** Digits the total shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning. */
    'min-digits'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-counter-group-change`: The total changed; `counters` is how many distinct counters it sums. */
    'onvb-counter-group-change'?: (event: CustomEvent<CounterGroupEvents['vb-counter-group-change']>) => void;
  };

/** Props of <vb-display-dependency> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbDisplayDependencyJsxProps = React.ClassAttributes<VbDisplayDependencyElement> &
  Omit<React.HTMLAttributes<VbDisplayDependencyElement>, 'field' | 'value' | 'shown' | 'data-vb-shown' | 'render' | 'onvb-display-dependency-toggle'> & {
    /** The field it depends on: an id (a native input, select, textarea, or any vb-* field), or else a name in the same form (a group of radios or checkboxes). Empty, or naming nothing: the content stays hidden. */
    field?: DisplayDependencyProps['field'];
    /** The value(s) that show the content, separated by commas (`phone, sms`). Empty: any value shows it (a checked box, a non-empty text). */
    value?: DisplayDependencyProps['value'];
    /** State: present while the content is shown; the element sets and removes it, and page CSS can read it. Write it yourself when the content starts shown (the field starts with a matching value): it then shows before the script runs too, instead of being hidden until the element looks at the field. */
    shown?: DisplayDependencyProps['shown'];
    /** State: present while the content is shown; the element sets and removes it, and page CSS can read it. Write it yourself when the content starts shown (the field starts with a matching value): it then shows before the script runs too, instead of being hidden until the element looks at the field. */
    'data-vb-shown'?: boolean;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-display-dependency-toggle`: The content was shown or hidden because the field changed (not sent for the first state). */
    'onvb-display-dependency-toggle'?: (event: CustomEvent<DisplayDependencyEvents['vb-display-dependency-toggle']>) => void;
  };

/** Props of <vb-download-button> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbDownloadButtonJsxProps = React.ClassAttributes<VbDownloadButtonElement> &
  Omit<
    React.HTMLAttributes<VbDownloadButtonElement>,
    | 'href'
    | 'sources'
    | 'filename'
    | 'label'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'progressThreshold'
    | 'progress-threshold'
    | 'downloadingText'
    | 'downloading-text'
    | 'downloadingUnknownText'
    | 'downloading-unknown-text'
    | 'doneText'
    | 'done-text'
    | 'errorMessage'
    | 'error-message'
    | 'fileErrorMessage'
    | 'file-error-message'
    | 'render'
    | 'onvb-download-button-download'
    | 'onvb-download-button-error'
  > & {
    /** The file to download. Wins over `sources`. */
    href?: DownloadButtonProps['href'];
    /** A video's sources, as the hosted-video service lists them: `[{ "src": "…", "container": "MP4", "size": 12345678, "width": 1280, "height": 720 }]` (or `"type": "video/mp4"`). The largest MP4 source is downloaded: by `size`, then picture area, then `avg_bitrate`. */
    sources?: DownloadButtonProps['sources'] | string;
    /** The saved file’s name. Empty: the last part of the address. */
    filename?: DownloadButtonProps['filename'];
    /** The button text. */
    label?: DownloadButtonProps['label'];
    /** The download analytic’s `contentTitle` (e.g. the video’s title). Empty: the file name. */
    analyticsTitle?: DownloadButtonProps['analyticsTitle'];
    /** The download analytic’s `contentTitle` (e.g. the video’s title). Empty: the file name. */
    'analytics-title'?: string;
    /** Files of at least this many bytes (or of unknown size) show a progress bar while they download; smaller ones only the busy button. */
    progressThreshold?: DownloadButtonProps['progressThreshold'];
    /** Files of at least this many bytes (or of unknown size) show a progress bar while they download; smaller ones only the busy button. */
    'progress-threshold'?: number | `${number}`;
    /** Shown (and announced) with the progress; `{percent}` is the share done. Without a known size, `downloading-unknown-text`. */
    downloadingText?: DownloadButtonProps['downloadingText'];
    /** Shown (and announced) with the progress; `{percent}` is the share done. Without a known size, `downloading-unknown-text`. */
    'downloading-text'?: string;
    /** Shown while a file of unknown size downloads. */
    downloadingUnknownText?: DownloadButtonProps['downloadingUnknownText'];
    /** Shown while a file of unknown size downloads. */
    'downloading-unknown-text'?: string;
    /** Announced when the file has been saved. */
    doneText?: DownloadButtonProps['doneText'];
    /** Announced when the file has been saved. */
    'done-text'?: string;
    /** Shown (and announced) when a video's download (`sources`) fails (spec section 8); the button can be pressed again. */
    errorMessage?: DownloadButtonProps['errorMessage'];
    /** Shown (and announced) when a video's download (`sources`) fails (spec section 8); the button can be pressed again. */
    'error-message'?: string;
    /** Shown (and announced) when the download of a file given by `href` fails; the button can be pressed again. */
    fileErrorMessage?: DownloadButtonProps['fileErrorMessage'];
    /** Shown (and announced) when the download of a file given by `href` fails; the button can be pressed again. */
    'file-error-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-download-button-download`: The file has been read and is about to be saved. Cancelable: `preventDefault()` keeps it from being saved (a page that handles `blob` itself). */
    'onvb-download-button-download'?: (event: CustomEvent<DownloadButtonEvents['vb-download-button-download']>) => void;
    /** `vb-download-button-error`: The download failed; `message` is technical (for logs), the visitor sees `error-message`. */
    'onvb-download-button-error'?: (event: CustomEvent<DownloadButtonEvents['vb-download-button-error']>) => void;
  };

/** Props of <vb-drawers> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbDrawersJsxProps = React.ClassAttributes<VbDrawersElement> &
  Omit<
    React.HTMLAttributes<VbDrawersElement>,
    | 'onlyOneOpen'
    | 'only-one-open'
    | 'onlyOnce'
    | 'only-once'
    | 'tracked'
    | 'variant'
    | 'opened'
    | 'visitedText'
    | 'visited-text'
    | 'validatedText'
    | 'validated-text'
    | 'render'
    | 'onvb-drawers-toggle'
    | 'onvb-drawers-validated'
    | 'onvb-drawers-progress'
  > & {
    /** Opening a drawer closes the others. */
    onlyOneOpen?: DrawersProps['onlyOneOpen'];
    /** Opening a drawer closes the others. */
    'only-one-open'?: boolean;
    /** A drawer, once opened, stays open: its button no longer closes it (aria-disabled="true"). With only-one-open, opening another drawer still closes it: an accordion that always keeps one drawer open. */
    onlyOnce?: DrawersProps['onlyOnce'];
    /** A drawer, once opened, stays open: its button no longer closes it (aria-disabled="true"). With only-one-open, opening another drawer still closes it: an accordion that always keeps one drawer open. */
    'only-once'?: boolean;
    /** Remember each drawer the visitor opens in local storage (key track-{trigger id}, value opened) and mark drawers opened before, now or on an earlier visit, as viewed. Needs an id on each heading. The page's progress is kept as track-{path} = opened/total (e.g. "2/5", all tracked drawers on the page), shown on the host as data-vb-progress and announced by vb-drawers-progress. */
    tracked?: DrawersProps['tracked'];
    /** "default", or "form": each panel is a form section. A drawer opens only when every earlier drawer's fields pass native constraint validation; otherwise the first invalid section opens and its first invalid field is reported and focused. Each drawer carries a validated flag (data-vb-validated, part drawer-validated, a check mark) that follows the input. */
    variant?: DrawersProps['variant'];
    /** The open drawers, as a JSON list of trigger ids (or 0-based indexes for headings without an id), e.g. ["visit"]. As an attribute: drawers open at start. As a property: set it to open and close drawers (the only-one-open and only-once rules apply, form validation does not); read it for the drawers open now. */
    opened?: DrawersProps['opened'] | string;
    /** Marker shown on a tracked drawer the visitor opened before (also read by screen readers with the title). */
    visitedText?: DrawersProps['visitedText'];
    /** Marker shown on a tracked drawer the visitor opened before (also read by screen readers with the title). */
    'visited-text'?: string;
    /** Screen-reader text of the check mark on a form drawer whose fields are all valid. */
    validatedText?: DrawersProps['validatedText'];
    /** Screen-reader text of the check mark on a form drawer whose fields are all valid. */
    'validated-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-drawers-toggle`: A drawer opened or closed after start-up: by the visitor (user), a URL fragment or a link to it (fragment), find-in-page (find), the opened property (property), a remote-trigger message for its id (trigger), or form validation showing an unfinished section (validation). Drawers closed by only-one-open report the cause of the opening. id is the trigger id ("" when the heading has none). */
    'onvb-drawers-toggle'?: (event: CustomEvent<DrawersEvents['vb-drawers-toggle']>) => void;
    /** `vb-drawers-validated`: Form variant: a drawer's validated flag changed (all its fields valid, or not any more). */
    'onvb-drawers-validated'?: (event: CustomEvent<DrawersEvents['vb-drawers-validated']>) => void;
    /** `vb-drawers-progress`: Tracked drawers: the page's reading progress changed (a drawer opened for the first time, or drawers were added). done of total drawers with a trigger id were ever opened, over every tracked drawers element on the page; key is the local-storage key it is kept under, track-{path}, whose value reads "done/total". */
    'onvb-drawers-progress'?: (event: CustomEvent<DrawersEvents['vb-drawers-progress']>) => void;
  };

/** Props of <vb-email-field> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbEmailFieldJsxProps = React.ClassAttributes<VbEmailFieldElement> &
  Omit<
    React.HTMLAttributes<VbEmailFieldElement>,
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
    | 'requiredMessage'
    | 'required-message'
    | 'conditionalRequiredMessage'
    | 'conditional-required-message'
    | 'malformedMessage'
    | 'malformed-message'
    | 'invalidDomainMessage'
    | 'invalid-domain-message'
    | 'invalidAccountMessage'
    | 'invalid-account-message'
    | 'checkingText'
    | 'checking-text'
    | 'render'
    | 'onvb-email-field-verify'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: EmailFieldProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: EmailFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: EmailFieldProps['hint'];
    /** The form is not sent while the field is empty; `required-message` shows. */
    required?: EmailFieldProps['required'];
    /** The default address (form reset goes back to it). Whitespace is removed. */
    value?: EmailFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: EmailFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: EmailFieldProps['placeholder'];
    /** Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows `conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it. */
    requiredBy?: EmailFieldProps['requiredBy'];
    /** Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows `conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it. */
    'data-vb-required-by'?: string;
    /** Verify the address with the server when the visitor changes it. `verify="false"`: no server call, any non-empty text is accepted. */
    verify?: EmailFieldProps['verify'];
    /** Shown when the field is required and empty. */
    requiredMessage?: EmailFieldProps['requiredMessage'];
    /** Shown when the field is required and empty. */
    'required-message'?: string;
    /** Shown instead of `required-message` when a subscription checkbox made the field required. */
    conditionalRequiredMessage?: EmailFieldProps['conditionalRequiredMessage'];
    /** Shown instead of `required-message` when a subscription checkbox made the field required. */
    'conditional-required-message'?: string;
    /** The server answered `email_address_invalid` (the address is not well formed). */
    malformedMessage?: EmailFieldProps['malformedMessage'];
    /** The server answered `email_address_invalid` (the address is not well formed). */
    'malformed-message'?: string;
    /** The server answered `email_domain_invalid` (the domain cannot receive mail). */
    invalidDomainMessage?: EmailFieldProps['invalidDomainMessage'];
    /** The server answered `email_domain_invalid` (the domain cannot receive mail). */
    'invalid-domain-message'?: string;
    /** The server answered `email_account_invalid` (a disposable or service mailbox, or an impossible account). */
    invalidAccountMessage?: EmailFieldProps['invalidAccountMessage'];
    /** The server answered `email_account_invalid` (a disposable or service mailbox, or an impossible account). */
    'invalid-account-message'?: string;
    /** Shown and announced while the server checks the address. It is also the validation message while the check runs: the form is not sent with an unchecked address. */
    checkingText?: EmailFieldProps['checkingText'];
    /** Shown and announced while the server checks the address. It is also the validation message while the check runs: the form is not sent with an unchecked address. */
    'checking-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-email-field-verify`: The server answered for an address: `status` "valid", "invalid" (with the error `code`) or "unverified" when the service failed (a non-200 answer, a timeout or no network; the address is then accepted, so a broken service never blocks a visitor). */
    'onvb-email-field-verify'?: (event: CustomEvent<EmailFieldEvents['vb-email-field-verify']>) => void;
  };

/** Props of <vb-emphasized-media-tiles> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbEmphasizedMediaTilesJsxProps = React.ClassAttributes<VbEmphasizedMediaTilesElement> &
  Omit<
    React.HTMLAttributes<VbEmphasizedMediaTilesElement>,
    | 'label'
    | 'prevLabel'
    | 'prev-label'
    | 'nextLabel'
    | 'next-label'
    | 'of'
    | 'slide'
    | 'data-vb-slide'
    | 'emphasized'
    | 'render'
    | 'onvb-emphasized-media-tiles-change'
    | 'onvb-emphasized-media-tiles-play'
  > & {
    /** Accessible name of the carousel region ("Photos of the open house"). Empty: the text of the heading just before the element, else the element's own default name. */
    label?: EmphasizedMediaTilesProps['label'];
    /** Accessible name of the previous button. */
    prevLabel?: EmphasizedMediaTilesProps['prevLabel'];
    /** Accessible name of the previous button. */
    'prev-label'?: string;
    /** Accessible name of the next button. */
    nextLabel?: EmphasizedMediaTilesProps['nextLabel'];
    /** Accessible name of the next button. */
    'next-label'?: string;
    /** The word in each slide's name, "3 of 8" (`of="de"` gives "3 de 8"). */
    of?: EmphasizedMediaTilesProps['of'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    slide?: EmphasizedMediaTilesProps['slide'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    'data-vb-slide'?: number | `${number}`;
    /** Which tile is emphasized (0-based) in the grid: it spans two columns and two rows. `-1`: none. A number that names no tile: the first, and a console warning naming the element and the attribute. */
    emphasized?: EmphasizedMediaTilesProps['emphasized'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-emphasized-media-tiles-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
    'onvb-emphasized-media-tiles-change'?: (event: CustomEvent<EmphasizedMediaTilesEvents['vb-emphasized-media-tiles-change']>) => void;
    /** `vb-emphasized-media-tiles-play`: A tile's video started playing (every other player on the page pauses). `index` is the tile (0-based). */
    'onvb-emphasized-media-tiles-play'?: (event: CustomEvent<EmphasizedMediaTilesEvents['vb-emphasized-media-tiles-play']>) => void;
  };

/** Props of <vb-emphasized-video> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbEmphasizedVideoJsxProps = React.ClassAttributes<VbEmphasizedVideoElement> &
  Omit<
    React.HTMLAttributes<VbEmphasizedVideoElement>,
    | 'media'
    | 'data-media'
    | 'src'
    | 'poster'
    | 'label'
    | 'start'
    | 'noInit'
    | 'no-init'
    | 'initChildren'
    | 'init-children'
    | 'skipAnalytics'
    | 'skip-analytics'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'playText'
    | 'play-text'
    | 'pauseText'
    | 'pause-text'
    | 'loadingText'
    | 'loading-text'
    | 'retryText'
    | 'retry-text'
    | 'downloadErrorText'
    | 'download-error-text'
    | 'viewsText'
    | 'views-text'
    | 'headline'
    | 'body'
    | 'loopStart'
    | 'loop-start'
    | 'loopEnd'
    | 'loop-end'
    | 'loopPlatform'
    | 'loop-platform'
    | 'loopPlayText'
    | 'loop-play-text'
    | 'loopPauseText'
    | 'loop-pause-text'
    | 'render'
    | 'onvb-emphasized-video-play'
    | 'onvb-emphasized-video-pause'
    | 'onvb-emphasized-video-ended'
    | 'onvb-emphasized-video-buffering'
    | 'onvb-emphasized-video-loadend'
    | 'onvb-emphasized-video-seek'
    | 'onvb-emphasized-video-error'
    | 'onvb-emphasized-video-loop-play'
    | 'onvb-emphasized-video-loop-pause'
    | 'onvb-emphasized-video-loop-ended'
    | 'onvb-emphasized-video-loop-buffering'
    | 'onvb-emphasized-video-loop-loadend'
    | 'onvb-emphasized-video-loop-seek'
    | 'onvb-emphasized-video-loop-error'
  > & {
    /** The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. `youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player". */
    media?: EmphasizedVideoProps['media'] | string;
    /** The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. `youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player". */
    'data-media'?: string;
    /** A video file played in the browser's own player when the media config names no platform video. */
    src?: EmphasizedVideoProps['src'];
    /** Image shown on the play button before the player loads (and as the file video's poster). */
    poster?: EmphasizedVideoProps['poster'];
    /** The video's title: shown on the play button, its accessible name and the analytics name (unless `analytics-title`). */
    label?: EmphasizedVideoProps['label'];
    /** Start position in seconds (also where `restart()` goes by default). */
    start?: EmphasizedVideoProps['start'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    noInit?: EmphasizedVideoProps['noInit'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    'no-init'?: boolean;
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    initChildren?: EmphasizedVideoProps['initChildren'];
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    'init-children'?: boolean;
    /** Send no media analytics. */
    skipAnalytics?: EmphasizedVideoProps['skipAnalytics'];
    /** Send no media analytics. */
    'skip-analytics'?: boolean;
    /** The name in media analytics; default `label`. */
    analyticsTitle?: EmphasizedVideoProps['analyticsTitle'];
    /** The name in media analytics; default `label`. */
    'analytics-title'?: string;
    /** Accessible name of the play button, before the title: "Play video: {label}". */
    playText?: EmphasizedVideoProps['playText'];
    /** Accessible name of the play button, before the title: "Play video: {label}". */
    'play-text'?: string;
    /** What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}". */
    pauseText?: EmphasizedVideoProps['pauseText'];
    /** What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}". */
    'pause-text'?: string;
    /** Announced while the player loads or buffers (unless a `slot="loading"` child is given). */
    loadingText?: EmphasizedVideoProps['loadingText'];
    /** Announced while the player loads or buffers (unless a `slot="loading"` child is given). */
    'loading-text'?: string;
    /** The button under an error that loads the player again. */
    retryText?: EmphasizedVideoProps['retryText'];
    /** The button under an error that loads the player again. */
    'retry-text'?: string;
    /** Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load. */
    downloadErrorText?: EmphasizedVideoProps['downloadErrorText'];
    /** Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load. */
    'download-error-text'?: string;
    /** The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language. */
    viewsText?: EmphasizedVideoProps['viewsText'];
    /** The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language. */
    'views-text'?: string;
    /** The headline under the video (unless a `slot="headline"` child is given); also the video's name when `label` is empty. */
    headline?: EmphasizedVideoProps['headline'];
    /** The text under the headline (unless the author's own children are given). */
    body?: EmphasizedVideoProps['body'];
    /** Where the poster loop starts, in seconds of `src`. */
    loopStart?: EmphasizedVideoProps['loopStart'];
    /** Where the poster loop starts, in seconds of `src`. */
    'loop-start'?: number | `${number}`;
    /** Where the poster loop jumps back to `loop-start`, in seconds; 0 (default): the end of the video. A value not after `loop-start` is ignored with a console warning. */
    loopEnd?: EmphasizedVideoProps['loopEnd'];
    /** Where the poster loop jumps back to `loop-start`, in seconds; 0 (default): the end of the video. A value not after `loop-start` is ignored with a console warning. */
    'loop-end'?: number | `${number}`;
    /** Without `src`, the poster loop plays the platform video of `data-media` (the hosted-video or streaming-site player, chosen as for the full video), muted, between `loop-start` and `loop-end`. It loads within 500 px of view like `<vb-video looping>`, so the platform is reached before any click: the privacy facade is given up for the loop. Without it (default) a block without `src` shows its poster and no platform request leaves before the play button. */
    loopPlatform?: EmphasizedVideoProps['loopPlatform'];
    /** Without `src`, the poster loop plays the platform video of `data-media` (the hosted-video or streaming-site player, chosen as for the full video), muted, between `loop-start` and `loop-end`. It loads within 500 px of view like `<vb-video looping>`, so the platform is reached before any click: the privacy facade is given up for the loop. Without it (default) a block without `src` shows its poster and no platform request leaves before the play button. */
    'loop-platform'?: boolean;
    /** The poster loop's visible button while it is paused. */
    loopPlayText?: EmphasizedVideoProps['loopPlayText'];
    /** The poster loop's visible button while it is paused. */
    'loop-play-text'?: string;
    /** The poster loop's visible button while it plays. */
    loopPauseText?: EmphasizedVideoProps['loopPauseText'];
    /** The poster loop's visible button while it plays. */
    'loop-pause-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-emphasized-video-play`: The video started playing (every other player on the page pauses). */
    'onvb-emphasized-video-play'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-play']>) => void;
    /** `vb-emphasized-video-pause`: The video paused. */
    'onvb-emphasized-video-pause'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-pause']>) => void;
    /** `vb-emphasized-video-ended`: The video reached its end. */
    'onvb-emphasized-video-ended'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-ended']>) => void;
    /** `vb-emphasized-video-buffering`: The video waits for data (the loading marker shows). */
    'onvb-emphasized-video-buffering'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-buffering']>) => void;
    /** `vb-emphasized-video-loadend`: The video has data again (the loading marker goes). */
    'onvb-emphasized-video-loadend'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loadend']>) => void;
    /** `vb-emphasized-video-seek`: The position jumped by more than a second. */
    'onvb-emphasized-video-seek'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-seek']>) => void;
    /** `vb-emphasized-video-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error; or a video's `download` failed ('Video download failed': the player keeps playing). `message` is what the visitor sees. */
    'onvb-emphasized-video-error'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-error']>) => void;
    /** `vb-emphasized-video-loop-play`: The muted poster loop: the video started playing (every other player on the page pauses). */
    'onvb-emphasized-video-loop-play'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-play']>) => void;
    /** `vb-emphasized-video-loop-pause`: The muted poster loop: the video paused. */
    'onvb-emphasized-video-loop-pause'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-pause']>) => void;
    /** `vb-emphasized-video-loop-ended`: The muted poster loop: the video reached its end. */
    'onvb-emphasized-video-loop-ended'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-ended']>) => void;
    /** `vb-emphasized-video-loop-buffering`: The muted poster loop: the video waits for data (the loading marker shows). */
    'onvb-emphasized-video-loop-buffering'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-buffering']>) => void;
    /** `vb-emphasized-video-loop-loadend`: The muted poster loop: the video has data again (the loading marker goes). */
    'onvb-emphasized-video-loop-loadend'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-loadend']>) => void;
    /** `vb-emphasized-video-loop-seek`: The muted poster loop: the position jumped by more than a second. */
    'onvb-emphasized-video-loop-seek'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-seek']>) => void;
    /** `vb-emphasized-video-loop-error`: The muted poster loop: the player failed: no media, a script that did not load, a build over its timeout, or the platform's error; or a video's `download` failed ('Video download failed': the player keeps playing). `message` is what the visitor sees. */
    'onvb-emphasized-video-loop-error'?: (event: CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-error']>) => void;
  };

/** Props of <vb-flip-card> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbFlipCardJsxProps = React.ClassAttributes<VbFlipCardElement> &
  Omit<
    React.HTMLAttributes<VbFlipCardElement>,
    | 'label'
    | 'prevLabel'
    | 'prev-label'
    | 'nextLabel'
    | 'next-label'
    | 'of'
    | 'slide'
    | 'data-vb-slide'
    | 'shuffle'
    | 'triggerId'
    | 'trigger-id'
    | 'cardLabel'
    | 'card-label'
    | 'render'
    | 'onvb-flip-card-flip'
    | 'onvb-flip-card-shuffle'
    | 'onvb-flip-card-change'
  > & {
    /** Accessible name of the carousel region ("Photos of the open house"). Empty: the text of the heading just before the element, else the element's own default name. */
    label?: FlipCardProps['label'];
    /** Accessible name of the previous button. */
    prevLabel?: FlipCardProps['prevLabel'];
    /** Accessible name of the previous button. */
    'prev-label'?: string;
    /** Accessible name of the next button. */
    nextLabel?: FlipCardProps['nextLabel'];
    /** Accessible name of the next button. */
    'next-label'?: string;
    /** The word in each slide's name, "3 of 8" (`of="de"` gives "3 de 8"). */
    of?: FlipCardProps['of'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    slide?: FlipCardProps['slide'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    'data-vb-slide'?: number | `${number}`;
    /** Shuffle the stack once, the first time it scrolls into view. */
    shuffle?: FlipCardProps['shuffle'];
    /** A remote-trigger id: a message to it (or a link to `#id`) shuffles the stack. Empty: no trigger. */
    triggerId?: FlipCardProps['triggerId'];
    /** A remote-trigger id: a message to it (or a link to `#id`) shuffles the stack. Empty: no trigger. */
    'trigger-id'?: string;
    /** The top card's accessible name in the stack: `{index}` (the card's number in the author's order) and `{count}` are replaced. */
    cardLabel?: FlipCardProps['cardLabel'];
    /** The top card's accessible name in the stack: `{index}` (the card's number in the author's order) and `{count}` are replaced. */
    'card-label'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-flip-card-flip`: The top card flipped and went to the back. `index` is the card now on top (0-based, in the author's order); `cause` is how. */
    'onvb-flip-card-flip'?: (event: CustomEvent<FlipCardEvents['vb-flip-card-flip']>) => void;
    /** `vb-flip-card-shuffle`: The stack was shuffled: when it scrolled into view (`shuffle`) or by its remote trigger. `order` lists the cards from the top. */
    'onvb-flip-card-shuffle'?: (event: CustomEvent<FlipCardEvents['vb-flip-card-shuffle']>) => void;
    /** `vb-flip-card-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
    'onvb-flip-card-change'?: (event: CustomEvent<FlipCardEvents['vb-flip-card-change']>) => void;
  };

/** Props of <vb-floating-action-button> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbFloatingActionButtonJsxProps = React.ClassAttributes<VbFloatingActionButtonElement> &
  Omit<
    React.HTMLAttributes<VbFloatingActionButtonElement>,
    'open' | 'triggerId' | 'trigger-id' | 'label' | 'corner' | 'inline' | 'render' | 'onvb-floating-action-button-toggle'
  > & {
    /** Present while it is open (the overlay it controls shows, its icon turns into a cross). Set or remove it to open or close it; the element keeps it true to what shows. */
    open?: FloatingActionButtonProps['open'];
    /** The trigger id of the overlay it controls: a click sends open or close to it, and it closes when that overlay closes. Empty: it only toggles itself (its `open` attribute and event). */
    triggerId?: FloatingActionButtonProps['triggerId'];
    /** The trigger id of the overlay it controls: a click sends open or close to it, and it closes when that overlay closes. Empty: it only toggles itself (its `open` attribute and event). */
    'trigger-id'?: string;
    /** The button's accessible name (its content is an icon). Say what it opens: 'Contact us'. */
    label?: FloatingActionButtonProps['label'];
    /** Which bottom corner of the floating-action area it goes to: `right` or `left`. Any other value: `right`, with a console warning. */
    corner?: FloatingActionButtonProps['corner'];
    /** Stay where it is written in the page instead of moving into the floating-action area. */
    inline?: FloatingActionButtonProps['inline'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-floating-action-button-toggle`: It opened or closed. `cause`: its click ("button"), the overlay it controls opening or closing ("overlay"), a remote-trigger message to its own id ("trigger") or its attribute or property ("property"). */
    'onvb-floating-action-button-toggle'?: (event: CustomEvent<FloatingActionButtonEvents['vb-floating-action-button-toggle']>) => void;
  };

/** Props of <vb-geolocate-button> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbGeolocateButtonJsxProps = React.ClassAttributes<VbGeolocateButtonElement> &
  Omit<
    React.HTMLAttributes<VbGeolocateButtonElement>,
    | 'label'
    | 'target'
    | 'fill'
    | 'submit'
    | 'timeout'
    | 'locatingText'
    | 'locating-text'
    | 'locatedText'
    | 'located-text'
    | 'browserLocationMessage'
    | 'browser-location-message'
    | 'userLocationMessage'
    | 'user-location-message'
    | 'unavailableMessage'
    | 'unavailable-message'
    | 'render'
    | 'onvb-geolocate-button-locate'
    | 'onvb-geolocate-button-error'
  > & {
    /** The button text (and its accessible name). */
    label?: GeolocateButtonProps['label'];
    /** The id of a `vb-location-field`, `vb-text-field` or `<input>` to fill when the position is found (same document or shadow root). Empty: events only. */
    target?: GeolocateButtonProps['target'];
    /** What the target is filled with: `geolocate` (the unit finder's `GEOLOCATE` keyword: the finder locates the device itself) or `coordinates` ('40.233844, -111.658534'). Anything else gives geolocate, with a warning. */
    fill?: GeolocateButtonProps['fill'];
    /** After filling the target, submit the target's form (`requestSubmit()`, so the form's validation runs). */
    submit?: GeolocateButtonProps['submit'];
    /** Most milliseconds to wait for a position once the visitor has allowed it (0: as long as the device needs). Running out shows `unavailable-message`. */
    timeout?: GeolocateButtonProps['timeout'];
    /** Announced (politely) while the browser looks for the position. */
    locatingText?: GeolocateButtonProps['locatingText'];
    /** Announced (politely) while the browser looks for the position. */
    'locating-text'?: string;
    /** Announced when the position was found. */
    locatedText?: GeolocateButtonProps['locatedText'];
    /** Announced when the position was found. */
    'located-text'?: string;
    /** The spec's browserLocation message: the browser has no geolocation. */
    browserLocationMessage?: GeolocateButtonProps['browserLocationMessage'];
    /** The spec's browserLocation message: the browser has no geolocation. */
    'browser-location-message'?: string;
    /** The spec's userLocation message: the visitor (or the page's permissions policy) refused. */
    userLocationMessage?: GeolocateButtonProps['userLocationMessage'];
    /** The spec's userLocation message: the visitor (or the page's permissions policy) refused. */
    'user-location-message'?: string;
    /** The device could not tell its position, or not within `timeout`. */
    unavailableMessage?: GeolocateButtonProps['unavailableMessage'];
    /** The device could not tell its position, or not within `timeout`. */
    'unavailable-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-geolocate-button-locate`: The position was found (after the target, if any, was filled and before its form is submitted). Degrees (WGS 84) and accuracy in metres. */
    'onvb-geolocate-button-locate'?: (event: CustomEvent<GeolocateButtonEvents['vb-geolocate-button-locate']>) => void;
    /** `vb-geolocate-button-error`: No position: `reason` 'unsupported' (browserLocation), 'denied' (userLocation), 'unavailable' or 'timeout' (unavailable-message); `message` is the message shown. */
    'onvb-geolocate-button-error'?: (event: CustomEvent<GeolocateButtonEvents['vb-geolocate-button-error']>) => void;
  };

/** Props of <vb-image-block> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbImageBlockJsxProps = React.ClassAttributes<VbImageBlockElement> &
  Omit<React.HTMLAttributes<VbImageBlockElement>, 'caption' | 'credit' | 'render'> & {
    /** Caption under the picture (plain text). Empty: no caption. */
    caption?: ImageBlockProps['caption'];
    /** Who made the picture ("Photo: Ana Silva"), shown after the caption in smaller type. Empty: none. */
    credit?: ImageBlockProps['credit'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

/** Props of <vb-inline-component-gallery> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbInlineComponentGalleryJsxProps = React.ClassAttributes<VbInlineComponentGalleryElement> &
  Omit<
    React.HTMLAttributes<VbInlineComponentGalleryElement>,
    | 'label'
    | 'prevLabel'
    | 'prev-label'
    | 'nextLabel'
    | 'next-label'
    | 'of'
    | 'perView'
    | 'per-view'
    | 'wrap'
    | 'slide'
    | 'data-vb-slide'
    | 'render'
    | 'onvb-inline-component-gallery-change'
  > & {
    /** Accessible name of the carousel region ("Photos of the open house"). Empty: the text of the heading just before the element, else the element's own default name. */
    label?: InlineComponentGalleryProps['label'];
    /** Accessible name of the previous button. */
    prevLabel?: InlineComponentGalleryProps['prevLabel'];
    /** Accessible name of the previous button. */
    'prev-label'?: string;
    /** Accessible name of the next button. */
    nextLabel?: InlineComponentGalleryProps['nextLabel'];
    /** Accessible name of the next button. */
    'next-label'?: string;
    /** The word in each slide's name, "3 of 8" (`of="de"` gives "3 de 8"). */
    of?: InlineComponentGalleryProps['of'];
    /** Slides shown at once from 600 px wide (1 to 6); below 600 px one shows, with a peek of the next. */
    perView?: InlineComponentGalleryProps['perView'];
    /** Slides shown at once from 600 px wide (1 to 6); below 600 px one shows, with a peek of the next. */
    'per-view'?: number | `${number}`;
    /** The end leads back to the start and back (with four slides or more). */
    wrap?: InlineComponentGalleryProps['wrap'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    slide?: InlineComponentGalleryProps['slide'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    'data-vb-slide'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-inline-component-gallery-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
    'onvb-inline-component-gallery-change'?: (event: CustomEvent<InlineComponentGalleryEvents['vb-inline-component-gallery-change']>) => void;
  };

/** Props of <vb-jumbo-call-to-action> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbJumboCallToActionJsxProps = React.ClassAttributes<VbJumboCallToActionElement> &
  Omit<
    React.HTMLAttributes<VbJumboCallToActionElement>,
    'href' | 'linkText' | 'link-text' | 'analyticsTitle' | 'analytics-title' | 'analyticsText' | 'analytics-text' | 'offerId' | 'offer-id' | 'image' | 'render'
  > & {
    /** The address the link leads to: an http(s) page, relative or absolute. */
    href?: JumboCallToActionProps['href'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    linkText?: JumboCallToActionProps['linkText'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    'link-text'?: string;
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    analyticsTitle?: JumboCallToActionProps['analyticsTitle'];
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    'analytics-title'?: string;
    /** The analytics event's `interactionText`. Empty: the link's text. */
    analyticsText?: JumboCallToActionProps['analyticsText'];
    /** The analytics event's `interactionText`. Empty: the link's text. */
    'analytics-text'?: string;
    /** The analytics event's `offerId`, when the link leads to an offer. */
    offerId?: JumboCallToActionProps['offerId'];
    /** The analytics event's `offerId`, when the link leads to an offer. */
    'offer-id'?: string;
    /** A decorative photo behind the text (an http(s) address), cropped to fill the band and darkened so the text stays readable. Empty: the band is a plain colour. */
    image?: JumboCallToActionProps['image'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

/** Props of <vb-likes> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbLikesJsxProps = React.ClassAttributes<VbLikesElement> &
  Omit<
    React.HTMLAttributes<VbLikesElement>,
    | 'group'
    | 'likeId'
    | 'like-id'
    | 'text'
    | 'countText'
    | 'count-text'
    | 'unavailableText'
    | 'unavailable-text'
    | 'likedText'
    | 'liked-text'
    | 'errorMessage'
    | 'error-message'
    | 'render'
    | 'onvb-likes-like'
    | 'onvb-likes-error'
  > & {
    /** The group the likes are counted and remembered in. */
    group?: LikesProps['group'];
    /** The id of what is liked (`like-id`; not `id`, which stays the page's own), e.g. the page path. Required: without it nothing is read or counted. */
    likeId?: LikesProps['likeId'];
    /** The id of what is liked (`like-id`; not `id`, which stays the page's own), e.g. the page path. Required: without it nothing is read or counted. */
    'like-id'?: string;
    /** The button text (and its accessible name). */
    text?: LikesProps['text'];
    /** The count in words for assistive technology; `{count}` is the number, formatted for the page language. The default puts the number last, so it reads right for 1 as for 2. */
    countText?: LikesProps['countText'];
    /** The count in words for assistive technology; `{count}` is the number, formatted for the page language. The default puts the number last, so it reads right for 1 as for 2. */
    'count-text'?: string;
    /** Shown in place of the count when it cannot be read (the count call fails or answers with an error), until a later read or a like gives it. The button still works. */
    unavailableText?: LikesProps['unavailableText'];
    /** Shown in place of the count when it cannot be read (the count call fails or answers with an error), until a later read or a like gives it. The button still works. */
    'unavailable-text'?: string;
    /** Announced once the like is counted. */
    likedText?: LikesProps['likedText'];
    /** Announced once the like is counted. */
    'liked-text'?: string;
    /** Shown (and announced) when the like fails; the button works again and the count is re-read. */
    errorMessage?: LikesProps['errorMessage'];
    /** Shown (and announced) when the like fails; the button works again and the count is re-read. */
    'error-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-likes-like`: The like was counted; `value` is the count the server answered. */
    'onvb-likes-like'?: (event: CustomEvent<LikesEvents['vb-likes-like']>) => void;
    /** `vb-likes-error`: The like failed and can be tried again; `message` is technical, for logs. */
    'onvb-likes-error'?: (event: CustomEvent<LikesEvents['vb-likes-error']>) => void;
  };

/** Props of <vb-link-list> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbLinkListJsxProps = React.ClassAttributes<VbLinkListElement> &
  Omit<React.HTMLAttributes<VbLinkListElement>, 'label' | 'render'> & {
    /** The navigation's accessible name ("In this section"), so a page with several lists tells them apart. */
    label?: LinkListProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

/** Props of <vb-location-field> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbLocationFieldJsxProps = React.ClassAttributes<VbLocationFieldElement> &
  Omit<
    React.HTMLAttributes<VbLocationFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'placeholder'
    | 'value'
    | 'required'
    | 'disabled'
    | 'hideLocate'
    | 'hide-locate'
    | 'requiredMessage'
    | 'required-message'
    | 'searchLabel'
    | 'search-label'
    | 'locateLabel'
    | 'locate-label'
    | 'currentLocationText'
    | 'current-location-text'
    | 'browserLocationMessage'
    | 'browser-location-message'
    | 'userLocationMessage'
    | 'user-location-message'
    | 'render'
    | 'onvb-location-field-input'
    | 'onvb-location-field-search'
    | 'onvb-location-field-error'
  > & {
    /** The name the form submits the text under; `location` is the unit finder's parameter (`?location=Provo%2C%20UT` or `?location=GEOLOCATE`). */
    name?: LocationFieldProps['name'];
    /** The visible label. */
    label?: LocationFieldProps['label'];
    /** Help text under the label, read with the input (aria-describedby). */
    hint?: LocationFieldProps['hint'];
    /** Example text shown while empty (e.g. "City, address or postal code"). Not a label. */
    placeholder?: LocationFieldProps['placeholder'];
    /** The starting text, and what form reset goes back to; `GEOLOCATE` shows `current-location-text`. Changing the attribute or property later replaces the text. */
    value?: LocationFieldProps['value'];
    /** The form is not sent while the field is empty (or only spaces): `required-message` shows and focus moves to the input. */
    required?: LocationFieldProps['required'];
    /** Not editable, not submitted, not validated; both buttons are disabled too. */
    disabled?: LocationFieldProps['disabled'];
    /** No compass button: text search only. */
    hideLocate?: LocationFieldProps['hideLocate'];
    /** No compass button: text search only. */
    'hide-locate'?: boolean;
    /** Shown (and announced) when a required field is empty on submit or after leaving it. */
    requiredMessage?: LocationFieldProps['requiredMessage'];
    /** Shown (and announced) when a required field is empty on submit or after leaving it. */
    'required-message'?: string;
    /** The accessible name of the map-search (submit) button. */
    searchLabel?: LocationFieldProps['searchLabel'];
    /** The accessible name of the map-search (submit) button. */
    'search-label'?: string;
    /** The accessible name of the compass button. */
    locateLabel?: LocationFieldProps['locateLabel'];
    /** The accessible name of the compass button. */
    'locate-label'?: string;
    /** What the input shows while the value is GEOLOCATE (the form still submits GEOLOCATE). Typing replaces it. */
    currentLocationText?: LocationFieldProps['currentLocationText'];
    /** What the input shows while the value is GEOLOCATE (the form still submits GEOLOCATE). Typing replaces it. */
    'current-location-text'?: string;
    /** The spec's browserLocation message: the compass was pressed in a browser without geolocation. Nothing is submitted. */
    browserLocationMessage?: LocationFieldProps['browserLocationMessage'];
    /** The spec's browserLocation message: the compass was pressed in a browser without geolocation. Nothing is submitted. */
    'browser-location-message'?: string;
    /** The spec's userLocation message: the compass was pressed but this site's location permission is refused. Nothing is submitted. */
    userLocationMessage?: LocationFieldProps['userLocationMessage'];
    /** The spec's userLocation message: the compass was pressed but this site's location permission is refused. Nothing is submitted. */
    'user-location-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-location-field-input`: The text changed while the visitor types (after cleaning). */
    'onvb-location-field-input'?: (event: CustomEvent<LocationFieldEvents['vb-location-field-input']>) => void;
    /** `vb-location-field-search`: The visitor asked to search (search button, Enter, or the compass with `value` GEOLOCATE) and the field is valid; sent just before the form is submitted. Cancelable: `preventDefault()` keeps the form from being submitted (a page that searches in script). Without a form, this is the only effect. */
    'onvb-location-field-search'?: (event: CustomEvent<LocationFieldEvents['vb-location-field-search']>) => void;
    /** `vb-location-field-error`: The compass could not be used: `reason` 'unsupported' (no geolocation: browserLocation) or 'denied' (permission refused: userLocation); `message` is the message shown. */
    'onvb-location-field-error'?: (event: CustomEvent<LocationFieldEvents['vb-location-field-error']>) => void;
  };

/** Props of <vb-map> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbMapJsxProps = React.ClassAttributes<VbMapElement> &
  Omit<
    React.HTMLAttributes<VbMapElement>,
    | 'layers'
    | 'center'
    | 'zoom'
    | 'controls'
    | 'label'
    | 'mapType'
    | 'map-type'
    | 'googleKey'
    | 'google-key'
    | 'styleUrl'
    | 'style-url'
    | 'proxyPath'
    | 'proxy-path'
    | 'clientId'
    | 'client-id'
    | 'loadingText'
    | 'loading-text'
    | 'errorMessage'
    | 'error-message'
    | 'render'
    | 'onvb-map-ready'
    | 'onvb-map-click'
    | 'onvb-map-cluster-zoom'
    | 'onvb-map-drawn'
    | 'onvb-map-maptype-change'
    | 'onvb-map-maptype-mode'
    | 'onvb-map-geolocate'
    | 'onvb-map-geolocate-error'
    | 'onvb-map-legal-error'
    | 'onvb-map-error'
  > & {
    /** Which locations are clustered: layer names or location types from the maps service, separated by spaces or commas (`MEETINGHOUSE`, `WARDS TEMPLES`). Empty (the default): every layer. */
    layers?: MapProps['layers'];
    /** The first centre as `latitude,longitude` (`40.76,-111.89`). Empty: the visitor's own address from the maps service (their IP) at zoom 12, else 0,0 at zoom 2. A later change moves the map. */
    center?: MapProps['center'];
    /** The first zoom (0 the whole world, 21 a building). Empty: 12 with a centre, else as for `center`. A later change zooms the map. */
    zoom?: MapProps['zoom'];
    /** The controls shown, in the bottom-right corner, separated by spaces: any of `zoom`, `geolocate`, `maptype`, `legal`. Empty (`controls=""`): none. An unknown name is skipped with a console warning. */
    controls?: MapProps['controls'];
    /** The map's accessible name (what a screen reader calls the map region). */
    label?: MapProps['label'];
    /** The first base map's id: MapLibre's `INTERNAL:ROAD` or `INTERNAL:LIGHT`; Google's `roadmap`, `hybrid`, `satellite`, `terrain` or `light`. Empty or unknown: the engine's first type. */
    mapType?: MapProps['mapType'];
    /** The first base map's id: MapLibre's `INTERNAL:ROAD` or `INTERNAL:LIGHT`; Google's `roadmap`, `hybrid`, `satellite`, `terrain` or `light`. Empty or unknown: the engine's first type. */
    'map-type'?: string;
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    googleKey?: MapProps['googleKey'];
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    'google-key'?: string;
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    styleUrl?: MapProps['styleUrl'];
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    'style-url'?: string;
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    proxyPath?: MapProps['proxyPath'];
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    'proxy-path'?: string;
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    clientId?: MapProps['clientId'];
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    'client-id'?: string;
    /** Shown and announced while the map loads. */
    loadingText?: MapProps['loadingText'];
    /** Shown and announced while the map loads. */
    'loading-text'?: string;
    /** Shown (and announced) when the map engine cannot load (no WebGL, a blocked script, a failed basemap). */
    errorMessage?: MapProps['errorMessage'];
    /** Shown (and announced) when the map engine cannot load (no WebGL, a blocked script, a failed basemap). */
    'error-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-map-ready`: The map is drawn and can be used: the engine has loaded and its first view is set (clusters follow on the first idle). */
    'onvb-map-ready'?: (event: CustomEvent<MapEvents['vb-map-ready']>) => void;
    /** `vb-map-click`: A cluster was chosen (click, Enter or Space) that is not zoomed into: one location, a cluster at the maximum zoom, or locations at the same spot. A mouse click is sent after 500 ms, and a double click cancels it (the double click zooms the map instead). `location` is set when the cluster holds one location. */
    'onvb-map-click'?: (event: CustomEvent<MapEvents['vb-map-click']>) => void;
    /** `vb-map-cluster-zoom`: A cluster of spread-out locations was chosen below the maximum zoom: the map zoomed to fit it. Sent when the map has landed, with the zoom it landed on. */
    'onvb-map-cluster-zoom'?: (event: CustomEvent<MapEvents['vb-map-cluster-zoom']>) => void;
    /** `vb-map-drawn`: The cluster markers of a view are on the map: after the first load and after every pan or zoom. `count` is the markers drawn (at most 300), `ms` the time from the map coming to rest to the markers drawn. */
    'onvb-map-drawn'?: (event: CustomEvent<MapEvents['vb-map-drawn']>) => void;
    /** `vb-map-maptype-change`: The visitor chose another base map in the map type control. */
    'onvb-map-maptype-change'?: (event: CustomEvent<MapEvents['vb-map-maptype-change']>) => void;
    /** `vb-map-maptype-mode`: The map type control changed its layout: a button with a list when the map is 600 px wide or narrower, else an overview thumbnail. */
    'onvb-map-maptype-mode'?: (event: CustomEvent<MapEvents['vb-map-maptype-mode']>) => void;
    /** `vb-map-geolocate`: The visitor's own position was found (geolocate control): the map is fitted to its accuracy circle. */
    'onvb-map-geolocate'?: (event: CustomEvent<MapEvents['vb-map-geolocate']>) => void;
    /** `vb-map-geolocate-error`: The browser could not give the visitor's position (denied, unavailable, timed out): the geolocate button turns red. */
    'onvb-map-geolocate-error'?: (event: CustomEvent<MapEvents['vb-map-geolocate-error']>) => void;
    /** `vb-map-legal-error`: The legal notices could not be loaded ('Unable to display legal.'): the legal control is removed. */
    'onvb-map-legal-error'?: (event: CustomEvent<MapEvents['vb-map-legal-error']>) => void;
    /** `vb-map-error`: `phase` "engine": the map could not load and `error-message` is shown. "clusters": a cluster call failed (the markers of the last good view stay). `message` is technical, for logs. */
    'onvb-map-error'?: (event: CustomEvent<MapEvents['vb-map-error']>) => void;
  };

/** Props of <vb-media-player> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbMediaPlayerJsxProps = React.ClassAttributes<VbMediaPlayerElement> &
  Omit<
    React.HTMLAttributes<VbMediaPlayerElement>,
    | 'media'
    | 'data-media'
    | 'src'
    | 'poster'
    | 'label'
    | 'load'
    | 'looping'
    | 'start'
    | 'noInit'
    | 'no-init'
    | 'initChildren'
    | 'init-children'
    | 'skipAnalytics'
    | 'skip-analytics'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'playText'
    | 'play-text'
    | 'pauseText'
    | 'pause-text'
    | 'loadingText'
    | 'loading-text'
    | 'retryText'
    | 'retry-text'
    | 'downloadErrorText'
    | 'download-error-text'
    | 'viewsText'
    | 'views-text'
    | 'render'
    | 'onvb-media-player-play'
    | 'onvb-media-player-pause'
    | 'onvb-media-player-ended'
    | 'onvb-media-player-buffering'
    | 'onvb-media-player-loadend'
    | 'onvb-media-player-seek'
    | 'onvb-media-player-error'
  > & {
    /** The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. `youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player". */
    media?: MediaPlayerProps['media'] | string;
    /** The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. `youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player". */
    'data-media'?: string;
    /** A video file played in the browser's own player when the media config names no platform video. */
    src?: MediaPlayerProps['src'];
    /** Image shown on the play button before the player loads (and as the file video's poster). */
    poster?: MediaPlayerProps['poster'];
    /** The video's title: shown on the play button, its accessible name and the analytics name (unless `analytics-title`). */
    label?: MediaPlayerProps['label'];
    /** When the player loads: `click` (default: a play button with the poster; no request reaches a video platform before the click), `scroll` (within 150 px of the viewport) or `preload` (at once). A looping video always loads on scroll, within 500 px. */
    load?: MediaPlayerProps['load'];
    /** A background loop: muted, no controls, autoplay and loop; plays only within 500 px of the viewport and pauses outside it. Under reduced motion it does not start by itself; a visible play button starts it. */
    looping?: MediaPlayerProps['looping'];
    /** Start position in seconds (also where `restart()` goes by default). */
    start?: MediaPlayerProps['start'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    noInit?: MediaPlayerProps['noInit'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    'no-init'?: boolean;
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    initChildren?: MediaPlayerProps['initChildren'];
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    'init-children'?: boolean;
    /** Send no media analytics. */
    skipAnalytics?: MediaPlayerProps['skipAnalytics'];
    /** Send no media analytics. */
    'skip-analytics'?: boolean;
    /** The name in media analytics; default `label`. */
    analyticsTitle?: MediaPlayerProps['analyticsTitle'];
    /** The name in media analytics; default `label`. */
    'analytics-title'?: string;
    /** Accessible name of the play button, before the title: "Play video: {label}". */
    playText?: MediaPlayerProps['playText'];
    /** Accessible name of the play button, before the title: "Play video: {label}". */
    'play-text'?: string;
    /** What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}". */
    pauseText?: MediaPlayerProps['pauseText'];
    /** What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}". */
    'pause-text'?: string;
    /** Announced while the player loads or buffers (unless a `slot="loading"` child is given). */
    loadingText?: MediaPlayerProps['loadingText'];
    /** Announced while the player loads or buffers (unless a `slot="loading"` child is given). */
    'loading-text'?: string;
    /** The button under an error that loads the player again. */
    retryText?: MediaPlayerProps['retryText'];
    /** The button under an error that loads the player again. */
    'retry-text'?: string;
    /** Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load. */
    downloadErrorText?: MediaPlayerProps['downloadErrorText'];
    /** Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load. */
    'download-error-text'?: string;
    /** The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language. */
    viewsText?: MediaPlayerProps['viewsText'];
    /** The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language. */
    'views-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-media-player-play`: The video started playing (every other player on the page pauses). */
    'onvb-media-player-play'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-play']>) => void;
    /** `vb-media-player-pause`: The video paused. */
    'onvb-media-player-pause'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-pause']>) => void;
    /** `vb-media-player-ended`: The video reached its end. */
    'onvb-media-player-ended'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-ended']>) => void;
    /** `vb-media-player-buffering`: The video waits for data (the loading marker shows). */
    'onvb-media-player-buffering'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-buffering']>) => void;
    /** `vb-media-player-loadend`: The video has data again (the loading marker goes). */
    'onvb-media-player-loadend'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-loadend']>) => void;
    /** `vb-media-player-seek`: The position jumped by more than a second. */
    'onvb-media-player-seek'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-seek']>) => void;
    /** `vb-media-player-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error; or a video's `download` failed ('Video download failed': the player keeps playing). `message` is what the visitor sees. */
    'onvb-media-player-error'?: (event: CustomEvent<MediaPlayerEvents['vb-media-player-error']>) => void;
  };

/** Props of <vb-missionary-phone-numbers> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbMissionaryPhoneNumbersJsxProps = React.ClassAttributes<VbMissionaryPhoneNumbersElement> &
  Omit<
    React.HTMLAttributes<VbMissionaryPhoneNumbersElement>,
    | 'unitIds'
    | 'unit-ids'
    | 'units'
    | 'showAll'
    | 'show-all'
    | 'lineCount'
    | 'line-count'
    | 'format'
    | 'label'
    | 'loadingText'
    | 'loading-text'
    | 'emptyMessage'
    | 'empty-message'
    | 'errorMessage'
    | 'error-message'
    | 'render'
    | 'onvb-missionary-phone-numbers-load'
  > & {
    /** The units, as a comma list of unit ids (`365309,378885`). Numbers show in this order; a number already shown for an earlier unit is not repeated. */
    unitIds?: MissionaryPhoneNumbersProps['unitIds'];
    /** The units, as a comma list of unit ids (`365309,378885`). Numbers show in this order; a number already shown for an earlier unit is not repeated. */
    'unit-ids'?: string;
    /** Units with their parent unit, as a JSON list of `{ "unit": "…", "parent": "…" }` pairs (spec section 7). A unit without numbers shows its parent's; the server also does this for the parents it knows. Added after `unit-ids`. */
    units?: MissionaryPhoneNumbersProps['units'] | string;
    /** Show every number of each unit, not only the first (spec section 3: the first is shown). */
    showAll?: MissionaryPhoneNumbersProps['showAll'];
    /** Show every number of each unit, not only the first (spec section 3: the first is shown). */
    'show-all'?: boolean;
    /** How many lines the label and numbers (or the empty message) take on a phone (at most 30rem wide), 1 to 8: that room is kept before the script runs, while the numbers load and after, so the text below does not jump when they arrive. Wider screens keep one line. */
    lineCount?: MissionaryPhoneNumbersProps['lineCount'];
    /** How many lines the label and numbers (or the empty message) take on a phone (at most 30rem wide), 1 to 8: that room is kept before the script runs, while the numbers load and after, so the text below does not jump when they arrive. Wider screens keep one line. */
    'line-count'?: number | `${number}`;
    /** How numbers read: `international` (`+1 385 555 0108`), `national` (`(385) 555-0108`) or `as-given` (as the server wrote them; no formatting library is loaded). The link always dials the full international number. */
    format?: MissionaryPhoneNumbersProps['format'];
    /** The text before the numbers, which also names the list for screen readers. Empty: no label. */
    label?: MissionaryPhoneNumbersProps['label'];
    /** Shown while the numbers load. */
    loadingText?: MissionaryPhoneNumbersProps['loadingText'];
    /** Shown while the numbers load. */
    'loading-text'?: string;
    /** Shown when no unit has a number. Empty (the default): the element shows nothing. */
    emptyMessage?: MissionaryPhoneNumbersProps['emptyMessage'];
    /** Shown when no unit has a number. Empty (the default): the element shows nothing. */
    'empty-message'?: string;
    /** Shown when the service fails (an error, a timeout, no network, an answer of another shape), so the visitor sees why no number is there; the console names the URL once. An empty attribute keeps the default: a failure is never blank. */
    errorMessage?: MissionaryPhoneNumbersProps['errorMessage'];
    /** Shown when the service fails (an error, a timeout, no network, an answer of another shape), so the visitor sees why no number is there; the console names the URL once. An empty attribute keeps the default: a failure is never blank. */
    'error-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-missionary-phone-numbers-load`: The numbers arrived: `numbers` maps every unit asked about to its numbers (its own, else its parent’s; `[]` when none). `failed` is true when the service failed, in which case every list is empty. */
    'onvb-missionary-phone-numbers-load'?: (event: CustomEvent<MissionaryPhoneNumbersEvents['vb-missionary-phone-numbers-load']>) => void;
  };

/** Props of <vb-modal> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbModalJsxProps = React.ClassAttributes<VbModalElement> &
  Omit<
    React.HTMLAttributes<VbModalElement>,
    | 'open'
    | 'heading'
    | 'headingLevel'
    | 'heading-level'
    | 'closeLabel'
    | 'close-label'
    | 'label'
    | 'triggerId'
    | 'trigger-id'
    | 'returnFocus'
    | 'return-focus'
    | 'persistent'
    | 'render'
    | 'onvb-modal-open'
    | 'onvb-modal-close'
  > & {
    /** Present while the modal shows. Set it (or the `open` property) to show it, remove it to hide it; the element removes it when the visitor closes the modal. */
    open?: ModalProps['open'];
    /** The modal's title, shown at its top and its accessible name. Empty: the first heading in the content names it. */
    heading?: ModalProps['heading'];
    /** Heading level (1-6) of `heading`; any other value gives an h2, with a console warning. */
    headingLevel?: ModalProps['headingLevel'];
    /** Heading level (1-6) of `heading`; any other value gives an h2, with a console warning. */
    'heading-level'?: number | `${number}`;
    /** Accessible name of the close button. */
    closeLabel?: ModalProps['closeLabel'];
    /** Accessible name of the close button. */
    'close-label'?: string;
    /** Accessible name used when there is neither a `heading` nor a heading in the content. */
    label?: ModalProps['label'];
    /** The remote-trigger id that opens and closes it: a link to `#id` toggles it, a remote-trigger message with action open, close or toggle does that. Empty: the element's own `id`. */
    triggerId?: ModalProps['triggerId'];
    /** The remote-trigger id that opens and closes it: a link to `#id` toggles it, a remote-trigger message with action open, close or toggle does that. Empty: the element's own `id`. */
    'trigger-id'?: string;
    /** The id of the element focus goes to on close when the element that opened the modal is gone (removed, hidden or disabled). Empty, or naming nothing that can take focus (a console warning says so): the next control after the modal on the page (else the last one before it). Focus otherwise returns to the opener. */
    returnFocus?: ModalProps['returnFocus'];
    /** The id of the element focus goes to on close when the element that opened the modal is gone (removed, hidden or disabled). Empty, or naming nothing that can take focus (a console warning says so): the next control after the modal on the page (else the last one before it). Focus otherwise returns to the opener. */
    'return-focus'?: string;
    /** A click on the scrim does not close it (for content a visitor must finish or close on purpose). Escape and the close button still do. */
    persistent?: ModalProps['persistent'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-modal-open`: The modal opened. `cause`: its attribute or property ("property") or a remote trigger or link ("trigger"). */
    'onvb-modal-open'?: (event: CustomEvent<ModalEvents['vb-modal-open']>) => void;
    /** `vb-modal-close`: The modal closed. `cause`: "button", "escape", "scrim", "property", "trigger", "parent" (a modal it was opened over closed) or "browser" (a form with method="dialog", a back gesture). */
    'onvb-modal-close'?: (event: CustomEvent<ModalEvents['vb-modal-close']>) => void;
  };

/** Props of <vb-multi-buttons> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbMultiButtonsJsxProps = React.ClassAttributes<VbMultiButtonsElement> &
  Omit<
    React.HTMLAttributes<VbMultiButtonsElement>,
    'label' | 'layout' | 'align' | 'analyticsTitle' | 'analytics-title' | 'render' | 'onvb-multi-buttons-click'
  > & {
    /** The accessible name of the group (role="group"). Empty: no group role, the buttons are read on their own. */
    label?: MultiButtonsProps['label'];
    /** "auto": side by side, stacked full width where the block is narrower than 600 px; "row": always side by side (wrapping); "stack": always stacked. Any other value: auto, with a console warning. */
    layout?: MultiButtonsProps['layout'];
    /** Where a row of buttons sits: "start", "center" or "end"; any other value: start, with a console warning. */
    align?: MultiButtonsProps['align'];
    /** The analytics `contentTitle` of every button's click. Empty: the group's `label`. */
    analyticsTitle?: MultiButtonsProps['analyticsTitle'];
    /** The analytics `contentTitle` of every button's click. Empty: the group's `label`. */
    'analytics-title'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-multi-buttons-click`: A button or link was used; `text` is its analytics text, `href` the link address ("" for a button), `trigger` the remote-trigger id ("" when none), `index` its place (0-based). */
    'onvb-multi-buttons-click'?: (event: CustomEvent<MultiButtonsEvents['vb-multi-buttons-click']>) => void;
  };

/** Props of <vb-offer-details-list> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbOfferDetailsListJsxProps = React.ClassAttributes<VbOfferDetailsListElement> &
  Omit<
    React.HTMLAttributes<VbOfferDetailsListElement>,
    'name' | 'label' | 'hint' | 'disabled' | 'questions' | 'requiredMessage' | 'required-message' | 'requiredText' | 'required-text' | 'render'
  > & {
    /** The name offerDetails is submitted under (note is always `note`). Empty submits nothing. */
    name?: OfferDetailsListProps['name'];
    /** The legend of the list. */
    label?: OfferDetailsListProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: OfferDetailsListProps['hint'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: OfferDetailsListProps['disabled'];
    /** JSON list of questions: `{ "id"?, "question", "type"?: "text" | "checkbox" | "radio", "options"?: [...], "required"? }` plus any detail of your own, passed on in offerDetails. Without options a question is a text question; without text it is left out. */
    questions?: OfferDetailsListProps['questions'] | string;
    /** Shown under a required question left unanswered. Empty: the default. */
    requiredMessage?: OfferDetailsListProps['requiredMessage'];
    /** Shown under a required question left unanswered. Empty: the default. */
    'required-message'?: string;
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: OfferDetailsListProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

/** Props of <vb-offer-selector> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbOfferSelectorJsxProps = React.ClassAttributes<VbOfferSelectorElement> &
  Omit<
    React.HTMLAttributes<VbOfferSelectorElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'offers'
    | 'offerCount'
    | 'offer-count'
    | 'multiple'
    | 'requiredText'
    | 'required-text'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
    | 'onvb-offer-selector-change'
  > & {
    /** Needed for the form to submit the offers (which go under their fixed names offerType, oItemId, sourceId); empty submits nothing. */
    name?: OfferSelectorProps['name'];
    /** The group's legend. Without one, name the group with `aria-label` on the element. */
    label?: OfferSelectorProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: OfferSelectorProps['hint'];
    /** At least one offer must be selected; `required-message` shows. */
    required?: OfferSelectorProps['required'];
    /** The oItemIds selected at first (comma-separated); form reset goes back to them. */
    value?: OfferSelectorProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: OfferSelectorProps['disabled'];
    /** JSON list of `{ "label", "offerType", "oItemId", "sourceId", "description"? }`. An entry without a label or an oItemId, or with an oItemId already listed, is left out. */
    offers?: OfferSelectorProps['offers'] | string;
    /** Before the script runs only: how many offers the JSON `offers` attribute holds (1 to 12), so the page reserves their rows and does not move when the element mounts (CSS cannot count a JSON list). Without it one row is reserved. The element itself ignores it. */
    offerCount?: OfferSelectorProps['offerCount'];
    /** Before the script runs only: how many offers the JSON `offers` attribute holds (1 to 12), so the page reserves their rows and does not move when the element mounts (CSS cannot count a JSON list). Without it one row is reserved. The element itself ignores it. */
    'offer-count'?: number | `${number}`;
    /** Checkboxes (several offers); `multiple="false"` gives radios (one offer). */
    multiple?: OfferSelectorProps['multiple'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: OfferSelectorProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Shown when a required selector has nothing selected after a change or on submit. Empty: the default. */
    requiredMessage?: OfferSelectorProps['requiredMessage'];
    /** Shown when a required selector has nothing selected after a change or on submit. Empty: the default. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-offer-selector-change`: The visitor changed the selection; the selected offers in list order. */
    'onvb-offer-selector-change'?: (event: CustomEvent<OfferSelectorEvents['vb-offer-selector-change']>) => void;
  };

/** Props of <vb-overlay> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbOverlayJsxProps = React.ClassAttributes<VbOverlayElement> &
  Omit<
    React.HTMLAttributes<VbOverlayElement>,
    | 'open'
    | 'label'
    | 'closeLabel'
    | 'close-label'
    | 'triggerId'
    | 'trigger-id'
    | 'returnFocus'
    | 'return-focus'
    | 'persistent'
    | 'render'
    | 'onvb-overlay-open'
    | 'onvb-overlay-close'
  > & {
    /** Present while the overlay shows. Set it to show it, remove it to hide it; the element removes it when the visitor closes the overlay. */
    open?: OverlayProps['open'];
    /** The overlay's accessible name when the content has no heading (the content's first heading names it otherwise). */
    label?: OverlayProps['label'];
    /** Accessible name of the close button. */
    closeLabel?: OverlayProps['closeLabel'];
    /** Accessible name of the close button. */
    'close-label'?: string;
    /** The remote-trigger id: a link to `#id`, a floating action button with this `trigger-id` or a remote-trigger message (open, close, toggle) opens and closes it. Empty: the element's own `id`. */
    triggerId?: OverlayProps['triggerId'];
    /** The remote-trigger id: a link to `#id`, a floating action button with this `trigger-id` or a remote-trigger message (open, close, toggle) opens and closes it. Empty: the element's own `id`. */
    'trigger-id'?: string;
    /** The id of the element focus goes to on close when the element that opened the overlay is gone (removed, hidden or disabled). Empty, or naming nothing that can take focus (a console warning says so): the next control after the overlay on the page (else the last one before it). Focus otherwise returns to the opener. */
    returnFocus?: OverlayProps['returnFocus'];
    /** The id of the element focus goes to on close when the element that opened the overlay is gone (removed, hidden or disabled). Empty, or naming nothing that can take focus (a console warning says so): the next control after the overlay on the page (else the last one before it). Focus otherwise returns to the opener. */
    'return-focus'?: string;
    /** A click on the scrim does not close it. Escape and the close button still do. */
    persistent?: OverlayProps['persistent'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-overlay-open`: The overlay opened. `cause`: its attribute or property ("property") or a remote trigger or link ("trigger"). */
    'onvb-overlay-open'?: (event: CustomEvent<OverlayEvents['vb-overlay-open']>) => void;
    /** `vb-overlay-close`: The overlay closed. `cause`: "button", "escape", "scrim", "property", "trigger", "parent" or "browser". */
    'onvb-overlay-close'?: (event: CustomEvent<OverlayEvents['vb-overlay-close']>) => void;
  };

/** Props of <vb-page> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbPageJsxProps = React.ClassAttributes<VbPageElement> &
  Omit<React.HTMLAttributes<VbPageElement>, 'header' | 'render' | 'onvb-page-scroll'> & {
    /** CSS selector of the page's sticky header: a target lands just below it when it is fixed or sticky. At load it is waited for (up to 20 × 100 ms), since a header block may upgrade later. Empty: no offset. A selector the browser cannot read is a console warning naming the attribute. */
    header?: PageProps['header'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-page-scroll`: It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). offset: the sticky header height the target was kept below. */
    'onvb-page-scroll'?: (event: CustomEvent<PageEvents['vb-page-scroll']>) => void;
  };

/** Props of <vb-persistent-call-to-action> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbPersistentCallToActionJsxProps = React.ClassAttributes<VbPersistentCallToActionElement> &
  Omit<
    React.HTMLAttributes<VbPersistentCallToActionElement>,
    | 'href'
    | 'linkText'
    | 'link-text'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'analyticsText'
    | 'analytics-text'
    | 'offerId'
    | 'offer-id'
    | 'label'
    | 'render'
    | 'onvb-persistent-call-to-action-show'
  > & {
    /** The address the link leads to: an http(s) page, relative or absolute. */
    href?: PersistentCallToActionProps['href'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    linkText?: PersistentCallToActionProps['linkText'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    'link-text'?: string;
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    analyticsTitle?: PersistentCallToActionProps['analyticsTitle'];
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    'analytics-title'?: string;
    /** The analytics event's `interactionText`. Empty: the link's text. */
    analyticsText?: PersistentCallToActionProps['analyticsText'];
    /** The analytics event's `interactionText`. Empty: the link's text. */
    'analytics-text'?: string;
    /** The analytics event's `offerId`, when the link leads to an offer. */
    offerId?: PersistentCallToActionProps['offerId'];
    /** The analytics event's `offerId`, when the link leads to an offer. */
    'offer-id'?: string;
    /** The accessible name of the bar (a complementary landmark), so screen-reader users can find it and skip it. */
    label?: PersistentCallToActionProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-persistent-call-to-action-show`: The bar appeared (500 ms after the element connected); `height` is the room in px it keeps at the end of the page. */
    'onvb-persistent-call-to-action-show'?: (event: CustomEvent<PersistentCallToActionEvents['vb-persistent-call-to-action-show']>) => void;
  };

/** Props of <vb-phone-field> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
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
    | 'onvb-phone-field-verify'
    | 'onvb-phone-field-country'
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
    /** `vb-phone-field-verify`: The server answered: `status` "valid" (`number` is the formatted number now shown, `country` the number's own country), "invalid" (`reason` is the server's, e.g. TOO_SHORT) or "unverified" (the service failed; the number is accepted so a broken service never blocks a visitor). */
    'onvb-phone-field-verify'?: (event: CustomEvent<PhoneFieldEvents['vb-phone-field-verify']>) => void;
    /** `vb-phone-field-country`: The visitor chose a country (from the list, or by typing or pasting a +code). SMS options of the form were disabled and EMAIL selected. */
    'onvb-phone-field-country'?: (event: CustomEvent<PhoneFieldEvents['vb-phone-field-country']>) => void;
  };

/** Props of <vb-poll> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbPollJsxProps = React.ClassAttributes<VbPollElement> &
  Omit<
    React.HTMLAttributes<VbPollElement>,
    | 'question'
    | 'pollId'
    | 'poll-id'
    | 'group'
    | 'answers'
    | 'headingLevel'
    | 'heading-level'
    | 'errorMessage'
    | 'error-message'
    | 'resultsErrorMessage'
    | 'results-error-message'
    | 'votingText'
    | 'voting-text'
    | 'loadingText'
    | 'loading-text'
    | 'thankYouText'
    | 'thank-you-text'
    | 'resultsLabel'
    | 'results-label'
    | 'totalLabel'
    | 'total-label'
    | 'yourVoteLabel'
    | 'your-vote-label'
    | 'retryText'
    | 'retry-text'
    | 'render'
    | 'onvb-poll-vote'
    | 'onvb-poll-results'
    | 'onvb-poll-error'
  > & {
    /** The question, shown as the poll's heading. */
    question?: PollProps['question'];
    /** The id votes are counted and remembered under. Empty (the default) means the question text (spec: the poll id defaults to the heading). Set it when the same poll appears with different wording (e.g. translations), or to keep the counts when the question text is edited. Whitespace is collapsed; an id over 500 characters (the server's limit) is sent as its first 100 characters, "…" and a hash of the whole text. */
    pollId?: PollProps['pollId'];
    /** The id votes are counted and remembered under. Empty (the default) means the question text (spec: the poll id defaults to the heading). Set it when the same poll appears with different wording (e.g. translations), or to keep the counts when the question text is edited. Whitespace is collapsed; an id over 500 characters (the server's limit) is sent as its first 100 characters, "…" and a hash of the whole text. */
    'poll-id'?: string;
    /** The cookie group the vote is remembered in. */
    group?: PollProps['group'];
    /** JSON list of `{ "voteid": 0-9, "text": "..." }`. Vote ids are whole numbers 0 to 9 (the server keeps ten counters per poll); a repeated id, a missing text or an id out of range is dropped with a console warning. When empty, the answers are read from elements with a `data-voteid` attribute inside the tag. */
    answers?: PollProps['answers'] | string;
    /** Heading level (1-6) of the question, to fit the page outline; any other value gives an h2, with a console warning. */
    headingLevel?: PollProps['headingLevel'];
    /** Heading level (1-6) of the question, to fit the page outline; any other value gives an h2, with a console warning. */
    'heading-level'?: number | `${number}`;
    /** Shown (and announced) when a vote fails; the visitor can vote again. */
    errorMessage?: PollProps['errorMessage'];
    /** Shown (and announced) when a vote fails; the visitor can vote again. */
    'error-message'?: string;
    /** Shown (and announced) when a returning visitor's results cannot be read, with a `retry-text` button. */
    resultsErrorMessage?: PollProps['resultsErrorMessage'];
    /** Shown (and announced) when a returning visitor's results cannot be read, with a `retry-text` button. */
    'results-error-message'?: string;
    /** Announced while a vote is being sent. */
    votingText?: PollProps['votingText'];
    /** Announced while a vote is being sent. */
    'voting-text'?: string;
    /** Announced while a returning visitor's results load. */
    loadingText?: PollProps['loadingText'];
    /** Announced while a returning visitor's results load. */
    'loading-text'?: string;
    /** Shown above the results; focus moves here after a vote. */
    thankYouText?: PollProps['thankYouText'];
    /** Shown above the results; focus moves here after a vote. */
    'thank-you-text'?: string;
    /** Label of the results list. */
    resultsLabel?: PollProps['resultsLabel'];
    /** Label of the results list. */
    'results-label'?: string;
    /** Total line under the results; `{count}` is replaced by the number of votes, formatted for the page language. */
    totalLabel?: PollProps['totalLabel'];
    /** Total line under the results; `{count}` is replaced by the number of votes, formatted for the page language. */
    'total-label'?: string;
    /** Marks the visitor's own answer in the results. */
    yourVoteLabel?: PollProps['yourVoteLabel'];
    /** Marks the visitor's own answer in the results. */
    'your-vote-label'?: string;
    /** Button that re-reads the results after `results-error-message`. */
    retryText?: PollProps['retryText'];
    /** Button that re-reads the results after `results-error-message`. */
    'retry-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-poll-vote`: A vote was counted by the server (sent after the cookie is written). Other instances of the same poll on the page then show the results too. */
    'onvb-poll-vote'?: (event: CustomEvent<PollEvents['vb-poll-vote']>) => void;
    /** `vb-poll-results`: The results are on screen: after a vote, or on load for a visitor who already voted. `counts` has ten entries, indexed by vote id; `total` is the sum for the answers shown (what the percentages are shares of); `voteId` is the visitor's answer. */
    'onvb-poll-results'?: (event: CustomEvent<PollEvents['vb-poll-results']>) => void;
    /** `vb-poll-error`: A call failed: `phase` "vote" (the vote was not counted; the poll stays votable) or "results" (results could not be read). `message` is technical (for logs); the visitor sees `error-message` or `results-error-message`. */
    'onvb-poll-error'?: (event: CustomEvent<PollEvents['vb-poll-error']>) => void;
  };

/** Props of <vb-popup> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbPopupJsxProps = React.ClassAttributes<VbPopupElement> &
  Omit<
    React.HTMLAttributes<VbPopupElement>,
    | 'open'
    | 'triggerId'
    | 'trigger-id'
    | 'heading'
    | 'headingLevel'
    | 'heading-level'
    | 'label'
    | 'closeLabel'
    | 'close-label'
    | 'initialDisplay'
    | 'initial-display'
    | 'triggerDelay'
    | 'trigger-delay'
    | 'triggerDelayType'
    | 'trigger-delay-type'
    | 'triggerOnce'
    | 'trigger-once'
    | 'cookieName'
    | 'cookie-name'
    | 'desktopMargin'
    | 'desktop-margin'
    | 'mobileMargin'
    | 'mobile-margin'
    | 'placement'
    | 'overlay'
    | 'returnFocus'
    | 'return-focus'
    | 'render'
    | 'onvb-popup-open'
    | 'onvb-popup-close'
  > & {
    /** Present while the popup shows. Set it to show it, remove it to hide it; the element removes it when the visitor closes the popup. */
    open?: PopupProps['open'];
    /** The trigger id. A link to `#id` or a remote-trigger message for it toggles the popup; an element on the page with this id (a button) toggles it on click and is what the popup is anchored to. Empty: the element's own `id`. Opening writes local storage `track-{trigger id}` = `opened`. */
    triggerId?: PopupProps['triggerId'];
    /** The trigger id. A link to `#id` or a remote-trigger message for it toggles the popup; an element on the page with this id (a button) toggles it on click and is what the popup is anchored to. Empty: the element's own `id`. Opening writes local storage `track-{trigger id}` = `opened`. */
    'trigger-id'?: string;
    /** The popup's title, shown at its top and its accessible name. */
    heading?: PopupProps['heading'];
    /** Heading level (1-6) of `heading`; any other value gives an h2, with a console warning. */
    headingLevel?: PopupProps['headingLevel'];
    /** Heading level (1-6) of `heading`; any other value gives an h2, with a console warning. */
    'heading-level'?: number | `${number}`;
    /** Accessible name used without a `heading` (the first heading in the content is used when there is one). */
    label?: PopupProps['label'];
    /** Accessible name of the close button. */
    closeLabel?: PopupProps['closeLabel'];
    /** Accessible name of the close button. */
    'close-label'?: string;
    /** Open as the page loads (counts as opening by itself for `trigger-once`). */
    initialDisplay?: PopupProps['initialDisplay'];
    /** Open as the page loads (counts as opening by itself for `trigger-once`). */
    'initial-display'?: boolean;
    /** With `trigger-delay-type="immediate"`: seconds after the page loads before the popup opens by itself (spec: seconds x 1000). */
    triggerDelay?: PopupProps['triggerDelay'];
    /** With `trigger-delay-type="immediate"`: seconds after the page loads before the popup opens by itself (spec: seconds x 1000). */
    'trigger-delay'?: number | `${number}`;
    /** `immediate`: open by itself after `trigger-delay` seconds. `manual` (the default): open only by its trigger, a message or `open`. Any other value: `manual`, with a console warning. */
    triggerDelayType?: PopupProps['triggerDelayType'];
    /** `immediate`: open by itself after `trigger-delay` seconds. `manual` (the default): open only by its trigger, a message or `open`. Any other value: `manual`, with a console warning. */
    'trigger-delay-type'?: string;
    /** Open by itself (delay or `initial-display`) only once per visitor: opening sets the `cookie-name` cookie for 365 days. Its trigger still opens it. */
    triggerOnce?: PopupProps['triggerOnce'];
    /** Open by itself (delay or `initial-display`) only once per visitor: opening sets the `cookie-name` cookie for 365 days. Its trigger still opens it. */
    'trigger-once'?: boolean;
    /** The `trigger-once` cookie. Empty: `vb-popup-{trigger id}`. */
    cookieName?: PopupProps['cookieName'];
    /** The `trigger-once` cookie. Empty: `vb-popup-{trigger id}`. */
    'cookie-name'?: string;
    /** Gap in px between the trigger and the popup from 600 px wide. */
    desktopMargin?: PopupProps['desktopMargin'];
    /** Gap in px between the trigger and the popup from 600 px wide. */
    'desktop-margin'?: number | `${number}`;
    /** Gap in px between the trigger and the popup below 600 px wide. */
    mobileMargin?: PopupProps['mobileMargin'];
    /** Gap in px between the trigger and the popup below 600 px wide. */
    'mobile-margin'?: number | `${number}`;
    /** Preferred side of the trigger: `bottom` or `top`. The popup flips to the other side when this one has no room. Any other value: `bottom`, with a console warning. */
    placement?: PopupProps['placement'];
    /** Show a scrim behind the popup: the page is inert and does not scroll while it shows (a modal popup), and a click on the scrim closes it. */
    overlay?: PopupProps['overlay'];
    /** The id of the element focus goes to on close when the element that opened the popup is gone (removed, hidden or disabled). Empty, or naming nothing that can take focus (a console warning says so): the next control after the popup on the page (else the last one before it). Focus otherwise returns to the opener. */
    returnFocus?: PopupProps['returnFocus'];
    /** The id of the element focus goes to on close when the element that opened the popup is gone (removed, hidden or disabled). Empty, or naming nothing that can take focus (a console warning says so): the next control after the popup on the page (else the last one before it). Focus otherwise returns to the opener. */
    'return-focus'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-popup-open`: The popup opened. `cause`: "trigger" (its trigger or a message), "delay", "initial" (`initial-display`) or "property". */
    'onvb-popup-open'?: (event: CustomEvent<PopupEvents['vb-popup-open']>) => void;
    /** `vb-popup-close`: The popup closed. `cause`: "button", "escape", "outside", "scrim", "trigger", "property", "parent" or "browser". */
    'onvb-popup-close'?: (event: CustomEvent<PopupEvents['vb-popup-close']>) => void;
  };

/** Props of <vb-preview-back-link> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbPreviewBackLinkJsxProps = React.ClassAttributes<VbPreviewBackLinkElement> &
  Omit<React.HTMLAttributes<VbPreviewBackLinkElement>, 'href' | 'linkText' | 'link-text' | 'label' | 'render' | 'onvb-preview-back-link-back'> & {
    /** Where the link leads back to: an http(s) page, relative or absolute. Empty: the previous page in the browser history. */
    href?: PreviewBackLinkProps['href'];
    /** The link's visible text ("Back to the editor"). Write it so it makes sense alone. */
    linkText?: PreviewBackLinkProps['linkText'];
    /** The link's visible text ("Back to the editor"). Write it so it makes sense alone. */
    'link-text'?: string;
    /** The accessible name of the banner (a region landmark), so screen-reader users know what it is. */
    label?: PreviewBackLinkProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-preview-back-link-back`: The visitor chose the link or button back; cancelable: `preventDefault()` keeps the visitor on the page. */
    'onvb-preview-back-link-back'?: (event: CustomEvent<PreviewBackLinkEvents['vb-preview-back-link-back']>) => void;
  };

/** Props of <vb-progress-circle> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbProgressCircleJsxProps = React.ClassAttributes<VbProgressCircleElement> &
  Omit<
    React.HTMLAttributes<VbProgressCircleElement>,
    'path' | 'done' | 'total' | 'display' | 'label' | 'valueText' | 'value-text' | 'emptyText' | 'empty-text' | 'render' | 'onvb-progress-circle-change'
  > & {
    /** The page whose progress is shown, as its path (`/learn/lesson-1`); empty: this page's path. */
    path?: ProgressCircleProps['path'];
    /** Items done, a whole number from 0 to `total`; with `total`, shown instead of the stored progress. */
    done?: ProgressCircleProps['done'];
    /** Items in all, a whole number; with `done`, shown instead of the stored progress. */
    total?: ProgressCircleProps['total'];
    /** What the middle of the ring shows: `fraction` ("2/5") or `percent` ("40%", in the page language). Any other value: the fraction, with a console warning. */
    display?: ProgressCircleProps['display'];
    /** The caption under the ring, and the progress bar's accessible name. */
    label?: ProgressCircleProps['label'];
    /** What assistive technology says of the value; `{done}`, `{total}` and `{percent}` are replaced. */
    valueText?: ProgressCircleProps['valueText'];
    /** What assistive technology says of the value; `{done}`, `{total}` and `{percent}` are replaced. */
    'value-text'?: string;
    /** Said while there is no progress to show (nothing stored yet, or nothing to track); the ring then shows a dash. */
    emptyText?: ProgressCircleProps['emptyText'];
    /** Said while there is no progress to show (nothing stored yet, or nothing to track); the ring then shows a dash. */
    'empty-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-progress-circle-change`: The progress shown changed after the element appeared (a drawer opened here or in another tab, or `done`/`total` changed). `complete` is true when every item is done. */
    'onvb-progress-circle-change'?: (event: CustomEvent<ProgressCircleEvents['vb-progress-circle-change']>) => void;
  };

/** Props of <vb-remote-trigger> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbRemoteTriggerJsxProps = React.ClassAttributes<VbRemoteTriggerElement> &
  Omit<React.HTMLAttributes<VbRemoteTriggerElement>, 'target' | 'action' | 'label' | 'render' | 'onvb-remote-trigger-send'> & {
    /** The trigger id to send to: the `trigger-id` of a vb-unveil, the id of a drawer heading. Empty: the button is disabled and the console names the attribute. */
    target?: RemoteTriggerProps['target'];
    /** What the receiving block should do: `toggle`, `open`, `close`, `show`, `hide`, `play` or `pause`. A block ignores an action it does not know. */
    action?: RemoteTriggerProps['action'];
    /** The button's text when the tag has no content of its own (the content wins). One of the two is needed: a button with no name is not announced. */
    label?: RemoteTriggerProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-remote-trigger-send`: The button was pressed and the message sent. received: whether a block was subscribed to target (false: it scrolled to the element with that id instead, when there is one). */
    'onvb-remote-trigger-send'?: (event: CustomEvent<RemoteTriggerEvents['vb-remote-trigger-send']>) => void;
  };

/** Props of <vb-save-data> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSaveDataJsxProps = React.ClassAttributes<VbSaveDataElement> &
  Omit<React.HTMLAttributes<VbSaveDataElement>, 'cookie' | 'render' | 'onvb-save-data-restore' | 'onvb-save-data-save'> & {
    /** The cookie the values are kept in, for 365 days. Pages that share it share the values (by field name). */
    cookie?: SaveDataProps['cookie'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-save-data-restore`: Kept values were given back to the fields named in `names` (once, when the element starts). */
    'onvb-save-data-restore'?: (event: CustomEvent<SaveDataEvents['vb-save-data-restore']>) => void;
    /** `vb-save-data-save`: The values of the fields named in `names` were kept (after the visitor changed one). */
    'onvb-save-data-save'?: (event: CustomEvent<SaveDataEvents['vb-save-data-save']>) => void;
  };

/** Props of <vb-scroll-logic> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbScrollLogicJsxProps = React.ClassAttributes<VbScrollLogicElement> &
  Omit<React.HTMLAttributes<VbScrollLogicElement>, 'header' | 'label' | 'render' | 'onvb-scroll-logic-scroll'> & {
    /** CSS selector of the page's sticky header: a target lands just below it when it is fixed or sticky. At load it is waited for (up to 20 × 100 ms), since a header block may upgrade later. Empty: no offset. A selector the browser cannot read is a console warning naming the attribute. */
    header?: ScrollLogicProps['header'];
    /** Name of its content as a navigation landmark ("On this page"): with it the content is a `<nav>`, without it a plain block. */
    label?: ScrollLogicProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-scroll-logic-scroll`: It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). offset: the sticky header height the target was kept below. */
    'onvb-scroll-logic-scroll'?: (event: CustomEvent<ScrollLogicEvents['vb-scroll-logic-scroll']>) => void;
  };

/** Props of <vb-search-results> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSearchResultsJsxProps = React.ClassAttributes<VbSearchResultsElement> &
  Omit<
    React.HTMLAttributes<VbSearchResultsElement>,
    | 'numResults'
    | 'num-results'
    | 'facet'
    | 'customBscId'
    | 'custom-bsc-id'
    | 'market'
    | 'queryParam'
    | 'query-param'
    | 'pageParam'
    | 'page-param'
    | 'searchBox'
    | 'search-box'
    | 'headingLevel'
    | 'heading-level'
    | 'heading'
    | 'summaryText'
    | 'summary-text'
    | 'noResultsMessage'
    | 'no-results-message'
    | 'promptText'
    | 'prompt-text'
    | 'loadingText'
    | 'loading-text'
    | 'retryText'
    | 'retry-text'
    | 'searchLabel'
    | 'search-label'
    | 'searchButtonText'
    | 'search-button-text'
    | 'emptyQueryMessage'
    | 'empty-query-message'
    | 'pagesLabel'
    | 'pages-label'
    | 'pageText'
    | 'page-text'
    | 'previousText'
    | 'previous-text'
    | 'nextText'
    | 'next-text'
    | 'render'
    | 'onvb-search-results-load'
  > & {
    /** Results per page, sent as `numResults` (spec section 9: the page size). A whole number from 1 to 50; anything else gives 10 with a console warning. */
    numResults?: SearchResultsProps['numResults'];
    /** Results per page, sent as `numResults` (spec section 9: the page size). A whole number from 1 to 50; anything else gives 10 with a console warning. */
    'num-results'?: number | `${number}`;
    /** Sent as `facet`: only results of this kind (the reference server knows `articles`, `events`, `help`, `media`). Empty: all. */
    facet?: SearchResultsProps['facet'];
    /** Sent as `customBSCId`: the search service's custom configuration id. Empty: not sent. */
    customBscId?: SearchResultsProps['customBscId'];
    /** Sent as `customBSCId`: the search service's custom configuration id. Empty: not sent. */
    'custom-bsc-id'?: string;
    /** Sent as `market` (e.g. `en-US`). Empty: not sent. */
    market?: SearchResultsProps['market'];
    /** The URL parameter the search is read from and written to (spec section 2: `query`). */
    queryParam?: SearchResultsProps['queryParam'];
    /** The URL parameter the search is read from and written to (spec section 2: `query`). */
    'query-param'?: string;
    /** The URL parameter the page number is kept in (absent on page 1), so a page can be linked to and the back button returns to it. */
    pageParam?: SearchResultsProps['pageParam'];
    /** The URL parameter the page number is kept in (absent on page 1), so a page can be linked to and the back button returns to it. */
    'page-param'?: string;
    /** Show a search box above the results, filled with the search; submitting it searches again (a new history entry) without leaving the page. */
    searchBox?: SearchResultsProps['searchBox'];
    /** Show a search box above the results, filled with the search; submitting it searches again (a new history entry) without leaving the page. */
    'search-box'?: boolean;
    /** Level (1-6) of the results heading; any other value gives an h2, with a console warning. Result titles are one level below. */
    headingLevel?: SearchResultsProps['headingLevel'];
    /** Level (1-6) of the results heading; any other value gives an h2, with a console warning. Result titles are one level below. */
    'heading-level'?: number | `${number}`;
    /** The results heading; focus moves here when the visitor changes page. */
    heading?: SearchResultsProps['heading'];
    /** Under the heading when there are results, and announced: `{from}`, `{to}`, `{count}` (formatted for the page language) and `{query}`. */
    summaryText?: SearchResultsProps['summaryText'];
    /** Under the heading when there are results, and announced: `{from}`, `{to}`, `{count}` (formatted for the page language) and `{query}`. */
    'summary-text'?: string;
    /** Shown (and announced) when nothing matched, and when the search failed (spec section 8: non-200 gives the no-results message). `{query}` is the search. */
    noResultsMessage?: SearchResultsProps['noResultsMessage'];
    /** Shown (and announced) when nothing matched, and when the search failed (spec section 8: non-200 gives the no-results message). `{query}` is the search. */
    'no-results-message'?: string;
    /** Shown when the URL has no search. */
    promptText?: SearchResultsProps['promptText'];
    /** Shown when the URL has no search. */
    'prompt-text'?: string;
    /** Shown (and announced) while results load. */
    loadingText?: SearchResultsProps['loadingText'];
    /** Shown (and announced) while results load. */
    'loading-text'?: string;
    /** The button under the no-results message after a failed search; it asks again. */
    retryText?: SearchResultsProps['retryText'];
    /** The button under the no-results message after a failed search; it asks again. */
    'retry-text'?: string;
    /** The search box's label (with `search-box`). */
    searchLabel?: SearchResultsProps['searchLabel'];
    /** The search box's label (with `search-box`). */
    'search-label'?: string;
    /** The search box's button (with `search-box`). */
    searchButtonText?: SearchResultsProps['searchButtonText'];
    /** The search box's button (with `search-box`). */
    'search-button-text'?: string;
    /** Shown under the search box (and announced) when it is submitted empty; the box is marked invalid until typed in. */
    emptyQueryMessage?: SearchResultsProps['emptyQueryMessage'];
    /** Shown under the search box (and announced) when it is submitted empty; the box is marked invalid until typed in. */
    'empty-query-message'?: string;
    /** Names the page navigation for screen readers. */
    pagesLabel?: SearchResultsProps['pagesLabel'];
    /** Names the page navigation for screen readers. */
    'pages-label'?: string;
    /** A page button's accessible name; it shows the number. */
    pageText?: SearchResultsProps['pageText'];
    /** A page button's accessible name; it shows the number. */
    'page-text'?: string;
    /** The previous arrow's accessible name. */
    previousText?: SearchResultsProps['previousText'];
    /** The previous arrow's accessible name. */
    'previous-text'?: string;
    /** The next arrow's accessible name. */
    nextText?: SearchResultsProps['nextText'];
    /** The next arrow's accessible name. */
    'next-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-search-results-load`: A search answered (or failed): `page` of `pages` (0 when nothing matched or the call failed), `matches` in all, the results shown, and `failed` when the call failed. Only the answer to the last search is reported; an older one still on its way is dropped. */
    'onvb-search-results-load'?: (event: CustomEvent<SearchResultsEvents['vb-search-results-load']>) => void;
  };

/** Props of <vb-select-box> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSelectBoxJsxProps = React.ClassAttributes<VbSelectBoxElement> &
  Omit<
    React.HTMLAttributes<VbSelectBoxElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'options'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
    | 'onvb-select-box-change'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: SelectBoxProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: SelectBoxProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: SelectBoxProps['hint'];
    /** A choice with a non-empty value is needed (`required-message`). Give a `placeholder` (or an option with `value=""`) so that nothing is chosen at first. */
    required?: SelectBoxProps['required'];
    /** The value chosen at first (form reset goes back to it). Else an option marked `selected`, else the placeholder, else the first option. */
    value?: SelectBoxProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: SelectBoxProps['disabled'];
    /** A first entry with an empty value ("Choose…"), chosen until the visitor picks an option. */
    placeholder?: SelectBoxProps['placeholder'];
    /** JSON list of options: strings (value and label alike) or `{ "value": "...", "label": "...", "disabled": true, "selected": true }`. When empty, the `<option>` elements inside the tag are the options (at any depth; `<optgroup>` labels are not shown). Repeated values are dropped with a console warning. */
    options?: SelectBoxProps['options'] | string;
    /** Shown when the field is required and nothing is chosen. */
    requiredMessage?: SelectBoxProps['requiredMessage'];
    /** Shown when the field is required and nothing is chosen. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-select-box-change`: The visitor chose an option. */
    'onvb-select-box-change'?: (event: CustomEvent<SelectBoxEvents['vb-select-box-change']>) => void;
  };

/** Props of <vb-select-group> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSelectGroupJsxProps = React.ClassAttributes<VbSelectGroupElement> &
  Omit<
    React.HTMLAttributes<VbSelectGroupElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'options'
    | 'requiredText'
    | 'required-text'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
    | 'onvb-select-group-change'
  > & {
    /** The name every checked value is submitted under (one entry per value, as checkboxes sharing a name). */
    name?: SelectGroupProps['name'];
    /** The group's legend. Without one, name the group with `aria-label` on the element. */
    label?: SelectGroupProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: SelectGroupProps['hint'];
    /** At least one option must be checked (`required-message`). */
    required?: SelectGroupProps['required'];
    /** Comma-separated values checked at first (form reset goes back to them). Empty: the options marked `selected`. */
    value?: SelectGroupProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: SelectGroupProps['disabled'];
    /** JSON list of options: strings (value and label alike) or `{ "value": "...", "label": "...", "disabled": true, "selected": true }`. When empty, the `<option>` elements inside the tag are the options. Repeated values are dropped with a console warning. */
    options?: SelectGroupProps['options'] | string;
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: SelectGroupProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Shown when the group is required and nothing is checked. */
    requiredMessage?: SelectGroupProps['requiredMessage'];
    /** Shown when the group is required and nothing is checked. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-select-group-change`: The visitor checked or unchecked an option; `values` are the checked values, in option order. */
    'onvb-select-group-change'?: (event: CustomEvent<SelectGroupEvents['vb-select-group-change']>) => void;
  };

/** Props of <vb-simple-counter> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSimpleCounterJsxProps = React.ClassAttributes<VbSimpleCounterElement> &
  Omit<
    React.HTMLAttributes<VbSimpleCounterElement>,
    'value' | 'label' | 'link' | 'linkText' | 'link-text' | 'minDigits' | 'min-digits' | 'render' | 'onvb-simple-counter-change'
  > & {
    /** The count target: a whole number of 0 or more, not less than the count already shown. */
    value?: SimpleCounterProps['value'];
    /** What is counted, shown under the number and read with it. */
    label?: SimpleCounterProps['label'];
    /** Optional link under the count (an http(s) page; anything else shows no link). */
    link?: SimpleCounterProps['link'];
    /** Text of `link`. */
    linkText?: SimpleCounterProps['linkText'];
    /** Text of `link`. */
    'link-text'?: string;
    /** Digits the count shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning. */
    minDigits?: SimpleCounterProps['minDigits'];
    /** Digits the count shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning. */
    'min-digits'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-simple-counter-change`: The count shown changed to `value`. */
    'onvb-simple-counter-change'?: (event: CustomEvent<SimpleCounterEvents['vb-simple-counter-change']>) => void;
  };

/** Props of <vb-simple-sign-up> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSimpleSignUpJsxProps = React.ClassAttributes<VbSimpleSignUpElement> &
  Omit<
    React.HTMLAttributes<VbSimpleSignUpElement>,
    | 'emailListId'
    | 'email-list-id'
    | 'smsListId'
    | 'sms-list-id'
    | 'whatsappListId'
    | 'whatsapp-list-id'
    | 'clientRegion'
    | 'client-region'
    | 'country'
    | 'redirectUrl'
    | 'redirect-url'
    | 'cookieName'
    | 'cookie-name'
    | 'closable'
    | 'thankYouText'
    | 'thank-you-text'
    | 'sendingText'
    | 'sending-text'
    | 'errorMessage'
    | 'error-message'
    | 'fieldErrorMessage'
    | 'field-error-message'
    | 'chooseChannelMessage'
    | 'choose-channel-message'
    | 'contactRequiredMessage'
    | 'contact-required-message'
    | 'verificationFailedMessage'
    | 'verification-failed-message'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'retryText'
    | 'retry-text'
    | 'closeLabel'
    | 'close-label'
    | 'render'
    | 'onvb-simple-sign-up-submit'
    | 'onvb-simple-sign-up-success'
    | 'onvb-simple-sign-up-error'
    | 'onvb-simple-sign-up-close'
  > & {
    /** The list an EMAIL subscription is added to. Needed when the visitor can choose email. */
    emailListId?: SimpleSignUpProps['emailListId'];
    /** The list an EMAIL subscription is added to. Needed when the visitor can choose email. */
    'email-list-id'?: string;
    /** The list an SMS subscription is added to. Needed when the visitor can choose text messages. */
    smsListId?: SimpleSignUpProps['smsListId'];
    /** The list an SMS subscription is added to. Needed when the visitor can choose text messages. */
    'sms-list-id'?: string;
    /** The list a WHATSAPP subscription is added to (a choice valued `WHATSAPP`). Needed only when the form offers WhatsApp. */
    whatsappListId?: SimpleSignUpProps['whatsappListId'];
    /** The list a WHATSAPP subscription is added to (a choice valued `WHATSAPP`). Needed only when the form offers WhatsApp. */
    'whatsapp-list-id'?: string;
    /** Sent as `clientRegion` in every subscription (the messaging region of the site). */
    clientRegion?: SimpleSignUpProps['clientRegion'];
    /** Sent as `clientRegion` in every subscription (the messaging region of the site). */
    'client-region'?: string;
    /** The visitor's country sent as `countryIso2` (ISO alpha-2). Empty: the phone field's country, else the page's `<meta name="geocountry">`, else `US`. */
    country?: SimpleSignUpProps['country'];
    /** Where to go after signing up (a path or an http(s) address), instead of showing the thank-you. Any other scheme is refused with a console error and the thank-you shows. */
    redirectUrl?: SimpleSignUpProps['redirectUrl'];
    /** Where to go after signing up (a path or an http(s) address), instead of showing the thank-you. Any other scheme is refused with a console error and the thank-you shows. */
    'redirect-url'?: string;
    /** The cookie (365 days) that remembers the visitor closed the sign-up or signed up; while it is set the sign-up stays hidden. Give each sign-up its own name to remember them apart. */
    cookieName?: SimpleSignUpProps['cookieName'];
    /** The cookie (365 days) that remembers the visitor closed the sign-up or signed up; while it is set the sign-up stays hidden. Give each sign-up its own name to remember them apart. */
    'cookie-name'?: string;
    /** Show the close button. `closable="false"`: a sign-up that is part of the page and cannot be closed. */
    closable?: SimpleSignUpProps['closable'];
    /** Shown in place of the form after signing up (unless the author gives a `thank-you` slot); focus moves to it. */
    thankYouText?: SimpleSignUpProps['thankYouText'];
    /** Shown in place of the form after signing up (unless the author gives a `thank-you` slot); focus moves to it. */
    'thank-you-text'?: string;
    /** Announced while the sign-up is sent. */
    sendingText?: SimpleSignUpProps['sendingText'];
    /** Announced while the sign-up is sent. */
    'sending-text'?: string;
    /** Shown (alert) when the sign-up failed (server error, no network, too slow); the retry button sends it again. */
    errorMessage?: SimpleSignUpProps['errorMessage'];
    /** Shown (alert) when the sign-up failed (server error, no network, too slow); the retry button sends it again. */
    'error-message'?: string;
    /** Shown when the server refused one answer (a 4xx naming it); `{field}` is that field's label. Focus moves to the field. */
    fieldErrorMessage?: SimpleSignUpProps['fieldErrorMessage'];
    /** Shown when the server refused one answer (a 4xx naming it); `{field}` is that field's label. Focus moves to the field. */
    'field-error-message'?: string;
    /** Shown when the form offers a choice of channels and none is chosen. */
    chooseChannelMessage?: SimpleSignUpProps['chooseChannelMessage'];
    /** Shown when the form offers a choice of channels and none is chosen. */
    'choose-channel-message'?: string;
    /** Shown when the form offers no choice of channels and neither contact is filled in. */
    contactRequiredMessage?: SimpleSignUpProps['contactRequiredMessage'];
    /** Shown when the form offers no choice of channels and neither contact is filled in. */
    'contact-required-message'?: string;
    /** Shown (alert) when the request-verification service fails (spec section 8); the retry button asks it again. */
    verificationFailedMessage?: SimpleSignUpProps['verificationFailedMessage'];
    /** Shown (alert) when the request-verification service fails (spec section 8); the retry button asks it again. */
    'verification-failed-message'?: string;
    /** The sign-up's name in analytics events (`formSubmit`, `formError`). Empty: the tag's `aria-label`, else the page title. */
    analyticsTitle?: SimpleSignUpProps['analyticsTitle'];
    /** The sign-up's name in analytics events (`formSubmit`, `formError`). Empty: the tag's `aria-label`, else the page title. */
    'analytics-title'?: string;
    /** The button that sends the failed sign-up again. */
    retryText?: SimpleSignUpProps['retryText'];
    /** The button that sends the failed sign-up again. */
    'retry-text'?: string;
    /** Accessible name of the close button. */
    closeLabel?: SimpleSignUpProps['closeLabel'];
    /** Accessible name of the close button. */
    'close-label'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-simple-sign-up-submit`: The payload was sent (every try, a retry too). `payload` is the JSON body, `transactionId` the same for a retry of the same sign-up. */
    'onvb-simple-sign-up-submit'?: (event: CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-submit']>) => void;
    /** `vb-simple-sign-up-success`: The server stored the sign-up (201, or 200 for a retry it had already stored). Cancelable: `preventDefault()` stops the redirect (the thank-you shows instead). */
    'onvb-simple-sign-up-success'?: (event: CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-success']>) => void;
    /** `vb-simple-sign-up-error`: The sign-up was not sent or not stored: `reason` "invalid" (the form is not complete; nothing was sent), "server" (an answer of 400 or more: `status`, and the `field` it named), "network", "timeout", "verification" (the request-verification service failed; nothing was sent). */
    'onvb-simple-sign-up-error'?: (event: CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-error']>) => void;
    /** `vb-simple-sign-up-close`: The visitor closed the sign-up; the cookie is written and the element is hidden. */
    'onvb-simple-sign-up-close'?: (event: CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-close']>) => void;
  };

/** Props of <vb-small-call-to-action> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSmallCallToActionJsxProps = React.ClassAttributes<VbSmallCallToActionElement> &
  Omit<
    React.HTMLAttributes<VbSmallCallToActionElement>,
    'href' | 'linkText' | 'link-text' | 'analyticsTitle' | 'analytics-title' | 'analyticsText' | 'analytics-text' | 'offerId' | 'offer-id' | 'render'
  > & {
    /** The address the link leads to: an http(s) page, relative or absolute. */
    href?: SmallCallToActionProps['href'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    linkText?: SmallCallToActionProps['linkText'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    'link-text'?: string;
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    analyticsTitle?: SmallCallToActionProps['analyticsTitle'];
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    'analytics-title'?: string;
    /** The analytics event's `interactionText`. Empty: the link's text. */
    analyticsText?: SmallCallToActionProps['analyticsText'];
    /** The analytics event's `interactionText`. Empty: the link's text. */
    'analytics-text'?: string;
    /** The analytics event's `offerId`, when the link leads to an offer. */
    offerId?: SmallCallToActionProps['offerId'];
    /** The analytics event's `offerId`, when the link leads to an offer. */
    'offer-id'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

/** Props of <vb-speed-dial> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSpeedDialJsxProps = React.ClassAttributes<VbSpeedDialElement> &
  Omit<
    React.HTMLAttributes<VbSpeedDialElement>,
    | 'open'
    | 'label'
    | 'triggerId'
    | 'trigger-id'
    | 'noButton'
    | 'no-button'
    | 'placement'
    | 'corner'
    | 'inline'
    | 'render'
    | 'onvb-speed-dial-open'
    | 'onvb-speed-dial-close'
    | 'onvb-speed-dial-select'
  > & {
    /** Present while the menu shows. Set it to open the menu, remove it to close it; the element removes it when the visitor closes the menu. */
    open?: SpeedDialProps['open'];
    /** The button's accessible name and the menu's (the button shows an icon only). */
    label?: SpeedDialProps['label'];
    /** The remote-trigger id: a link to `#id`, a floating action button with this `trigger-id` or a remote-trigger message (open, close, toggle) opens and closes the menu. Empty: the element's own `id`. */
    triggerId?: SpeedDialProps['triggerId'];
    /** The remote-trigger id: a link to `#id`, a floating action button with this `trigger-id` or a remote-trigger message (open, close, toggle) opens and closes the menu. Empty: the element's own `id`. */
    'trigger-id'?: string;
    /** No button of its own: only its trigger id opens it (a floating action button, a link), and the menu is placed by what sent the message. */
    noButton?: SpeedDialProps['noButton'];
    /** No button of its own: only its trigger id opens it (a floating action button, a link), and the menu is placed by what sent the message. */
    'no-button'?: boolean;
    /** Preferred side of the button for the menu: `top` or `bottom`. The menu flips to the other side when this one has no room. Any other value: `top`, with a console warning. */
    placement?: SpeedDialProps['placement'];
    /** Which bottom corner of the floating-action area it goes to: `right` or `left`. Any other value: `right`, with a console warning. */
    corner?: SpeedDialProps['corner'];
    /** Stay where it is written in the page instead of moving into the floating-action area. */
    inline?: SpeedDialProps['inline'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-speed-dial-open`: The menu opened. `cause`: its button ("button"), a remote trigger or link ("trigger") or its attribute or property ("property"). */
    'onvb-speed-dial-open'?: (event: CustomEvent<SpeedDialEvents['vb-speed-dial-open']>) => void;
    /** `vb-speed-dial-close`: The menu closed. `cause`: "button", "escape", "outside" (a click elsewhere on the page, through the scrim), "select" (an action was chosen), "tab", "trigger", "property", "parent" or "browser". */
    'onvb-speed-dial-close'?: (event: CustomEvent<SpeedDialEvents['vb-speed-dial-close']>) => void;
    /** `vb-speed-dial-select`: An action was chosen (clicked, or Enter or Space on it). `text`: its text; `href`: its link, or "" for a button. */
    'onvb-speed-dial-select'?: (event: CustomEvent<SpeedDialEvents['vb-speed-dial-select']>) => void;
  };

/** Props of <vb-stepped-form> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSteppedFormJsxProps = React.ClassAttributes<VbSteppedFormElement> &
  Omit<
    React.HTMLAttributes<VbSteppedFormElement>,
    | 'numSteps'
    | 'num-steps'
    | 'titles'
    | 'stepWord'
    | 'step-word'
    | 'stepLabel'
    | 'step-label'
    | 'showVerification'
    | 'show-verification'
    | 'isExpandingDrawer'
    | 'is-expanding-drawer'
    | 'hideStepsInitially'
    | 'hide-steps-initially'
    | 'headingLevel'
    | 'heading-level'
    | 'nextText'
    | 'next-text'
    | 'backText'
    | 'back-text'
    | 'submitText'
    | 'submit-text'
    | 'changeText'
    | 'change-text'
    | 'summaryTitle'
    | 'summary-title'
    | 'yesText'
    | 'yes-text'
    | 'notGivenText'
    | 'not-given-text'
    | 'errorSummaryTitle'
    | 'error-summary-title'
    | 'sendingText'
    | 'sending-text'
    | 'offlineText'
    | 'offline-text'
    | 'errorMessage'
    | 'error-message'
    | 'verificationFailedMessage'
    | 'verification-failed-message'
    | 'retryText'
    | 'retry-text'
    | 'confirmationText'
    | 'confirmation-text'
    | 'endpoint'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'render'
    | 'onvb-stepped-form-step'
    | 'onvb-stepped-form-submit'
    | 'onvb-stepped-form-success'
    | 'onvb-stepped-form-error'
  > & {
    /** How many steps. 0 (the default): one per region. More steps than regions: the extra last step shows no region (a check-your-answers step); fewer: the remaining regions join the last step. */
    numSteps?: SteppedFormProps['numSteps'];
    /** How many steps. 0 (the default): one per region. More steps than regions: the extra last step shows no region (a check-your-answers step); fewer: the remaining regions join the last step. */
    'num-steps'?: number | `${number}`;
    /** JSON list of the steps' titles, in order (`["About you", "Your visit"]`). A missing entry falls back to the region's `data-title`. */
    titles?: SteppedFormProps['titles'] | string;
    /** The word for a step in the step label and the step list. */
    stepWord?: SteppedFormProps['stepWord'];
    /** The word for a step in the step label and the step list. */
    'step-word'?: string;
    /** The label above the step title; `{stepWord}`, `{number}` and `{total}` are filled in. */
    stepLabel?: SteppedFormProps['stepLabel'];
    /** The label above the step title; `{stepWord}`, `{number}` and `{total}` are filled in. */
    'step-label'?: string;
    /** The last step shows the visitor's answers, each with a change link back to its step (as GOV.UK's check-answers page). */
    showVerification?: SteppedFormProps['showVerification'];
    /** The last step shows the visitor's answers, each with a change link back to its step (as GOV.UK's check-answers page). */
    'show-verification'?: boolean;
    /** The form starts closed behind a button with the first step's title, which opens it (an expanding drawer); useful at the foot of an article. */
    isExpandingDrawer?: SteppedFormProps['isExpandingDrawer'];
    /** The form starts closed behind a button with the first step's title, which opens it (an expanding drawer); useful at the foot of an article. */
    'is-expanding-drawer'?: boolean;
    /** The step list is hidden until the visitor first uses the form. */
    hideStepsInitially?: SteppedFormProps['hideStepsInitially'];
    /** The step list is hidden until the visitor first uses the form. */
    'hide-steps-initially'?: boolean;
    /** Heading level (1-6) of the step title; any other value gives an h2, with a console warning. */
    headingLevel?: SteppedFormProps['headingLevel'];
    /** Heading level (1-6) of the step title; any other value gives an h2, with a console warning. */
    'heading-level'?: number | `${number}`;
    /** The button that checks the current step and moves on. */
    nextText?: SteppedFormProps['nextText'];
    /** The button that checks the current step and moves on. */
    'next-text'?: string;
    /** The button that goes back a step (hidden on the first step). */
    backText?: SteppedFormProps['backText'];
    /** The button that goes back a step (hidden on the first step). */
    'back-text'?: string;
    /** The button on the last step that sends the form. */
    submitText?: SteppedFormProps['submitText'];
    /** The button on the last step that sends the form. */
    'submit-text'?: string;
    /** The summary's link back to a step; the answer's label is added for screen readers. */
    changeText?: SteppedFormProps['changeText'];
    /** The summary's link back to a step; the answer's label is added for screen readers. */
    'change-text'?: string;
    /** Heading of the verification summary. */
    summaryTitle?: SteppedFormProps['summaryTitle'];
    /** Heading of the verification summary. */
    'summary-title'?: string;
    /** Shown in the summary for a single checkbox (`vb-check-box`) that is checked. */
    yesText?: SteppedFormProps['yesText'];
    /** Shown in the summary for a single checkbox (`vb-check-box`) that is checked. */
    'yes-text'?: string;
    /** Shown in the summary for a question left empty. */
    notGivenText?: SteppedFormProps['notGivenText'];
    /** Shown in the summary for a question left empty. */
    'not-given-text'?: string;
    /** Heading of the error summary that lists every field to fix when the form is sent with mistakes; it takes focus. */
    errorSummaryTitle?: SteppedFormProps['errorSummaryTitle'];
    /** Heading of the error summary that lists every field to fix when the form is sent with mistakes; it takes focus. */
    'error-summary-title'?: string;
    /** Announced while the form is being sent. */
    sendingText?: SteppedFormProps['sendingText'];
    /** Announced while the form is being sent. */
    'sending-text'?: string;
    /** Shown while a send that failed offline waits for the connection (it is retried once). */
    offlineText?: SteppedFormProps['offlineText'];
    /** Shown while a send that failed offline waits for the connection (it is retried once). */
    'offline-text'?: string;
    /** The error block's message when the send fails (the server answered with an error, or it timed out). */
    errorMessage?: SteppedFormProps['errorMessage'];
    /** The error block's message when the send fails (the server answered with an error, or it timed out). */
    'error-message'?: string;
    /** The error block's message when the request-verification service fails (spec section 8). */
    verificationFailedMessage?: SteppedFormProps['verificationFailedMessage'];
    /** The error block's message when the request-verification service fails (spec section 8). */
    'verification-failed-message'?: string;
    /** The error block's button: brings the form back with every answer. */
    retryText?: SteppedFormProps['retryText'];
    /** The error block's button: brings the form back with every answer. */
    'retry-text'?: string;
    /** Shown after a successful send, unless the author gives their own `data-confirmation` element inside the tag. */
    confirmationText?: SteppedFormProps['confirmationText'];
    /** Shown after a successful send, unless the author gives their own `data-confirmation` element inside the tag. */
    'confirmation-text'?: string;
    /** Where the form is sent (the consolidation prefix goes in front). Page authors rarely change it. */
    endpoint?: SteppedFormProps['endpoint'];
    /** The form's name in analytics events (`title`, `contentTitle`). Empty: the tag's `aria-label`, else the page title. */
    analyticsTitle?: SteppedFormProps['analyticsTitle'];
    /** The form's name in analytics events (`title`, `contentTitle`). Empty: the tag's `aria-label`, else the page title. */
    'analytics-title'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-stepped-form-step`: The visible step changed (Next, Back, a change link, the browser's Back button, a restored draft). `step` is 1-based. */
    'onvb-stepped-form-step'?: (event: CustomEvent<SteppedFormEvents['vb-stepped-form-step']>) => void;
    /** `vb-stepped-form-submit`: Every step is valid and the form is being sent (after request verification). */
    'onvb-stepped-form-submit'?: (event: CustomEvent<SteppedFormEvents['vb-stepped-form-submit']>) => void;
    /** `vb-stepped-form-success`: The server accepted the form (200 or 201); the confirmation shows. */
    'onvb-stepped-form-success'?: (event: CustomEvent<SteppedFormEvents['vb-stepped-form-success']>) => void;
    /** `vb-stepped-form-error`: The send failed: `status` is the server's (0 for no answer or a verification failure); `message` is technical (for logs). The error block shows; its button brings the form back. */
    'onvb-stepped-form-error'?: (event: CustomEvent<SteppedFormEvents['vb-stepped-form-error']>) => void;
  };

/** Props of <vb-svg> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbSvgJsxProps = React.ClassAttributes<VbSvgElement> &
  Omit<React.HTMLAttributes<VbSvgElement>, 'name' | 'label' | 'render' | 'onvb-svg-load' | 'onvb-svg-error'> & {
    /** The icon's name: the file `{static directory}/svgs/{name}.svg` ("check", "chevron-down"). Letters, digits, `-` and `_`. */
    name?: SvgProps['name'];
    /** What the icon means, for a meaningful icon (one that stands alone: "Verified"): its accessible name and title. Empty: the icon is decorative (next to a text that says the same) and hidden from assistive technology. */
    label?: SvgProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-svg-load`: The icon is on the page (from the server or this session's cache). */
    'onvb-svg-load'?: (event: CustomEvent<SvgEvents['vb-svg-load']>) => void;
    /** `vb-svg-error`: The icon could not be shown: the name is not one, the server did not answer with it, or it holds no `<svg>`. */
    'onvb-svg-error'?: (event: CustomEvent<SvgEvents['vb-svg-error']>) => void;
  };

/** Props of <vb-text-area> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbTextAreaJsxProps = React.ClassAttributes<VbTextAreaElement> &
  Omit<
    React.HTMLAttributes<VbTextAreaElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'maxlength'
    | 'rows'
    | 'otherFor'
    | 'other-for'
    | 'otherValue'
    | 'other-value'
    | 'requiredMessage'
    | 'required-message'
    | 'sensitive'
    | 'render'
    | 'onvb-text-area-input'
    | 'onvb-text-area-change'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: TextAreaProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: TextAreaProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: TextAreaProps['hint'];
    /** The form is not sent while it is empty (or only spaces). Ignored with `other-for`, which decides instead. */
    required?: TextAreaProps['required'];
    /** The starting text, and what form reset goes back to. Changing it later replaces the text. */
    value?: TextAreaProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: TextAreaProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: TextAreaProps['placeholder'];
    /** Most characters the visitor can enter (0: no limit). */
    maxlength?: TextAreaProps['maxlength'];
    /** Visible lines (1 to 30); the visitor can make it taller. */
    rows?: TextAreaProps['rows'];
    /** Makes this the text box of an "other" answer: the id (or else the name, in the same form) of the checkbox or radio that means "other" (a native input, a `vb-check-box`, or a `vb-checkbox-radio` group with `other-value`). Required only while it is checked. */
    otherFor?: TextAreaProps['otherFor'];
    /** Makes this the text box of an "other" answer: the id (or else the name, in the same form) of the checkbox or radio that means "other" (a native input, a `vb-check-box`, or a `vb-checkbox-radio` group with `other-value`). Required only while it is checked. */
    'other-for'?: string;
    /** With `other-for` naming a group (radios of one name, a `vb-checkbox-radio`): the value that means "other". Empty: any checked value. */
    otherValue?: TextAreaProps['otherValue'];
    /** With `other-for` naming a group (radios of one name, a `vb-checkbox-radio`): the value that means "other". Empty: any checked value. */
    'other-value'?: string;
    /** Shown (and announced) when a required text box is empty. */
    requiredMessage?: TextAreaProps['requiredMessage'];
    /** Shown (and announced) when a required text box is empty. */
    'required-message'?: string;
    /** Never keep the visitor's text in session storage (by default it survives a reload until the form is sent). */
    sensitive?: TextAreaProps['sensitive'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-text-area-input`: The text changed while the visitor types (after cleaning). */
    'onvb-text-area-input'?: (event: CustomEvent<TextAreaEvents['vb-text-area-input']>) => void;
    /** `vb-text-area-change`: The visitor left the text box with a different text than when they entered it (after cleaning and trimming). */
    'onvb-text-area-change'?: (event: CustomEvent<TextAreaEvents['vb-text-area-change']>) => void;
  };

/** Props of <vb-text-field> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbTextFieldJsxProps = React.ClassAttributes<VbTextFieldElement> &
  Omit<
    React.HTMLAttributes<VbTextFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'maxlength'
    | 'autocomplete'
    | 'inputmode'
    | 'type'
    | 'requiredMessage'
    | 'required-message'
    | 'maxLengthMessage'
    | 'max-length-message'
    | 'sensitive'
    | 'render'
    | 'onvb-text-field-input'
    | 'onvb-text-field-change'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: TextFieldProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: TextFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: TextFieldProps['hint'];
    /** The form is not sent while the field is empty (or only spaces); `required-message` shows. */
    required?: TextFieldProps['required'];
    /** The starting text, and what form reset goes back to. Changing the attribute or property later replaces the text. The current text is what the form submits (`new FormData(form)`) and what `vb-text-field-input`/`vb-text-field-change` carry. */
    value?: TextFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: TextFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: TextFieldProps['placeholder'];
    /** Most characters the visitor can enter (0: no limit). For `name="firstName"` or `"lastName"`, `max-length-message` shows within 2 characters of it. */
    maxlength?: TextFieldProps['maxlength'];
    /** The input's `autocomplete` token for autofill, e.g. `given-name`, `family-name`, `organization`. */
    autocomplete?: TextFieldProps['autocomplete'];
    /** The on-screen keyboard: none, text, decimal, numeric, tel, search, email or url. Anything else is ignored with a warning. */
    inputmode?: TextFieldProps['inputmode'];
    /** text, search, tel, url or password (keyboard and autofill only; no format check). `password` is never kept in session storage. Anything else gives text, with a warning. */
    type?: TextFieldProps['type'];
    /** Shown (and announced) when a required field is empty after leaving it or on submit. */
    requiredMessage?: TextFieldProps['requiredMessage'];
    /** Shown (and announced) when a required field is empty after leaving it or on submit. */
    'required-message'?: string;
    /** The max-length message for firstName and lastName; `{max}` is the limit and `{remaining}` the characters left. */
    maxLengthMessage?: TextFieldProps['maxLengthMessage'];
    /** The max-length message for firstName and lastName; `{max}` is the limit and `{remaining}` the characters left. */
    'max-length-message'?: string;
    /** Never keep the visitor's text in session storage (by default it survives a reload until the form is sent). */
    sensitive?: TextFieldProps['sensitive'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-text-field-input`: The text changed while the visitor types (after cleaning). */
    'onvb-text-field-input'?: (event: CustomEvent<TextFieldEvents['vb-text-field-input']>) => void;
    /** `vb-text-field-change`: The visitor left the field with a different text than when they entered it (after cleaning and trimming), as `change` for an input. */
    'onvb-text-field-change'?: (event: CustomEvent<TextFieldEvents['vb-text-field-change']>) => void;
  };

/** Props of <vb-thumbnail-slider> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbThumbnailSliderJsxProps = React.ClassAttributes<VbThumbnailSliderElement> &
  Omit<
    React.HTMLAttributes<VbThumbnailSliderElement>,
    | 'label'
    | 'prevLabel'
    | 'prev-label'
    | 'nextLabel'
    | 'next-label'
    | 'of'
    | 'thumbnailsLabel'
    | 'thumbnails-label'
    | 'wrap'
    | 'slide'
    | 'data-vb-slide'
    | 'render'
    | 'onvb-thumbnail-slider-change'
  > & {
    /** Accessible name of the carousel region ("Photos of the open house"). Empty: the text of the heading just before the element, else the element's own default name. */
    label?: ThumbnailSliderProps['label'];
    /** Accessible name of the previous button. */
    prevLabel?: ThumbnailSliderProps['prevLabel'];
    /** Accessible name of the previous button. */
    'prev-label'?: string;
    /** Accessible name of the next button. */
    nextLabel?: ThumbnailSliderProps['nextLabel'];
    /** Accessible name of the next button. */
    'next-label'?: string;
    /** The word in each slide's name, "3 of 8" (`of="de"` gives "3 de 8"). */
    of?: ThumbnailSliderProps['of'];
    /** Accessible name of the row of thumbnails. */
    thumbnailsLabel?: ThumbnailSliderProps['thumbnailsLabel'];
    /** Accessible name of the row of thumbnails. */
    'thumbnails-label'?: string;
    /** The last slide leads to the first and back (with four slides or more). */
    wrap?: ThumbnailSliderProps['wrap'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    slide?: ThumbnailSliderProps['slide'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    'data-vb-slide'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-thumbnail-slider-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
    'onvb-thumbnail-slider-change'?: (event: CustomEvent<ThumbnailSliderEvents['vb-thumbnail-slider-change']>) => void;
  };

/** Props of <vb-tile-swipe> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbTileSwipeJsxProps = React.ClassAttributes<VbTileSwipeElement> &
  Omit<
    React.HTMLAttributes<VbTileSwipeElement>,
    'label' | 'prevLabel' | 'prev-label' | 'nextLabel' | 'next-label' | 'of' | 'slide' | 'data-vb-slide' | 'render' | 'onvb-tile-swipe-change'
  > & {
    /** Accessible name of the carousel region ("Photos of the open house"). Empty: the text of the heading just before the element, else the element's own default name. */
    label?: TileSwipeProps['label'];
    /** Accessible name of the previous button. */
    prevLabel?: TileSwipeProps['prevLabel'];
    /** Accessible name of the previous button. */
    'prev-label'?: string;
    /** Accessible name of the next button. */
    nextLabel?: TileSwipeProps['nextLabel'];
    /** Accessible name of the next button. */
    'next-label'?: string;
    /** The word in each slide's name, "3 of 8" (`of="de"` gives "3 de 8"). */
    of?: TileSwipeProps['of'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    slide?: TileSwipeProps['slide'];
    /** State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide (`el.dataset.vbSlide = "2"`). At start it picks the first slide shown. */
    'data-vb-slide'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-tile-swipe-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
    'onvb-tile-swipe-change'?: (event: CustomEvent<TileSwipeEvents['vb-tile-swipe-change']>) => void;
  };

/** Props of <vb-uber-tile> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbUberTileJsxProps = React.ClassAttributes<VbUberTileElement> &
  Omit<
    React.HTMLAttributes<VbUberTileElement>,
    | 'eyebrow'
    | 'heading'
    | 'headingLevel'
    | 'heading-level'
    | 'expanded'
    | 'moreLabel'
    | 'more-label'
    | 'lessLabel'
    | 'less-label'
    | 'href'
    | 'linkText'
    | 'link-text'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'analyticsText'
    | 'analytics-text'
    | 'offerId'
    | 'offer-id'
    | 'links'
    | 'render'
    | 'onvb-uber-tile-toggle'
  > & {
    /** A short line over the heading (a topic or a kind: "Visit us"). Empty: none. */
    eyebrow?: UberTileProps['eyebrow'];
    /** The tile's heading; it also names the tile and its button. */
    heading?: UberTileProps['heading'];
    /** Level of the heading (2 to 6), to fit the page's outline. Out of range: 3, with a warning. */
    headingLevel?: UberTileProps['headingLevel'];
    /** Level of the heading (2 to 6), to fit the page's outline. Out of range: 3, with a warning. */
    'heading-level'?: number | `${number}`;
    /** Present while the details show. The element sets and removes it as the visitor opens and closes the tile; write it to start open. */
    expanded?: UberTileProps['expanded'];
    /** Text of the button while the details are hidden. */
    moreLabel?: UberTileProps['moreLabel'];
    /** Text of the button while the details are hidden. */
    'more-label'?: string;
    /** Text of the button while the details show. */
    lessLabel?: UberTileProps['lessLabel'];
    /** Text of the button while the details show. */
    'less-label'?: string;
    /** The address the link leads to: an http(s) page, relative or absolute. */
    href?: UberTileProps['href'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    linkText?: UberTileProps['linkText'];
    /** The link's visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text. */
    'link-text'?: string;
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    analyticsTitle?: UberTileProps['analyticsTitle'];
    /** The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text. */
    'analytics-title'?: string;
    /** The analytics event's `interactionText`. Empty: the link's text. */
    analyticsText?: UberTileProps['analyticsText'];
    /** The analytics event's `interactionText`. Empty: the link's text. */
    'analytics-text'?: string;
    /** The analytics event's `offerId`, when the link leads to an offer. */
    offerId?: UberTileProps['offerId'];
    /** The analytics event's `offerId`, when the link leads to an offer. */
    'offer-id'?: string;
    /** More call-to-action links after the first, in order, as a JSON list: `[{ "href": "/visit", "linkText": "Plan a visit", "analyticsText": "plan visit" }]`. Each takes the fields of the first link's attributes in camelCase: `href` and `linkText` (both needed), `analyticsTitle` (empty: the tile's `analytics-title`, else its heading), `analyticsText` (empty: its text) and `offerId`. An entry without them, or whose `href` is not http(s), is left out with a console warning. */
    links?: UberTileProps['links'] | string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-uber-tile-toggle`: The details were shown or hidden after start-up: by the button (user) or by find-in-page revealing text in them (find). */
    'onvb-uber-tile-toggle'?: (event: CustomEvent<UberTileEvents['vb-uber-tile-toggle']>) => void;
  };

/** Props of <vb-unit-finder> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbUnitFinderJsxProps = React.ClassAttributes<VbUnitFinderElement> &
  Omit<
    React.HTMLAttributes<VbUnitFinderElement>,
    | 'location'
    | 'languages'
    | 'unitType'
    | 'unit-type'
    | 'miles'
    | 'distanceUnit'
    | 'distance-unit'
    | 'hourCycle'
    | 'hour-cycle'
    | 'variant'
    | 'urlState'
    | 'url-state'
    | 'map'
    | 'googleKey'
    | 'google-key'
    | 'styleUrl'
    | 'style-url'
    | 'proxyPath'
    | 'proxy-path'
    | 'clientId'
    | 'client-id'
    | 'country'
    | 'suggestionCount'
    | 'suggestion-count'
    | 'suggestionsLabel'
    | 'suggestions-label'
    | 'formDisplay'
    | 'form-display'
    | 'unitsAndCampaigns'
    | 'units-and-campaigns'
    | 'formCampaignIds'
    | 'form-campaign-ids'
    | 'formUnitIds'
    | 'form-unit-ids'
    | 'formButton'
    | 'form-button'
    | 'searchLabel'
    | 'search-label'
    | 'searchButton'
    | 'search-button'
    | 'locateButton'
    | 'locate-button'
    | 'loadingText'
    | 'loading-text'
    | 'noValue'
    | 'no-value'
    | 'browserLocation'
    | 'browser-location'
    | 'userLocation'
    | 'user-location'
    | 'googleUnavailable'
    | 'google-unavailable'
    | 'searchError'
    | 'search-error'
    | 'invalidAddress'
    | 'invalid-address'
    | 'noResults'
    | 'no-results'
    | 'singleResult'
    | 'single-result'
    | 'multipleResults'
    | 'multiple-results'
    | 'churchName'
    | 'church-name'
    | 'generalWard'
    | 'general-ward'
    | 'ysaWard'
    | 'ysa-ward'
    | 'sawWard'
    | 'saw-ward'
    | 'getDirections'
    | 'get-directions'
    | 'distanceText'
    | 'distance-text'
    | 'milesUnit'
    | 'miles-unit'
    | 'kilometresUnit'
    | 'kilometres-unit'
    | 'serviceTime'
    | 'service-time'
    | 'nextMeeting'
    | 'next-meeting'
    | 'addToCalendar'
    | 'add-to-calendar'
    | 'missionaries'
    | 'yourWard'
    | 'your-ward'
    | 'narrowDown'
    | 'narrow-down'
    | 'languageLabel'
    | 'language-label'
    | 'anyLanguage'
    | 'any-language'
    | 'typeLabel'
    | 'type-label'
    | 'anyType'
    | 'any-type'
    | 'yourLocation'
    | 'your-location'
    | 'thisArea'
    | 'this-area'
    | 'searchThisArea'
    | 'search-this-area'
    | 'showAll'
    | 'show-all'
    | 'mapLabel'
    | 'map-label'
    | 'givingMapLabel'
    | 'giving-map-label'
    | 'givingHeading'
    | 'giving-heading'
    | 'givingBack'
    | 'giving-back'
    | 'givingLoading'
    | 'giving-loading'
    | 'givingLoadError'
    | 'giving-load-error'
    | 'givingRetry'
    | 'giving-retry'
    | 'givingEmpty'
    | 'giving-empty'
    | 'givingFacebook'
    | 'giving-facebook'
    | 'givingInstagram'
    | 'giving-instagram'
    | 'givingAddress'
    | 'giving-address'
    | 'givingVenue'
    | 'giving-venue'
    | 'givingDates'
    | 'giving-dates'
    | 'givingHours'
    | 'giving-hours'
    | 'givingCharities'
    | 'giving-charities'
    | 'render'
    | 'onvb-unit-finder-search'
    | 'onvb-unit-finder-select'
    | 'onvb-unit-finder-filter'
    | 'onvb-unit-finder-form'
    | 'onvb-map-legal-error'
    | 'onvb-unit-finder-error'
  > & {
    /** A first search, run on load: an address or place (`Provo, UT`) or `GEOLOCATE` for the device location. The URL parameter `location` wins over it. */
    location?: UnitFinderProps['location'];
    /** The first language filter: language codes separated by commas (`es`). The URL parameter `languages` wins over it. */
    languages?: UnitFinderProps['languages'];
    /** The first type filter: `general`, `ysa` or `single-adult`; empty: every type. */
    unitType?: UnitFinderProps['unitType'];
    /** The first type filter: `general`, `ysa` or `single-adult`; empty: every type. */
    'unit-type'?: string;
    /** Search radius in miles: the 10 nearest meetinghouses (a town, a ZIP code) or wards (a street address) within `miles` × 1609 m (spec section 7). */
    miles?: UnitFinderProps['miles'];
    /** Distances in `mi` (miles) or `km` (kilometres), one decimal. */
    distanceUnit?: UnitFinderProps['distanceUnit'];
    /** Distances in `mi` (miles) or `km` (kilometres), one decimal. */
    'distance-unit'?: string;
    /** Meeting times in `h12` (9:00 AM) or `h23` (09:00); empty: the page language's usual clock. */
    hourCycle?: UnitFinderProps['hourCycle'];
    /** Meeting times in `h12` (9:00 AM) or `h23` (09:00); empty: the page language's usual clock. */
    'hour-cycle'?: string;
    /** `default`: search box, filters, results header, list and map. `giving-machines`: a map of the giving machines with a detail panel per machine. */
    variant?: UnitFinderProps['variant'];
    /** Read and write the search in the page URL (`location`, `languages`, `unit`): a search adds a history entry, a filter or selection replaces it, Back reruns the earlier search. `url-state="false"` for a second finder on one page. */
    urlState?: UnitFinderProps['urlState'];
    /** Read and write the search in the page URL (`location`, `languages`, `unit`): a search adds a history entry, a filter or selection replaces it, Back reruns the earlier search. `url-state="false"` for a second finder on one page. */
    'url-state'?: boolean;
    /** `map="false"`: the list only, no map (nothing of the map engine loads). */
    map?: UnitFinderProps['map'];
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    googleKey?: UnitFinderProps['googleKey'];
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    'google-key'?: string;
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    styleUrl?: UnitFinderProps['styleUrl'];
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    'style-url'?: string;
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    proxyPath?: UnitFinderProps['proxyPath'];
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    'proxy-path'?: string;
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    clientId?: UnitFinderProps['clientId'];
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    'client-id'?: string;
    /** The visitor's country (ISO alpha-2 or alpha-3): the search field suggests addresses only for `us` (spec section 5). Empty: the page's `<meta name="geocountry">`, else `us`. */
    country?: UnitFinderProps['country'];
    /** How many address suggestions the search field shows at most (spec section 9: 10); `0` turns them off. */
    suggestionCount?: UnitFinderProps['suggestionCount'];
    /** How many address suggestions the search field shows at most (spec section 9: 10); `0` turns them off. */
    'suggestion-count'?: number | `${number}`;
    /** The address suggestions list's accessible name. */
    suggestionsLabel?: UnitFinderProps['suggestionsLabel'];
    /** The address suggestions list's accessible name. */
    'suggestions-label'?: string;
    /** Which results offer the contact form (spec section 3): `always-display` every result; `dynamic-display` a result whose unit is in `units-and-campaigns`' `unitIds` when the visitor's `cid` cookie is in its `campaignIds`; empty or anything else: none. An offering result has `data-vb-form` and a `form-button`, which sends `vb-unit-finder-form` with the unit (the page opens its form). */
    formDisplay?: UnitFinderProps['formDisplay'];
    /** Which results offer the contact form (spec section 3): `always-display` every result; `dynamic-display` a result whose unit is in `units-and-campaigns`' `unitIds` when the visitor's `cid` cookie is in its `campaignIds`; empty or anything else: none. An offering result has `data-vb-form` and a `form-button`, which sends `vb-unit-finder-form` with the unit (the page opens its form). */
    'form-display'?: string;
    /** Spec section 3 units-and-campaigns for `dynamic-display`, a JSON object: `{"campaignIds": ["123"], "unitIds": ["456"]}` (ids as strings or numbers). Malformed JSON gives empty lists. */
    unitsAndCampaigns?: UnitFinderProps['unitsAndCampaigns'] | string;
    /** Spec section 3 units-and-campaigns for `dynamic-display`, a JSON object: `{"campaignIds": ["123"], "unitIds": ["456"]}` (ids as strings or numbers). Malformed JSON gives empty lists. */
    'units-and-campaigns'?: string;
    /** Alias of `units-and-campaigns` `campaignIds` as a comma list (`123, 124`), for hand-written HTML; both are read together. */
    formCampaignIds?: UnitFinderProps['formCampaignIds'];
    /** Alias of `units-and-campaigns` `campaignIds` as a comma list (`123, 124`), for hand-written HTML; both are read together. */
    'form-campaign-ids'?: string;
    /** Alias of `units-and-campaigns` `unitIds` as a comma list, for hand-written HTML; both are read together. */
    formUnitIds?: UnitFinderProps['formUnitIds'];
    /** Alias of `units-and-campaigns` `unitIds` as a comma list, for hand-written HTML; both are read together. */
    'form-unit-ids'?: string;
    /** The button of a result that offers the form. */
    formButton?: UnitFinderProps['formButton'];
    /** The button of a result that offers the form. */
    'form-button'?: string;
    /** The search field label. */
    searchLabel?: UnitFinderProps['searchLabel'];
    /** The search field label. */
    'search-label'?: string;
    /** The search button. */
    searchButton?: UnitFinderProps['searchButton'];
    /** The search button. */
    'search-button'?: string;
    /** The device-location button. */
    locateButton?: UnitFinderProps['locateButton'];
    /** The device-location button. */
    'locate-button'?: string;
    /** Shown and announced while a search runs. */
    loadingText?: UnitFinderProps['loadingText'];
    /** Shown and announced while a search runs. */
    'loading-text'?: string;
    /** Spec `noValue`: the visitor searched with an empty field. */
    noValue?: UnitFinderProps['noValue'];
    /** Spec `noValue`: the visitor searched with an empty field. */
    'no-value'?: string;
    /** Spec `browserLocation`: the browser has no geolocation. */
    browserLocation?: UnitFinderProps['browserLocation'];
    /** Spec `browserLocation`: the browser has no geolocation. */
    'browser-location'?: string;
    /** Spec `userLocation`: the visitor or the page refused the location. A device that cannot tell (position unavailable, timeout) shows `search-error` instead. */
    userLocation?: UnitFinderProps['userLocation'];
    /** Spec `userLocation`: the visitor or the page refused the location. A device that cannot tell (position unavailable, timeout) shows `search-error` instead. */
    'user-location'?: string;
    /** Spec `googleUnavailable`: the map engine failed; `{engine}` is its name (Google Maps, MapLibre). The list still works. */
    googleUnavailable?: UnitFinderProps['googleUnavailable'];
    /** Spec `googleUnavailable`: the map engine failed; `{engine}` is its name (Google Maps, MapLibre). The list still works. */
    'google-unavailable'?: string;
    /** The maps service failed (network or server error), or the device could not tell its position (unavailable, timeout). */
    searchError?: UnitFinderProps['searchError'];
    /** The maps service failed (network or server error), or the device could not tell its position (unavailable, timeout). */
    'search-error'?: string;
    /** The address matched nothing (spec: an invalid address with no locations). */
    invalidAddress?: UnitFinderProps['invalidAddress'];
    /** The address matched nothing (spec: an invalid address with no locations). */
    'invalid-address'?: string;
    /** Results header for none; `{location}` is the search. */
    noResults?: UnitFinderProps['noResults'];
    /** Results header for none; `{location}` is the search. */
    'no-results'?: string;
    /** Results header for one. */
    singleResult?: UnitFinderProps['singleResult'];
    /** Results header for one. */
    'single-result'?: string;
    /** Results header for more; `{count}`, `{location}`. */
    multipleResults?: UnitFinderProps['multipleResults'];
    /** Results header for more; `{count}`, `{location}`. */
    'multiple-results'?: string;
    /** The church's name, shown under each congregation's name. */
    churchName?: UnitFinderProps['churchName'];
    /** The church's name, shown under each congregation's name. */
    'church-name'?: string;
    /** Type label of a general ward. */
    generalWard?: UnitFinderProps['generalWard'];
    /** Type label of a general ward. */
    'general-ward'?: string;
    /** Type label of a young single adult (YSA) ward. */
    ysaWard?: UnitFinderProps['ysaWard'];
    /** Type label of a young single adult (YSA) ward. */
    'ysa-ward'?: string;
    /** Type label of a single adult ward. */
    sawWard?: UnitFinderProps['sawWard'];
    /** Type label of a single adult ward. */
    'saw-ward'?: string;
    /** The directions link. */
    getDirections?: UnitFinderProps['getDirections'];
    /** The directions link. */
    'get-directions'?: string;
    /** A distance; `{distance}` and `{unit}`. */
    distanceText?: UnitFinderProps['distanceText'];
    /** A distance; `{distance}` and `{unit}`. */
    'distance-text'?: string;
    /** The unit word for miles. */
    milesUnit?: UnitFinderProps['milesUnit'];
    /** The unit word for miles. */
    'miles-unit'?: string;
    /** The unit word for kilometres. */
    kilometresUnit?: UnitFinderProps['kilometresUnit'];
    /** The unit word for kilometres. */
    'kilometres-unit'?: string;
    /** The meeting time; `{day}` is the weekday, `{time}` the time in the page clock. */
    serviceTime?: UnitFinderProps['serviceTime'];
    /** The meeting time; `{day}` is the weekday, `{time}` the time in the page clock. */
    'service-time'?: string;
    /** The next meeting in the visitor's time zone; `{when}` like "Sunday 9:00". */
    nextMeeting?: UnitFinderProps['nextMeeting'];
    /** The next meeting in the visitor's time zone; `{when}` like "Sunday 9:00". */
    'next-meeting'?: string;
    /** The link that downloads the next meeting as an .ics file. */
    addToCalendar?: UnitFinderProps['addToCalendar'];
    /** The link that downloads the next meeting as an .ics file. */
    'add-to-calendar'?: string;
    /** The first missionary phone number; `{phone}`. */
    missionaries?: UnitFinderProps['missionaries'];
    /** Label of the ward whose boundary holds the exact address searched. */
    yourWard?: UnitFinderProps['yourWard'];
    /** Label of the ward whose boundary holds the exact address searched. */
    'your-ward'?: string;
    /** The collapsible filter panel's button. */
    narrowDown?: UnitFinderProps['narrowDown'];
    /** The collapsible filter panel's button. */
    'narrow-down'?: string;
    /** The language filter. */
    languageLabel?: UnitFinderProps['languageLabel'];
    /** The language filter. */
    'language-label'?: string;
    /** The language filter's empty choice. */
    anyLanguage?: UnitFinderProps['anyLanguage'];
    /** The language filter's empty choice. */
    'any-language'?: string;
    /** The type filter. */
    typeLabel?: UnitFinderProps['typeLabel'];
    /** The type filter. */
    'type-label'?: string;
    /** The type filter's empty choice. */
    anyType?: UnitFinderProps['anyType'];
    /** The type filter's empty choice. */
    'any-type'?: string;
    /** The place named in the results header after a device-location search. */
    yourLocation?: UnitFinderProps['yourLocation'];
    /** The place named in the results header after a device-location search. */
    'your-location'?: string;
    /** The place named in the results header after 'Search this area'. */
    thisArea?: UnitFinderProps['thisArea'];
    /** The place named in the results header after 'Search this area'. */
    'this-area'?: string;
    /** Shown when the map centre moved 1000 m or more from the last search. */
    searchThisArea?: UnitFinderProps['searchThisArea'];
    /** Shown when the map centre moved 1000 m or more from the last search. */
    'search-this-area'?: string;
    /** Clears the selection (also done by clicking the selected result again). */
    showAll?: UnitFinderProps['showAll'];
    /** Clears the selection (also done by clicking the selected result again). */
    'show-all'?: string;
    /** The map's accessible name (giving machines: `giving-map-label` unless `map-label` is set). */
    mapLabel?: UnitFinderProps['mapLabel'];
    /** The map's accessible name (giving machines: `giving-map-label` unless `map-label` is set). */
    'map-label'?: string;
    /** Giving machines: the map's accessible name, when `map-label` is not set. */
    givingMapLabel?: UnitFinderProps['givingMapLabel'];
    /** Giving machines: the map's accessible name, when `map-label` is not set. */
    'giving-map-label'?: string;
    /** Giving machines: the list heading. */
    givingHeading?: UnitFinderProps['givingHeading'];
    /** Giving machines: the list heading. */
    'giving-heading'?: string;
    /** Giving machines: the detail panel's back button. */
    givingBack?: UnitFinderProps['givingBack'];
    /** Giving machines: the detail panel's back button. */
    'giving-back'?: string;
    /** Giving machines: shown while the list loads. */
    givingLoading?: UnitFinderProps['givingLoading'];
    /** Giving machines: shown while the list loads. */
    'giving-loading'?: string;
    /** Giving machines: the list could not be loaded. */
    givingLoadError?: UnitFinderProps['givingLoadError'];
    /** Giving machines: the list could not be loaded. */
    'giving-load-error'?: string;
    /** Giving machines: the button that loads the list again after a failure. */
    givingRetry?: UnitFinderProps['givingRetry'];
    /** Giving machines: the button that loads the list again after a failure. */
    'giving-retry'?: string;
    /** Giving machines: the list is empty. */
    givingEmpty?: UnitFinderProps['givingEmpty'];
    /** Giving machines: the list is empty. */
    'giving-empty'?: string;
    /** Giving machines: a site's Facebook link. */
    givingFacebook?: UnitFinderProps['givingFacebook'];
    /** Giving machines: a site's Facebook link. */
    'giving-facebook'?: string;
    /** Giving machines: a site's Instagram link. */
    givingInstagram?: UnitFinderProps['givingInstagram'];
    /** Giving machines: a site's Instagram link. */
    'giving-instagram'?: string;
    /** Giving machines: the address label. */
    givingAddress?: UnitFinderProps['givingAddress'];
    /** Giving machines: the address label. */
    'giving-address'?: string;
    /** Giving machines: the venue label. */
    givingVenue?: UnitFinderProps['givingVenue'];
    /** Giving machines: the venue label. */
    'giving-venue'?: string;
    /** Giving machines: the dates label. */
    givingDates?: UnitFinderProps['givingDates'];
    /** Giving machines: the dates label. */
    'giving-dates'?: string;
    /** Giving machines: the opening hours label. */
    givingHours?: UnitFinderProps['givingHours'];
    /** Giving machines: the opening hours label. */
    'giving-hours'?: string;
    /** Giving machines: the charities label. */
    givingCharities?: UnitFinderProps['givingCharities'];
    /** Giving machines: the charities label. */
    'giving-charities'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-unit-finder-search`: A search ended with results drawn (also zero): `location` the text searched (or `GEOLOCATE`), `exact` whether the address was exact, `count` the results shown after filtering, `ids` their unit ids in order. */
    'onvb-unit-finder-search'?: (event: CustomEvent<UnitFinderEvents['vb-unit-finder-search']>) => void;
    /** `vb-unit-finder-select`: The visitor selected a unit (a closed result or its marker) or cleared the selection (`id` null). */
    'onvb-unit-finder-select'?: (event: CustomEvent<UnitFinderEvents['vb-unit-finder-select']>) => void;
    /** `vb-unit-finder-filter`: The visitor changed a filter. */
    'onvb-unit-finder-filter'?: (event: CustomEvent<UnitFinderEvents['vb-unit-finder-filter']>) => void;
    /** `vb-unit-finder-form`: The visitor pressed a result's `form-button` (`form-display`): open the contact form for this unit. */
    'onvb-unit-finder-form'?: (event: CustomEvent<UnitFinderEvents['vb-unit-finder-form']>) => void;
    /** `vb-map-legal-error`: The map's legal notices could not be loaded ('Unable to display legal.'): the legal control is removed. Sent by the map's legal control, named as `vb-map` names it. */
    'onvb-map-legal-error'?: (event: CustomEvent<UnitFinderEvents['vb-map-legal-error']>) => void;
    /** `vb-unit-finder-error`: A message was shown: `code` `noValue`, `browserLocation`, `userLocation`, `googleUnavailable`, `invalidAddress` or `search`; `message` is the text shown. */
    'onvb-unit-finder-error'?: (event: CustomEvent<UnitFinderEvents['vb-unit-finder-error']>) => void;
  };

/** Props of <vb-unveil> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbUnveilJsxProps = React.ClassAttributes<VbUnveilElement> &
  Omit<
    React.HTMLAttributes<VbUnveilElement>,
    'triggerId' | 'trigger-id' | 'label' | 'animation' | 'revealed' | 'data-vb-revealed' | 'render' | 'onvb-unveil-toggle'
  > & {
    /** The trigger id it answers to: a `vb-remote-trigger target`, a link to `#trigger-id`, or the URL fragment reveal it (`toggle`, `open`, `show`; `close` and `hide` hide it again). Empty: it is revealed as it comes into view instead. */
    triggerId?: UnveilProps['triggerId'];
    /** The trigger id it answers to: a `vb-remote-trigger target`, a link to `#trigger-id`, or the URL fragment reveal it (`toggle`, `open`, `show`; `close` and `hide` hide it again). Empty: it is revealed as it comes into view instead. */
    'trigger-id'?: string;
    /** Text of its own button before the content ("Read the full story"): a disclosure button (aria-expanded) that reveals and hides it. Needs `trigger-id`. Empty: no button; a remote trigger, a link or the fragment reveals it. */
    label?: UnveilProps['label'];
    /** How the content appears: `fade`, `slide` (fades in while rising a little) or `none`. Always none when the visitor prefers reduced motion. */
    animation?: UnveilProps['animation'];
    /** State: present while the content is revealed; the element sets and removes it, and page CSS can read it. Write it yourself to start revealed. */
    revealed?: UnveilProps['revealed'];
    /** State: present while the content is revealed; the element sets and removes it, and page CSS can read it. Write it yourself to start revealed. */
    'data-vb-revealed'?: boolean;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-unveil-toggle`: The content was revealed or hidden after start-up: by its own button (user), a remote-trigger message or a link to its id (trigger), coming into view (view), find-in-page (find) or the URL fragment at load (fragment). */
    'onvb-unveil-toggle'?: (event: CustomEvent<UnveilEvents['vb-unveil-toggle']>) => void;
  };

/** Props of <vb-video> in React 19 JSX: properties (camelCase), attributes (kebab-case), `on<event-name>` handlers. */
export type VbVideoJsxProps = React.ClassAttributes<VbVideoElement> &
  Omit<
    React.HTMLAttributes<VbVideoElement>,
    | 'media'
    | 'data-media'
    | 'src'
    | 'poster'
    | 'label'
    | 'load'
    | 'looping'
    | 'start'
    | 'noInit'
    | 'no-init'
    | 'initChildren'
    | 'init-children'
    | 'skipAnalytics'
    | 'skip-analytics'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'playText'
    | 'play-text'
    | 'pauseText'
    | 'pause-text'
    | 'loadingText'
    | 'loading-text'
    | 'retryText'
    | 'retry-text'
    | 'downloadErrorText'
    | 'download-error-text'
    | 'viewsText'
    | 'views-text'
    | 'render'
    | 'onvb-video-play'
    | 'onvb-video-pause'
    | 'onvb-video-ended'
    | 'onvb-video-buffering'
    | 'onvb-video-loadend'
    | 'onvb-video-seek'
    | 'onvb-video-error'
  > & {
    /** The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. `youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player". */
    media?: VideoProps['media'] | string;
    /** The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. `youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player". */
    'data-media'?: string;
    /** A video file played in the browser's own player when the media config names no platform video. */
    src?: VideoProps['src'];
    /** Image shown on the play button before the player loads (and as the file video's poster). */
    poster?: VideoProps['poster'];
    /** The video's title: shown on the play button, its accessible name and the analytics name (unless `analytics-title`). */
    label?: VideoProps['label'];
    /** When the player loads: `click` (default: a play button with the poster; no request reaches a video platform before the click), `scroll` (within 150 px of the viewport) or `preload` (at once). A looping video always loads on scroll, within 500 px. */
    load?: VideoProps['load'];
    /** A background loop: muted, no controls, autoplay and loop; plays only within 500 px of the viewport and pauses outside it. Under reduced motion it does not start by itself; a visible play button starts it. */
    looping?: VideoProps['looping'];
    /** Start position in seconds (also where `restart()` goes by default). */
    start?: VideoProps['start'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    noInit?: VideoProps['noInit'];
    /** The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts. */
    'no-init'?: boolean;
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    initChildren?: VideoProps['initChildren'];
    /** The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); then each starts as its own attributes say, a `no-init` one too. */
    'init-children'?: boolean;
    /** Send no media analytics. */
    skipAnalytics?: VideoProps['skipAnalytics'];
    /** Send no media analytics. */
    'skip-analytics'?: boolean;
    /** The name in media analytics; default `label`. */
    analyticsTitle?: VideoProps['analyticsTitle'];
    /** The name in media analytics; default `label`. */
    'analytics-title'?: string;
    /** Accessible name of the play button, before the title: "Play video: {label}". */
    playText?: VideoProps['playText'];
    /** Accessible name of the play button, before the title: "Play video: {label}". */
    'play-text'?: string;
    /** What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}". */
    pauseText?: VideoProps['pauseText'];
    /** What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}". */
    'pause-text'?: string;
    /** Announced while the player loads or buffers (unless a `slot="loading"` child is given). */
    loadingText?: VideoProps['loadingText'];
    /** Announced while the player loads or buffers (unless a `slot="loading"` child is given). */
    'loading-text'?: string;
    /** The button under an error that loads the player again. */
    retryText?: VideoProps['retryText'];
    /** The button under an error that loads the player again. */
    'retry-text'?: string;
    /** Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load. */
    downloadErrorText?: VideoProps['downloadErrorText'];
    /** Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load. */
    'download-error-text'?: string;
    /** The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language. */
    viewsText?: VideoProps['viewsText'];
    /** The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language. */
    'views-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
    /** `vb-video-play`: The video started playing (every other player on the page pauses). */
    'onvb-video-play'?: (event: CustomEvent<VideoEvents['vb-video-play']>) => void;
    /** `vb-video-pause`: The video paused. */
    'onvb-video-pause'?: (event: CustomEvent<VideoEvents['vb-video-pause']>) => void;
    /** `vb-video-ended`: The video reached its end. */
    'onvb-video-ended'?: (event: CustomEvent<VideoEvents['vb-video-ended']>) => void;
    /** `vb-video-buffering`: The video waits for data (the loading marker shows). */
    'onvb-video-buffering'?: (event: CustomEvent<VideoEvents['vb-video-buffering']>) => void;
    /** `vb-video-loadend`: The video has data again (the loading marker goes). */
    'onvb-video-loadend'?: (event: CustomEvent<VideoEvents['vb-video-loadend']>) => void;
    /** `vb-video-seek`: The position jumped by more than a second. */
    'onvb-video-seek'?: (event: CustomEvent<VideoEvents['vb-video-seek']>) => void;
    /** `vb-video-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error; or a video's `download` failed ('Video download failed': the player keeps playing). `message` is what the visitor sees. */
    'onvb-video-error'?: (event: CustomEvent<VideoEvents['vb-video-error']>) => void;
  };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-action-bar': VbActionBarJsxProps;
      'vb-address-block': VbAddressBlockJsxProps;
      'vb-address-field': VbAddressFieldJsxProps;
      'vb-audio-player': VbAudioPlayerJsxProps;
      'vb-autocomplete': VbAutocompleteJsxProps;
      'vb-campaigner': VbCampaignerJsxProps;
      'vb-card-stack': VbCardStackJsxProps;
      'vb-card-tile': VbCardTileJsxProps;
      'vb-chat': VbChatJsxProps;
      'vb-check-box': VbCheckBoxJsxProps;
      'vb-checkbox-radio': VbCheckboxRadioJsxProps;
      'vb-church-product-filter': VbChurchProductFilterJsxProps;
      'vb-content-block': VbContentBlockJsxProps;
      'vb-cookie-based-display': VbCookieBasedDisplayJsxProps;
      'vb-counter': VbCounterJsxProps;
      'vb-counter-group': VbCounterGroupJsxProps;
      'vb-display-dependency': VbDisplayDependencyJsxProps;
      'vb-download-button': VbDownloadButtonJsxProps;
      'vb-drawers': VbDrawersJsxProps;
      'vb-email-field': VbEmailFieldJsxProps;
      'vb-emphasized-media-tiles': VbEmphasizedMediaTilesJsxProps;
      'vb-emphasized-video': VbEmphasizedVideoJsxProps;
      'vb-flip-card': VbFlipCardJsxProps;
      'vb-floating-action-button': VbFloatingActionButtonJsxProps;
      'vb-geolocate-button': VbGeolocateButtonJsxProps;
      'vb-image-block': VbImageBlockJsxProps;
      'vb-inline-component-gallery': VbInlineComponentGalleryJsxProps;
      'vb-jumbo-call-to-action': VbJumboCallToActionJsxProps;
      'vb-likes': VbLikesJsxProps;
      'vb-link-list': VbLinkListJsxProps;
      'vb-location-field': VbLocationFieldJsxProps;
      'vb-map': VbMapJsxProps;
      'vb-media-player': VbMediaPlayerJsxProps;
      'vb-missionary-phone-numbers': VbMissionaryPhoneNumbersJsxProps;
      'vb-modal': VbModalJsxProps;
      'vb-multi-buttons': VbMultiButtonsJsxProps;
      'vb-offer-details-list': VbOfferDetailsListJsxProps;
      'vb-offer-selector': VbOfferSelectorJsxProps;
      'vb-overlay': VbOverlayJsxProps;
      'vb-page': VbPageJsxProps;
      'vb-persistent-call-to-action': VbPersistentCallToActionJsxProps;
      'vb-phone-field': VbPhoneFieldJsxProps;
      'vb-poll': VbPollJsxProps;
      'vb-popup': VbPopupJsxProps;
      'vb-preview-back-link': VbPreviewBackLinkJsxProps;
      'vb-progress-circle': VbProgressCircleJsxProps;
      'vb-remote-trigger': VbRemoteTriggerJsxProps;
      'vb-save-data': VbSaveDataJsxProps;
      'vb-scroll-logic': VbScrollLogicJsxProps;
      'vb-search-results': VbSearchResultsJsxProps;
      'vb-select-box': VbSelectBoxJsxProps;
      'vb-select-group': VbSelectGroupJsxProps;
      'vb-simple-counter': VbSimpleCounterJsxProps;
      'vb-simple-sign-up': VbSimpleSignUpJsxProps;
      'vb-small-call-to-action': VbSmallCallToActionJsxProps;
      'vb-speed-dial': VbSpeedDialJsxProps;
      'vb-stepped-form': VbSteppedFormJsxProps;
      'vb-svg': VbSvgJsxProps;
      'vb-text-area': VbTextAreaJsxProps;
      'vb-text-field': VbTextFieldJsxProps;
      'vb-thumbnail-slider': VbThumbnailSliderJsxProps;
      'vb-tile-swipe': VbTileSwipeJsxProps;
      'vb-uber-tile': VbUberTileJsxProps;
      'vb-unit-finder': VbUnitFinderJsxProps;
      'vb-unveil': VbUnveilJsxProps;
      'vb-video': VbVideoJsxProps;
    }
  }
}
