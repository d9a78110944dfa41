import { defineMeta } from '../../src/props.ts';
import { shownStateProps, shownToggleEvent } from '../../src/shown-state-props.ts';

export const meta = defineMeta({
  name: 'cookie-based-display',
  family: 'content',
  description:
    'Content shown or hidden by a cookie rule: while the cookie `cookie` is set (to one of `value`, when given), or with `negate` while it is not. ' +
    'It follows the cookie as it changes (a sign-up closed, a consent given), without a reload.',
  props: {
    cookie: {
      type: 'string',
      default: '',
      description: 'The cookie name (exact, case-sensitive). Empty: the content stays hidden and the console names the attribute.',
    },
    value: {
      type: 'string',
      default: '',
      description: 'The value(s) that show the content, separated by commas (`en, es`). Empty: any non-empty value shows it.',
    },
    negate: {
      type: 'boolean',
      default: false,
      description: 'Show the content while the rule does not hold (the cookie unset, or set to another value): "until the visitor closed the sign-up".',
    },
    dismissLabel: {
      type: 'string',
      default: '',
      description:
        'With `negate`: text of a button after the content that sets the cookie (value `1`, or the first of `value`) for 365 days, so the content hides and stays hidden: ' +
        'a notice the visitor can close. Empty: no button.',
    },
    ...shownStateProps,
  },
  events: { 'vb-cookie-based-display-toggle': shownToggleEvent('the cookie changed') },
  slots: { '': 'The content shown or hidden.' },
  parts: { content: 'The wrapper of the content (hidden while the rule says so).', dismiss: 'The dismiss button (`dismiss-label`).' },
  cssProperties: { '--vb-cookie-based-display-color': 'Text and border colour of the dismiss button (default: the primary token, #1f5ea8).' },
});
