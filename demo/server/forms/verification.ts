/**
 * The local request-verification service, standing in for the third-party one the spec's forms call
 * ("execute with action form_submit, needs a site key"). A page asks for a token for an action; the form
 * sends it with the submission; the server accepts it once, for that action, before it expires.
 *
 * Token: `v1.<payload>.<signature>`, base64url; payload `{ a: action, k: siteKey, n: nonce, e: expiry ms }`,
 * signature HMAC-SHA256 over `v1.<payload>` with VB_VERIFY_SECRET. Stateless to issue; spending records
 * the nonce in SQLite, so single use holds across restarts and across servers sharing the file.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { VerificationSettings } from '../config.ts';
import type { Db } from '../db/database.ts';

/** The spec's action name for form submissions. */
export const FORM_SUBMIT_ACTION = 'form_submit';
/** The form field (and JSON property) that carries the token. */
export const VERIFICATION_TOKEN_FIELD = 'verificationToken';
/** The spec's message for a failed verification. */
export const VERIFICATION_FAILED_MESSAGE = 'Request verification failed';
/** Tokens of the third-party service live two minutes; a form is submitted right after asking for one. */
export const VERIFICATION_TOKEN_TTL_MS = 2 * 60 * 1000;
/** Actions as the third-party service accepts them: letters, digits, '_' and '/'. */
export const ACTION_PATTERN = /^[A-Za-z0-9_/]{1,100}$/;
/** A real token is about 150 characters; anything far longer is not one of ours. */
export const VERIFICATION_TOKEN_MAX_CHARS = 2048;

const TOKEN_VERSION = 'v1';

export type TokenProblem = 'missing' | 'malformed' | 'signature' | 'expired' | 'action' | 'site-key' | 'used';

interface TokenPayload {
  a: string;
  k: string;
  n: string;
  e: number;
}

function sign(secret: string, signedPart: string): Buffer {
  return createHmac('sha256', secret).update(signedPart).digest();
}

export function issueToken(settings: VerificationSettings, action: string, now = Date.now()): { token: string; expiresAt: string; expiresMs: number } {
  const expiresMs = now + VERIFICATION_TOKEN_TTL_MS;
  const payload: TokenPayload = { a: action, k: settings.siteKey, n: randomBytes(16).toString('hex'), e: expiresMs };
  const signedPart = `${TOKEN_VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const token = `${signedPart}.${sign(settings.secret, signedPart).toString('base64url')}`;
  return { token, expiresAt: new Date(expiresMs).toISOString(), expiresMs };
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.a === 'string' && typeof record.k === 'string' && typeof record.n === 'string' && Number.isSafeInteger(record.e);
}

export type TokenCheck = { ok: true; nonce: string; expiresMs: number } | { ok: false; problem: TokenProblem };

/** Signature, site key, action and expiry; single use is the ledger's part. */
export function checkToken(settings: VerificationSettings, token: string | undefined, action: string, now = Date.now()): TokenCheck {
  if (token === undefined || token === '') return { ok: false, problem: 'missing' };
  if (token.length > VERIFICATION_TOKEN_MAX_CHARS) return { ok: false, problem: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== TOKEN_VERSION || !/^[A-Za-z0-9_-]+$/.test(parts[1]!) || !/^[A-Za-z0-9_-]+$/.test(parts[2]!)) {
    return { ok: false, problem: 'malformed' };
  }
  const expected = sign(settings.secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!isPayload(payload)) return { ok: false, problem: 'malformed' };
  if (payload.k !== settings.siteKey) return { ok: false, problem: 'site-key' };
  if (payload.a !== action) return { ok: false, problem: 'action' };
  if (payload.e <= now) return { ok: false, problem: 'expired' };
  return { ok: true, nonce: payload.n, expiresMs: payload.e };
}

export interface TokenLedger {
  /** Records the nonce as spent; false when it already was. Call inside the transaction that stores the submission. */
  spend(nonce: string, expiresMs: number, now?: number): boolean;
}

export function createTokenLedger(db: Db): TokenLedger {
  const prune = db.prepare('DELETE FROM verification_tokens_used WHERE expires_ms <= ?');
  const insert = db.prepare('INSERT INTO verification_tokens_used (nonce, expires_ms) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING');
  return {
    spend(nonce, expiresMs, now = Date.now()) {
      // An expired token is refused before it gets here, so its nonce no longer needs remembering.
      prune.run(now);
      return insert.run(nonce, expiresMs).changes === 1;
    },
  };
}
