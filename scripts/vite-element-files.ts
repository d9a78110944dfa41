/**
 * Vite plugin: dist/loader.js learns, for each element, every file its import will need (the
 * element's module, then each chunk it imports statically, transitively), so it can ask for all of
 * them at once with <link rel="modulepreload"> instead of discovering them one round trip at a time
 * (issue 9, section 2). Vite does this itself for applications; a library build turns it off.
 *
 * The lists name final, hashed files, so they are known only once the bundle is complete: the plugin
 * prepends `const __VB_ELEMENT_FILES__ = {...};` to the loader chunk in generateBundle (src/loader.ts
 * reads that name) and shifts the loader's source map down by the one line it adds.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { INDEX_DIGIT_COUNT, LIGHT_FILES, indexDigit, type PackedFiles } from '../src/element-files.ts';

const ELEMENT_ENTRY = /[\\/]elements[\\/]([^\\/]+)[\\/]define\.ts$/;
const LOADER_ENTRY = /[\\/]src[\\/]loader\.ts$/;
const LIGHT_HOST = /[\\/]src[\\/]light-host\.ts$/;
/** The list of light mode's files, for a `render="light"` instance of a shadow element (src/loader.ts preloads it). */
export const LIGHT_FILES_KEY = LIGHT_FILES;
export const ELEMENT_FILES_NAME = '__VB_ELEMENT_FILES__';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds?: string[];
  imports: string[];
  code: string;
  map: { mappings: string } | null;
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/** The element's file and every chunk it imports statically, each once, in load order. */
export function fileClosure(bundle: BundleLike, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return [];
  return [fileName, ...chunk.imports.flatMap((imported) => fileClosure(bundle, imported, seen))];
}

/**
 * Tag to file list, each path relative to the loader's own file (the loader resolves them against import.meta.url);
 * and under LIGHT_FILES_KEY, light mode's chunk and its imports.
 */
export function elementFiles(bundle: BundleLike, loaderFile: string): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  const from = path.posix.dirname(loaderFile);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
    const name = ELEMENT_ENTRY.exec(chunk.facadeModuleId)?.[1];
    if (!name) continue;
    // Plain relative paths ('elements/poll.js'): new URL() resolves them against the loader's URL.
    const list = fileClosure(bundle, chunk.fileName);
    files[`vb-${name}`] = list.map((file) => path.posix.relative(from, file));
  }
  const lightHost = Object.values(bundle).find(
    // Imported by elements as well as on demand, it is a shared chunk: found by its modules, not as an entry.
    (chunk): chunk is ChunkLike => chunk.type === 'chunk' && (chunk.moduleIds ?? []).some((id) => LIGHT_HOST.test(id)),
  );
  if (lightHost) files[LIGHT_FILES_KEY] = fileClosure(bundle, lightHost.fileName).map((file) => path.posix.relative(from, file));
  return files;
}

const CHUNK_FILE = /^chunks\/([^/\s]+)\/([^/\s]+)\.js$/;

/** The chunk's folder (the build's) and name: `chunks/Xb3kQ9zA/runtime2.js` is ['Xb3kQ9zA', 'runtime2']. */
function chunkPath(file: string): [folder: string, name: string] {
  const [, folder, name] = CHUNK_FILE.exec(file) ?? [];
  if (!folder || !name) throw new Error(`${file}: the packed lists (src/element-files.ts) hold chunks in chunks/<build id>/ only`);
  return [folder, name];
}

/**
 * The lists in the form the loader unpacks (src/element-files.ts): every chunk's name once, most named first; the
 * chunks every element needs once; then each element's other chunks, in load order, each as its one-character index.
 * Throws on a list it could not write back exactly (an element whose module imports another element's module, or a
 * file outside chunks/<build id>/, or chunks in two folders), and on more chunks than one character can index.
 */
export function packFiles(files: Record<string, string[]>): PackedFiles {
  const folders = new Set<string>();
  const chunkName = (file: string): string => {
    const [folder, name] = chunkPath(file);
    folders.add(folder);
    return name;
  };
  const elements = Object.entries(files).filter(([key]) => key !== LIGHT_FILES_KEY);
  const chunksOf = elements.map(([tag, [own, ...chunks]]) => {
    if (own !== `elements/${tag.replace(/^vb-/, '')}.js`) throw new Error(`${tag}: its list does not start with its own module (${own})`);
    return chunks.map(chunkName);
  });
  const common = (chunksOf[0] ?? []).filter((name) => chunksOf.every((chunks) => chunks.includes(name)));
  const own = chunksOf.map((chunks) => chunks.filter((name) => !common.includes(name)));
  const light = files[LIGHT_FILES_KEY]?.map(chunkName);
  const uses = new Map<string, number>();
  for (const name of [...common, ...own.flat(), ...(light ?? [])]) uses.set(name, (uses.get(name) ?? 0) + 1);
  // Most named first, so the likeliest indexes are the same few characters (they compress better).
  const table = [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || a.localeCompare(b));
  if (table.length > INDEX_DIGIT_COUNT)
    throw new Error(`${table.length} chunks: the packed lists index at most ${INDEX_DIGIT_COUNT} (src/element-files.ts indexDigit)`);
  const indexes = (names: string[]) => names.map((name) => indexDigit(table.indexOf(name))).join('');
  if (folders.size > 1) throw new Error(`chunks in ${folders.size} folders (${[...folders].join(', ')}): the packed lists write one`);
  const packed: PackedFiles = {
    d: [...folders][0] ?? '',
    n: table.join(' '),
    c: indexes(common),
    t: elements.map(([tag]) => tag.replace(/^vb-/, '')).join(' '),
    e: own.map(indexes).join(' '),
  };
  if (light) packed.l = indexes(light);
  return packed;
}

export function elementFilesPlugin(): Plugin {
  return {
    name: 'vb-element-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const all = bundle as unknown as BundleLike;
      const loader = Object.values(all).find(
        (chunk): chunk is ChunkLike => chunk.type === 'chunk' && !!chunk.facadeModuleId && LOADER_ENTRY.test(chunk.facadeModuleId),
      );
      if (!loader) return;
      if (!loader.code.includes(ELEMENT_FILES_NAME))
        this.error(`${loader.fileName} does not read ${ELEMENT_FILES_NAME}; src/loader.ts and this plugin disagree`);
      const files = elementFiles(all, loader.fileName);
      let packed: PackedFiles;
      try {
        packed = packFiles(files);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      loader.code = `const ${ELEMENT_FILES_NAME}=${JSON.stringify(packed)};\n${loader.code}`;
      // One line added at the top: every mapping moves down one line.
      if (loader.map) loader.map.mappings = `;${loader.map.mappings}`;
      const mapAsset = all[`${loader.fileName}.map`];
      if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
        const map = JSON.parse(mapAsset.source) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        mapAsset.source = JSON.stringify(map);
      }
    },
  };
}
