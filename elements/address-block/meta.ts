import { baseFieldProps } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'address-block',
  family: 'forms',
  calls: {
    'GET {static}/country/countries.json':
      'On connect, unless `countries` is set: the country list. Without it the console names the URL that failed; the package ships the file in `dist/static`.',
    'GET {static}/country/state-{locationCode}.json':
      'When a country is chosen: its states. Without it the State field is hidden (spec section 8) and the console names the URL; the package ships the files in `dist/static`.',
    'GET {prefix}/api/autocomplete': 'As a US street is typed: suggestions. Without it the no-suggestion entry shows.',
    'GET {prefix}/api/intlautocomplete': 'As a street elsewhere is typed: suggestions. Without it the no-suggestion entry shows.',
    'POST {prefix}/api/addressVerify': 'On submit of a US address: verification and the suggestion modal. Without it the address is accepted (validity 15).',
    'POST {prefix}/api/intladdressverify': 'On submit of an address elsewhere: verification. Without it the address is accepted (validity 15).',
    'GET {prefix}/api/preciselyik': "On connect, unless `country` or the page's geocountry meta says: the visitor's country. Without it, the United States.",
  },
  description:
    "A postal address as one form field: country select (preselected from the page's `geocountry` meta, else the visitor's location), street with an autocomplete list, a second line revealed by a link, city, state and ZIP. " +
    'US addresses and those of the configured countries are verified by the server when the form is submitted (after every other field is valid); an unmatched address opens a modal with the suggestions. ' +
    'The parts, the one-line address and the verification result are submitted with the form (see "Submitted fields" in the README).',
  formAssociated: true,
  props: {
    // A group of inputs: each base prop says what it means for the whole block.
    ...baseFieldProps({
      kind: 'group',
      overrides: {
        name: {
          default: 'address',
          description: 'The name the one-line address is submitted under. The parts and hidden fields have fixed names (README).',
        },
        label: { default: 'Address', description: 'Legend of the whole block.' },
        hint: { description: 'Help text under the legend.' },
        required: { description: 'The address must be given. Without it an empty block is valid; a partly filled one must be completed.' },
        value: { description: 'The street the block starts with (and goes back to on form reset).' },
        disabled: { description: 'Disables every part; nothing is submitted.' },
        placeholder: { description: 'Placeholder of the street input.' },
      },
    }),
    country: {
      type: 'string',
      default: '',
      description:
        'The country selected at first (ISO 3166-1 alpha-2 or alpha-3). Empty: the page\'s `<meta name="geocountry">`, else the visitor\'s country from the location lookup (`GET {prefix}/api/preciselyik`, once per session), else the United States.',
    },
    countries: {
      type: 'json',
      default: [] as unknown[],
      description:
        'JSON list of `{ "name", "iso2", "iso3", "locationCode" }` offered in the country select. Empty (the default): `{static directory}/country/countries.json` is loaded.',
    },
    verifiedCountries: {
      type: 'string',
      default: '',
      description:
        'ISO3 codes (comma-separated) verified by the international service, or `ALL`. The United States is always verified; every other country is plain.',
    },
    excludedCountries: { type: 'string', default: '', description: 'ISO3 codes taken out of `verified-countries` (useful with `ALL`).' },
    countryComparisonFlag: {
      type: 'string',
      default: 'T',
      description: '`T` (default): the international service also checks that the address is in the selected country; `F`: it does not.',
    },
    autocompleteMode: {
      type: 'string',
      default: 'unconstrained',
      description:
        'Autocomplete throttling: `off` (no suggestions), `unconstrained` (a call per keystroke; an older call is aborted), `time` (at most one call per `time-interval` ms, the last text always asked), `char` (a call every `char-interval` characters).',
    },
    minChars: { type: 'number', default: 3, description: 'Characters typed before the first autocomplete call.' },
    charInterval: { type: 'number', default: 3, description: '`char` mode: characters typed between two calls.' },
    timeInterval: { type: 'number', default: 500, description: '`time` mode: milliseconds between two calls.' },
    strikeLimit: {
      type: 'number',
      default: 3,
      description: 'Answers without suggestions in a row after which autocomplete stops (until the country changes or the form is reset); 0 never stops.',
    },
    streetLabel: { type: 'string', default: 'Street address', description: 'Label of the street input (US and plain countries).' },
    verifiedStreetLabel: { type: 'string', default: 'Address', description: 'Label of the one-line address input in verified international countries.' },
    line2Label: { type: 'string', default: 'Apartment, suite, unit', description: 'Label of the second line.' },
    line2LinkText: { type: 'string', default: 'Add an apartment, suite or unit', description: 'The link that reveals the second line.' },
    cityLabel: { type: 'string', default: 'City', description: 'Label of the city input.' },
    stateLabel: { type: 'string', default: 'State', description: 'Label of the state select.' },
    statePlaceholder: { type: 'string', default: 'Choose…', description: 'The empty first option of the state select.' },
    zipLabel: { type: 'string', default: 'ZIP / postal code', description: 'Label of the ZIP input.' },
    countryLabel: { type: 'string', default: 'Country', description: 'Label of the country select.' },
    requiredMessage: {
      type: 'string',
      default: 'Please fill in this field.',
      description: 'Shown under an empty part that must be filled. Empty: the default (a field the form blocks on must say why).',
      emptyIsDefault: true,
    },
    unmatchedMessage: {
      type: 'string',
      default: 'Please confirm your address.',
      description: 'The validation message while the form waits for a choice in the modal (validity 20). Empty: the default.',
      emptyIsDefault: true,
    },
    verifyingText: { type: 'string', default: 'Checking your address…', description: 'Announced while the address is verified.' },
    noSuggestionsText: {
      type: 'string',
      default: 'No suggestions right now. Please type your full address.',
      description: 'Announced when the autocomplete service fails (spec section 8: the no-suggestion entry).',
    },
    suggestionsText: {
      type: 'string',
      default: '{count} suggestions available.',
      description: 'Announced when the list opens; `{count}` is the number of options.',
    },
    modalTitle: { type: 'string', default: 'Confirm your address', description: 'Heading of the verification modal.' },
    noMatchText: {
      type: 'string',
      default: 'We could not find this address. Please check it.',
      description: 'Modal text when the service found nothing close.',
    },
    suggestedText: { type: 'string', default: 'Did you mean one of these?', description: 'Modal text above the suggested addresses.' },
    enteredLabel: { type: 'string', default: 'As entered:', description: 'Before the address as the visitor typed it, the last option of the modal.' },
    editText: { type: 'string', default: 'Edit', description: 'Modal button back to the fields (the form keeps waiting).' },
    continueText: { type: 'string', default: 'Continue', description: 'Modal button that keeps the address as entered.' },
    confirmText: { type: 'string', default: 'Confirm', description: 'Modal button that takes the chosen suggestion.' },
  },
  events: {
    'vb-address-block-verify': {
      description:
        'The address was verified: `validity` 10 (valid), 15 (service failed, accepted) or 20 (unmatched: the modal opens, at the submit; after an autofill or a pasted address, at the next submit). Also sent after a choice in the modal. `result` holds the hidden verification-result fields.',
      detail: '{ validity: 10 | 15 | 20; country: string; result: Record<string, string> }',
    },
    'vb-address-block-select': {
      description: 'An autocomplete option was chosen. `verified` is true for an international address the service accepts as it is.',
      detail: '{ text: string; country: string; verified: boolean }',
    },
  },
  parts: {
    group: 'The fieldset around everything.',
    legend: 'The legend (`label`).',
    hint: 'The hint under the legend.',
    field: 'One labelled part (country, street, line 2, city, state, ZIP).',
    label: "A part's label.",
    input: 'A text input; the street also has part `street`.',
    street: 'The street input (the combobox).',
    select: 'The country and state selects (also parts `country` and `state`).',
    country: 'The country select.',
    state: 'The state select.',
    combobox: 'The box around the street input and its list.',
    listbox: 'The autocomplete list.',
    option: 'One autocomplete option; the active one also has part `option-active`.',
    'option-active': 'The option the arrow keys are on.',
    status: 'The polite live region (verifying, suggestions count, no suggestions).',
    message: "A part's message area.",
    'line2-link': 'The link that reveals the second line.',
    region: 'The city, state and ZIP row.',
    modal: 'The verification dialog.',
    'modal-title': 'The dialog heading.',
    'modal-text': 'The text above the options.',
    options: 'The radio group of addresses.',
    choice: 'One address option; the as-entered one also has part `choice-entered`.',
    'choice-entered': 'The option that keeps the address as entered.',
    'modal-actions': 'The row of the Edit and Continue/Confirm buttons.',
    button: 'A modal button (also `edit` or `confirm`).',
    edit: 'The Edit button.',
    confirm: 'The Continue/Confirm button.',
  },
  cssProperties: {
    '--vb-address-block-gap': 'Space between the parts. Default: `0.75rem`.',
    '--vb-address-block-border-color': 'Border of inputs and the list. Default: `--vb-color-border` (`#8a8f98`).',
    '--vb-address-block-focus-color': 'Focus ring and the active option. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-address-block-error-color': 'Messages and invalid borders. Default: `--vb-color-error` (`#b3261e`).',
    '--vb-address-block-list-background': 'Background of the autocomplete list and the modal. Default: `--vb-color-background` (`#ffffff`).',
  },
});
