import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'preview-back-link',
  family: 'content',
  description:
    'A banner for preview pages: the author\'s note ("You are viewing a preview") and a link back. ' +
    'It shows only when the host name contains `preview` or the address has `previewback=true`; everywhere else it renders nothing. ' +
    'Without `href` the link goes back in the browser history.',
  props: {
    href: {
      type: 'string',
      default: '',
      description: 'Where the link leads back to: an http(s) page, relative or absolute. Empty: the previous page in the browser history.',
    },
    linkText: {
      type: 'string',
      default: 'Back',
      emptyIsDefault: true,
      description: 'The link\'s visible text ("Back to the editor"). Write it so it makes sense alone.',
    },
    label: {
      type: 'string',
      default: 'Preview',
      emptyIsDefault: true,
      description: 'The accessible name of the banner (a region landmark), so screen-reader users know what it is.',
    },
  },
  slots: {
    '': 'The note of the banner: one short sentence ("You are viewing a preview of this page.").',
  },
  parts: {
    banner: 'The banner: its note and its link.',
    content: "The author's note.",
    link: 'The link (or, without `href`, the button) back.',
  },
  events: {
    'vb-preview-back-link-back': {
      description: 'The visitor chose the link or button back; cancelable: `preventDefault()` keeps the visitor on the page.',
      detail: '{ href: string }',
    },
  },
  cssProperties: {
    '--vb-preview-back-link-background': 'Background of the banner (default #fff4ce, a pale yellow).',
    '--vb-preview-back-link-color': 'Text colour of the banner (default the text colour).',
  },
});
