/** Author-given links (a counter's `link`): only http(s) pages are followed. */

/**
 * The author's `link` when it leads to an http(s) page (relative addresses resolve against `base`); a
 * `javascript:` or `data:` address, or one that does not parse, gives undefined and no link.
 */
export function safeHref(link: string, base: string): string | undefined {
  const trimmed = link.trim();
  if (!trimmed) return undefined;
  try {
    const { protocol } = new URL(trimmed, base);
    return protocol === 'https:' || protocol === 'http:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
