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

/** Tag (`vb-poll`) to its files relative to the loader, the element's own module first; LIGHT_FILES to light mode's. */
export function unpackFiles(packed: PackedFiles): Record<string, string[]> {
  const common = chunkFiles(packed.c);
  const files: Record<string, string[]> = {};
  for (const [name, own] of Object.entries(packed.e)) files[`vb-${name}`] = [`elements/${name}.js`, ...common, ...chunkFiles(own)];
  if (packed.l !== undefined) files[LIGHT_FILES] = chunkFiles(packed.l);
  return files;
}
