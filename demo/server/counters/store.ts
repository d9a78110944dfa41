/**
 * Social counter values (likes, giving counters) and the transaction log that makes an increment count once.
 * Spec section 7: GET /api/readSocialCounter, POST /api/incrementSocialCounter.
 */
import type { Db } from '../db/database.ts';

export interface IncrementRequest {
  group: string;
  id: string;
  transaction: string;
  /** The millisecond timestamp the transaction carries; old log rows are pruned by it. */
  stampedAtMs: number;
  /** When set, the counter stops at this value (a giving counter's goal). */
  limit?: number;
  /**
   * The request carries an Idempotency-Key, so the key (not the transaction) says whether this action was counted
   * already. A transaction is only a millisecond and a nonce below 10000: two visitors liking in the same millisecond
   * draw the same one about once in 10,000, and the log must not take the second visitor's like for a replay.
   */
  keyed?: boolean;
}

export interface IncrementResult {
  value: number;
  /** false for a replayed transaction or a counter already at its limit. */
  counted: boolean;
}

export interface CounterStore {
  read(group: string, id: string): number;
  increment(request: IncrementRequest): IncrementResult;
  /** Forgets transactions stamped before `beforeMs`; answers how many rows went. */
  pruneTransactions(beforeMs: number): number;
}

export function createCounterStore(db: Db): CounterStore {
  const select = db.prepare<[string, string], { value: number }>('SELECT value FROM social_counters WHERE grp = ? AND id = ?');
  const logTransaction = db.prepare<[string, string, string, number]>(
    'INSERT INTO social_counter_transactions (grp, id, txn, stamped_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  // The addition happens inside SQLite, in the same statement that reads the result back.
  const bump = db.prepare<[string, string], { value: number }>(`
    INSERT INTO social_counters (grp, id, value) VALUES (?, ?, 1)
    ON CONFLICT (grp, id) DO UPDATE
      SET value = value + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    RETURNING value
  `);
  const prune = db.prepare<[number]>('DELETE FROM social_counter_transactions WHERE stamped_at < ?');

  function read(group: string, id: string): number {
    return select.get(group, id)?.value ?? 0;
  }

  const increment = db.transaction((request: IncrementRequest): IncrementResult => {
    const { group, id, transaction, stampedAtMs, limit, keyed = false } = request;
    const current = read(group, id);
    if (limit !== undefined && current >= limit) return { value: current, counted: false };
    // The log row and the addition commit together, so a crash cannot count a transaction without logging it.
    // A keyed request still logs its transaction, so the same URL replayed without the header counts nothing.
    const logged = logTransaction.run(group, id, transaction, stampedAtMs).changes === 1;
    if (!logged && !keyed) return { value: current, counted: false };
    const row = bump.get(group, id);
    if (!row) throw new Error('the counter UPSERT returned no row');
    return { value: row.value, counted: true };
  });

  return {
    read,
    increment: (request) => increment.immediate(request),
    pruneTransactions: (beforeMs) => prune.run(beforeMs).changes,
  };
}
