import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'save-data',
  family: 'forms',
  description:
    "Keeps a visitor's chosen values of the fields inside it (native inputs and the form fields) for 365 days in a cookie, and gives them back " +
    'on their next visit, on this page or any page with a field of the same name. Never a field marked sensitive, a password, a file, a card number or a one-time code.',
  props: {
    cookie: {
      type: 'string',
      default: 'vb-save-data',
      emptyIsDefault: true,
      description: 'The cookie the values are kept in, for 365 days. Pages that share it share the values (by field name).',
    },
  },
  events: {
    'vb-save-data-restore': {
      description: 'Kept values were given back to the fields named in `names` (once, when the element starts).',
      detail: '{ names: string[] }',
    },
    'vb-save-data-save': {
      description: 'The values of the fields named in `names` were kept (after the visitor changed one).',
      detail: '{ names: string[] }',
    },
  },
  slots: { '': 'The fields whose values are kept (inside a `<form>` for the form fields of the library).' },
});
