import { defineMeta } from '../../src/props.ts';
import type { PollAnswer } from './poll-data.ts';

export const meta = defineMeta({
  name: 'poll',
  family: 'engagement',
  calls: {
    'POST /api/polls': 'On a vote, and on connect for a visitor who voted: counts the vote, reads the results. Without it `error-message` shows.',
  },
  description:
    "A one-question poll. The visitor votes once (remembered for 365 days in the pollVote cookie) and then sees every answer's percentage, with their own choice marked. Votes are counted by POST /api/polls.",
  props: {
    question: { type: 'string', default: '', description: "The question, shown as the poll's heading." },
    pollId: {
      type: 'string',
      default: '',
      description:
        'The id votes are counted and remembered under. Empty (the default) means the question text (spec: the poll id defaults to the heading). ' +
        'Set it when the same poll appears with different wording (e.g. translations), or to keep the counts when the question text is edited. ' +
        'Whitespace is collapsed; an id over 500 characters (the server\'s limit) is sent as its first 100 characters, "…" and a hash of the whole text.',
    },
    group: { type: 'string', default: 'Polls', description: 'The cookie group the vote is remembered in.' },
    answers: {
      type: 'json',
      default: [] as PollAnswer[],
      description:
        'JSON list of `{ "voteid": 0-9, "text": "..." }`. Vote ids are whole numbers 0 to 9 (the server keeps ten counters per poll); ' +
        'a repeated id, a missing text or an id out of range is dropped with a console warning. ' +
        'When empty, the answers are read from elements with a `data-voteid` attribute inside the tag.',
    },
    headingLevel: {
      type: 'number',
      default: 2,
      range: [1, 6],
      description: 'Heading level (1-6) of the question, to fit the page outline; any other value gives an h2, with a console warning.',
    },
    errorMessage: {
      type: 'string',
      default: 'Your vote could not be counted. Please try again.',
      description: 'Shown (and announced) when a vote fails; the visitor can vote again.',
    },
    resultsErrorMessage: {
      type: 'string',
      default: 'The results could not be loaded.',
      description: "Shown (and announced) when a returning visitor's results cannot be read, with a `retry-text` button.",
    },
    votingText: { type: 'string', default: 'Counting your vote…', description: 'Announced while a vote is being sent.' },
    loadingText: { type: 'string', default: 'Loading results…', description: "Announced while a returning visitor's results load." },
    thankYouText: { type: 'string', default: 'Thank you for voting.', description: 'Shown above the results; focus moves here after a vote.' },
    resultsLabel: { type: 'string', default: 'Results', description: 'Label of the results list.' },
    totalLabel: {
      type: 'string',
      default: 'Total votes: {count}',
      description: 'Total line under the results; `{count}` is replaced by the number of votes, formatted for the page language.',
    },
    yourVoteLabel: { type: 'string', default: 'Your vote', description: "Marks the visitor's own answer in the results." },
    retryText: { type: 'string', default: 'Try again', description: 'Button that re-reads the results after `results-error-message`.' },
  },
  events: {
    'vb-poll-vote': {
      description:
        'A vote was counted by the server (sent after the cookie is written). Other instances of the same poll on the page then show the results too.',
      detail: '{ pollId: string; group: string; voteId: number; answer: string }',
    },
    'vb-poll-results': {
      description:
        'The results are on screen: after a vote, or on load for a visitor who already voted. `counts` has ten entries, indexed by vote id; ' +
        "`total` is the sum for the answers shown (what the percentages are shares of); `voteId` is the visitor's answer.",
      detail: '{ pollId: string; group: string; counts: number[]; total: number; voteId: number | null }',
    },
    'vb-poll-error': {
      description:
        'A call failed: `phase` "vote" (the vote was not counted; the poll stays votable) or "results" (results could not be read). ' +
        '`message` is technical (for logs); the visitor sees `error-message` or `results-error-message`.',
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
    chosen: "The result of the visitor's own answer.",
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
    '--vb-poll-bar-color': 'Filled part of the result bars. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-poll-bar-track-color': 'Unfilled part of the result bars. Default: `--vb-color-surface` (`#f4f5f7`).',
    '--vb-poll-bar-height': 'Height of the result bars. Default: `0.5rem`.',
    '--vb-poll-answer-background': 'Answer button background. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-poll-answer-color': 'Answer button text. Default: `--vb-color-text` (`#1a1a1a`).',
    '--vb-poll-answer-border-color': 'Answer button border. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-poll-answer-hover-background': 'Answer button background on hover. Default: `--vb-color-surface` (`#f4f5f7`).',
    '--vb-poll-background': 'Background of the whole poll. Default: `transparent`.',
    '--vb-poll-padding': 'Padding of the whole poll. Default: `0`.',
    '--vb-poll-gap': 'Space between the answers, and between the result rows. Default: `0.5rem`.',
  },
});
