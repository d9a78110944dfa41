import type { ElementMeta } from '../../src/define-element.ts';
import { baseFieldProps } from '../../src/field-meta.ts';
import type { OfferSelectorProps } from './offer-selector.tsx';

export const meta: ElementMeta<OfferSelectorProps> = {
  name: 'offer-selector',
  description:
    'The offers a visitor asks for (a visit, a copy of a book, ...), as checkboxes or radios, as a native form control. ' +
    "The selected offers are submitted as `offerType` and `oItemId` (JSON arrays, in list order) and `sourceId` (a JSON array holding the first selected offer's).",
  formAssociated: true,
  props: {
    ...baseFieldProps({
      kind: 'group',
      omit: ['placeholder'],
      overrides: {
        name: {
          default: 'offers',
          description: 'Needed for the form to submit the offers (which go under their fixed names offerType, oItemId, sourceId); empty submits nothing.',
        },
        required: { description: 'At least one offer must be selected; `required-message` shows.' },
        value: { description: 'The oItemIds selected at first (comma-separated); form reset goes back to them.' },
      },
    }),
    offers: {
      type: 'json',
      default: [],
      description:
        'JSON list of `{ "label", "offerType", "oItemId", "sourceId", "description"? }`. An entry without a label or an oItemId, or with an oItemId already listed, is left out.',
    },
    multiple: { type: 'boolean', default: true, description: 'Checkboxes (several offers); `multiple="false"` gives radios (one offer).' },
    requiredMessage: {
      type: 'string',
      default: 'Please choose at least one option.',
      description: 'Shown when a required selector has nothing selected after a change or on submit.',
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
};
