import { useEffect, useRef } from 'react';
import { currentFragment } from '../fragment.ts';
import { useLatest } from './use-latest.ts';
import { scrollBehavior } from '../reduced-motion.ts';
import { focusTarget, installAnchorHandling, isSubscribed, setAnchorScroller } from '../remote-trigger.ts';
import { focusTargetFor, retry } from '../page-anchors.ts';

export type ScrollCause = 'link' | 'load';

export interface PageAnchorsOptions {
  /** The element's tag, named in the console warning about a bad `header`. */
  tag: string;
  /** CSS selector of the sticky header; empty: none. */
  header: string;
  onScroll: (detail: { id: string; offset: number; cause: ScrollCause }) => void;
}

/**
 * The height a target must stay below: the header's when it is fixed or sticky, 0 when it is not, undefined while it
 * is not there yet (absent or not laid out, as before its block upgrades).
 */
function headerHeight(doc: Document, selector: string, onBad: (selector: string) => void): number | undefined {
  if (!selector) return 0;
  let header: Element | null;
  try {
    header = doc.querySelector(selector);
  } catch {
    onBad(selector);
    return 0;
  }
  if (!header) return undefined;
  const height = header.getBoundingClientRect().height;
  if (height === 0) return undefined;
  const { position } = getComputedStyle(header);
  return position === 'fixed' || position === 'sticky' ? height : 0;
}

/**
 * scrollIntoView with the header's height as scroll margin: it scrolls whichever container holds the target (the page,
 * a scrolling panel), and the position is fixed when the call is made, so the author's own margin comes back at once.
 */
function scrollTo(target: HTMLElement, offset: number, behavior: ScrollBehavior): HTMLElement {
  const focus = focusTargetFor(target);
  const own = focus.style.scrollMarginTop;
  if (offset > 0) focus.style.scrollMarginTop = `${Math.round(offset)}px`;
  focus.scrollIntoView({ behavior, block: 'start' });
  if (offset > 0) focus.style.scrollMarginTop = own;
  focusTarget(focus);
  return focus;
}

/**
 * The page's anchor scrolling (the anchor rule of src/remote-trigger.ts decides between publishing and scrolling; this
 * replaces how it scrolls; vb-page and vb-scroll-logic both use it): below the sticky header, focus on the target or the heading before an empty anchor, and
 * the URL fragment at load once the header is there.
 */
export function usePageAnchors(doc: Document, options: PageAnchorsOptions): void {
  const warned = useRef('');
  const onBadHeader = (selector: string) => {
    // Once per selector: the header is measured on every link.
    if (warned.current === selector) return;
    warned.current = selector;
    console.warn(`<${options.tag}>: header="${selector}" is not a CSS selector the browser can read; targets are not kept below a header.`);
  };
  const latest = useLatest({ ...options, onBadHeader });
  useEffect(() => {
    warned.current = '';
  }, [options.header]);

  useEffect(() => {
    const abort = new AbortController();
    const measure = () => {
      const { header, onBadHeader } = latest.current;
      return headerHeight(doc, header.trim(), onBadHeader);
    };
    const scroll = (target: HTMLElement, cause: ScrollCause, offset: number, behavior: ScrollBehavior) => {
      if (!target.isConnected) return;
      const focus = scrollTo(target, offset, behavior);
      latest.current.onScroll({ id: target.id || focus.id || (target.getAttribute('name') ?? ''), offset, cause });
    };

    // A followed link scrolls at once, below the header as it is now: a page with no sticky header must not wait.
    const restore = setAnchorScroller((target, targetWin) => scroll(target, 'link', measure() ?? 0, scrollBehavior(targetWin)));
    // Shared with every remote-trigger subscriber; it stays for the page (they rely on it too).
    installAnchorHandling(doc);

    const id = currentFragment();
    const target = id && !isSubscribed(id) ? doc.getElementById(id) : null;
    if (target instanceof HTMLElement) {
      // The URL fragment at load: the header may come a moment later (spec: up to 20 × 100 ms), so it is waited for.
      // The browser already jumped there: the correction below the header is instant, not a second glide.
      void retry(measure, { signal: abort.signal }).then((offset) => !abort.signal.aborted && scroll(target, 'load', offset ?? 0, 'instant'));
    }
    return () => {
      abort.abort();
      restore();
    };
  }, [doc, latest]);
}
