import { defineMeta } from '../../src/props.ts';
import { shownStateProps, shownToggleEvent } from '../../src/shown-state-props.ts';

export const meta = defineMeta({
  name: 'campaigner',
  family: 'content',
  description:
    "Content for the visitors of a campaign: shown when the visitor's campaign cookie (cid, set from a campaign link's ?cid=) is one of " +
    '`campaign-ids`, and, when `unit` is given, that unit is one of `unit-ids` (spec section 6, dynamic display); or always, or never, by `mode`. ' +
    "It can end with a link that carries the visitor's campaign id on.",
  props: {
    mode: {
      type: 'string',
      default: 'dynamic-display' as 'dynamic-display' | 'always-display' | 'none',
      emptyIsDefault: true,
      description:
        'The form-display mode of the spec: `dynamic-display` (by campaign and unit, the rule above), `always-display` (shown to everyone) or `none` (hidden). Anything else: none, with a warning.',
    },
    campaignIds: {
      type: 'string',
      default: '',
      description: 'The campaign ids (values of the cid cookie) that see the content, separated by commas. Empty in dynamic mode: nobody does.',
    },
    unitIds: {
      type: 'string',
      default: '',
      description: 'The units the campaigns run in, separated by commas. Used only with `unit`.',
    },
    unit: {
      type: 'string',
      default: '',
      description: "This page's unit id: with it, dynamic display also needs the unit to be one of `unit-ids`. Empty: the campaign alone decides.",
    },
    link: {
      type: 'string',
      default: '',
      description: "Address of a link after the content (http or https; relative to the page). The visitor's campaign id goes on as `cid`. Empty: no link.",
    },
    linkText: { type: 'string', default: '', description: "The link's text (needed with `link`)." },
    ...shownStateProps,
  },
  events: { 'vb-campaigner-toggle': shownToggleEvent('the campaign cookie or an attribute changed') },
  slots: { '': "The campaign's content." },
  parts: { content: 'The wrapper of the content (hidden when the rule says so).', link: 'The link after the content (`link`).' },
  cssProperties: { '--vb-campaigner-link-color': 'Colour of the link (default: the primary token, #1f5ea8).' },
});
