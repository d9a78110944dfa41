/**
 * The package as a consumer gets it: built from this checkout into a temp folder (never touching
 * the repo's dist/, which other tests and the demo use), packed with `npm pack`, and installed from
 * the tarball into the README's recipe apps with `npm install` from the registry (one npm cache,
 * offline copies preferred). One pack serves every package test (test/package/package.node.test.ts).
 */
import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneTypes } from '../../scripts/prune-types.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to the end; rejects with its output when it fails (unless `allowFailure`). */
export function run(command: string, args: string[], cwd: string, options: { allowFailure?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout, stderr };
      if (result.code !== 0 && !options.allowFailure) {
        reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${result.code}\n${stdout}\n${stderr}`));
      } else resolve(result);
    });
  });
}

interface PackageJson {
  name: string;
  version: string;
  files: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
}

export const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;

/**
 * Builds the package as `npm run build` does, into `stage/` with the files package.json ships,
 * and packs it; resolves with the tarball's path.
 */
export async function packPackage(stage: string): Promise<string> {
  const dist = path.join(stage, 'dist');
  const types = path.join(stage, 'types-out');
  // tsc beside the two Vite builds (its own folder, moved in after: the first build empties dist/).
  const declarations = run(path.join(BIN, 'tsc'), ['-p', 'tsconfig.build.json', '--outDir', types], ROOT);
  try {
    await run(path.join(BIN, 'vite'), ['build', '--outDir', dist, '--emptyOutDir'], ROOT);
    await run(path.join(BIN, 'vite'), ['build', '-c', 'vite.bundler.config.ts', '--outDir', path.join(dist, 'npm'), '--emptyOutDir'], ROOT);
  } finally {
    await declarations;
  }
  renameSync(types, path.join(dist, 'types'));
  for (const file of ['package.json', 'README.md', 'LICENSE', ...pkg.files.filter((f) => f !== 'dist' && !f.startsWith('!'))]) {
    if (existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(stage, file), { recursive: true });
  }
  pruneTypes(stage);
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', stage], stage);
  const info = JSON.parse(packed.stdout) as Array<{ filename: string }>;
  const filename = info[0]?.filename;
  if (!filename) throw new Error(`npm pack printed no file name: ${packed.stdout}`);
  return path.join(stage, filename);
}

/** An empty project (`type: module`) in `dir`. */
export function emptyProject(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
}

/** `npm install` in `dir`; parallel installs share npm's one cache, and a package already in it is not fetched again. */
export function npmInstall(dir: string, specs: string[], dev = false): Promise<Run> {
  return run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...(dev ? ['--save-dev'] : []), ...specs], dir);
}

export interface DryRun {
  name: string;
  version: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
}

/** `npm publish --dry-run` of the staged package: everything a publish checks, nothing sent. */
export async function publishDryRun(stage: string): Promise<DryRun> {
  const result = await run('npm', ['publish', '--dry-run', '--ignore-scripts', '--json'], stage);
  // npm prints its notices on stderr and the JSON report on stdout (an object keyed by name in npm 11).
  const json = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as DryRun | Record<string, DryRun>;
  return 'entryCount' in json ? (json as DryRun) : (Object.values(json)[0] as DryRun);
}

/** Names of every package under node_modules (scoped ones as @scope/name), nested ones included. */
export function installedPackages(dir: string): string[] {
  const found = new Set<string>();
  const walk = (modules: string): void => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of readdirSync(full, { withFileTypes: true })) {
          found.add(`${entry.name}/${scoped.name}`);
          walk(path.join(full, scoped.name, 'node_modules'));
        }
      } else if (entry.isDirectory() || entry.isSymbolicLink()) {
        found.add(entry.name);
        walk(path.join(full, 'node_modules'));
      }
    }
  };
  walk(path.join(dir, 'node_modules'));
  return [...found].sort();
}

/** Bytes on disk under `dir`. */
export function diskSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += diskSize(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/** Files under `dir` (relative paths) whose names end with `suffix`. */
export function filesUnder(dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(suffix)) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/** Code blocks under a README heading, with the file name given as `title="..."` in the fence. */
export interface Recipe {
  files: Map<string, string>;
  /** Languages of the untitled blocks, e.g. the `sh` steps. */
  commands: string[];
}

export function readmeRecipe(markdown: string, heading: string): Recipe {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section "${heading}"`);
  const rest = markdown.slice(start + heading.length + 2);
  const next = rest.search(/\n#{1,2} /);
  const section = next < 0 ? rest : rest.slice(0, next);
  const files = new Map<string, string>();
  const commands: string[] = [];
  for (const match of section.matchAll(/```(\w+)([^\n]*)\n([\s\S]*?)```/g)) {
    const title = /title="([^"]+)"/.exec(match[2] ?? '')?.[1];
    if (title) files.set(title, match[3] ?? '');
    else if (match[1] === 'sh') commands.push(...(match[3] ?? '').split('\n').filter(Boolean));
  }
  return { files, commands };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** A static file server over `roots` (first match wins), on 127.0.0.1 and a free port. */
export async function serveStatic(roots: string[]): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // Chromium asks for it on every page; a 404 would read as a failed request of the page's own.
    if (pathname === '/favicon.ico') return void response.writeHead(204).end();
    for (const root of roots) {
      const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      // Only files inside a root: '..' never leaves it.
      if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) continue;
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
