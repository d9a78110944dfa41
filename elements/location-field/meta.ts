import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'location-field',
  family: 'finder',
  description:
    "The search box of a congregation finder as a native form control, submitted under `location` (the finder page's " +
    'URL parameter): a map-search button (and Enter) submits its form, with validation; a compass button sets the value ' +
    'to GEOLOCATE (use the device location) and submits the form. Typed text is cleaned as in vb-text-field.',
  formAssociated: true,
  props: {
    name: {
      type: 'string',
      default: 'location',
      description: "The name the form submits the text under; `location` is the unit finder's parameter (`?location=Provo%2C%20UT` or `?location=GEOLOCATE`).",
    },
    label: { type: 'string', default: 'Location', description: 'The visible label.' },
    hint: { type: 'string', default: '', description: 'Help text under the label, read with the input (aria-describedby).' },
    placeholder: { type: 'string', default: '', description: 'Example text shown while empty (e.g. "City, address or postal code"). Not a label.' },
    value: {
      type: 'string',
      default: '',
      description:
        'The starting text, and what form reset goes back to; `GEOLOCATE` shows `current-location-text`. Changing the attribute or property later replaces the text.',
    },
    required: {
      type: 'boolean',
      default: false,
      description: 'The form is not sent while the field is empty (or only spaces): `required-message` shows and focus moves to the input.',
    },
    disabled: { type: 'boolean', default: false, description: 'Not editable, not submitted, not validated; both buttons are disabled too.' },
    hideLocate: { type: 'boolean', default: false, description: 'No compass button: text search only.' },
    requiredMessage: {
      type: 'string',
      default: 'Please enter a place to search near.',
      description: 'Shown (and announced) when a required field is empty on submit or after leaving it.',
    },
    searchLabel: { type: 'string', default: 'Search', description: 'The accessible name of the map-search (submit) button.' },
    locateLabel: { type: 'string', default: 'Use my location', description: 'The accessible name of the compass button.' },
    currentLocationText: {
      type: 'string',
      default: 'My current location',
      description: 'What the input shows while the value is GEOLOCATE (the form still submits GEOLOCATE). Typing replaces it.',
    },
    browserLocationMessage: {
      type: 'string',
      default: 'This browser cannot share your location. Type a place instead.',
      description: "The spec's browserLocation message: the compass was pressed in a browser without geolocation. Nothing is submitted.",
    },
    userLocationMessage: {
      type: 'string',
      default: "Location access is blocked for this site. Allow it in your browser's settings, or type a place instead.",
      description: "The spec's userLocation message: the compass was pressed but this site's location permission is refused. Nothing is submitted.",
    },
  },
  events: {
    'vb-location-field-input': {
      description: 'The text changed while the visitor types (after cleaning).',
      detail: '{ name: string; value: string }',
    },
    'vb-location-field-search': {
      description:
        'The visitor asked to search (search button, Enter, or the compass with `value` GEOLOCATE) and the field is valid; sent just before the ' +
        'form is submitted. Cancelable: `preventDefault()` keeps the form from being submitted (a page that searches in script). Without a form, this is the only effect.',
      detail: '{ name: string; value: string }',
    },
    'vb-location-field-error': {
      description:
        "The compass could not be used: `reason` 'unsupported' (no geolocation: browserLocation) or 'denied' (permission refused: userLocation); `message` is the message shown.",
      detail: "{ reason: 'unsupported' | 'denied'; message: string }",
    },
  },
  parts: {
    field: 'The wrapper of label, hint, input, buttons and message.',
    label: 'The label.',
    hint: 'The hint text.',
    input: 'The text input.',
    buttons: 'The row holding the input and its two buttons.',
    'search-button': 'The map-search (submit) button.',
    'locate-button': 'The compass button.',
    message: 'The message area (the required message, and the browserLocation/userLocation messages); a polite live region.',
  },
  cssProperties: {
    '--vb-field-border-color': 'Border of the input (shared by every field). Default: `#767676`.',
    '--vb-field-invalid-color': 'Border and message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
    '--vb-field-radius': 'Corner radius of the input (shared by every field). Default: `--vb-radius` (`6px`).',
    '--vb-field-background': 'Background of the input (shared by every field). Default: `--vb-color-background` (`#fff`).',
    '--vb-location-field-button-color': 'Background of the two buttons. Default: `--vb-color-primary` (`#1f5ea8`).',
  },
});
