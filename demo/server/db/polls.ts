/** Poll vote counts. Spec section 3 (Poll: answers with voteid) and section 7 (POST /api/polls). */
import type { Db } from './database.ts';

/** Answers are numbered by voteid 0..9; the answer list always has this many counts. */
export const POLL_ANSWER_COUNT = 10;

export type PollCounts = number[];

export interface PollStore {
  /** Adds one vote for `voteId` and returns the counts including it, in one transaction. */
  vote(pollId: string, voteId: number): PollCounts;
  read(pollId: string): PollCounts;
}

export function createPollStore(db: Db): PollStore {
  const ensurePoll = db.prepare('INSERT INTO polls (id) VALUES (?) ON CONFLICT (id) DO NOTHING');
  // The increment happens inside SQLite, so concurrent voters never overwrite each other's counts.
  const increment = db.prepare(`
    INSERT INTO poll_counts (poll_id, vote_id, count) VALUES (?, ?, 1)
    ON CONFLICT (poll_id, vote_id) DO UPDATE
      SET count = count + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  `);
  const select = db.prepare('SELECT vote_id AS voteId, count FROM poll_counts WHERE poll_id = ?');

  function read(pollId: string): PollCounts {
    const counts: PollCounts = new Array<number>(POLL_ANSWER_COUNT).fill(0);
    for (const row of select.all(pollId) as { voteId: number; count: number }[]) {
      counts[row.voteId] = row.count;
    }
    return counts;
  }

  const vote = db.transaction((pollId: string, voteId: number): PollCounts => {
    if (!Number.isInteger(voteId) || voteId < 0 || voteId >= POLL_ANSWER_COUNT) {
      throw new RangeError(`voteId ${voteId} is outside 0..${POLL_ANSWER_COUNT - 1}`);
    }
    ensurePoll.run(pollId);
    increment.run(pollId, voteId);
    return read(pollId);
  });

  return { vote: (pollId, voteId) => vote.immediate(pollId, voteId), read };
}
