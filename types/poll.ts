// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/poll/meta.ts';
import type { PollEvents } from '../elements/poll/events.ts';

export type * from '../elements/poll/events.ts';
export { default } from '../elements/poll/define.ts';

/** Properties of <vb-poll>, each with its default when unset (from meta.ts). */
export type PollProps = PropsOf<typeof meta>;

/** <vb-poll>: A one-question poll. The visitor votes once (remembered for 365 days in the pollVote cookie) and then sees every answer's percentage, with their own choice marked. Votes are counted by POST /api/polls. */
export interface VbPollElement extends HTMLElement, PollProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

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
