/**
 * vb-card-stack's rules, pure (visitor spec sections 4 'Card stack' and 9): the index moves forward or back
 * by button, swipe, key or a click on the top card; the first card may be a cover; up to 5 cards show
 * stacked; removing the top card takes 400 ms and restoring one 500 ms (0 under reduced motion).
 */

/** Spec section 9: up to 5 visible stacked cards. */
export const MAX_VISIBLE = 5;
/** Spec section 9: the top card leaves in 400 ms, a card comes back in 500 ms. */
export const REMOVE_MS = 400;
export const RESTORE_MS = 500;
/**
 * Spec section 9 names 10 px for the flip cards and the tile swipe, the library's other card gestures: a
 * pointer that moves less is a click on the top card (forward), never a drag.
 */
export const DRAG_THRESHOLD_PX = 10;
/** A drag this far (or a quarter of the card's width, when less) on release moves the stack; shorter springs back. */
export const SWIPE_COMMIT_PX = 80;
/** Spec section 9: the stack's own mobile breakpoint (narrower cards, smaller stacking offsets). */
export const MOBILE_BREAKPOINT_PX = 580;

export type StackCause = 'button' | 'swipe' | 'click' | 'key' | 'reset' | 'property' | 'trigger';

/** An index the stack can show: a whole number from 0 to count - 1 (0 for an empty stack). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Where a card sits: 'gone' (removed, before the top), 0 for the top, 1..4 stacked under it, 'under' (hidden). */
export type CardPlace = 'gone' | 'under' | number;

export function placeOf(cardIndex: number, index: number): CardPlace {
  if (cardIndex < index) return 'gone';
  const depth = cardIndex - index;
  return depth < MAX_VISIBLE ? depth : 'under';
}

/** The step a key asks for, or undefined for a key the stack leaves alone. Right/Down forward; Left/Up back. */
export function keyStep(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
      return clampIndex(index + 1, count);
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
      return clampIndex(index - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return clampIndex(count - 1, count);
    default:
      return undefined;
  }
}

/** What a released pointer did: a tap (moved under the threshold), a swipe forward or back, or nothing. */
export function releaseOutcome(dx: number, dy: number, width: number): 'tap' | 'forward' | 'back' | 'none' {
  if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return 'tap';
  const commit = Math.min(SWIPE_COMMIT_PX, Math.max(width, 0) / 4 || SWIPE_COMMIT_PX);
  if (Math.abs(dx) < commit || Math.abs(dx) < Math.abs(dy)) return 'none';
  // Throwing the top card to the left reads as "next", as in every card and slide gesture.
  return dx < 0 ? 'forward' : 'back';
}

/** Whether a pointer that moved this far is a drag (the card follows it; the click that ends it is ignored). */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
}

/** The animation's length: none under reduced motion. */
export function durationOf(kind: 'remove' | 'restore', reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return kind === 'remove' ? REMOVE_MS : RESTORE_MS;
}

/**
 * The position as announced: 'Card 3 of 8' from a template with {index} and {count}. With a cover the cover
 * is not counted (it reads the cover text) and the cards after it are numbered from 1.
 */
export function positionText(template: string, coverText: string, index: number, count: number, cover: boolean): string {
  if (count === 0) return '';
  if (cover && index === 0) return coverText;
  const offset = cover ? 1 : 0;
  return template.replaceAll('{index}', String(index + 1 - offset)).replaceAll('{count}', String(count - offset));
}
