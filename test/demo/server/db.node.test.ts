import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { applyMigrations, MigrationError, openDatabase, type Db } from '../../../demo/server/db/database.ts';
import { MIGRATIONS, type Migration } from '../../../demo/server/db/migrations.ts';
import { createPollStore, POLL_ANSWER_COUNT } from '../../../demo/server/db/polls.ts';

describe('database', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vb-db-test-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const tables = (db: Db) =>
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((row) => row.name);

  test('opening creates the folder and file, in WAL mode with foreign keys on and every migration applied', () => {
    const file = path.join(dir, 'nested', 'deeper', 'store.sqlite');
    const db = openDatabase(file);
    try {
      assert.ok(existsSync(file));
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
      assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
      const applied = (db.prepare('SELECT id FROM migrations ORDER BY id').all() as { id: number }[]).map((row) => row.id);
      assert.deepEqual(
        applied,
        MIGRATIONS.map((migration) => migration.id),
      );
      assert.ok(tables(db).includes('polls'));
      assert.ok(tables(db).includes('poll_counts'));
      assert.deepEqual(applyMigrations(db), [], 'a second run applies nothing');
    } finally {
      db.close();
    }
  });

  test('a failing migration rolls back completely and is not recorded; earlier ones stay', () => {
    const file = path.join(dir, 'failing.sqlite');
    const migrations: Migration[] = [
      { id: 1, name: 'good', sql: 'CREATE TABLE good (id INTEGER PRIMARY KEY)' },
      { id: 2, name: 'bad', sql: 'CREATE TABLE half (id INTEGER); INSERT INTO no_such_table VALUES (1)' },
    ];
    assert.throws(() => openDatabase(file, migrations), /no such table/);
    const db = openDatabase(file, migrations.slice(0, 1));
    try {
      assert.ok(tables(db).includes('good'));
      assert.ok(!tables(db).includes('half'), 'the failed migration left a table behind');
      const recorded = (db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((row) => row.id);
      assert.deepEqual(recorded, [1]);
    } finally {
      db.close();
    }
  });

  test('migration ids must increase', () => {
    const db = openDatabase(':memory:', []);
    try {
      assert.throws(
        () =>
          applyMigrations(db, [
            { id: 2, name: 'b', sql: '' },
            { id: 1, name: 'a', sql: '' },
          ]),
        MigrationError,
      );
    } finally {
      db.close();
    }
  });

  test('a file migrated by newer code is refused instead of written to', () => {
    const file = path.join(dir, 'newer.sqlite');
    const newer = [...MIGRATIONS, { id: 999, name: 'future', sql: 'CREATE TABLE future (id INTEGER)' }];
    openDatabase(file, newer).close();
    assert.throws(() => openDatabase(file), /newer server/);
  });

  test('poll counts: votes add up, out-of-range answers are refused, foreign keys hold', () => {
    const db = openDatabase(':memory:');
    try {
      const polls = createPollStore(db);
      assert.deepEqual(polls.read('p'), new Array(POLL_ANSWER_COUNT).fill(0));
      polls.vote('p', 0);
      assert.deepEqual(polls.vote('p', 9), [1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
      assert.throws(() => polls.vote('p', POLL_ANSWER_COUNT), RangeError);
      assert.throws(() => polls.vote('p', -1), RangeError);
      assert.throws(() => db.prepare('INSERT INTO poll_counts (poll_id, vote_id, count) VALUES (?, ?, ?)').run('no such poll', 1, 1), /FOREIGN KEY/);
      assert.throws(() => db.prepare('UPDATE poll_counts SET vote_id = 10').run(), /CHECK/);
    } finally {
      db.close();
    }
  });
});
