/**
 * What each one-element page's bytes beyond React are made of: the README's page table (issues 20 to 24 ask every
 * page over 10 KB to record its measured reason). The floor is what every page loads whatever its element (the
 * loader and the chunks every element's list names: the core runtime, Rolldown's helpers); the rest is shared out
 * among its sources through the build's source maps: a file's gzip bytes go to each source in proportion to the
 * gzip size of the code that source produced in it. A file without a map (third-party code only,
 * scripts/vite-vendor-maps.ts) goes whole to its package, or to its chunk's name.
 *
 * `node --import tsx scripts/page-makeup.ts [dist]` prints the table; the page budget test compares the README's
 * table with its own build and writes it with VB_WRITE_FIGURES=1 (test/scripts/build-bytes.node.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { GZIP_LEVEL, builtElements, pageFiles, partOf, preloadLists, readManifest, sizeOf, type ViteManifest } from './page-bytes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The simple block's target (DESIGN.md section 5): gzip bytes of our code beyond React on a one-element page. */
export const PAGE_TARGET_BYTES = 10_000;
/** How many of a page's largest sources beyond the floor its row names. */
const NAMED_SOURCES = 3;

export interface Share {
  label: string;
  gzip: number;
}

export interface PageMakeup {
  element: string;
  beyondReact: number;
  floor: number;
  /** Beyond the floor, by source label, largest first. */
  rest: Share[];
}

