import { CarouselRegion, useRegionLabel, useSlideState } from '../../src/carousel.tsx';
import { useCarousel, useMediaQuery, useSlides } from '../../src/hooks/use-carousel.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { columns, overflows } from './inline-component-gallery-logic.ts';
import type { InlineComponentGalleryEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { InlineComponentGalleryEvents } from './events.ts';

export type InlineComponentGalleryProps = PropsOf<typeof meta>;

const C = 'vb-inline-component-gallery__';
/** Where `per-view` applies (the spec's mobile breakpoint; inline-component-gallery.css). */
const WIDE = '(width >= 600px)';

/** A row of the author's components on the carousel kit, several at a time from 600 px (`per-view`). */
export function InlineComponentGallery({ label, prevLabel, nextLabel, of, perView, wrap, slide }: InlineComponentGalleryProps) {
  const emit = useEmit<InlineComponentGalleryEvents>();
  const slides = useSlides();
  const cols = columns(perView, slides.length, wrap);
  const more = overflows(slides.length, cols, useMediaQuery(WIDE));
  const carousel = useCarousel(slides, {
    wrap: wrap && more,
    startIndex: slide,
    of,
    onChange: (change) => emit('vb-inline-component-gallery-change', change),
  });
  useSlideState(carousel, slide);
  const name = useRegionLabel(label, 'Gallery');
  return (
    <CarouselRegion
      C={C}
      carousel={carousel}
      label={name}
      prevLabel={prevLabel}
      nextLabel={nextLabel}
      vars={{ '--_vb-inline-component-gallery-columns': String(cols), '--_vb-inline-component-gallery-row': more ? '1' : '0' }}
    />
  );
}
