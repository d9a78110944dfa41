/**
 * The README's "Data and calls" table comes from each meta.ts `calls` (issue 25 item 6); this keeps those honest
 * against the code: every `/api/...` path and `{static directory}` file an element's folder asks for is in its
 * meta, and every path a meta names is asked for somewhere (the element's folder, or the kits in src/ and maps/).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMetas } from '../../scripts/manifest.ts';
import { ROOT } from './harness.ts';

const metas = await loadMetas();

function sourceText(dir: string): string {
  const parts: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && entry.name !== 'meta.ts' && !entry.name.includes('.test.')) {
        parts.push(readFileSync(path.join(ROOT, child), 'utf8'));
      }
    }
  };
  walk(dir);
  return parts.join('\n');
}

/** '/api/emailVerify' and 'country/countries.json' (in `staticFileUrl(...)`) as the code writes them; `${x}` becomes `{x}`. */
function askedFor(text: string): string[] {
  const api = [...text.matchAll(/['`](?:\$\{[^}]*\})?(\/api\/[A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? '');
  const files = [...text.matchAll(/staticFileUrl\(['`]([^'`\s]+)['`]/g)].map((m) => (m[1] ?? '').replace(/\$\{/g, '{'));
  return [...new Set([...api, ...files])];
}

/** The path part of a meta call: 'GET {prefix}/api/polls' -> '/api/polls', 'GET {static}/country/x.json' -> 'country/x.json'. */
function callPath(call: string): string | undefined {
  const api = /(\/api\/[A-Za-z0-9_-]+)/.exec(call)?.[1];
  if (api) return api;
  return /\{static\}\/(\S+)/.exec(call)?.[1];
}

const kits = `${sourceText('src')}\n${sourceText('maps')}`;

test("every call an element's folder makes is in its meta.ts calls", () => {
  const missing: string[] = [];
  for (const meta of metas) {
    const declared = Object.keys(meta.calls ?? {}).map(callPath);
    for (const asked of askedFor(sourceText(path.join('elements', meta.name)))) {
      if (!declared.includes(asked)) missing.push(`vb-${meta.name}: ${asked}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every path a meta.ts names is asked for by the element or a kit', () => {
  const unknown: string[] = [];
  for (const meta of metas) {
    const own = sourceText(path.join('elements', meta.name));
    for (const call of Object.keys(meta.calls ?? {})) {
      const asked = callPath(call);
      if (call.startsWith('maps service')) continue;
      if (!asked || !askedFor(`${own}\n${kits}`).includes(asked)) unknown.push(`vb-${meta.name}: ${call}`);
    }
  }
  assert.deepEqual(unknown, []);
});
