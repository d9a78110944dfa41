import { choiceGroupProps, REQUIRED_TEXT_PROP } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'offer-selector',
  family: 'forms',
  description:
    'The offers a visitor asks for (a visit, a copy of a book, ...), as checkboxes or radios, as a native form control. ' +
    "The selected offers are submitted as `offerType` and `oItemId` (JSON arrays, in list order) and `sourceId` (a JSON array holding the first selected offer's).",
  formAssociated: true,
  props: {
    ...choiceGroupProps({
      name: {
        default: 'offers',
        description: 'Needed for the form to submit the offers (which go under their fixed names offerType, oItemId, sourceId); empty submits nothing.',
      },
      required: { description: 'At least one offer must be selected; `required-message` shows.' },
      value: { description: 'The oItemIds selected at first (comma-separated); form reset goes back to them.' },
    }),
    offers: {
      type: 'json',
      default: [] as unknown[],
      description:
        'JSON list of `{ "label", "offerType", "oItemId", "sourceId", "description"? }`. An entry without a label or an oItemId, or with an oItemId already listed, is left out.',
    },
    offerCount: {
      type: 'number',
      default: 0,
      description:
        'Before the script runs only: how many offers the JSON `offers` attribute holds (1 to 12), so the page reserves their rows and does not move when the ' +
        'element mounts (CSS cannot count a JSON list). Without it one row is reserved. The element itself ignores it.',
    },
    multiple: { type: 'boolean', default: true, description: 'Checkboxes (several offers); `multiple="false"` gives radios (one offer).' },
    requiredText: REQUIRED_TEXT_PROP,
    requiredMessage: {
      type: 'string',
      default: 'Please choose at least one option.',
      description: 'Shown when a required selector has nothing selected after a change or on submit. Empty: the default.',
      emptyIsDefault: true,
    },
  },
  events: {
    'vb-offer-selector-change': {
      description: 'The visitor changed the selection; the selected offers in list order.',
      detail: '{ oItemIds: string[]; offerTypes: string[] }',
    },
  },
  parts: {
    group: 'The fieldset.',
    legend: 'The legend.',
    hint: 'The hint.',
    offers: 'The list of offers.',
    offer: 'One offer (its label element).',
    control: 'The checkbox or radio of an offer.',
    'offer-label': "An offer's label text.",
    description: "An offer's description.",
    message: 'The message area.',
  },
  cssProperties: {
    '--vb-offer-selector-gap': 'Space between the offers. Default: `0.5rem`.',
  },
});
