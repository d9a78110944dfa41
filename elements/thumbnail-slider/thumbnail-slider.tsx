import { useEffect, useLayoutEffect, useRef } from 'react';
import { CarouselRegion, useRegionLabel, useSlideState } from '../../src/carousel.tsx';
import { slideThumb } from '../../src/carousel-images.ts';
import { slideLabel } from '../../src/carousel-logic.ts';
import { useCarousel, useSlides } from '../../src/hooks/use-carousel.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { sheet } from '../../src/styles.ts';
import { scrollBehavior } from '../../src/reduced-motion.ts';
import type { ThumbnailSliderEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { ThumbnailSliderEvents } from './events.ts';

export type ThumbnailSliderProps = PropsOf<typeof meta>;

const C = 'vb-thumbnail-slider__';

/**
 * The picture in a `<figure>` or `<picture>` slide is the page's element, beyond the reach of the shadow root's
 * ::slotted(): left alone it showed at its width and height attributes (1200 × 800), cropped by the slide. This rule
 * goes to the page (or the shadow root around the element), in the library's layer so the page's own CSS still wins.
 */
const SLIDE_PICTURE_CSS = `@layer visitor-blocks {
:where(vb-thumbnail-slider) :where(figure, picture) img { display: block; width: 100%; height: auto; }
}`;

function useSlidePictures(element: HTMLElement): void {
  useLayoutEffect(() => {
    const root = element.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    const rule = sheet('vb-thumbnail-slider:slide-pictures', SLIDE_PICTURE_CSS);
    if (!root.adoptedStyleSheets.includes(rule)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, rule];
  }, [element]);
}

/**
 * One slide at a time on the carousel kit, and a row of thumbnails under it: a thumbnail is a button that goes to
 * its slide (aria-current on the selected one), and the row scrolls to keep the selected thumbnail in sight.
 */
export function ThumbnailSlider({ label, prevLabel, nextLabel, of, thumbnailsLabel, wrap, slide }: ThumbnailSliderProps) {
  const emit = useEmit<ThumbnailSliderEvents>();
  useSlidePictures(useHost().element);
  const slides = useSlides();
  const carousel = useCarousel(slides, {
    wrap,
    startIndex: slide,
    of,
    onChange: (change) => emit('vb-thumbnail-slider-change', change),
  });
  useSlideState(carousel, slide);
  const name = useRegionLabel(label, 'Slides');
  const row = useRef<HTMLDivElement>(null);
  const { index, active, count } = carousel;

  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="true"]');
    const list = row.current;
    if (!current || !list) return;
    // Scroll only the row (scrollIntoView would scroll the page too).
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    list.scrollTo({ left, behavior: scrollBehavior() });
  }, [index]);

  return (
    <CarouselRegion C={C} carousel={carousel} label={name} prevLabel={prevLabel} nextLabel={nextLabel}>
      {active && count > 1 ? (
        <div ref={row} className={`${C}thumbnails`} part="thumbnails" role="group" aria-label={thumbnailsLabel}>
          {slides.map((element, i) => {
            const thumb = slideThumb(element);
            const position = slideLabel(i, count, of);
            return (
              <button
                key={i}
                type="button"
                className={`${C}thumbnail`}
                part="thumbnail"
                aria-label={thumb?.alt ? `${position}: ${thumb.alt}` : position}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => carousel.goTo(i, 'picker')}
              >
                {thumb ? <img src={thumb.src} alt="" loading="lazy" decoding="async" width="80" height="54" /> : <span aria-hidden="true">{i + 1}</span>}
              </button>
            );
          })}
        </div>
      ) : null}
    </CarouselRegion>
  );
}
