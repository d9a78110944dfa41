/**
 * Placement of anchored overlays (popup, speed dial) with @floating-ui/dom: below (or above) the anchor,
 * flipped to the side with room, shifted to stay inside the viewport (down to 320 px wide), sized to fit it,
 * and moved off the element that has focus so it never covers it (WCAG 2.2 focus not obscured). Positions
 * are written through the CSSOM, which a strict CSP allows; the side chosen is `data-vb-placement`.
 */
import { autoUpdate, computePosition, flip, offset, shift, size, type Middleware } from '@floating-ui/dom';
import { composedContains, deepActiveElement } from './overlay-focus.ts';
import { yClearOf } from './overlay-logic.ts';

export interface PlaceOptions {
  /** Preferred side; the other one when this has no room. */
  side: 'top' | 'bottom';
  /** Gap between anchor and overlay, px. */
  gap: number;
  /** Least distance from the viewport's edges, px. */
  padding?: number;
}

/** Keep the floating element off whatever has focus (other than the anchor, which it sits beside already). */
function clearOfFocus(gap: number, padding: number): Middleware {
  return {
    name: 'clearOfFocus',
    fn({ x, y, rects, elements }) {
      const focused = deepActiveElement();
      if (!focused || focused === document.body || composedContains(elements.floating, focused)) return {};
      const box = focused.getBoundingClientRect();
      const clear = yClearOf(
        { x, y, width: rects.floating.width, height: rects.floating.height },
        { x: box.x, y: box.y, width: box.width, height: box.height },
        document.documentElement.clientHeight,
        gap,
        padding,
      );
      return clear === y ? {} : { y: clear };
    },
  };
}

/** Place `floating` by `anchor` now and whenever either moves or resizes; returns the function that stops following. */
export function placeAnchored(anchor: Element, floating: HTMLElement, { side, gap, padding = 8 }: PlaceOptions): () => void {
  let following = true;
  const update = () => {
    // An anchor taken out of the page (its trigger removed while it shows) measures as a box at 0,0: the overlay
    // stays where it was rather than jump over the page's top corner.
    if (!anchor.isConnected) return;
    void computePosition(anchor, floating, {
      strategy: 'fixed',
      placement: side,
      middleware: [
        offset(gap),
        flip({ fallbackPlacements: [side === 'bottom' ? 'top' : 'bottom'], padding }),
        shift({ padding }),
        size({
          padding,
          apply({ availableWidth, availableHeight }) {
            floating.style.setProperty('max-width', `${Math.max(0, availableWidth)}px`);
            floating.style.setProperty('max-height', `${Math.max(0, availableHeight)}px`);
          },
        }),
        clearOfFocus(gap, padding),
      ],
    }).then(({ x, y, placement }) => {
      // An answer that arrives after the overlay closed would leave a stale position on a closed overlay.
      if (!following) return;
      floating.style.setProperty('left', `${x}px`);
      floating.style.setProperty('top', `${y}px`);
      floating.setAttribute('data-vb-placement', placement);
    });
  };
  const stop = autoUpdate(anchor, floating, update);
  // Focus moving elsewhere while it shows (the visitor tabs to a field it covers) places it again.
  document.addEventListener('focusin', update);
  return () => {
    following = false;
    stop();
    document.removeEventListener('focusin', update);
    // Closed, it has no place: the next open measures afresh, and a closed overlay moved in the page carries no
    // position from where it was.
    for (const property of ['left', 'top', 'max-width', 'max-height']) floating.style.removeProperty(property);
    floating.removeAttribute('data-vb-placement');
  };
}
