import { defineMeta } from '../../src/props.ts';
import { rolledCountProps } from '../../src/rolled-count-props.ts';

export const meta = defineMeta({
  name: 'counter',
  family: 'engagement',
  description:
    'A social counter shared by every visitor: the count of a group and id, read from the server while it is on screen and rolled in as it grows. ' +
    'A giving counter (a `limit` above 0) has a button that adds the visitor once, up to the limit.',
  props: {
    group: { type: 'string', default: 'counters', description: 'The group the counter is kept in on the server.' },
    counterId: {
      type: 'string',
      default: '',
      description: "The id of the counter in its group (`counter-id`; not `id`, which stays the page's own). Required: without it nothing is read.",
    },
    label: { type: 'string', default: '', description: 'What is counted, shown under the number and read with it (e.g. "people have signed up").' },
    limit: {
      type: 'number',
      default: 0,
      description:
        "A giving counter's goal. Above 0 (spec section 5: a giving counter accepts increments only with a limit above 0), a button adds the visitor once and the server stops at the limit; 0 shows the count only.",
    },
    incrementText: { type: 'string', default: 'Count me in', description: 'The button of a giving counter.' },
    countedText: {
      type: 'string',
      default: 'Thank you, you are counted.',
      description: 'Shown (and announced) once the visitor is counted; the button stays disabled.',
    },
    goalText: { type: 'string', default: 'Goal: {limit}', description: 'Under a giving counter; `{limit}` is the limit, formatted for the page language.' },
    errorMessage: {
      type: 'string',
      default: 'You could not be counted. Please try again.',
      description: 'Shown (and announced) when an increment fails; the button works again and the count is re-read.',
    },
    readErrorMessage: { type: 'string', default: 'The count could not be loaded.', description: 'Shown while the count has never been read successfully.' },
    ...rolledCountProps('count'),
  },
  events: {
    'vb-counter-change': {
      description: 'The count shown changed (a read or an increment); it never goes down.',
      detail: '{ group: string; id: string; value: number }',
    },
    'vb-counter-increment': {
      description: 'The visitor was counted; `value` is the count the server answered.',
      detail: '{ group: string; id: string; value: number }',
    },
    'vb-counter-error': {
      description: 'An increment failed (`phase` "increment") or a read failed (`phase` "read"); `message` is technical, for logs.',
      detail: "{ group: string; id: string; phase: 'read' | 'increment'; message: string }",
    },
  },
  parts: {
    count: 'The number (digit wheels and its text for assistive technology).',
    label: 'The label under the number.',
    goal: 'The goal line of a giving counter.',
    button: 'The increment button of a giving counter.',
    link: 'The optional link.',
    status: 'The polite live region (the thank-you text).',
    error: 'The alert live region.',
  },
  cssProperties: {
    '--vb-counter-color': 'The number. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-counter-font-size': 'The number. Default: `2.5rem`.',
    '--vb-counter-align': 'Text alignment of the whole counter. Default: `center`.',
  },
});
