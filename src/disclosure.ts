/**
 * Disclosure, one way for every element (DESIGN.md section 5): a panel that opens and closes.
 *
 * A closed panel gets `hidden="until-found"` where the browser supports it, so find-in-page and a
 * fragment link still reach its text (the browser then fires `beforematch` and reveals it itself;
 * the element follows through `onBeforeMatch`); elsewhere a plain `hidden`. Opening may animate the
 * height, never when the visitor prefers reduced motion. Closing is immediate: a closing panel that
 * still shows would be read and tabbed into after the state says it is gone.
 *
 * Elements that render one panel use `useDisclosure` (src/hooks/use-disclosure.ts); elements that
 * render a list of them call `setDisclosed` per panel from a layout effect.
 */
import { prefersReducedMotion } from './reduced-motion.ts';

/** Fallback when the element's `--_vb-tokens-duration` token cannot be read (tokens.css default). */
export const DISCLOSURE_DURATION_MS = 200;

export type HiddenValue = 'until-found' | '';

/** `until-found` where the browser reveals such content for find-in-page, else '' (plain hidden). */
export function hiddenValue(): HiddenValue {
  return typeof HTMLElement !== 'undefined' && 'onbeforematch' in HTMLElement.prototype ? 'until-found' : '';
}

/** The element's `--_vb-tokens-duration` ('200ms', '0.2s') in milliseconds. */
function durationOf(element: Element): number {
  const raw = getComputedStyle(element).getPropertyValue('--_vb-tokens-duration').trim();
  const match = /^(\d*\.?\d+)(ms|s)$/.exec(raw);
  if (!match) return DISCLOSURE_DURATION_MS;
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

export interface DisclosureOptions {
  /** Animate the height when opening (unless reduced motion is preferred); default false. */
  animate?: boolean;
  /** Milliseconds; default the element's `--_vb-tokens-duration`. */
  duration?: number;
}

/**
 * Show or hide a panel to match `open`. Returns the height animation when one started. Calling it
 * again with the same `open` does nothing, so it is safe in an effect that runs on every render.
 */
/**
 * The opening animation each panel is running, so closing cancels just that: asking `getAnimations()` instead
 * recalculates the page's style on every call, which for a list of 40 freshly rendered (closed) panels was the
 * largest cost of drawing the finder's results.
 */
const opening = new WeakMap<HTMLElement, Animation>();

export function setDisclosed(panel: HTMLElement, open: boolean, { animate = false, duration }: DisclosureOptions = {}): Animation | undefined {
  if (!open) {
    const value = hiddenValue();
    if (panel.getAttribute('hidden') === value) return undefined;
    opening.get(panel)?.cancel();
    opening.delete(panel);
    panel.setAttribute('hidden', value);
    return undefined;
  }
  if (!panel.hasAttribute('hidden')) return undefined;
  panel.removeAttribute('hidden');
  if (!animate || prefersReducedMotion() || typeof panel.animate !== 'function') return undefined;
  const height = panel.scrollHeight;
  // Height and a clip, not opacity: the text stays at full contrast at every frame.
  const animation = panel.animate(
    [
      { height: '0px', overflow: 'hidden' },
      { height: `${height}px`, overflow: 'hidden' },
    ],
    { duration: duration ?? durationOf(panel), easing: 'ease-out' },
  );
  opening.set(panel, animation);
  const forget = () => {
    if (opening.get(panel) === animation) opening.delete(panel);
  };
  animation.addEventListener('finish', forget);
  animation.addEventListener('cancel', forget);
  return animation;
}

/**
 * Call `listener` with the hidden="until-found" panel the browser is about to reveal (find-in-page, a
 * fragment into it). The event does not bubble out of shadow roots, so listen at the element's own root.
 */
export function onBeforeMatch(root: EventTarget, listener: (panel: Element) => void): () => void {
  const handler = (event: Event) => {
    if (event.target instanceof Element) listener(event.target);
  };
  // beforematch does not bubble: capture sees it at every panel under the root.
  root.addEventListener('beforematch', handler, true);
  return () => root.removeEventListener('beforematch', handler, true);
}
