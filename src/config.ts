/**
 * Public configuration a page gives the blocks, without JavaScript:
 *   <meta name="vb-api-prefix" content="/site">      consolidation prefix for {prefix}/api/... calls
 *   <meta name="vb-static-dir" content="/static">    where {static directory}/svgs and /country live (src/static-files.ts)
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

const DEFAULTS = { apiPrefix: '', production: false };

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

export function trimSlash(path: string): string {
  return path.replace(/\/+$/, '');
}

/**
 * Read afresh on each call: a CMS may add the meta tags after the blocks load. The static directory is not here:
 * a file's address depends on the build and the folder (staticFileUrl in src/static-files.ts, a chunk of the
 * blocks that read such files, not of every page).
 */
export function getConfig(): Omit<PublicConfig, 'staticDir'> {
  const fromWindow = typeof window === 'undefined' ? {} : (window.visitorBlocksConfig ?? {});
  const production = fromWindow.production ?? readMeta('vb-production');
  return {
    apiPrefix: trimSlash(fromWindow.apiPrefix ?? readMeta('vb-api-prefix') ?? DEFAULTS.apiPrefix),
    production: production === true || production === 'true',
  };
}
