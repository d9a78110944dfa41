/**
 * The URL fragment, one page listener for every element (DESIGN.md section 5): a drawer opens when the
 * fragment names it, a content block expands when it names something clipped inside it.
 *
 * `onFragment(listener)` calls the listener with the decoded id when the fragment changes (hashchange)
 * and when the visitor clicks a link to a fragment of this very page, before the browser follows it:
 * a link to the fragment the address already has gives no hashchange, and the runtime's anchor
 * handling (or a page script) may follow a link with pushState, which fires none either. A listener
 * returns true when it took the navigation; the click's default jump is then prevented and the
 * address updated (so Back and sharing work). Read the fragment at mount with `currentFragment()`.
 *
 * One capture-phase click listener and one hashchange listener per window, installed on the first
 * subscription and removed with the last; the state lives under a Symbol.for key so that two bundles
 * on one page share it.
 */
import { pageState } from './page-state.ts';

export type FragmentCause = 'hashchange' | 'link';
/** Return true when the listener took the navigation (the link's own jump is then prevented). */
export type FragmentListener = (id: string, cause: FragmentCause, event?: Event) => boolean | void;

interface FragmentState {
  listeners: Set<FragmentListener>;
  uninstall?: () => void;
}

function state(): FragmentState {
  return pageState<FragmentState>('visitorBlocks.fragment', () => ({ listeners: new Set() }));
}

export function decodeFragment(raw: string): string {
  const text = raw.startsWith('#') ? raw.slice(1) : raw;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The page's fragment, decoded, without '#'; '' when there is none (or outside a browser). */
export function currentFragment(): string {
  return typeof location === 'undefined' ? '' : decodeFragment(location.hash);
}

/** Put `#id` in the address without the browser's jump and without a hashchange. */
export function setFragment(id: string, { replace = false }: { replace?: boolean } = {}): void {
  if (currentFragment() === id) return;
  const { pathname, search } = location;
  const url = `${pathname}${search}${id ? `#${encodeURIComponent(id)}` : ''}`;
  if (replace) history.replaceState(history.state, '', url);
  else history.pushState(history.state, '', url);
}

function notify(id: string, cause: FragmentCause, event?: Event): boolean {
  let taken = false;
  for (const listener of Array.from(state().listeners)) {
    try {
      if (listener(id, cause, event) === true) taken = true;
    } catch (error) {
      console.error('visitorBlocks: a fragment listener failed', error);
    }
  }
  return taken;
}

/** The fragment a plain primary click on a link to this very page goes to; undefined for anything else. */
export function linkFragment(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  // composedPath reaches into open shadow roots, so links inside blocks count too.
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
  if (!link || !link.hash || link.target) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin + url.pathname + url.search !== location.origin + location.pathname + location.search) return undefined;
  return decodeFragment(url.hash);
}

function install(): () => void {
  const onHashChange = () => notify(currentFragment(), 'hashchange');
  const onClick = (event: MouseEvent) => {
    const id = linkFragment(event);
    if (!id) return;
    if (notify(id, 'link', event)) {
      event.preventDefault();
      setFragment(id);
    }
  };
  window.addEventListener('hashchange', onHashChange);
  document.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('hashchange', onHashChange);
    document.removeEventListener('click', onClick, true);
  };
}

/** Listen for fragment navigation; returns a function that stops listening. */
export function onFragment(listener: FragmentListener): () => void {
  if (typeof window === 'undefined') return () => {};
  const current = state();
  current.listeners.add(listener);
  current.uninstall ??= install();
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.uninstall?.();
      current.uninstall = undefined;
    }
  };
}
