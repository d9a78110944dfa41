/**
 * Form submissions and simple subscriptions in SQLite, stored once per idempotency key.
 *
 * The key is the sender's transactionId when it sends one (the spec's forms always do): the same
 * transactionId with the same content is a replay, answered with the first answer; with other content it
 * is a 409. Without one, the key is a hash of the content, and an identical submission within
 * CONTENT_REPLAY_WINDOW_MS is the same one (a double click, a retry after a lost answer).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { InputError } from '../validation.ts';

/** A retry or a double click comes within seconds; the same person sending the same form an hour later means it. */
export const CONTENT_REPLAY_WINDOW_MS = 10 * 60 * 1000;

export type FieldValue = string | string[];

export interface FormSubmissionRecord {
  transactionId: string | null;
  contentHash: string;
  /** Every field as sent, in the order sent; a repeated extra field is a list. */
  fields: Record<string, FieldValue>;
  email: string | null;
  phone: string | null;
  fullName: string | null;
  countryIso2: string | null;
  lang: string | null;
  offerType: string | null;
  sourceId: string | null;
  mdCampaignId: string;
  boncomCampaignId: string;
  verified: boolean;
}

export interface SubscriptionRecord {
  transactionId: string | null;
  contentHash: string;
  /** The JSON body as sent, verification token removed. */
  payload: unknown;
  firstName: string;
  email: string | null;
  phone: string | null;
  whatsAppable: boolean | null;
  countryIso2: string;
  languageIso3: string;
  channels: string[];
  verified: boolean;
}

export interface StoreOutcome {
  /** false: a replay of a stored submission; nothing new was written. */
  created: boolean;
  id: string;
}

/** A stable hash of a JSON-able value: object keys sorted, so property order does not make a new submission. */
export function contentHash(value: unknown): string {
  const canonical = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(canonical);
    if (input !== null && typeof input === 'object') {
      const record = input as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((key) => [key, canonical(record[key])]),
      );
    }
    return input;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** The spec's "generated ids random hex". */
function newPublicId(): string {
  return randomBytes(8).toString('hex');
}

type Table = 'form_submissions' | 'subscriptions';

interface Lookup {
  byTransaction: (transactionId: string) => { public_id: string; content_hash: string } | undefined;
  recentByHash: (hash: string, sinceMs: number) => { public_id: string } | undefined;
}

function lookups(db: Db, table: Table): Lookup {
  const byTransaction = db.prepare(`SELECT public_id, content_hash FROM ${table} WHERE transaction_id = ?`);
  const recentByHash = db.prepare(
    `SELECT public_id FROM ${table} WHERE transaction_id IS NULL AND content_hash = ? AND created_ms > ? ORDER BY id DESC LIMIT 1`,
  );
  return {
    byTransaction: (transactionId) => byTransaction.get(transactionId) as { public_id: string; content_hash: string } | undefined,
    recentByHash: (hash, sinceMs) => recentByHash.get(hash, sinceMs) as { public_id: string } | undefined,
  };
}

function storeOnce(
  db: Db,
  lookup: Lookup,
  key: { transactionId: string | null; contentHash: string },
  beforeInsert: () => void,
  insert: (publicId: string, nowMs: number) => void,
): StoreOutcome {
  // IMMEDIATE: the lookup and the insert hold the write lock together, so two servers on one file
  // (or a retry racing the original) cannot both decide "new".
  const run = db.transaction((): StoreOutcome => {
    const now = Date.now();
    if (key.transactionId !== null) {
      const existing = lookup.byTransaction(key.transactionId);
      if (existing) {
        if (existing.content_hash !== key.contentHash) {
          throw new InputError('transactionId', `transactionId "${key.transactionId}" was already used for a different submission`, 409);
        }
        return { created: false, id: existing.public_id };
      }
    } else {
      const existing = lookup.recentByHash(key.contentHash, now - CONTENT_REPLAY_WINDOW_MS);
      if (existing) return { created: false, id: existing.public_id };
    }
    beforeInsert();
    const id = newPublicId();
    insert(id, now);
    return { created: true, id };
  });
  return run.immediate();
}

export interface FormsStore {
  /** `beforeInsert` runs only when the submission is new, inside the transaction (request verification). */
  saveSubmission(record: FormSubmissionRecord, beforeInsert: () => void): StoreOutcome;
  saveSubscription(record: SubscriptionRecord, beforeInsert: () => void): StoreOutcome;
}