/** A readable name for a source of the build: a package, a file of ours, or the page's element's own code. */
export function labelOf(source: string, element: string): string {
  const file = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
  if (pkg) return pkg;
  const folder = /^elements\/([^/]+)\//.exec(file)?.[1];
  if (folder) return folder === element ? 'own code' : `elements/${folder}`;
  if (/^(src|styles|maps)\//.test(file) || file === INLINED_CSS || file.startsWith(MAPLESS_CHUNK)) return file;
  return 'imports and exports';
}

/** A sheet Vite inlined as a string (a template literal holding rules), told from the imports and exports around it. */
const CSS_STRING = /`[^`]*\{[^`]*:[^`]*\}[^`]*`/;
const INLINED_CSS = 'inlined CSS';
/** The label of a file without a source map whose manifest entry names no source: its chunk's name. */
const MAPLESS_CHUNK = 'chunk ';

/** Sources of one built file with the gzip bytes each accounts for; labels are resolved per page. */
type SourceShares = Array<{ source: string; gzip: number }>;

function sourceShares(dist: string, file: string, manifest: ViteManifest): SourceShares {
  const total = sizeOf(dist, file).gzip;
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) {
    const chunk = Object.values(manifest).find((entry) => entry.file === file);
    return [{ source: chunk?.src ?? `${MAPLESS_CHUNK}${chunk?.name ?? path.basename(file, '.js')}`, gzip: total }];
  }
  const code = readFileSync(path.join(dist, file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const pieces = new Map<string, string[]>();
  let previous: { line: number; column: number; source: string } | undefined;
  const take = (until?: { line: number; column: number }) => {
    if (!previous) return;
    const line = code[previous.line - 1] ?? '';
    const end = until && until.line === previous.line ? until.column : line.length;
    const list = pieces.get(previous.source) ?? [];
    list.push(line.slice(previous.column, end));
    pieces.set(previous.source, list);
  };
  consumer.eachMapping((mapping) => {
    take({ line: mapping.generatedLine, column: mapping.generatedColumn });
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '' };
  });
  take();
  // Code no source claims: the imports and exports, and the sheets Vite inlines (`?inline` CSS has no map).
  const unclaimed = pieces.get('') ?? [];
  pieces.delete('');
  for (const piece of unclaimed) {
    const kind = CSS_STRING.test(piece) ? INLINED_CSS : '';
    pieces.set(kind, [...(pieces.get(kind) ?? []), piece]);
  }
  // Sources relative to the project, wherever the build was written (the budget test builds into a temp folder).
  const fromRoot = (source: string) => (source === '' || source === INLINED_CSS ? source : path.relative(ROOT, path.resolve(path.dirname(mapFile), source)));
  const estimates = [...pieces].map(([source, list]) => ({ source: fromRoot(source), size: gzipSync(list.join(''), { level: GZIP_LEVEL }).length }));
  const sum = estimates.reduce((all, estimate) => all + estimate.size, 0) || 1;
  return estimates.map(({ source, size }) => ({ source, gzip: (total * size) / sum }));
}

/** The files every page loads: the loader and the chunks in every element's list. */
export function floorFiles(lists: Record<string, string[]>): string[] {
  const elementLists = Object.entries(lists)
    .filter(([key]) => key.startsWith('vb-'))
    .map(([, files]) => files);
  const first = elementLists[0] ?? [];
  return ['loader.js', ...first.filter((file) => partOf(file) !== 'React' && elementLists.every((files) => files.includes(file)))];
}

/** Every element page's makeup, from a build's dist/ folder. */
export function pageMakeups(dist: string): PageMakeup[] {
  const manifest = readManifest(dist);
  const lists = preloadLists(dist);
  const floor = floorFiles(lists);
  // Each file gzipped once, however many pages load it.
  const sizes = new Map<string, number>();
  const gzipOf = (file: string): number => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = sizeOf(dist, file).gzip;
    sizes.set(file, size);
    return size;
  };
  const floorBytes = floor.reduce((sum, file) => sum + gzipOf(file), 0);
  const shares = new Map<string, SourceShares>();
  const sharesOf = (file: string) => {
    const known = shares.get(file) ?? sourceShares(dist, file, manifest);
    shares.set(file, known);
    return known;
  };
  return builtElements(manifest).map((element) => {
    const files = pageFiles(dist, element, lists).filter((file) => !floor.includes(file) && partOf(file) !== 'React');
    const byLabel = new Map<string, number>();
    for (const file of files)
      for (const { source, gzip } of sharesOf(file)) {
        const label = labelOf(source, element);
        byLabel.set(label, (byLabel.get(label) ?? 0) + gzip);
      }
    const rest = [...byLabel]
      .map(([label, gzip]) => ({ label, gzip: Math.round(gzip) }))
      .filter((share) => share.gzip > 0)
      .sort((a, b) => b.gzip - a.gzip);
    const restBytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
    return { element, beyondReact: floorBytes + restBytes, floor: floorBytes, rest };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The README's table: one row per page, its figures in bytes and its largest sources beyond the floor. */
export function makeupTable(makeups: PageMakeup[], budgets: Record<string, number>): string {
  const floor = makeups[0]?.floor ?? 0;
  const met = makeups.filter((page) => page.beyondReact <= PAGE_TARGET_BYTES).length;
  const rows = makeups.map((page) => {
    const named = page.rest
      .slice(0, NAMED_SOURCES)
      .map((share) => `${share.label} ${kb(share.gzip)}`)
      .join(', ');
    const verdict = page.beyondReact <= PAGE_TARGET_BYTES ? 'met' : `${kb(page.beyondReact - PAGE_TARGET_BYTES)} over`;
    return `| \`<vb-${page.element}>\` | ${page.beyondReact} | ${verdict} | ${page.beyondReact - page.floor} | ${named} | ${budgets[page.element] ?? ''} |`;
  });
  return [
    `Every page loads the floor: ${floor} B (the loader with its preload lists, the core runtime chunk, Rolldown's helpers). ` +
      `${met} of ${makeups.length} pages are within ${PAGE_TARGET_BYTES} B.`,
    '',
    '| page | beyond React (B) | ≤ 10 KB | beyond the floor (B) | largest beyond the floor | budget (B) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const budgets = (JSON.parse(readFileSync(new URL('../test/scripts/page-budgets.json', import.meta.url), 'utf8')) as { pages: Record<string, number> }).pages;
  console.log(makeupTable(pageMakeups(dist), budgets));
}
