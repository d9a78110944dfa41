// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/poll/meta.ts.

/** `vb-poll-vote`: A vote was counted by the server (sent after the cookie is written). Other instances of the same poll on the page then show the results too. */
export type PollVoteDetail = { pollId: string; group: string; voteId: number; answer: string };

/** `vb-poll-results`: The results are on screen: after a vote, or on load for a visitor who already voted. `counts` has ten entries, indexed by vote id; `total` is the sum for the answers shown (what the percentages are shares of); `voteId` is the visitor's answer. */
export type PollResultsDetail = { pollId: string; group: string; counts: number[]; total: number; voteId: number | null };

/** `vb-poll-error`: A call failed: `phase` "vote" (the vote was not counted; the poll stays votable) or "results" (results could not be read). `message` is technical (for logs); the visitor sees `error-message` or `results-error-message`. */
export type PollErrorDetail = { pollId: string; message: string; phase: 'vote' | 'results' };

/** Every event <vb-poll> sends, by name: its `event.detail`. */
export type PollEvents = {
  'vb-poll-vote': PollVoteDetail;
  'vb-poll-results': PollResultsDetail;
  'vb-poll-error': PollErrorDetail;
};
