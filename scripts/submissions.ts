/**
 * npm run submissions [-- --limit N] [-- --json] [-- --db PATH]
 *
 * Prints the latest form submissions and simple subscriptions the reference server stored, newest first,
 * from VB_DB (default .data/visitor-blocks.sqlite). Opens the file read-only, so it is safe while the
 * server runs. Visitor text is shown with control and direction characters escaped: a stored string must
 * not be able to move the cursor, recolour or reorder the terminal it is printed in.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { ConfigError, readServerConfig } from '../demo/server/config.ts';
import { readLatest, type StoredSubmissionRow, type StoredSubscriptionRow } from '../demo/server/forms/store.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 10000;
/** Wide enough for an email address, narrow enough that a row fits a terminal line or two. */
const COLUMN_MAX_WIDTH = 32;

const USAGE = `Usage: npm run submissions -- [--limit N] [--json] [--db PATH]

Prints the latest form submissions and simple subscriptions, newest first.
  --limit N   how many of each to show (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})
  --json      print JSON (every stored field) instead of tables
  --db PATH   the SQLite file (default: VB_DB, else .data/visitor-blocks.sqlite)`;

/** C0/C1 controls, DEL, and the bidirectional controls that reorder a line (Trojan Source). */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** What JSON.stringify leaves unescaped in strings (it escapes C0 itself; the layout's line breaks must stay). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, (character) => {
    if (character === '\n') return '\\n';
    if (character === '\r') return '\\r';
    if (character === '\t') return '\\t';
    const code = character.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}

/** Terminal columns a character takes: 0 for marks and zero-width, 2 for East Asian wide and emoji, else 1. */
function charWidth(character: string): number {
  if (/[\p{M}\u200b-\u200d\u2060\ufeff]/u.test(character)) return 0;
  const code = character.codePointAt(0)!;
  if (/\p{Extended_Pictographic}/u.test(character) && code > 0xff) return 2;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd);
  return wide ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += charWidth(character);
  return width;
}

function fit(text: string, maxWidth: number): string {
  if (displayWidth(text) <= maxWidth) return text;
  let out = '';
  let width = 0;
  for (const character of text) {
    const next = charWidth(character);
    if (width + next > maxWidth - 1) break;
    out += character;
    width += next;
  }
  return `${out}…`;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

export function renderTable(headers: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const cells = rows.map((row) => row.map((cell) => fit(escapeForTerminal(cell ?? '-'), COLUMN_MAX_WIDTH)));
  const widths = headers.map((header, column) => Math.max(displayWidth(header), ...cells.map((row) => displayWidth(row[column] ?? ''))));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => pad(cell, widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

const submissionHeaders = ['received (UTC)', 'id', 'transactionId', 'fullName', 'email', 'phone', 'country', 'lang', 'offerType', 'fields'];
function submissionRow(row: StoredSubmissionRow): (string | null)[] {
  return [
    row.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ''),
    row.id,
    row.transactionId,
    row.fullName,
    row.email,
    row.phone,
    row.countryIso2,
    row.lang,
    row.offerType,
    String(Object.keys(row.fields).length),
  ];
}

const subscriptionHeaders = ['received (UTC)', 'id', 'transactionId', 'firstName', 'email', 'phone', 'country', 'language', 'channels'];
function subscriptionRow(row: StoredSubscriptionRow): (string | null)[] {
  return [
    row.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ''),
    row.id,
    row.transactionId,
    row.firstName,
    row.email,
    row.phone === null ? null : `${row.phone}${row.whatsAppable ? ' (WhatsApp)' : ''}`,
    row.countryIso2,
    row.languageIso3,
    row.channels.join(', '),
  ];
}

function heading(title: string, shown: number, total: number): string {
  return total === 0 ? `${title}: none stored` : `${title}: latest ${shown} of ${total}`;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function run(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliResult {
  let values: { limit?: string; json?: boolean; db?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { limit: { type: 'string' }, json: { type: 'boolean' }, db: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    return { code: 2, stdout: '', stderr: `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n` };
  }
  if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };

  let limit = DEFAULT_LIMIT;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!/^\d+$/.test(values.limit) || limit < 1 || limit > MAX_LIMIT) {
      return { code: 2, stdout: '', stderr: `--limit "${values.limit}" must be a whole number from 1 to ${MAX_LIMIT}\n` };
    }
  }

  let dbPath: string;
  try {
    dbPath = values.db !== undefined ? path.resolve(values.db) : readServerConfig(env).dbPath;
  } catch (error) {
    if (error instanceof ConfigError) return { code: 2, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
  if (dbPath === ':memory:' || !existsSync(dbPath)) {
    return {
      code: 1,
      stdout: '',
      stderr: `No database at ${dbPath}: the server creates it on its first start (VB_DB or --db choose the file).\n`,
    };
  }

  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const latest = readLatest(db, limit);
    if (values.json) {
      const json = {
        database: dbPath,
        formSubmissions: { total: latest.submissionCount, latest: latest.submissions },
        subscriptions: { total: latest.subscriptionCount, latest: latest.subscriptions },
      };
      // JSON.stringify leaves direction controls and C1 controls raw; as \u escapes they are the same JSON.
      const text = JSON.stringify(json, null, 2).replace(UNSAFE_IN_JSON, (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
      return { code: 0, stdout: `${text}\n`, stderr: '' };
    }
    const parts = [`Database: ${escapeForTerminal(dbPath)}`, ''];
    parts.push(heading('Form submissions', latest.submissions.length, latest.submissionCount));
    if (latest.submissions.length > 0) parts.push(renderTable(submissionHeaders, latest.submissions.map(submissionRow)));
    parts.push('', heading('Subscriptions', latest.subscriptions.length, latest.subscriptionCount));
    if (latest.subscriptions.length > 0) parts.push(renderTable(subscriptionHeaders, latest.subscriptions.map(subscriptionRow)));
    parts.push('', 'Every stored field: npm run submissions -- --json');
    return { code: 0, stdout: `${parts.join('\n')}\n`, stderr: '' };
  } finally {
    db.close();
  }
}

// Run only as the script itself, so tests can import run() without printing.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = run(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
