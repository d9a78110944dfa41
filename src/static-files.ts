/**
 * Files of the spec's `{static directory}` (country and state lists, icons, the chat page):
 *
 *   const url = staticFileUrl('country/countries.json');
 *
 * The package ships some of its folders in dist/static/ (SHIPPED_STATIC_FOLDERS, copied there by
 * scripts/vite-static-data.ts). Issue 25 item 6: the script-tag build finds them beside itself, so a page on any
 * static host needs no `<meta name="vb-static-dir">`. The README's "Static files" gives the order to page authors.
 */
import { readMeta, trimSlash } from './config.ts';

/** Where the organisation's server (and the reference server) serves the static directory. */
export const DEFAULT_STATIC_DIR = '/static';

/** The folders of the static directory the package ships beside its script-tag build (`dist/static/<folder>`). */
export const SHIPPED_STATIC_FOLDERS: readonly string[] = ['country', 'svgs'];

/** Set to true by vite.config.ts in the script-tag build only (dist/); undefined in the bundler build and the sources. */
declare const __VB_SCRIPT_TAG_BUILD__: boolean | undefined;

/**
 * The `static/` folder beside the script-tag build that holds `moduleUrl`: a chunk (`dist/chunks/<build id>/x.js`)
 * is two folders down from it, an element (`dist/elements/x.js`) one, an entry (`dist/all.js`) beside it. A path when
 * it is on the page's origin (as the console warnings show it), else the full address.
 */
export function scriptTagStaticDir(moduleUrl: string, pageOrigin?: string): string {
  const module = new URL(moduleUrl);
  const up = /\/chunks\/[^/]+\/[^/]+$/.test(module.pathname) ? '../../' : /\/elements\/[^/]+$/.test(module.pathname) ? '../' : './';
  const dir = new URL(`${up}static`, module);
  return dir.origin === pageOrigin ? dir.pathname : dir.href;
}

/**
 * The address of `file` (`country/countries.json`, `svgs/check.svg`) in the static directory, in this order:
 *   1. `window.visitorBlocksConfig.staticDir`, then `<meta name="vb-static-dir">`: what the page says wins;
 *   2. the script-tag build (dist/), for a folder it ships: its own `static/` beside it, found from this module's
 *      address, so a page on any static host, loading dist/ from any folder, needs no tag;
 *   3. `/static`: the organisation's server (and the reference server) serves it there; the bundler build, whose
 *      modules the app's bundler moves, and any folder the package does not ship (the chat page) use it.
 * Read afresh on each call: a CMS may add the meta tag after the blocks load.
 */
export function staticFileUrl(file: string): string {
  const configured = typeof window === 'undefined' ? undefined : window.visitorBlocksConfig?.staticDir;
  const given = configured ?? readMeta('vb-static-dir');
  if (given !== undefined) return `${trimSlash(given)}/${file}`;
  const scriptTag = typeof __VB_SCRIPT_TAG_BUILD__ !== 'undefined' && __VB_SCRIPT_TAG_BUILD__;
  if (scriptTag && SHIPPED_STATIC_FOLDERS.includes(file.split('/')[0] ?? '')) {
    return `${scriptTagStaticDir(import.meta.url, typeof location === 'undefined' ? undefined : location.origin)}/${file}`;
  }
  return `${DEFAULT_STATIC_DIR}/${file}`;
}
