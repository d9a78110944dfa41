/**
 * The props both calls to action share (vb-small-call-to-action, vb-jumbo-call-to-action), declared and documented
 * once and spread into each meta.ts. Pure data: Node reads meta files without a DOM (scripts/manifest.ts).
 * Their behaviour is src/call-to-action.tsx.
 */
import type { PropSpec } from './props.ts';

export const callToActionProps = {
  href: { type: 'string', default: '', description: 'The address the link leads to: an http(s) page, relative or absolute.' },
  linkText: {
    type: 'string',
    default: 'Learn more',
    emptyIsDefault: true,
    description: 'The link\'s visible text. Write it so it makes sense alone ("Find a congregation"), as screen readers list links by their text.',
  },
  analyticsTitle: {
    type: 'string',
    default: '',
    description: "The analytics event's `contentTitle`. Empty: the text of the block's first heading, else the link's text.",
  },
  analyticsText: { type: 'string', default: '', description: "The analytics event's `interactionText`. Empty: the link's text." },
  offerId: { type: 'string', default: '', description: "The analytics event's `offerId`, when the link leads to an offer." },
} satisfies Record<string, PropSpec<string> & { type: 'string' }>;
