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
];
