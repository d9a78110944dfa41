/**
 * Idempotency keys for non-idempotent calls (a poll vote, a like, a counter increment). A client sends one
 * `Idempotency-Key` per visitor action and the same key on every retry of it; the first answer is stored
 * with the key, in the transaction that did the write, and every retry gets that answer back instead of a
 * second write. This is what keeps a vote whose answer arrived after the client's timeout from counting twice.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { InputError } from '../validation.ts';
import type { Db } from './database.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Answers carry this header (value `true`) when they are a stored first answer replayed. */
export const IDEMPOTENCY_REPLAY_HEADER = 'idempotent-replayed';
/** A UUID (36) or any client token up to this many characters. */
export const IDEMPOTENCY_KEY_MAX_CHARS = 100;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
/**
 * How long a key is remembered. A retry comes seconds after its timeout (the client's is 10 s); a day also
 * covers a visitor who comes back to a page left open with an unsent action, and bounds the table.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 1000;

/** The key a request carries, checked; undefined when it sends none (keys are optional). */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? undefined : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw new InputError(
      IDEMPOTENCY_HEADER,
      `${IDEMPOTENCY_HEADER} must be sent once, 1 to ${IDEMPOTENCY_KEY_MAX_CHARS} letters, digits, '.', '_', ':' or '-'`,
    );
  }
  return key;
}

export interface IdempotentOutcome<T> {
  answer: T;
  /** true when `answer` is the stored first answer to this key. */
  replayed: boolean;
}

export interface IdempotencyStore {
  /**
   * Runs `write` once per (scope, key) inside one immediate transaction and stores its answer; a later call
   * with the same key answers the stored one. `request` identifies what was asked: the same key sent with a
   * different request is a client bug, answered 409 rather than with an answer to another question.
   * Without a key, `write` simply runs (in the same kind of transaction).
   */
  run<T>(scope: string, key: string | undefined, request: unknown, write: () => T): IdempotentOutcome<T>;
}

function fingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export function createIdempotencyStore(db: Db, now: () => number = Date.now): IdempotencyStore {
  const select = db.prepare<[string, string], { fingerprint: string; answer: string }>(
    'SELECT fingerprint, answer FROM idempotency_keys WHERE scope = ? AND idem_key = ?',
  );
  const insert = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO idempotency_keys (scope, idem_key, fingerprint, answer, created_ms) VALUES (?, ?, ?, ?, ?)',
  );
  const prune = db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_ms < ?');
  let lastPruneMs = 0;

  const once = db.transaction(<T>(scope: string, key: string, print: string, write: () => T): IdempotentOutcome<T> => {
    const stored = select.get(scope, key);
    if (stored) {
      if (stored.fingerprint !== print) {
        throw new InputError(IDEMPOTENCY_HEADER, `${IDEMPOTENCY_HEADER} was already used for a different request; send a new key for a new action`, 409);
      }
      return { answer: JSON.parse(stored.answer) as T, replayed: true };
    }
    const answer = write();
    insert.run(scope, key, print, JSON.stringify(answer), now());
    return { answer, replayed: false };
  });
  const plain = db.transaction(<T>(write: () => T): T => write());

  return {
    run<T>(scope: string, key: string | undefined, request: unknown, write: () => T): IdempotentOutcome<T> {
      if (key === undefined) return { answer: plain.immediate(write) as T, replayed: false };
      const time = now();
      if (time - lastPruneMs >= PRUNE_INTERVAL_MS) {
        lastPruneMs = time;
        prune.run(time - IDEMPOTENCY_KEY_TTL_MS);
      }
      return once.immediate(scope, key, fingerprint(request), write) as IdempotentOutcome<T>;
    },
  };
}
