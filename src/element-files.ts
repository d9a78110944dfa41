/**
 * The loader's preload lists (which files each element needs) in the packed form the build writes into
 * dist/loader.js (scripts/vite-element-files.ts packs them, the loader and the bytes scripts unpack them here).
 *
 * Every page loads every list, so their form is bytes on every page: written plainly, 67 lists of full paths were
 * 2.1 KB gzipped. Packed, an element's own module is not written (it is always `elements/<name>.js`), a chunk is its
 * name alone (always `chunks/<build id>/<name>.js`, the build's folder written once), each chunk's name is written once
 * and the lists name it by a one-character index, and the chunks every element needs (React, the core runtime) are
 * written once.
 */
export interface PackedFiles {
  /** The build's folder under `chunks/` (scripts/vite-build-id.ts), where every chunk is. */
  d: string;
  /** Every chunk a list names, as chunk names (`runtime2`), space-separated, most named first. */
  n: string;
  /** The chunks every element needs, as indexes into `n` (indexDigit). */
  c: string;
  /** The element folder names, space-separated; `e` holds their lists in the same order. */
  t: string;
  /** Each element's other chunks, as indexes into `n`, in load order; space-separated, one list per name in `t`. */
  e: string;
  /** Light mode's chunk and its imports, as indexes into `n`, for a `render="light"` instance of a shadow element. */
  l?: string;
}

/**
 * A chunk's index into `n` is one character: printable ASCII from '#' to '~' but for the backslash, so neither the
 * space (the separator), the quote nor the backslash (JSON would escape them) is a digit. An index of one character
 * costs less than a hashed name written again. Computed rather than written out: a table of the digits was 70 B
 * gzipped on every page.
 */
const FIRST_DIGIT = 35; // '#'
const BACKSLASH = 92;
/** How many chunks one character can index. */
export const INDEX_DIGIT_COUNT = 126 - FIRST_DIGIT;

export function indexDigit(index: number): string {
  const code = FIRST_DIGIT + index;
  return String.fromCharCode(code >= BACKSLASH ? code + 1 : code);
}

function digitIndex(digit: string): number {
  const code = digit.charCodeAt(0);
  return code - FIRST_DIGIT - (code > BACKSLASH ? 1 : 0);
}

/** The key of light mode's files in the unpacked lists (src/loader.ts preloads them on demand). */
export const LIGHT_FILES = 'light';

/** `indexes` as file paths (`chunks/Xb3kQ9zA/runtime2.js`). */
function chunkFiles(packed: PackedFiles, indexes: string): string[] {
  const names = packed.n.split(' ');
  return [...indexes].map((digit) => `chunks/${packed.d}/${names[digitIndex(digit)]}.js`);
}

function splitNames(list: string): string[] {
  return list === '' ? [] : list.split(' ');
}

/** The tags the lists name (`vb-poll`), without unpacking any list. */
export function packedTags(packed: PackedFiles): string[] {
  return splitNames(packed.t).map((name) => `vb-${name}`);
}

/**
 * One tag's files relative to the loader (its own module first), or LIGHT_FILES's; undefined for a key the lists do not
 * have. Unpacked only when asked: a page needs the lists of its own tags, not all 66 (a few ms at load otherwise).
 */
export function packedFiles(packed: PackedFiles, key: string): string[] | undefined {
  if (key === LIGHT_FILES) return packed.l === undefined ? undefined : chunkFiles(packed, packed.l);
  const name = key.slice('vb-'.length);
  const at = key.startsWith('vb-') ? splitNames(packed.t).indexOf(name) : -1;
  const own = at < 0 ? undefined : packed.e.split(' ')[at];
  return own === undefined ? undefined : [`elements/${name}.js`, ...chunkFiles(packed, packed.c), ...chunkFiles(packed, own)];
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
