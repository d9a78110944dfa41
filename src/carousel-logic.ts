/**
 * The carousel kit's pure part (no DOM): the spec's slider constants (visitor spec section 9), the "n of N" slide
 * labels of the WAI-ARIA carousel pattern, the keys a carousel answers, and the engine options every slider, gallery,
 * swipe tile and flip-card carousel derives from the same few facts. `src/hooks/use-carousel.ts` runs them on
 * embla-carousel; node tests cover this file.
 */

/** Drag distance before a press becomes a drag (section 9): 5 px for sliders and galleries. */
export const SLIDER_DRAG_THRESHOLD = 5;
/** 10 px for swipe tiles and flip cards (section 9): their tiles are buttons and links a tap must still reach. */
export const TILE_DRAG_THRESHOLD = 10;
/** "Slider wrap-around shrink at 3 cells or fewer": that few slides neither wrap nor fill the row, they shrink to fit. */
export const WRAP_MIN_SLIDES = 4;
/** Mobile breakpoint (section 9): below it galleries show one slide at a time and media tiles become a carousel. */
export const MOBILE_BREAKPOINT = 600;
/** Swipe tiles are a carousel below 480 px and a grid from there up (section 9). */
export const TILE_SWIPE_BREAKPOINT = 480;
/** Flip-card stacks are a swipeable carousel on mobile user agents at widths up to 1024 px (sections 2 and 9). */
export const FLIP_CARD_BREAKPOINT = 1024;

/** A media query that holds below `px` (the breakpoint itself is the wide layout). */
export const below = (px: number): string => `(max-width: ${px - 0.02}px)`;
/** A media query that holds up to and including `px`. */
export const upTo = (px: number): string => `(max-width: ${px}px)`;

/** Whether a carousel of `count` slides wraps around: only when asked, and only with more than three slides. */
export function wraps(wrap: boolean, count: number): boolean {
  return wrap && count >= WRAP_MIN_SLIDES;
}

/** Whether the slides shrink to share the row: three or fewer, on a carousel that would otherwise wrap. */
export function shrinks(wrap: boolean, count: number): boolean {
  return wrap && count > 0 && count < WRAP_MIN_SLIDES;
}

/** A slide's accessible name ("3 of 8"), the pattern's label; `of` is the page's word for it. */
export function slideLabel(index: number, count: number, of = 'of'): string {
  return `${index + 1} ${of} ${count}`;
}

/** A whole-number attribute (`start="2"`) as a slide index inside 0..count-1; anything else is 0. */
export function clampIndex(value: number, count: number): number {
  if (!Number.isFinite(value) || count <= 0) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), count - 1);
}

export type CarouselMove = 'prev' | 'next' | 'first' | 'last';

/**
 * The move a key asks for inside a carousel, or undefined. Arrows follow the reading direction (right-to-left pages
 * swap them); keys typed into a field, or pressed with a modifier, are the field's and the browser's.
 */
export function keyMove(key: string, options: { rtl?: boolean; modifier?: boolean; inField?: boolean } = {}): CarouselMove | undefined {
  if (options.modifier || options.inField) return undefined;
  const forward = options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = options.rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 'next';
  if (key === back) return 'prev';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return undefined;
}

/** The index a move leads to, from `index` of `count`, wrapping only when the carousel wraps. */
export function moveTarget(move: CarouselMove, index: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  const step = move === 'next' ? 1 : -1;
  const next = index + step;
  if (loop) return (next + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

/** What causes a slide change, in the change events: a button, a key, a drag, a thumbnail, or a script. */
export type ChangeCause = 'button' | 'key' | 'drag' | 'picker' | 'script';

/** The facts an element gives the kit; `engineOptions` turns them into the engine's options. */
export interface CarouselSettings {
  /** Wrap from the last slide to the first (off with three slides or fewer). */
  wrap?: boolean;
  /** Pixels a press must move to become a drag. */
  dragThreshold?: number;
  /** Where the selected slide sits in the viewport. */
  align?: 'start' | 'center' | 'end';
  /** Whether the carousel runs now (false: the element shows a grid or a stack, and the slides are plain content). */
  active?: boolean;
  /** Under reduced motion, moves jump and a released drag settles at once. */
  reducedMotion?: boolean;
  /** Selected slide at start. */
  startIndex?: number;
  /** Reading direction of the page around it. */
  rtl?: boolean;
}

/** The embla-carousel options (a plain object, so node tests can read it) for these settings and slide count. */
export function engineOptions(settings: CarouselSettings, count: number) {
  const loop = wraps(settings.wrap ?? false, count);
  return {
    loop,
    align: settings.align ?? 'start',
    // A carousel that does not wrap stops at its ends with no blank room after the last slide.
    containScroll: loop ? (false as const) : ('trimSnaps' as const),
    dragThreshold: settings.dragThreshold ?? SLIDER_DRAG_THRESHOLD,
    startIndex: clampIndex(settings.startIndex ?? 0, count),
    direction: settings.rtl ? ('rtl' as const) : ('ltr' as const),
    // Focus moving into a slide (Tab) scrolls it into view: the kit handles that itself, so it can say so.
    watchFocus: false,
    // The author's slides are watched by the element (slot changes), not by the engine's own observer.
    watchSlides: false,
    // A slide counts as in view (reachable, its media playing) once half of it shows; a sliver at the edge does not.
    inViewThreshold: 0.5,
    // embla's duration is not milliseconds (25 by default, lower is faster); 0 moves at once.
    duration: settings.reducedMotion ? 0 : 25,
    active: settings.active ?? true,
  };
}

/** Indexes that were in view and no longer are: their media is paused as they scroll out. */
export function leftView(before: readonly number[], now: readonly number[]): number[] {
  const current = new Set(now);
  return before.filter((index) => !current.has(index));
}
