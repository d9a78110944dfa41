import { defineMeta } from '../../src/props.ts';
import type { UnitPair } from './phone-numbers.ts';

export const meta = defineMeta({
  name: 'missionary-phone-numbers',
  family: 'finder',
  calls: {
    'GET /api/missionaryPhoneNumbers':
      'On connect: the numbers. Without it the element shows `error-message` ("Phone numbers could not be loaded.") and the console names the URL that failed, once.',
  },
  description:
    "The missionaries' phone numbers for one or more congregations (units), as tap-to-call links: GET /api/missionaryPhoneNumbers?unitIds=... " +
    "(a unit without numbers gets its parent unit's). The first number per unit by default, grouped for reading; a loading state; nothing " +
    '(or a configured message) when no number is listed, and a short message when the service fails.',
  props: {
    unitIds: {
      type: 'string',
      default: '',
      description:
        'The units, as a comma list of unit ids (`365309,378885`). Numbers show in this order; a number already shown for an earlier unit is not repeated.',
    },
    units: {
      type: 'json',
      default: [] as UnitPair[],
      description:
        'Units with their parent unit, as a JSON list of `{ "unit": "…", "parent": "…" }` pairs (spec section 7). A unit without numbers shows its ' +
        "parent's; the server also does this for the parents it knows. Added after `unit-ids`.",
    },
    showAll: { type: 'boolean', default: false, description: 'Show every number of each unit, not only the first (spec section 3: the first is shown).' },
    lineCount: {
      type: 'number',
      default: 1,
      description:
        'How many lines the label and numbers (or the empty message) take on a phone (at most 30rem wide), 1 to 8: that room is kept before the script runs, while the numbers load and after, so the text below does not jump when they arrive. Wider screens keep one line.',
    },
    format: {
      type: 'string',
      default: 'international',
      description:
        'How numbers read: `international` (`+1 385 555 0108`), `national` (`(385) 555-0108`) or `as-given` (as the server wrote them; no formatting ' +
        'library is loaded). The link always dials the full international number.',
    },
    label: {
      type: 'string',
      default: 'Missionaries:',
      description: 'The text before the numbers, which also names the list for screen readers. Empty: no label.',
    },
    loadingText: { type: 'string', default: 'Loading phone numbers…', description: 'Shown while the numbers load.' },
    emptyMessage: {
      type: 'string',
      default: '',
      description: 'Shown when no unit has a number. Empty (the default): the element shows nothing.',
    },
    errorMessage: {
      type: 'string',
      default: 'Phone numbers could not be loaded.',
      emptyIsDefault: true,
      description:
        'Shown when the service fails (an error, a timeout, no network, an answer of another shape), so the visitor sees why no number is ' +
        'there; the console names the URL once. An empty attribute keeps the default: a failure is never blank.',
    },
  },
  events: {
    'vb-missionary-phone-numbers-load': {
      description:
        'The numbers arrived: `numbers` maps every unit asked about to its numbers (its own, else its parent’s; `[]` when none). `failed` is true ' +
        'when the service failed, in which case every list is empty.',
      detail: '{ numbers: Record<string, string[]>; failed: boolean }',
    },
  },
  parts: {
    root: 'The wrapper of everything it shows (empty when there is nothing to show).',
    label: 'The label before the numbers.',
    list: 'The list of numbers.',
    item: 'One number (`data-vb-unit` names its unit).',
    link: 'The `tel:` link of a number.',
    loading: 'The loading text.',
    empty: 'The empty message.',
    error: 'The message shown when the service failed.',
  },
});
