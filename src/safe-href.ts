/** Author-given addresses (a counter's `link`, a sign-up's `redirect-url`): only http(s) pages are followed. */

/**
 * The author's address resolved against `base` when it leads to an http(s) page; a `javascript:` or `data:`
 * address, a blank one, or one that does not parse, gives undefined.
 */
export function safeUrl(link: string, base: string): URL | undefined {
  const trimmed = link.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The author's `link` as written when it leads to an http(s) page (a relative address stays relative). */
export function safeHref(link: string, base: string): string | undefined {
  return safeUrl(link, base) ? link.trim() : undefined;
}
