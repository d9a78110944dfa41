/** The reference server's SQLite store: one file, WAL, foreign keys, migrations applied at open. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations.ts';

export type Db = Database.Database;

/** How long a writer waits for another connection's lock (a second server on the same file) before failing. */
const BUSY_TIMEOUT_MS = 5000;

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // NORMAL is durable in WAL mode across process crashes; only a power cut can lose the last commits.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    applyMigrations(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function checkOrder(migrations: readonly Migration[]): void {
  let previous = 0;
  for (const migration of migrations) {
    if (!Number.isInteger(migration.id) || migration.id <= previous) {
      throw new MigrationError(`Migration ids must increase from 1; "${migration.name}" has id ${migration.id} after ${previous}`);
    }
    previous = migration.id;
  }
}

/** Applies every pending migration, each in its own transaction; returns the ids it applied. */
export function applyMigrations(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  checkOrder(migrations);
  db.exec(`
    CREATE TABLE IF NOT EXISTS migrations (
      id         INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )
  `);
  const applied = new Set((db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((row) => row.id));
  const known = new Set(migrations.map((migration) => migration.id));
  const unknown = [...applied].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    // Running older code on a newer file would write rows the newer schema does not expect.
    throw new MigrationError(
      `The database was migrated by a newer server (migration ${unknown.join(', ')} is unknown here); update the code or set VB_DB to another file`,
    );
  }

  const record = db.prepare('INSERT INTO migrations (id, name) VALUES (?, ?)');
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    // IMMEDIATE takes the write lock first, so two servers starting together cannot both apply it.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM migrations WHERE id = ?').get(migration.id);
      if (again) return;
      db.exec(migration.sql);
      record.run(migration.id, migration.name);
      ran.push(migration.id);
    }).immediate();
  }
  return ran;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The store, opened by createApp and closed when the app closes. Route modules build their queries on it. */
    db: Db;
  }
}
