import { CarouselRegion, useRegionLabel, useSlideState } from '../../src/carousel.tsx';
import { below, TILE_DRAG_THRESHOLD, TILE_SWIPE_BREAKPOINT } from '../../src/carousel-logic.ts';
import { useCarousel, useMediaQuery, useSlides } from '../../src/hooks/use-carousel.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { TileSwipeEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { TileSwipeEvents } from './events.ts';

export type TileSwipeProps = PropsOf<typeof meta>;

const C = 'vb-tile-swipe__';
const SMALL = below(TILE_SWIPE_BREAKPOINT);

/** The author's tiles: a grid from 480 px, a swipeable carousel (the kit, 10 px drag threshold) below. */
export function TileSwipe({ label, prevLabel, nextLabel, of, slide }: TileSwipeProps) {
  const emit = useEmit<TileSwipeEvents>();
  const slides = useSlides();
  const small = useMediaQuery(SMALL);
  const carousel = useCarousel(slides, {
    active: small,
    dragThreshold: TILE_DRAG_THRESHOLD,
    startIndex: slide,
    of,
    onChange: (change) => emit('vb-tile-swipe-change', change),
  });
  useSlideState(carousel, slide);
  const name = useRegionLabel(label, 'Tiles');
  return <CarouselRegion C={C} carousel={carousel} label={name} prevLabel={prevLabel} nextLabel={nextLabel} />;
}
