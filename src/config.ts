/**
 * Public configuration a page gives the blocks, without JavaScript:
 *   <meta name="vb-api-prefix" content="/site">      consolidation prefix for {prefix}/api/... calls
 *   <meta name="vb-static-dir" content="/static">    where {static directory}/svgs and /country live (see staticFileUrl)
 *   <meta name="vb-production" content="true">       hides developer diagnostics
 * A script may also set `window.visitorBlocksConfig = {...}` before the blocks load; it wins.
 */
export interface PublicConfig {
  apiPrefix: string;
  staticDir: string;
  production: boolean;
}

declare global {
  interface Window {
    visitorBlocksConfig?: Partial<PublicConfig>;
  }
}

const DEFAULTS: PublicConfig = { apiPrefix: '', staticDir: '/static', production: false };

/**
 * The folders of the static directory the package ships beside its script-tag build (`dist/static/<folder>`,
 * copied by scripts/vite-static-data.ts): the country and state lists, and the icons.
 */
export const SHIPPED_STATIC_FOLDERS: readonly string[] = ['country', 'svgs'];

/** Set to true by vite.config.ts in the script-tag build only (dist/); undefined in the bundler build and the sources. */
declare const __VB_SCRIPT_TAG_BUILD__: boolean | undefined;

/**
 * The one reader of a page's `<meta name content>` tags (vb-* configuration, geocountry, language, the data
 * layer name): the content trimmed, undefined when the tag is absent or empty. Read afresh on each call: a
 * CMS may add the tags after the blocks load, and one querySelector is cheaper than keeping a cache right.
 */
export function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${CSS.escape(name)}"]`)?.content.trim();
  return content || undefined;
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, '');
}

/**
 * Read afresh on each call: a CMS may add the meta tags after the blocks load. The static directory is not here:
 * a file's address depends on the build and the folder (staticFileUrl).
 */
export function getConfig(): Omit<PublicConfig, 'staticDir'> {
  const fromWindow = typeof window === 'undefined' ? {} : (window.visitorBlocksConfig ?? {});
  const production = fromWindow.production ?? readMeta('vb-production');
  return {
    apiPrefix: trimSlash(fromWindow.apiPrefix ?? readMeta('vb-api-prefix') ?? DEFAULTS.apiPrefix),
    production: production === true || production === 'true',
  };
}

/**
 * The `static/` folder beside the script-tag build that holds `moduleUrl`: a chunk (`dist/chunks/x.js`) or an
 * element (`dist/elements/x.js`) is one folder down from it, an entry (`dist/loader.js`) beside it. A path when it
 * is on the page's origin (as the console warnings show it), else the full address.
 */
export function scriptTagStaticDir(moduleUrl: string, pageOrigin?: string): string {
  const module = new URL(moduleUrl);
  const up = /\/(?:chunks|elements)\/[^/]+$/.test(module.pathname) ? '../' : './';
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
 */
export function staticFileUrl(file: string): string {
  const configured = typeof window === 'undefined' ? undefined : window.visitorBlocksConfig?.staticDir;
  const given = configured ?? readMeta('vb-static-dir');
  if (given !== undefined) return `${trimSlash(given)}/${file}`;
  const scriptTag = typeof __VB_SCRIPT_TAG_BUILD__ !== 'undefined' && __VB_SCRIPT_TAG_BUILD__;
  if (scriptTag && SHIPPED_STATIC_FOLDERS.includes(file.split('/')[0] ?? '')) {
    return `${scriptTagStaticDir(import.meta.url, typeof location === 'undefined' ? undefined : location.origin)}/${file}`;
  }
  return `${DEFAULTS.staticDir}/${file}`;
}
