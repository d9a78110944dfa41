/**
 * The loader's preload lists (which files each element needs) in the packed form the build writes into
 * dist/loader.js (scripts/vite-element-files.ts packs them, the loader and the bytes scripts unpack them here).
 *
 * Every page loads every list, so their form is bytes on every page: written plainly, 67 lists of full paths were
 * 2.1 KB gzipped. Packed, an element's own module is not written (it is always `elements/<name>.js`), a chunk is its
 * name alone (always `chunks/<name>.js`), and the chunks every element needs (React, the core runtime) are written
 * once.
 */
export interface PackedFiles {
  /** The chunks every element needs, as chunk names (`runtime-9bvauMFT`), space-separated. */
  c: string;
  /** Element folder name to the other chunks its module imports, directly or not, in load order. */
  e: Record<string, string>;
  /** Light mode's chunk and its imports, for a `render="light"` instance of a shadow element. */
  l?: string;
}

/** The key of light mode's files in the unpacked lists (src/loader.ts preloads them on demand). */
export const LIGHT_FILES = 'light';

function chunkFiles(names: string): string[] {
  return names
    .split(' ')
    .filter((name) => name !== '')
    .map((name) => `chunks/${name}.js`);
}

/** The tags the lists name (`vb-poll`), without unpacking any list. */
export function packedTags(packed: PackedFiles): string[] {
  return Object.keys(packed.e).map((name) => `vb-${name}`);
}

/**
 * One tag's files relative to the loader (its own module first), or LIGHT_FILES's; undefined for a key the lists do not
 * have. Unpacked only when asked: a page needs the lists of its own tags, not all 66 (a few ms at load otherwise).
 */
export function packedFiles(packed: PackedFiles, key: string): string[] | undefined {
  if (key === LIGHT_FILES) return packed.l === undefined ? undefined : chunkFiles(packed.l);
  const name = key.slice('vb-'.length);
  const own = key.startsWith('vb-') && Object.hasOwn(packed.e, name) ? packed.e[name] : undefined;
  return own === undefined ? undefined : [`elements/${name}.js`, ...chunkFiles(packed.c), ...chunkFiles(own)];
}

/** Every list unpacked: tag (`vb-poll`) to its files, and LIGHT_FILES to light mode's (the build scripts and tests). */
export function unpackFiles(packed: PackedFiles): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const key of [...packedTags(packed), LIGHT_FILES]) {
    const list = packedFiles(packed, key);
    if (list) files[key] = list;
  }
  return files;
}
