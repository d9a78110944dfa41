// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { PollProps } from '../elements/poll/poll.tsx';
import type { PollEvents } from '../elements/poll/events.ts';

export type * from '../elements/poll/events.ts';
export type { PollProps } from '../elements/poll/poll.tsx';
export { default } from '../elements/poll/define.ts';

/** <vb-poll>: A one-question poll. The visitor votes once (remembered for 365 days in the pollVote cookie) and then sees every answer's percentage, with their own choice marked. Votes are counted by POST /api/polls. */
export interface VbPollElement extends HTMLElement, PollProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-poll> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbPollJsxProps = React.ClassAttributes<VbPollElement> &
  Omit<
    React.HTMLAttributes<VbPollElement>,
    | 'question'
    | 'pollId'
    | 'poll-id'
    | 'group'
    | 'answers'
    | 'headingLevel'
    | 'heading-level'
    | 'errorMessage'
    | 'error-message'
    | 'resultsErrorMessage'
    | 'results-error-message'
    | 'votingText'
    | 'voting-text'
    | 'loadingText'
    | 'loading-text'
    | 'thankYouText'
    | 'thank-you-text'
    | 'resultsLabel'
    | 'results-label'
    | 'totalLabel'
    | 'total-label'
    | 'yourVoteLabel'
    | 'your-vote-label'
    | 'retryText'
    | 'retry-text'
    | 'render'
  > & {
    /** The question, shown as the poll's heading. */
    question?: PollProps['question'];
    /** The id votes are counted and remembered under. Empty (the default) means the question text (spec: the poll id defaults to the heading). Set it when the same poll appears with different wording (e.g. translations), or to keep the counts when the question text is edited. Whitespace is collapsed; an id over 500 characters (the server's limit) is sent as its first 100 characters, "…" and a hash of the whole text. */
    pollId?: PollProps['pollId'];
    /** The id votes are counted and remembered under. Empty (the default) means the question text (spec: the poll id defaults to the heading). Set it when the same poll appears with different wording (e.g. translations), or to keep the counts when the question text is edited. Whitespace is collapsed; an id over 500 characters (the server's limit) is sent as its first 100 characters, "…" and a hash of the whole text. */
    'poll-id'?: string;
    /** The cookie group the vote is remembered in. */
    group?: PollProps['group'];
    /** JSON list of `{ "voteid": 0-9, "text": "..." }`. Vote ids are whole numbers 0 to 9 (the server keeps ten counters per poll); a repeated id, a missing text or an id out of range is dropped with a console warning. When empty, the answers are read from elements with a `data-voteid` attribute inside the tag. */
    answers?: PollProps['answers'] | string;
    /** Heading level (1-6) of the question, to fit the page outline; any other value gives an h2. */
    headingLevel?: PollProps['headingLevel'];
    /** Heading level (1-6) of the question, to fit the page outline; any other value gives an h2. */
    'heading-level'?: number | `${number}`;
    /** Shown (and announced) when a vote fails; the visitor can vote again. */
    errorMessage?: PollProps['errorMessage'];
    /** Shown (and announced) when a vote fails; the visitor can vote again. */
    'error-message'?: string;
    /** Shown (and announced) when a returning visitor's results cannot be read, with a `retry-text` button. */
    resultsErrorMessage?: PollProps['resultsErrorMessage'];
    /** Shown (and announced) when a returning visitor's results cannot be read, with a `retry-text` button. */
    'results-error-message'?: string;
    /** Announced while a vote is being sent. */
    votingText?: PollProps['votingText'];
    /** Announced while a vote is being sent. */
    'voting-text'?: string;
    /** Announced while a returning visitor's results load. */
    loadingText?: PollProps['loadingText'];
    /** Announced while a returning visitor's results load. */
    'loading-text'?: string;
    /** Shown above the results; focus moves here after a vote. */
    thankYouText?: PollProps['thankYouText'];
    /** Shown above the results; focus moves here after a vote. */
    'thank-you-text'?: string;
    /** Label of the results list. */
    resultsLabel?: PollProps['resultsLabel'];
    /** Label of the results list. */
    'results-label'?: string;
    /** Total line under the results; `{count}` is replaced by the number of votes, formatted for the page language. */
    totalLabel?: PollProps['totalLabel'];
    /** Total line under the results; `{count}` is replaced by the number of votes, formatted for the page language. */
    'total-label'?: string;
    /** Marks the visitor's own answer in the results. */
    yourVoteLabel?: PollProps['yourVoteLabel'];
    /** Marks the visitor's own answer in the results. */
    'your-vote-label'?: string;
    /** Button that re-reads the results after `results-error-message`. */
    retryText?: PollProps['retryText'];
    /** Button that re-reads the results after `results-error-message`. */
    'retry-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-poll': VbPollElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-poll-vote': CustomEvent<PollEvents['vb-poll-vote']>;
    'vb-poll-results': CustomEvent<PollEvents['vb-poll-results']>;
    'vb-poll-error': CustomEvent<PollEvents['vb-poll-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-poll': VbPollJsxProps;
    }
  }
}
