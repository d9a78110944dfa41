/**
 * Remote triggers: one block controls another by id (a link or button opens a drawer, a popup,
 * a modal; an overlay closing closes the floating action button; a trigger toggles a video).
 * A small pub/sub keyed by id, plus the page's anchor-link behaviour (spec section 2): a link to
 * '#id' publishes a trigger message when a block subscribed to that id, otherwise it scrolls to the
 * target (smoothly, unless the visitor prefers reduced motion) and moves focus there.
 *
 * State lives on window under a Symbol.for key, so blocks from separate bundles on one page share it.
 */

import { prefersReducedMotion, scrollBehavior } from './reduced-motion.ts';
import { pageState } from './page-state.ts';

export type TriggerAction = 'toggle' | 'open' | 'close' | 'show' | 'hide' | 'play' | 'pause' | (string & {});

/**
 * Shown or not after an action, for a block that shows and hides (an overlay, an unveil, the floating action
 * button): open and show show, close and hide hide, toggle flips; undefined for an action that is not about
 * showing (play, pause), which such a block ignores.
 */
export function shownAfterTrigger(action: TriggerAction, shown: boolean): boolean | undefined {
  switch (action) {
    case 'open':
    case 'show':
      return true;
    case 'close':
    case 'hide':
      return false;
    case 'toggle':
      return !shown;
    default:
      return undefined;
  }
}

export interface TriggerMessage {
  /** What the subscriber should do; 'toggle' when the publisher does not say. */
  action: TriggerAction;
  /** The element that caused it (the clicked link, the closing overlay), if any. */
  source?: Element;
  detail?: unknown;
}

export type TriggerHandler = (message: TriggerMessage, id: string) => void;

interface TriggerState {
  handlers: Map<string, Set<TriggerHandler>>;
  anchorDocs: WeakMap<Document, () => void>;
  open: Map<string, boolean>;
  openWatchers: Map<string, Set<() => void>>;
  /** The page's scroll to an anchor target when a block replaced the plain one (vb-scroll-logic: sticky-header offset). */
  scroller?: AnchorScroller;
  /** Ids sent to in the current task, forgotten a task later (sentThisTask). */
  sentNow?: Set<string>;
}

/** Scroll to an anchor target and move focus there. */
export type AnchorScroller = (target: HTMLElement, win: Window) => void;

function state(): TriggerState {
  return pageState<TriggerState>('visitorBlocks.remoteTrigger', () => ({
    handlers: new Map(),
    anchorDocs: new WeakMap(),
    open: new Map(),
    openWatchers: new Map(),
  }));
}

/**
 * Listen for trigger messages sent to `id`; returns a function that stops listening. The first
 * subscription installs the page's anchor handling: a link can only reach a subscriber through it,
 * and a page without subscribers (only a poll, say) never needs it.
 */
export function subscribe(id: string, handler: TriggerHandler): () => void {
  installAnchorHandling();
  const { handlers } = state();
  let set = handlers.get(id);
  if (!set) {
    set = new Set();
    handlers.set(id, set);
  }
  set.add(handler);
  return () => {
    const current = handlers.get(id);
    if (!current) return;
    current.delete(handler);
    if (current.size === 0) handlers.delete(id);
  };
}

export function isSubscribed(id: string): boolean {
  return (state().handlers.get(id)?.size ?? 0) > 0;
}

/**
 * Send a message to every subscriber of `id`. Returns whether anyone was listening.
 * One failing subscriber does not stop the others.
 */
export function publish(id: string, message: Partial<TriggerMessage> = {}): boolean {
  const set = state().handlers.get(id);
  if (!set || set.size === 0) return false;
  const full: TriggerMessage = { ...message, action: message.action ?? 'toggle' };
  const sentNow = (state().sentNow ??= new Set());
  sentNow.add(id);
  // Two tasks: the outside click's task runs after this one whichever click listener ran first.
  setTimeout(() => setTimeout(() => sentNow.delete(id), 0), 0);
  for (const handler of Array.from(set)) {
    try {
      handler(full, id);
    } catch (error) {
      console.error(`visitorBlocks: a remote-trigger subscriber of "${id}" failed`, error);
    }
  }
  return true;
}

/**
 * Whether a message was sent to `id` in the current task: an overlay's outside-click close (src/overlay.ts, a task
 * after the click) leaves the overlay to the remote trigger the same click pressed, so its close says 'trigger'.
 */
export function sentThisTask(id: string): boolean {
  return state().sentNow?.has(id) ?? false;
}

/**
 * A subscriber that shows and hides content (vb-unveil) reports whether it is open, so a control that sends to
 * its id (vb-remote-trigger) can say so with aria-expanded, as a disclosure button does. `undefined`: it no
 * longer says (unmounted). Watchers of the id are told.
 */
