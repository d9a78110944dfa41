/**
 * The props every call to action shares (vb-small-call-to-action, vb-jumbo-call-to-action, vb-persistent-call-to-action,
 * vb-uber-tile), declared and documented once and spread into each meta.ts, and the reading of a JSON list of more
 * links (vb-uber-tile's `links`). Pure: Node reads meta files without a DOM (scripts/manifest.ts) and node tests cover
 * `callToActionItems`. Their behaviour is src/call-to-action.tsx.
 */
import type { PropSpec } from './props.ts';
import { safeUrl } from './safe-href.ts';

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

/** One link of a list of calls to action: the same five fields as the attributes of the first. */
export interface CallToActionItem {
  href: string;
  linkText: string;
  analyticsTitle: string;
  analyticsText: string;
  offerId: string;
}

const ITEM_FIELDS = ['href', 'linkText', 'analyticsTitle', 'analyticsText', 'offerId'] as const;

/**
 * A JSON list of more links (`[{ "href": "/visit", "linkText": "Plan a visit", "analyticsText": "plan visit" }]`), each
 * kept only with an http(s) `href` (resolved against `base`) and a `linkText`; what is left out or ignored is one
 * problem line each, naming the attribute and the entry (1-based, as an author counts).
 */
export function callToActionItems(attribute: string, value: unknown, base: string): { items: CallToActionItem[]; problems: string[] } {
  const example = '[{"href": "/visit", "linkText": "Plan a visit"}]';
  if (!Array.isArray(value)) return { items: [], problems: [`${attribute}: expected a JSON list of links, e.g. ${example}; no more links.`] };
  const items: CallToActionItem[] = [];
  const problems: string[] = [];
  value.forEach((entry: unknown, index) => {
    const name = `${attribute}[${index + 1}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`${name}: expected an object such as {"href": "/visit", "linkText": "Plan a visit"}; left out.`);
      return;
    }
    const fields = entry as Record<string, unknown>;
    for (const key of Object.keys(fields)) {
      if (!(ITEM_FIELDS as readonly string[]).includes(key)) problems.push(`${name}: "${key}" is not a field (${ITEM_FIELDS.join(', ')}); ignored.`);
    }
    const item = { href: '', linkText: '', analyticsTitle: '', analyticsText: '', offerId: '' };
    for (const key of ITEM_FIELDS) {
      const field = fields[key];
      if (typeof field === 'string') item[key] = field.trim();
      else if (field !== undefined && field !== null) problems.push(`${name}: ${key} must be text, not ${JSON.stringify(field)}; ignored.`);
    }
    if (!item.href) problems.push(`${name}: no href; left out. Give it the address of the page it leads to.`);
    else if (!safeUrl(item.href, base)) problems.push(`${name}: href="${item.href}" is not an http(s) address; left out.`);
    else if (!item.linkText) problems.push(`${name}: no linkText; left out (a link needs its visible text).`);
    else items.push(item);
  });
  return { items, problems };
}
