/**
 * Icons by name (spec section 7: `GET {static directory}/svgs/{name}.svg`, cached in session storage).
 *
 *   const markup = await loadIcon('check');   // the icon's markup, as the server sent it; sanitise before use
 *
 * - One request per page and name, however many blocks ask at once (the promise is shared), and none at all when
 *   this session already has it: session storage `vb-svg:{url}` holds the markup.
 * - The markup returned is NOT safe: it reaches the DOM only through sanitizeHtml(markup, { allow: 'svg' })
 *   (src/sanitize.ts), e.g. `<SafeHtml allow="svg" html={markup} />`. Storage can be written by any script of the
 *   origin, so what comes from the cache is sanitised the same way.
 * - A name is letters, digits, `-` and `_` (ICON_NAME): nothing else reaches the URL.
 */
import { api } from './api.ts';
import { staticFileUrl } from './static-files.ts';
import { getItem, setItem } from './storage.ts';

export const ICON_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The session-storage key of an icon's markup. */
export const ICON_CACHE_PREFIX = 'vb-svg:';

const pending = new Map<string, Promise<string>>();

/** The icon's address under the page's static directory (src/config.ts), or undefined for a name that is not one. */
export function iconUrl(name: string): string | undefined {
  return ICON_NAME.test(name) ? staticFileUrl(`svgs/${name}.svg`) : undefined;
}

/**
 * The markup of the icon `name` (unsanitised), from this session's cache or the server. Rejects with the api
 * error (an ApiError naming the URL) when the server does not answer with it; a failed name is asked again later.
 */
export function loadIcon(name: string): Promise<string> {
  const url = iconUrl(name);
  if (!url) return Promise.reject(new TypeError(`"${name}" is not an icon name (letters, digits, - and _)`));
  const cached = getItem('session', ICON_CACHE_PREFIX + url);
  if (cached !== null) return Promise.resolve(cached);
  let load = pending.get(url);
  if (!load) {
    load = api<string>(url, { responseType: 'text' }).then(
      (markup) => {
        setItem('session', ICON_CACHE_PREFIX + url, markup);
        return markup;
      },
      (failure: unknown) => {
        pending.delete(url);
        throw failure;
      },
    );
    pending.set(url, load);
  }
  return load;
}
