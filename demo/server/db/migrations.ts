/**
 * Numbered schema migrations. Append only: a migration that has run on someone's .data/ file is never
 * edited, because the `migrations` table records it as applied and it will not run again.
 * A new endpoint's tables go in a new entry with the next id.
 */
export interface Migration {
  /** Strictly increasing, starting at 1. */
  id: number;
  /** Short description kept in the `migrations` table for people reading the file. */
  name: string;
  /** One or more SQL statements, run inside the migration's transaction. */
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'polls',
    sql: `
      CREATE TABLE polls (
        id         TEXT PRIMARY KEY,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) WITHOUT ROWID;

      -- One row per answer that has at least one vote; absent rows read as 0.
      CREATE TABLE poll_counts (
        poll_id    TEXT NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
        vote_id    INTEGER NOT NULL CHECK (vote_id BETWEEN 0 AND 9),
        count      INTEGER NOT NULL CHECK (count >= 0),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (poll_id, vote_id)
      ) WITHOUT ROWID;
    `,
  },
  // 10..19: the maps service (demo/server/maps).
  {
    id: 10,
    name: 'maps location contact messages',
    sql: `
      -- POST /api/maps/v2/locations/contact/{key}: a visitor's message to a location (demo/server/maps/contacts.ts).
      CREATE TABLE maps_contact_messages (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        location_key  TEXT NOT NULL,
        subject       TEXT NOT NULL,
        message       TEXT NOT NULL,
        sender_name   TEXT NOT NULL,
        sender_email  TEXT NOT NULL,
        sender_phone  TEXT,
        referrer_url  TEXT,
        created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX maps_contact_messages_location ON maps_contact_messages (location_key, created_at);
    `,
  },
  // 20..29: address autocomplete and verification (routes/address.ts, address/store.ts).
  {
    id: 20,
    name: 'address verification log, address service call counts',
    sql: `
      -- One row per POST /api/addressVerify or /api/intladdressverify, with what it answered.
      CREATE TABLE address_verifications (
        id         INTEGER PRIMARY KEY,
        kind       TEXT NOT NULL CHECK (kind IN ('us', 'intl')),
        address    TEXT NOT NULL,
        country    TEXT NOT NULL,
        candidates INTEGER NOT NULL CHECK (candidates >= 0),
        outcome    TEXT NOT NULL CHECK (outcome IN ('verified', 'suggested', 'mismatch', 'none')),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );

      -- Calls per service ping (GET /api/preciselyik).
      CREATE TABLE address_service_calls (
        service        TEXT PRIMARY KEY,
        count          INTEGER NOT NULL CHECK (count >= 0),
        last_called_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) WITHOUT ROWID;
    `,
  },
  // 30..39: form submissions, simple subscriptions, request verification (routes/forms.ts, forms/store.ts).
  {
    id: 30,
    name: 'form submissions, subscriptions, used verification tokens',
    sql: `
      -- fields: every field as sent (JSON object, name -> text, or a list for a repeated extra field),
      -- the verification token left out. The columns beside it are copies for listing and lookups.
      CREATE TABLE form_submissions (
        id                 INTEGER PRIMARY KEY,
        public_id          TEXT NOT NULL UNIQUE,
        transaction_id     TEXT UNIQUE,
        content_hash       TEXT NOT NULL,
        fields             TEXT NOT NULL,
        email              TEXT,
        phone              TEXT,
        full_name          TEXT,
        country_iso2       TEXT,
        lang               TEXT,
        offer_type         TEXT,
        source_id          TEXT,
        md_campaign_id     TEXT NOT NULL,
        boncom_campaign_id TEXT NOT NULL,
        verified           INTEGER NOT NULL CHECK (verified IN (0, 1)),
        created_ms         INTEGER NOT NULL,
        created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX form_submissions_by_hash ON form_submissions (content_hash, created_ms);

      -- payload: the JSON body as sent, the verification token left out.
      CREATE TABLE subscriptions (
        id             INTEGER PRIMARY KEY,
        public_id      TEXT NOT NULL UNIQUE,
        transaction_id TEXT UNIQUE,
        content_hash   TEXT NOT NULL,
        payload        TEXT NOT NULL,
        first_name     TEXT NOT NULL,
        email          TEXT,
        phone          TEXT,
        whatsappable   INTEGER,
        country_iso2   TEXT NOT NULL,
        language_iso3  TEXT NOT NULL,
        channels       TEXT NOT NULL,
        verified       INTEGER NOT NULL CHECK (verified IN (0, 1)),
        created_ms     INTEGER NOT NULL,
        created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX subscriptions_by_hash ON subscriptions (content_hash, created_ms);

      -- Single use: a token's nonce is recorded when it is spent, until the token would have expired anyway.
      CREATE TABLE verification_tokens_used (
        nonce      TEXT PRIMARY KEY,
        expires_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX verification_tokens_used_by_expiry ON verification_tokens_used (expires_ms);
    `,
  },
  // 40..49: social counters, view counts, site search (routes/counters.ts, routes/media.ts, routes/search.ts).
  {
    id: 40,
    name: 'social counters',
    sql: `
      CREATE TABLE social_counters (
        grp        TEXT NOT NULL,
        id         TEXT NOT NULL,
        value      INTEGER NOT NULL CHECK (value >= 0),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (grp, id)
      ) WITHOUT ROWID;

      -- One row per counted increment, so a replayed transaction counts once; rows older than the
      -- accepted time window are pruned, because such a transaction is refused before it gets here.
      CREATE TABLE social_counter_transactions (
        grp        TEXT NOT NULL,
        id         TEXT NOT NULL,
        txn        TEXT NOT NULL,
        stamped_at INTEGER NOT NULL,
        PRIMARY KEY (grp, id, txn)
      ) WITHOUT ROWID;
      CREATE INDEX social_counter_transactions_stamped ON social_counter_transactions (stamped_at);
    `,
  },
  {
    id: 41,
    name: 'video view counts',
    sql: `
      -- Absent rows read as the video's deterministic starting count (counters/views.ts).
      CREATE TABLE video_views (
        platform   TEXT NOT NULL CHECK (platform IN ('youtube', 'brightcove')),
        video_key  TEXT NOT NULL,
        views      INTEGER NOT NULL CHECK (views >= 0),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (platform, video_key)
      ) WITHOUT ROWID;
    `,
  },
  {
    id: 42,
    name: 'site search index',
    sql: `
      -- Derived from search/pages.ts and rebuilt when that content changes (search/index.ts).
      CREATE VIRTUAL TABLE search_pages USING fts5(
        title, description, body, url UNINDEXED, image UNINDEXED, facet UNINDEXED,
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
      CREATE TABLE search_index_state (
        id           INTEGER PRIMARY KEY CHECK (id = 1),
        content_hash TEXT NOT NULL,
        indexed_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
    `,
  },
  {
    id: 43,
    name: 'idempotency keys of votes and counter increments',
    sql: `
      -- The first answer to each (call, Idempotency-Key), replayed to a retry (db/idempotency.ts).
      CREATE TABLE idempotency_keys (
        scope       TEXT NOT NULL,
        idem_key    TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        answer      TEXT NOT NULL,
        created_ms  INTEGER NOT NULL,
        PRIMARY KEY (scope, idem_key)
      ) WITHOUT ROWID;
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_ms);
    `,
  },
];