export function createFormsStore(db: Db): FormsStore {
  const submissionLookup = lookups(db, 'form_submissions');
  const subscriptionLookup = lookups(db, 'subscriptions');
  const insertSubmission = db.prepare(`
    INSERT INTO form_submissions (public_id, transaction_id, content_hash, fields, email, phone, full_name, country_iso2,
      lang, offer_type, source_id, md_campaign_id, boncom_campaign_id, verified, created_ms)
    VALUES (@publicId, @transactionId, @contentHash, @fields, @email, @phone, @fullName, @countryIso2,
      @lang, @offerType, @sourceId, @mdCampaignId, @boncomCampaignId, @verified, @createdMs)
  `);
  const insertSubscription = db.prepare(`
    INSERT INTO subscriptions (public_id, transaction_id, content_hash, payload, first_name, email, phone, whatsappable,
      country_iso2, language_iso3, channels, verified, created_ms)
    VALUES (@publicId, @transactionId, @contentHash, @payload, @firstName, @email, @phone, @whatsAppable,
      @countryIso2, @languageIso3, @channels, @verified, @createdMs)
  `);

  return {
    saveSubmission(record, beforeInsert) {
      return storeOnce(db, submissionLookup, record, beforeInsert, (publicId, createdMs) => {
        insertSubmission.run({
          publicId,
          transactionId: record.transactionId,
          contentHash: record.contentHash,
          fields: JSON.stringify(record.fields),
          email: record.email,
          phone: record.phone,
          fullName: record.fullName,
          countryIso2: record.countryIso2,
          lang: record.lang,
          offerType: record.offerType,
          sourceId: record.sourceId,
          mdCampaignId: record.mdCampaignId,
          boncomCampaignId: record.boncomCampaignId,
          verified: record.verified ? 1 : 0,
          createdMs,
        });
      });
    },
    saveSubscription(record, beforeInsert) {
      return storeOnce(db, subscriptionLookup, record, beforeInsert, (publicId, createdMs) => {
        insertSubscription.run({
          publicId,
          transactionId: record.transactionId,
          contentHash: record.contentHash,
          payload: JSON.stringify(record.payload),
          firstName: record.firstName,
          email: record.email,
          phone: record.phone,
          whatsAppable: record.whatsAppable === null ? null : record.whatsAppable ? 1 : 0,
          countryIso2: record.countryIso2,
          languageIso3: record.languageIso3,
          channels: record.channels.join(','),
          verified: record.verified ? 1 : 0,
          createdMs,
        });
      });
    },
  };
}

export interface StoredSubmissionRow {
  id: string;
  createdAt: string;
  transactionId: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  countryIso2: string | null;
  lang: string | null;
  offerType: string | null;
  sourceId: string | null;
  mdCampaignId: string;
  boncomCampaignId: string;
  verified: boolean;
  fields: Record<string, FieldValue>;
}

/** A stored subscription as read back: the record as stored, with its id and time. */
export type StoredSubscriptionRow = Omit<SubscriptionRecord, 'contentHash'> & { id: string; createdAt: string };

function tableExists(db: Db, table: Table): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

type Row = Record<string, string | number | null>;

/** A nullable TEXT column as read back. */
const textOrNull = (value: unknown): string | null => (value === null ? null : String(value));

/** For `npm run submissions`: newest first. An older file without the tables reads as empty. */
export function readLatest(
  db: Db,
  limit: number,
): {
  submissions: StoredSubmissionRow[];
  subscriptions: StoredSubscriptionRow[];
  submissionCount: number;
  subscriptionCount: number;
} {
  const count = (table: Table) => (tableExists(db, table) ? (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n : 0);
  const latest = (table: Table, columns: string): Row[] =>
    tableExists(db, table) ? (db.prepare(`SELECT ${columns} FROM ${table} ORDER BY id DESC LIMIT ?`).all(limit) as Row[]) : [];
  const submissions = latest(
    'form_submissions',
    `public_id, created_at, transaction_id, full_name, email, phone, country_iso2, lang, offer_type, source_id,
     md_campaign_id, boncom_campaign_id, verified, fields`,
  ).map((row): StoredSubmissionRow => ({
    id: String(row.public_id),
    createdAt: String(row.created_at),
    transactionId: textOrNull(row.transaction_id),
    fullName: textOrNull(row.full_name),
    email: textOrNull(row.email),
    phone: textOrNull(row.phone),
    countryIso2: textOrNull(row.country_iso2),
    lang: textOrNull(row.lang),
    offerType: textOrNull(row.offer_type),
    sourceId: textOrNull(row.source_id),
    mdCampaignId: String(row.md_campaign_id),
    boncomCampaignId: String(row.boncom_campaign_id),
    verified: row.verified === 1,
    fields: JSON.parse(String(row.fields)) as Record<string, FieldValue>,
  }));
  const subscriptions = latest(
    'subscriptions',
    `public_id, created_at, transaction_id, first_name, email, phone, whatsappable, country_iso2, language_iso3,
     channels, verified, payload`,
  ).map((row): StoredSubscriptionRow => ({
    id: String(row.public_id),
    createdAt: String(row.created_at),
    transactionId: textOrNull(row.transaction_id),
    firstName: String(row.first_name),
    email: textOrNull(row.email),
    phone: textOrNull(row.phone),
    whatsAppable: row.whatsappable === null ? null : row.whatsappable === 1,
    countryIso2: String(row.country_iso2),
    languageIso3: String(row.language_iso3),
    channels: String(row.channels) === '' ? [] : String(row.channels).split(','),
    verified: row.verified === 1,
    payload: JSON.parse(String(row.payload)) as unknown,
  }));
  return { submissions, subscriptions, submissionCount: count('form_submissions'), subscriptionCount: count('subscriptions') };
}
