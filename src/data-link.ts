/**
 * Spec section 2: "A data-link item is marked current when its address equals the current origin plus
 * path." An item is any element with a `data-link` attribute; its address is the attribute's value, or
 * its `href` when the attribute is empty (`<a data-link href="/visit">`). Relative addresses are read
 * against the page. The current item gets `aria-current="page"` (screen readers say "current page")
 * and `data-vb-current` (for page CSS: `[data-vb-current] { font-weight: 700 }`).
 *
 * Runs at start-up and again on `window.visitorBlocks.reinit()` (src/registry.ts loads this module only on a page
 * with such items), e.g. after a CMS or a
 * client-side navigation swapped the menu; an item that stops matching loses both marks again (an
 * `aria-current` the author wrote is left alone).
 */

export const DATA_LINK_SELECTOR = '[data-link]';
export const CURRENT_ATTRIBUTE = 'data-vb-current';

export interface PageAddress {
  href: string;
  origin: string;
  pathname: string;
}

/** The address an item links to: its data-link value, else its href. */
export function itemAddress(item: Element): string {
  const value = item.getAttribute('data-link')?.trim() ?? '';
  return value || (item.getAttribute('href')?.trim() ?? '');
}

/** True when `address` is exactly the page's origin plus path: no other path, query or fragment. */
export function isCurrentAddress(address: string, page: PageAddress): boolean {
  if (!address) return false;
  let url: URL;
  try {
    url = new URL(address, page.href);
  } catch {
    return false;
  }
  // Compared on href, which keeps a bare '?' or '#' that URL.search and URL.hash drop.
  return url.origin === page.origin && url.pathname === page.pathname && url.href === `${url.origin}${url.pathname}`;
}

/** Mark the current items under `root` (default: the document) and unmark the others; returns the current ones. */
export function markDataLinks(root: ParentNode = document, page: PageAddress = location): Element[] {
  const current: Element[] = [];
  for (const item of Array.from(root.querySelectorAll(DATA_LINK_SELECTOR))) {
    if (isCurrentAddress(itemAddress(item), page)) {
      item.setAttribute('aria-current', 'page');
      item.setAttribute(CURRENT_ATTRIBUTE, '');
      current.push(item);
    } else if (item.hasAttribute(CURRENT_ATTRIBUTE)) {
      // Only undo what we marked.
      item.removeAttribute(CURRENT_ATTRIBUTE);
      item.removeAttribute('aria-current');
    }
  }
  return current;
}
