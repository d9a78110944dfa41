/**
 * Page scroll lock for modals, drawers, speed dial and scrims (spec section 4 'Scrim: adds a body
 * attribute, locks scroll and stores scroll position'). Reference-counted: a modal opened over a
 * drawer keeps the page locked until both have released it.
 *
 * The body is fixed at -scrollY rather than given overflow:hidden, because iOS Safari scrolls an
 * overflow:hidden body anyway. Styles are set through the CSSOM, which a strict CSP allows.
 * State lives on window under a Symbol.for key, so blocks from separate bundles share one count.
 */
import { pageState } from './page-state.ts';

export const SCROLL_LOCK_ATTRIBUTE = 'data-vb-scroll-lock';

interface LockState {
  count: number;
  x: number;
  y: number;
  saved: Partial<Record<LockedProperty, string>>;
}

const LOCKED_PROPERTIES = ['position', 'top', 'left', 'width'] as const;
type LockedProperty = (typeof LOCKED_PROPERTIES)[number];

function state(): LockState {
  return pageState<LockState>('visitorBlocks.scrollLock', () => ({ count: 0, x: 0, y: 0, saved: {} }));
}

/** Lock page scrolling; returns a release function that unlocks once however often it is called. */
export function lockScroll(): () => void {
  const lock = state();
  lock.count += 1;
  if (lock.count === 1) {
    const { body } = document;
    lock.x = window.scrollX;
    lock.y = window.scrollY;
    // Measured before fixing the body, which would otherwise shrink to its content; keeping it also
    // stops the page shifting sideways when the scrollbar goes.
    const width = body.getBoundingClientRect().width;
    lock.saved = {};
    for (const property of LOCKED_PROPERTIES) lock.saved[property] = body.style.getPropertyValue(property);
    body.style.setProperty('position', 'fixed');
    body.style.setProperty('top', `${-lock.y}px`);
    body.style.setProperty('left', `${-lock.x}px`);
    body.style.setProperty('width', `${width}px`);
    body.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlockScroll();
  };
}

/** Release one lock; the last release restores the body's styles and the scroll position. */
export function unlockScroll(): void {
  const lock = state();
  if (lock.count === 0) return;
  lock.count -= 1;
  if (lock.count > 0) return;
  const { body } = document;
  for (const property of LOCKED_PROPERTIES) {
    const value = lock.saved[property];
    if (value) body.style.setProperty(property, value);
    else body.style.removeProperty(property);
  }
  body.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
  // 'instant' beats a page's `scroll-behavior: smooth`, which would animate back from the top.
  window.scrollTo({ left: lock.x, top: lock.y, behavior: 'instant' });
}

export function isScrollLocked(): boolean {
  return state().count > 0;
}
