/**
 * Social counters (spec section 7): likes and giving counters shared by every visitor.
 *   GET  /api/readSocialCounter?group&id[&timestamp&iteration]          -> { group, id, value }
 *   POST /api/incrementSocialCounter?group&id&transaction&code[&limit]  -> { group, id, value }
 * An increment counts once per transaction: a replay answers the current value and adds nothing.
 * The code is checked as src/like-code.ts defines it; transactions stamped too far from now are refused.
 */
import type { FastifyPluginAsync } from 'fastify';
import { likeCode, parseTransaction } from '../../../src/like-code.ts';
import { checkKey, COUNTER_GROUP_MAX_CHARS, COUNTER_ID_MAX_CHARS } from '../counters/keys.ts';
import { createCounterStore } from '../counters/store.ts';
import { createIdempotencyStore, IDEMPOTENCY_REPLAY_HEADER, readIdempotencyKey } from '../db/idempotency.ts';
import { InputError } from '../validation.ts';

/**
 * How far a transaction's timestamp may be from the server's clock, either way. Ten minutes tolerates a
 * visitor's clock being a few minutes off while keeping a copied URL from counting later; it also bounds
 * the transaction log, since anything older is refused anyway and can be forgotten.
 */
export const COUNTER_TRANSACTION_WINDOW_MS = 10 * 60 * 1000;
/** Old transaction rows are swept at most this often, piggybacking on increments. */
const PRUNE_INTERVAL_MS = 60 * 1000;

interface CounterKeyQuery {
  group: string;
  id: string;
}
interface ReadQuery extends CounterKeyQuery {
  timestamp?: string;
  iteration?: number;
}
interface IncrementQuery extends CounterKeyQuery {
  transaction: string;
  code: string;
  limit?: number;
}

const keyProperties = {
  group: { type: 'string', minLength: 1, maxLength: COUNTER_GROUP_MAX_CHARS },
  id: { type: 'string', minLength: 1, maxLength: COUNTER_ID_MAX_CHARS },
} as const;

const counterAnswer = {
  200: {
    type: 'object',
    required: ['group', 'id', 'value'],
    properties: { group: { type: 'string' }, id: { type: 'string' }, value: { type: 'integer' } },
  },
} as const;

const readSchema = {
  querystring: {
    type: 'object',
    required: ['group', 'id'],
    additionalProperties: false,
    properties: {
      ...keyProperties,
      // Both only defeat caches between polls (spec: polled every 10 s); they do not change the answer.
      timestamp: { type: 'string', pattern: '^\\d{1,15}$' },
      iteration: { type: 'integer', minimum: 0 },
    },
  },
  response: counterAnswer,
} as const;

const incrementSchema = {
  querystring: {
    type: 'object',
    required: ['group', 'id', 'transaction', 'code'],
    additionalProperties: false,
    properties: {
      ...keyProperties,
      transaction: { type: 'string', minLength: 1, maxLength: 32 },
      code: { type: 'string', minLength: 1, maxLength: 128 },
      // Spec section 5: a giving counter's limit must be above 0 to accept remote increments.
      limit: { type: 'integer', minimum: 1 },
    },
  },
  response: counterAnswer,
} as const;

const CODE_PATTERN = /^[0-9a-f]{64}$/i;

export const counterRoutes: FastifyPluginAsync = async (api) => {
  const counters = createCounterStore(api.db);
  const keys = createIdempotencyStore(api.db);
  let lastPruneMs = 0;

  const key = (query: CounterKeyQuery) => ({
    group: checkKey('group', query.group, COUNTER_GROUP_MAX_CHARS),
    id: checkKey('id', query.id, COUNTER_ID_MAX_CHARS),
  });

  api.get<{ Querystring: ReadQuery }>('/readSocialCounter', { schema: readSchema }, async (request) => {
    const { group, id } = key(request.query);
    return { group, id, value: counters.read(group, id) };
  });

  api.post<{ Querystring: IncrementQuery }>('/incrementSocialCounter', { schema: incrementSchema }, async (request, reply) => {
    const { group, id } = key(request.query);
    const { transaction, code, limit } = request.query;
    const parsed = parseTransaction(transaction);
    if (!parsed) {
      throw new InputError('transaction', 'transaction must be "<millisecond timestamp>-<random number 0..9999>"');
    }
    if (!CODE_PATTERN.test(code)) throw new InputError('code', 'code must be 64 hexadecimal digits (SHA-256)');
    if (code.toLowerCase() !== likeCode(parsed.timestampMs)) {
      throw new InputError('code', 'code does not match the transaction timestamp', 403);
    }
    const now = Date.now();
    if (Math.abs(now - parsed.timestampMs) > COUNTER_TRANSACTION_WINDOW_MS) {
      throw new InputError('transaction', `transaction timestamp is more than ${COUNTER_TRANSACTION_WINDOW_MS / 60000} minutes from the server clock`, 403);
    }
    if (now - lastPruneMs >= PRUNE_INTERVAL_MS) {
      lastPruneMs = now;
      counters.pruneTransactions(now - COUNTER_TRANSACTION_WINDOW_MS);
    }
    // A retry may come with a fresh transaction (a new timestamp and code); its key says it is the same like.
    const idempotencyKey = readIdempotencyKey(request);
    const { answer, replayed } = keys.run('incrementSocialCounter', idempotencyKey, { group, id, limit }, () => {
      const { value } = counters.increment({
        group,
        id,
        transaction,
        stampedAtMs: parsed.timestampMs,
        limit,
        keyed: idempotencyKey !== undefined,
      });
      return { group, id, value };
    });
    if (replayed) reply.header(IDEMPOTENCY_REPLAY_HEADER, 'true');
    return answer;
  });
};