export function reportOpen(id: string, open: boolean | undefined): void {
  const { open: known, openWatchers } = state();
  if (known.get(id) === open) return;
  if (open === undefined) known.delete(id);
  else known.set(id, open);
  for (const watcher of Array.from(openWatchers.get(id) ?? [])) watcher();
}

/** What the subscriber of `id` last reported: open, closed, or undefined when none reports. */
export function openState(id: string): boolean | undefined {
  return state().open.get(id);
}

/** Be told when the reported state of `id` changes; returns a function that stops. */
export function watchOpen(id: string, watcher: () => void): () => void {
  const { openWatchers } = state();
  let set = openWatchers.get(id);
  if (!set) {
    set = new Set();
    openWatchers.set(id, set);
  }
  set.add(watcher);
  return () => {
    set.delete(watcher);
    if (set.size === 0 && openWatchers.get(id) === set) openWatchers.delete(id);
  };
}

export { prefersReducedMotion };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function fragmentId(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('#') || href.length < 2) return undefined;
  return safeDecode(href.slice(1));
}

/** The target of '#id': first in the link's own shadow root, then in the document, then a named anchor. */
function findTarget(anchor: HTMLAnchorElement, id: string, doc: Document): HTMLElement | undefined {
  const root = anchor.getRootNode();
  const inRoot = root instanceof ShadowRoot ? root.getElementById(id) : null;
  const found = inRoot ?? doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
  return found instanceof HTMLElement ? found : undefined;
}

/**
 * Let a block take over how anchor targets are scrolled to (every link the anchor rule follows, and a remote
 * trigger nobody listens to): the last one set wins. Returns a function that puts the previous one back.
 */
export function setAnchorScroller(scroller: AnchorScroller): () => void {
  const current = state();
  const previous = current.scroller;
  current.scroller = scroller;
  return () => {
    if (current.scroller === scroller) current.scroller = previous;
  };
}

/** Scroll to the target and move focus there, as a skip link should, without a second jump. */
export function scrollToTarget(target: HTMLElement, win: Window = window): void {
  const { scroller } = state();
  if (scroller) {
    scroller(target, win);
    return;
  }
  target.scrollIntoView({ behavior: scrollBehavior(win), block: 'start' });
  focusTarget(target);
}

/** Focus without a jump; a heading or section is not focusable, so it gets tabindex -1 (a focus target, not a tab stop). */
export function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function anchorFrom(event: MouseEvent): HTMLAnchorElement | undefined {
  // composedPath reaches into open shadow roots, so links inside blocks count too.
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) return node;
  }
  return undefined;
}

function handleClick(event: MouseEvent, doc: Document): void {
  // Leave the browser alone for anything but a plain primary click, or when a block already handled it.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = anchorFrom(event);
  if (!anchor) return;
  const id = fragmentId(anchor);
  if (id === undefined) return;
  if (isSubscribed(id)) {
    event.preventDefault();
    publish(id, { action: 'toggle', source: anchor });
    return;
  }
  const target = findTarget(anchor, id, doc);
  if (!target) return;
  event.preventDefault();
  const win = doc.defaultView ?? window;
  // Keep the address shareable and Back working, as the browser's own jump would. The path is
  // spelled out because a CMS <base href> would otherwise resolve '#id' against another page.
  const { pathname, search, hash } = win.location;
  if (safeDecode(hash.slice(1)) !== id) {
    const oldURL = win.location.href;
    win.history.pushState(win.history.state, '', `${pathname}${search}#${encodeURIComponent(id)}`);
    // pushState fires no hashchange, but blocks reveal fragment targets on it (a closed drawer, a
    // collapsed content block): send the one the browser would have sent, before scrolling there.
    win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: win.location.href }));
  }
  scrollToTarget(target, win);
}

/**
 * Install the page's anchor-link behaviour: one delegated click listener per document, however often
 * this is called (every subscription calls it; an element that needs the scroll-and-focus behaviour
 * without subscribing calls it itself). Returns a function that removes it again.
 */
export function installAnchorHandling(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): () => void {
  if (!doc) return () => {};
  const { anchorDocs } = state();
  const existing = anchorDocs.get(doc);
  if (existing) return existing;
  const listener = (event: MouseEvent) => handleClick(event, doc);
  doc.addEventListener('click', listener);
  const uninstall = () => {
    if (anchorDocs.get(doc) !== uninstall) return;
    doc.removeEventListener('click', listener);
    anchorDocs.delete(doc);
  };
  anchorDocs.set(doc, uninstall);
  return uninstall;
}
