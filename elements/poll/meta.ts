import type { ElementMeta } from '../../src/define-element.ts';
import type { PollProps } from './poll.tsx';

export const meta: ElementMeta<PollProps> = {
  name: 'poll',
  description:
    'A one-question poll. The visitor votes once (remembered for 365 days in the pollVote cookie) and then sees every answer\'s percentage, with their own choice marked. Votes are counted by POST /api/polls.',
  props: {
    question: { type: 'string', default: '', description: 'The question, shown as the poll\'s heading.' },
    pollId: {
      type: 'string',
      default: '',
      description:
        'The id votes are counted and remembered under. Defaults to the question text (spec: the poll id defaults to the heading). ' +
        'Whitespace is collapsed; an id over 500 characters (the server\'s limit) is sent as its first 100 characters, "…" and a hash of the whole text.',
    },
    group: { type: 'string', default: 'Polls', description: 'The cookie group the vote is remembered in.' },
    answers: {
      type: 'json',
      default: [],
      description:
        'JSON list of `{ "voteid": 0-9, "text": "..." }`. When empty, the answers are read from elements with a data-voteid attribute inside the tag.',
    },
    headingLevel: { type: 'number', default: 2, description: 'Heading level (1-6) of the question, to fit the page outline.' },
    errorMessage: {
      type: 'string',
      default: 'Your vote could not be counted. Please try again.',
      description: 'Shown (and announced) when a vote fails; the visitor can vote again.',
    },
    resultsErrorMessage: {
      type: 'string',
      default: 'The results could not be loaded.',
      description: 'Shown when a returning visitor\'s results cannot be read.',
    },
    votingText: { type: 'string', default: 'Counting your vote…', description: 'Announced while a vote is being sent.' },
    loadingText: { type: 'string', default: 'Loading results…', description: 'Announced while a returning visitor\'s results load.' },
    thankYouText: { type: 'string', default: 'Thank you for voting.', description: 'Shown above the results; focus moves here after a vote.' },
    resultsLabel: { type: 'string', default: 'Results', description: 'Label of the results list.' },
    totalLabel: { type: 'string', default: 'Total votes: {count}', description: 'Total line under the results; {count} is replaced by the number of votes.' },
    yourVoteLabel: { type: 'string', default: 'Your vote', description: 'Marks the visitor\'s own answer in the results.' },
    retryText: { type: 'string', default: 'Try again', description: 'Button that re-reads the results after results-error-message.' },
  },
  events: {
    'vb-poll-vote': {
      description:
        'A vote was counted by the server (and remembered in the cookie). Other instances of the same poll on the page then show the results too.',
      detail: '{ pollId: string; group: string; voteId: number; answer: string }',
    },
    'vb-poll-results': {
      description: 'The results are shown: after a vote, or on load for a visitor who already voted. counts has ten entries, indexed by vote id.',
      detail: '{ pollId: string; group: string; counts: number[]; total: number; voteId: number | null }',
    },
    'vb-poll-error': {
      description: 'A call failed: phase "vote" (the vote was not counted; the poll stays votable) or "results" (results could not be read).',
      detail: "{ pollId: string; message: string; phase: 'vote' | 'results' }",
    },
  },
  parts: {
    question: 'The question heading.',
    answers: 'The list of answer buttons.',
    answer: 'One answer button.',
    results: 'The results block (thank-you text, list, total).',
    'results-label': 'The label above the results list.',
    result: 'One answer in the results; also has part "chosen" for the visitor\'s answer.',
    chosen: 'The result of the visitor\'s own answer.',
    'result-text': 'The answer text in a result.',
    percent: 'The rounded percentage in a result.',
    'your-vote': 'The "Your vote" mark.',
    bar: 'The track of a result bar (decorative).',
    'bar-fill': 'The filled part of a result bar.',
    total: 'The total number of votes.',
    message: 'Every message: thank-you, status and error.',
    thanks: 'The thank-you text.',
    status: 'The polite live region (counting, loading).',
    error: 'The alert live region with the error message.',
    retry: 'The button that re-reads the results.',
  },
  cssProperties: {
    '--vb-poll-bar-color': 'Filled part of the result bars (default: --vb-color-primary).',
    '--vb-poll-bar-track-color': 'Unfilled part of the result bars (default: --vb-color-surface).',
    '--vb-poll-bar-height': 'Height of the result bars (default 0.5rem).',
    '--vb-poll-answer-background': 'Answer button background (default: --vb-color-background).',
    '--vb-poll-answer-color': 'Answer button text (default: --vb-color-text).',
    '--vb-poll-answer-border-color': 'Answer button border (default: --vb-color-primary).',
    '--vb-poll-answer-hover-background': 'Answer button background on hover (default: --vb-color-surface).',
    '--vb-poll-background': 'Background of the whole poll (default transparent).',
    '--vb-poll-padding': 'Padding of the whole poll (default 0).',
    '--vb-poll-gap': 'Space between answers and results rows (default 0.5rem).',
  },
};
