import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'likes',
  family: 'engagement',
  description:
    'A like button with the shared count. One like per visitor and id: after the click the button stays pressed and disabled for good ' +
    '(remembered in local storage, `participationCounter`); a failed like re-enables it and re-reads the count.',
  props: {
    group: { type: 'string', default: 'likes', description: 'The group the likes are counted and remembered in.' },
    likeId: {
      type: 'string',
      default: '',
      description:
        "The id of what is liked (`like-id`; not `id`, which stays the page's own), e.g. the page path. Required: without it nothing is read or counted.",
    },
    text: { type: 'string', default: 'Like', description: 'The button text (and its accessible name).' },
    countText: {
      type: 'string',
      default: 'Likes: {count}',
      description:
        'The count in words for assistive technology; `{count}` is the number, formatted for the page language. The default puts the number last, so it reads right for 1 as for 2.',
    },
    unavailableText: {
      type: 'string',
      default: 'Count not available',
      emptyIsDefault: true,
      description:
        'Shown in place of the count when it cannot be read (the count call fails or answers with an error), until a later read or a like gives it. The button still works.',
    },
    likedText: { type: 'string', default: 'Thank you for your like.', description: 'Announced once the like is counted.' },
    errorMessage: {
      type: 'string',
      default: 'Your like could not be counted. Please try again.',
      description: 'Shown (and announced) when the like fails; the button works again and the count is re-read.',
    },
  },
  events: {
    'vb-likes-like': { description: 'The like was counted; `value` is the count the server answered.', detail: '{ group: string; id: string; value: number }' },
    'vb-likes-error': {
      description: 'The like failed and can be tried again; `message` is technical, for logs.',
      detail: '{ group: string; id: string; message: string }',
    },
  },
  parts: {
    button: 'The like button (`aria-pressed`).',
    icon: 'The heart icon.',
    count: 'The count beside the button.',
    status: 'The polite live region (the thank-you text).',
    error: 'The alert live region.',
  },
  cssProperties: {
    '--vb-likes-color': 'The button border, text and heart. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-likes-liked-color': 'The heart once liked. Default: `#c2185b`.',
  },
});
