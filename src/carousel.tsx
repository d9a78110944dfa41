/**
 * The carousel's markup, one way for every carousel (WAI-ARIA carousel pattern): a region with
 * aria-roledescription="carousel" and a name, the previous/next buttons before the slides (so they come first in
 * Tab order), then the viewport and the track holding the author's slides. The track is a polite live region: no
 * carousel of the library rotates by itself, so a slide change the visitor asked for is announced. Elements give it
 * their class prefix (`vb-<folder>__`) and what `useCarousel` returned; the shared look is src/carousel.css.
 */
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Slot } from './hooks/slot.tsx';
import { useHost } from './hooks/host-context.ts';
import type { Carousel } from './hooks/use-carousel.ts';

export interface CarouselRegionProps {
  /** The element's class prefix, `vb-<folder>__`. */
  C: string;
  carousel: Carousel;
  label: string;
  prevLabel: string;
  nextLabel: string;
  /** Previous/next are hidden at the ends (flip cards, as the spec says) rather than disabled. */
  hideAtEnds?: boolean;
  /** After the track (thumbnails). */
  children?: ReactNode;
  /** Private custom properties the element computes (set through the CSSOM, so a strict CSP allows them). */
  vars?: Record<`--_vb-${string}`, string>;
}

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

export function CarouselRegion({ C, carousel, label, prevLabel, nextLabel, hideAtEnds = false, children, vars }: CarouselRegionProps) {
  const prevButton = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const { onKeyDown } = carousel;
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onKeyDown]);
  const nextButton = useRef<HTMLButtonElement>(null);
  const { active, canPrev, canNext } = carousel;
  // Everything in view (three cards in a row of three): nothing to move, no buttons.
  const scrollable = active && (canPrev || canNext);
  const showPrev = scrollable && (canPrev || !hideAtEnds);
  const showNext = scrollable && (canNext || !hideAtEnds);

  // A button that hides at an end while focused hands focus to the other one, so focus is never lost to the page.
  useEffect(() => {
    const root = prevButton.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement;
    if (!showPrev && focused === prevButton.current) nextButton.current?.focus();
    if (!showNext && focused === nextButton.current) prevButton.current?.focus();
  }, [showPrev, showNext]);

  const button = (direction: 'prev' | 'next') => {
    const enabled = direction === 'prev' ? canPrev : canNext;
    return (
      <button
        ref={direction === 'prev' ? prevButton : nextButton}
        type="button"
        className={`${C}${direction}`}
        part={`${direction} button`}
        data-carousel={direction}
        aria-label={direction === 'prev' ? prevLabel : nextLabel}
        aria-disabled={enabled ? undefined : 'true'}
        hidden={!(direction === 'prev' ? showPrev : showNext)}
        onClick={() => {
          if (!enabled) return;
          if (direction === 'prev') carousel.prev('button');
          else carousel.next('button');
        }}
      >
        <Arrow direction={direction} />
      </button>
    );
  };

  return (
    <div
      ref={region}
      className={`${C}carousel`}
      part="carousel"
      data-carousel="region"
      data-active={active ? '' : undefined}
      role={active ? 'region' : undefined}
      aria-roledescription={active ? 'carousel' : undefined}
      aria-label={active ? label : undefined}
      // Focus lands here when the slide it was in scrolls out (src/hooks/use-carousel.ts).
      tabIndex={active ? -1 : undefined}
      style={vars as CSSProperties | undefined}
    >
      <div className={`${C}controls`} data-carousel="controls">
        {button('prev')}
        {button('next')}
      </div>
      <div ref={carousel.viewport} className={`${C}viewport`} part="viewport" data-carousel="viewport">
        <div ref={carousel.track} className={`${C}track`} part="track" data-carousel="track" aria-live={active ? 'polite' : undefined}>
          <Slot />
        </div>
      </div>
      {children}
    </div>
  );
}

/** `data-vb-slide` on the host follows the selected slide, and a script writing it moves the carousel there. */
export function useSlideState(carousel: Carousel, slide: number): void {
  const host = useHost();
  const { goTo, active, index, count } = carousel;
  useEffect(() => {
    if (active && slide !== index && Number.isInteger(slide) && slide >= 0 && slide < count) goTo(slide, 'script');
    // Only a write of the attribute moves the carousel, not the carousel's own move (which writes it too).
  }, [slide]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (active && host.element.getAttribute('data-vb-slide') !== String(index)) host.element.setAttribute('data-vb-slide', String(index));
  }, [active, index, host.element]);
}

/** The spec's heading search (section 9): up to 3 previous siblings. */
const HEADING_CLIMB = 3;

/** The region's name: the author's `label`, else the text of a heading just before the element, else `fallback`. */
export function useRegionLabel(label: string, fallback: string): string {
  const host = useHost();
  if (label.trim()) return label.trim();
  let sibling = host.element.previousElementSibling;
  for (let i = 0; sibling && i < HEADING_CLIMB; i += 1, sibling = sibling.previousElementSibling) {
    if (/^H[1-6]$/.test(sibling.tagName) || sibling.getAttribute('role') === 'heading') {
      const text = sibling.textContent?.replace(/\s+/g, ' ').trim();
      if (text) return text;
    }
  }
  return fallback;
}
