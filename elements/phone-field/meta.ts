import { baseFieldProps, CONDITIONAL_FIELD_PROPS, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'phone-field',
  family: 'forms',
  calls: {
    'POST /api/phoneVerify': 'When the number is changed: verified by the server. Without it the number is accepted (`data-vb-state="unverified"`).',
    'GET {prefix}/api/preciselyik': "On connect: the visitor's country as the default dialling code.",
  },
  formAssociated: true,
  description:
    'A phone number input with a searchable country list (flags, names in the page language, calling codes) for a native <form>: digits and spaces only, ' +
    'a typed or pasted +code picks the country, the number is formatted as typed and verified by the server (POST /api/phoneVerify) when the visitor leaves it. ' +
    'Submits the number under its `name` with the hidden fields phoneCountryCode, phoneCountryAlpha3, phoneCountry and customWhitelist ' +
    '(a second phone field in the same form prefixes them with its name: `mobile_phoneCountryCode`).',
  props: {
    ...baseFieldProps({
      overrides: {
        name: { default: 'phone' },
        label: { default: 'Phone number', description: 'The visible label (of the number input).' },
        value: {
          description:
            'The default number (form reset goes back to it): national (`07400 123456`) or international (`+44 7400 123456`, which also picks the country).',
        },
      },
    }),
    ...CONDITIONAL_FIELD_PROPS,
    verify: {
      type: 'boolean',
      default: true,
      description:
        'Verify the number with the server when the visitor leaves the field (and on a submit or step check). `verify="false"`: only the local check of the number ranges.',
    },
    country: {
      type: 'string',
      default: '',
      description:
        'The country selected at first (ISO alpha-2 or alpha-3). Empty: the page\'s `<meta name="geocountry">`, else the visitor\'s country from the location lookup (`GET {prefix}/api/preciselyik`, once per session), else `US`. Changing the attribute selects that country.',
    },
    whitelist: {
      type: 'string',
      default: '',
      description:
        'The countries numbers are accepted from (alpha-2 or alpha-3 codes, comma or space separated). Any other country shows `whitelist-message`. Empty: every country. ' +
        'The hidden field customWhitelist is "true" when it is set.',
    },
    requiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter your phone number.',
      description: 'Shown when the field is required and empty.',
    },
    conditionalRequiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter your phone number to receive text messages.',
      description: 'Shown instead of `required-message` when a subscription checkbox made the field required.',
    },
    malformedMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter a valid phone number for the selected country.',
      description: 'The number is not a number of the selected country (its ranges, or the server, say so).',
    },
    whitelistMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'We cannot accept phone numbers from this country. Please choose another country or leave the number out.',
      description: 'The selected country is not in `whitelist`.',
    },
    checkingText: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Checking your phone number…',
      description: 'Shown and announced while the server checks the number; also the validation message while the check runs (the form waits for it).',
    },
    countryLabel: { type: 'string', emptyIsDefault: true, default: 'Country', description: 'Accessible name of the country combobox and its list.' },
    showCountriesLabel: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Show countries',
      description: 'Accessible name of the button that opens the country list.',
    },
    noCountryText: { type: 'string', emptyIsDefault: true, default: 'No country matches.', description: 'Shown in the list when a search finds nothing.' },
  },
  events: {
    'vb-phone-field-verify': {
      description:
        'The server answered: `status` "valid" (`number` is the formatted number now shown, `country` the number\'s own country), "invalid" (`reason` is the server\'s, ' +
        'e.g. TOO_SHORT) or "unverified" (the service failed; the number is accepted so a broken service never blocks a visitor).',
      detail: "{ number: string; country: string; status: 'valid' | 'invalid' | 'unverified'; reason: string | null }",
    },
    'vb-phone-field-country': {
      description: 'The visitor chose a country (from the list, or by typing or pasting a +code). SMS options of the form were disabled and EMAIL selected.',
      detail: '{ country: string; dial: string; alpha3: string }',
    },
  },
  parts: {
    field: 'The wrapper of label, hint, inputs and message.',
    label: 'The label.',
    hint: 'The hint.',
    row: 'The row of country box and number input.',
    country: 'The country box (combobox, button and list).',
    'country-input': 'The country combobox: flag and calling code, a search box when typed in.',
    'country-toggle': 'The button that opens the country list.',
    countries: 'The country list (listbox).',
    option: 'One country in the list.',
    input: 'The number input.',
    message: 'The message area (errors and the checking state); a polite live region.',
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
    '--vb-phone-field-country-width': 'Width of the country box. Default: `7.5rem`.',
    '--vb-phone-field-list-height': 'Greatest height of the country list. Default: `16rem`.',
  },
});
