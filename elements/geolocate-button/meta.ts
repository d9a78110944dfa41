import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'geolocate-button',
  family: 'finder',
  description:
    "A 'Use my location' button: asks the browser for the device position (high accuracy), shows locating, located and error " +
    'states in a polite status line, and sends the position as an event; it can fill a location field or input (with GEOLOCATE ' +
    "or 'lat, lng') and submit its form. No geolocation gives the browserLocation message, a refused permission userLocation.",
  props: {
    label: { type: 'string', default: 'Use my location', description: 'The button text (and its accessible name).' },
    target: {
      type: 'string',
      default: '',
      description:
        'The id of a `vb-location-field`, `vb-text-field` or `<input>` to fill when the position is found (same document or shadow root). Empty: events only.',
    },
    fill: {
      type: 'string',
      default: 'geolocate' as const,
      choices: ['geolocate', 'coordinates'] as const,
      description:
        "What the target is filled with: `geolocate` (the unit finder's `GEOLOCATE` keyword: the finder locates the device itself) or `coordinates` ('40.233844, -111.658534'). Anything else gives geolocate, with a warning.",
    },
    submit: {
      type: 'boolean',
      default: false,
      description: "After filling the target, submit the target's form (`requestSubmit()`, so the form's validation runs).",
    },
    timeout: {
      type: 'number',
      default: 0,
      description:
        'Most milliseconds to wait for a position once the visitor has allowed it (0: as long as the device needs). Running out shows `unavailable-message`.',
    },
    locatingText: { type: 'string', default: 'Finding your location…', description: 'Announced (politely) while the browser looks for the position.' },
    locatedText: { type: 'string', default: 'Location found.', description: 'Announced when the position was found.' },
    browserLocationMessage: {
      type: 'string',
      default: 'This browser cannot share your location. Type a place instead.',
      description: "The spec's browserLocation message: the browser has no geolocation.",
    },
    userLocationMessage: {
      type: 'string',
      default: "Location access is blocked for this site. Allow it in your browser's settings, or type a place instead.",
      description: "The spec's userLocation message: the visitor (or the page's permissions policy) refused.",
    },
    unavailableMessage: {
      type: 'string',
      default: 'Your location could not be found just now. Try again, or type a place instead.',
      description: 'The device could not tell its position, or not within `timeout`.',
    },
  },
  events: {
    'vb-geolocate-button-locate': {
      description: 'The position was found (after the target, if any, was filled and before its form is submitted). Degrees (WGS 84) and accuracy in metres.',
      detail: '{ latitude: number; longitude: number; accuracy: number }',
    },
    'vb-geolocate-button-error': {
      description:
        "No position: `reason` 'unsupported' (browserLocation), 'denied' (userLocation), 'unavailable' or 'timeout' (unavailable-message); `message` is the message shown.",
      detail: "{ reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout'; message: string }",
    },
  },
  parts: {
    button: 'The button.',
    icon: 'The location icon in the button (it pulses while locating, unless the visitor prefers reduced motion).',
    label: 'The button text.',
    status: 'The status line (locating, located, or the error message); a polite live region.',
  },
  cssProperties: {
    '--vb-geolocate-button-color': 'Text, icon and border colour of the button. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-geolocate-button-background': 'Background of the button. Default: `--vb-color-background` (`#fff`).',
  },
});
