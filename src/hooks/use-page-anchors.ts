import { useEffect, useRef } from 'react';
import { currentFragment } from '../fragment.ts';
import { useLatest } from './use-latest.ts';
import { scrollBehavior } from '../reduced-motion.ts';
import { focusTarget, installAnchorHandling, isSubscribed, setAnchorScroller } from '../remote-trigger.ts';
import { focusTargetFor, headerOwner, overruledClaims, retry, type HeaderClaim } from '../page-anchors.ts';

export type ScrollCause = 'link' | 'load';
export type ScrollDetail = { id: string; offset: number; cause: ScrollCause };

export interface PageAnchorsOptions {
  /** The element's tag, named in the console warnings about its `header`. */
  tag: string;
  /** CSS selector of the sticky header; empty: none. */
  header: string;
  onScroll: (detail: ScrollDetail) => void;
}

/** One element's registration with its page: read through a ref, so it always holds the latest props. */
interface Claim extends HeaderClaim {
  onScroll: (detail: ScrollDetail) => void;
  onBadHeader: (selector: string) => void;
}
type ClaimRef = { readonly current: Claim };

/**
 * The page's one anchor scroller (vb-page and vb-scroll-logic both register with it): one header setting, combined from
 * every registered element by the rule of src/page-anchors.ts (`headerOwner`), one scroll per link, told to each element.
 */
interface PageOwner {
  claims: ClaimRef[];
  /** Overruled headers already named in a warning. */
  warned: Set<string>;
  stop: () => void;
}

const owners = new WeakMap<Document, PageOwner>();

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

/** Start the page's scroller: links, remote triggers nobody listens to, and the URL fragment at load (once per page). */
function startOwner(doc: Document): PageOwner {
  const owner: PageOwner = { claims: [], warned: new Set(), stop: () => {} };
  const abort = new AbortController();
  const measure = () => {
    const claim = headerOwner(owner.claims.map((ref) => ref.current));
    return claim ? headerHeight(doc, claim.header.trim(), claim.onBadHeader) : 0;
  };
  const scroll = (target: HTMLElement, cause: ScrollCause, offset: number, behavior: ScrollBehavior) => {
    if (!target.isConnected) return;
    const focus = scrollTo(target, offset, behavior);
    const detail = { id: target.id || focus.id || (target.getAttribute('name') ?? ''), offset, cause };
    // One scroll, and every element on the page says so under its own event name.
    for (const ref of [...owner.claims]) ref.current.onScroll(detail);
  };

  // A followed link scrolls at once, below the header as it is now: a page with no sticky header must not wait.
  const restore = setAnchorScroller((target, targetWin) => scroll(target, 'link', measure() ?? 0, scrollBehavior(targetWin)));
  // Shared with every remote-trigger subscriber; it stays for the page (they rely on it too).
  installAnchorHandling(doc);

  const id = currentFragment();
  const target = id && !isSubscribed(id) ? doc.getElementById(id) : null;
  if (target instanceof HTMLElement) {
    // The URL fragment at load: the header may come a moment later (spec: up to 20 × 100 ms), so it is waited for;
    // an element that names the header while this waits is heard. The browser already jumped there: the correction
    // below the header is instant, not a second glide. Started after this task, so every element mounted with the
    // first one has registered.
    queueMicrotask(
      () => void retry(measure, { signal: abort.signal }).then((offset) => !abort.signal.aborted && scroll(target, 'load', offset ?? 0, 'instant')),
    );
  }
  owner.stop = () => {
    abort.abort();
    restore();
  };
  return owner;
}

/** Register with the page's scroller (started by the first element, stopped with the last); returns the undo. */
function register(doc: Document, ref: ClaimRef): () => void {
  let owner = owners.get(doc);
  if (!owner) {
    owner = startOwner(doc);
    owners.set(doc, owner);
  }
  owner.claims.push(ref);
  const mine = owner;
  return () => {
    mine.claims = mine.claims.filter((claim) => claim !== ref);
    if (mine.claims.length === 0) {
      mine.stop();
      if (owners.get(doc) === mine) owners.delete(doc);
    }
  };
}

/**
 * Two elements naming two headers: one is used, and the author hears which header is not, from the element that named
 * it (once per element and header, however often this is asked).
 */
function warnOverruled(doc: Document): void {
  const owner = owners.get(doc);
  if (!owner) return;
  const claims = owner.claims.map((ref) => ref.current);
  const used = headerOwner(claims);
  for (const claim of overruledClaims(claims)) {
    const said = `${claim.tag}|${claim.header}|${used?.header}`;
    if (!used || owner.warned.has(said)) continue;
    owner.warned.add(said);
    console.warn(
      `<${claim.tag}>: header="${claim.header}" is not used: <${used.tag}> on this page named header="${used.header}" first, ` +
        'and a page has one header setting.',
    );
  }
}

/**
 * The page's anchor scrolling (the anchor rule of src/remote-trigger.ts decides between publishing and scrolling; this
 * replaces how it scrolls; vb-page and vb-scroll-logic both use it): below the sticky header, focus on the target or the
 * heading before an empty anchor, and the URL fragment at load once the header is there. However many of them a page
 * has, it has one scroller and one header setting: the first element that names a header decides (src/page-anchors.ts).
 */
export function usePageAnchors(doc: Document, options: PageAnchorsOptions): void {
  const warned = useRef('');
  const onBadHeader = (selector: string) => {
    // Once per selector: the header is measured on every link.
    if (warned.current === selector) return;
    warned.current = selector;
    console.warn(`<${options.tag}>: header="${selector}" is not a CSS selector the browser can read; targets are not kept below a header.`);
  };
  const latest = useLatest<Claim>({ tag: options.tag, header: options.header, onScroll: options.onScroll, onBadHeader });
  useEffect(() => {
    warned.current = '';
  }, [options.header]);

  useEffect(() => register(doc, latest), [doc, latest]);

  // After registering: the effects of one commit run in order, so the element mounted second is there to be heard.
  useEffect(() => warnOverruled(doc), [doc, options.header]);
}
