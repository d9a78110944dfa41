/**
 * What a page with one element loads, read from a build's dist/.vite/manifest.json: the loader, the
 * element's module and every chunk they import statically, each gzipped (level 9), split into React,
 * runtime (loader + src/) and element. `npm run bench` part (a) prints it; the page budget test
 * (test/scripts/page-budgets.node.test.ts) holds every page to its recorded budget.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { unpackFiles, type PackedFiles } from '../src/element-files.ts';

export const GZIP_LEVEL = 9;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export type Part = 'React' | 'runtime' | 'element';

export interface FileSize {
  file: string;
  part: Part;
  bytes: number;
  gzip: number;
}

/**
 * The script-tag build's chunk folder, relative to `dist` (`chunks/<build id>`: scripts/vite-build-id.ts), or
 * undefined before a build.
 */
export function chunkFolder(dist: string): string | undefined {
  const root = path.join(dist, 'chunks');
  if (!existsSync(root)) return undefined;
  const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  if (folders.length !== 1) throw new Error(`${root} holds ${folders.length} build folders, not one: build again (npm run build empties dist/)`);
  return `chunks/${folders[0]?.name ?? ''}`;
}

export function readManifest(dist: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The chunk a module key names, and every chunk it imports statically, in load order, each once. */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no entry ${key}`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

export function partOf(file: string): Part {
  if (/^chunks\/[^/]+\/react\.js$/.test(file)) return 'React';
  if (file === 'loader.js' || /^chunks\/[^/]+\/runtime\d*\.js$/.test(file)) return 'runtime';
  return 'element';
}

export function sizeOf(dist: string, file: string): FileSize {
  const content = readFileSync(path.join(dist, file));
  return { file, part: partOf(file), bytes: content.length, gzip: gzipSync(content, { level: GZIP_LEVEL }).length };
}

/** The loader's preload lists (scripts/vite-element-files.ts), unpacked: tag to files, relative to dist/. */
export function preloadLists(dist: string): Record<string, string[]> {
  const listed = /^const __VB_ELEMENT_FILES__=(\{.*\});$/m.exec(readFileSync(path.join(dist, 'loader.js'), 'utf8'))?.[1];
  if (!listed) throw new Error(`${dist}/loader.js does not start with the element file lists`);
  return unpackFiles(JSON.parse(listed) as PackedFiles);
}

/**
 * Files a page with only <vb-{element}> loads: the loader, then everything it asks for to load the element
 * (the element's module, every chunk it imports statically, and light mode's module for a light element).
 */
export function pageFiles(dist: string, element: string, lists: Record<string, string[]> = preloadLists(dist)): string[] {
  const files = lists[`vb-${element}`];
  if (!files) throw new Error(`the loader cannot load <vb-${element}> (no preload list)`);
  return ['loader.js', ...files];
}

/** Every element the build has an entry for, sorted. */
export function builtElements(manifest: ViteManifest): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry && chunk.src?.startsWith('elements/'))
    .map((chunk) => chunk.src?.split('/')[1] ?? '')
    .sort();
}

export interface PageBytes {
  runtime: number;
  element: number;
  /** runtime + element: our code beyond React, gzip bytes. */
  beyondReact: number;
}

/** Our code beyond React (gzip bytes) that a page with only that element loads, for every element. */
export function pageBytes(dist: string, manifest: ViteManifest = readManifest(dist)): Record<string, PageBytes> {
  const pages: Record<string, PageBytes> = {};
  const lists = preloadLists(dist);
  for (const name of builtElements(manifest)) {
    const files = pageFiles(dist, name, lists).map((file) => sizeOf(dist, file));
    const sum = (part: Part) => files.filter((f) => f.part === part).reduce((total, f) => total + f.gzip, 0);
    pages[name] = { runtime: sum('runtime'), element: sum('element'), beyondReact: sum('runtime') + sum('element') };
  }
  return pages;
}

/** `node --import tsx scripts/page-bytes.ts [dist]`: one line per element page, as JSON. */
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  console.log(JSON.stringify(pageBytes(dist), null, 1));
}
