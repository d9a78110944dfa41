import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'svg',
  family: 'content',
  description:
    'An icon by name: `{static directory}/svgs/{name}.svg`, fetched once per page and name and kept in session storage, ' +
    "sanitised (DOMPurify's SVG profile: no scripts, event handlers, `javascript:` links or `<foreignObject>`) before it reaches the page. " +
    'With `label` it is a meaningful image with that name (and a title); without, it is decorative and hidden from assistive technology.',
  calls: {
    'GET {static}/svgs/{name}.svg':
      'On connect, unless this session has the icon already: its markup. Without it the icon stays an empty box of its size, keeps its label, and the console names the URL.',
  },
  props: {
    name: {
      type: 'string',
      default: '',
      description: 'The icon\'s name: the file `{static directory}/svgs/{name}.svg` ("check", "chevron-down"). Letters, digits, `-` and `_`.',
    },
    label: {
      type: 'string',
      default: '',
      description:
        'What the icon means, for a meaningful icon (one that stands alone: "Verified"): its accessible name and title. ' +
        'Empty: the icon is decorative (next to a text that says the same) and hidden from assistive technology.',
    },
  },
  parts: {
    icon: 'The box holding the icon (1em square by default).',
  },
  events: {
    'vb-svg-load': {
      description: "The icon is on the page (from the server or this session's cache).",
      detail: '{ name: string }',
    },
    'vb-svg-error': {
      description: 'The icon could not be shown: the name is not one, the server did not answer with it, or it holds no `<svg>`.',
      detail: '{ name: string; reason: string }',
    },
  },
  cssProperties: {
    '--vb-svg-size': 'Width and height of the icon (default 1em: the size of the text around it).',
  },
});
