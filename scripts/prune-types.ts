/**
 * After `tsc -p tsconfig.build.json`: keep in dist/types/ only the declarations a consumer's TypeScript can reach
 * from the package's type entry points (package.json `types` and each `exports` entry's `types`), and delete the
 * rest. tsc writes one declaration per source file (746), but components, hooks and logic modules that no public
 * type names are never read by a consumer: 425 of them, 215 KB packed (issue 25 item 7, the tarball's weight).
 *
 * The package test type-checks the three recipe apps strictly (`skipLibCheck: false`) against the pruned
 * declarations, so a declaration this walk missed fails there.
 */
import { existsSync, readdirSync, readFileSync, rmSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Relative module specifiers in a declaration file: after `from`, a bare `import`, or inside `import(…)`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The declaration file a relative specifier in `fromFile` names, if it exists (`./x.ts`, `./x.js`, `./x` or `./x/`). */
export function resolveDeclaration(fromFile: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const target = path.join(path.dirname(fromFile), specifier);
  const stem = target.replace(/\.(?:d\.ts|tsx?|jsx?|mts|mjs)$/, '');
  return [`${stem}.d.ts`, path.join(stem, 'index.d.ts')].find(exists);
}

/** Every declaration file reachable from the entries through relative imports and re-exports. */
export function declarationClosure(entries: readonly string[], read: (file: string) => string, exists: (file: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const pending = entries.filter(exists);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of read(file).matchAll(SPECIFIER)) {
      const next = resolveDeclaration(file, match[1]!, exists);
      if (next && !reached.has(next)) pending.push(next);
    }
  }
  return reached;
}

type Exports = Record<string, string | { types?: string }>;

/** The type entry files package.json names, with `*` patterns expanded against the folder they point into. */
export function typeEntries(root: string, pkg: { types?: string; exports?: Exports }): string[] {
  const patterns = [pkg.types, ...Object.values(pkg.exports ?? {}).map((value) => (typeof value === 'string' ? undefined : value.types))];
  const files: string[] = [];
  for (const pattern of patterns) {
    if (!pattern?.endsWith('.d.ts')) continue;
    const absolute = path.join(root, pattern);
    if (!pattern.includes('*')) {
      files.push(absolute);
      continue;
    }
    const dir = path.dirname(absolute);
    const [prefix, suffix] = path.basename(absolute).split('*') as [string, string];
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.startsWith(prefix) && name.endsWith(suffix)) files.push(path.join(dir, name));
  }
  return files;
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [full];
  });
}

function removeEmptyDirs(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/** Deletes unreachable declarations under `root/dist/types`; returns how many were kept and removed. */
export function pruneTypes(root: string): { kept: number; removed: number } {
  const typesDir = path.join(root, 'dist', 'types');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { types?: string; exports?: Exports };
  const entries = typeEntries(root, pkg);
  if (entries.length === 0 || !entries.every(existsSync)) throw new Error(`prune-types: a type entry of package.json is missing: ${entries.join(', ')}`);
  const keep = declarationClosure(entries, (file) => readFileSync(file, 'utf8'), existsSync);
  let removed = 0;
  for (const file of allFiles(typesDir)) {
    if (keep.has(file)) continue;
    rmSync(file);
    removed++;
  }
  removeEmptyDirs(typesDir);
  return { kept: keep.size, removed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { kept, removed } = pruneTypes(fileURLToPath(new URL('..', import.meta.url)));
  console.log(`dist/types: ${kept} declarations kept, ${removed} unreachable from the package's type entries removed`);
}
