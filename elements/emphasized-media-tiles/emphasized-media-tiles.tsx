import { CarouselRegion, useRegionLabel, useSlideState } from '../../src/carousel.tsx';
import { below, MOBILE_BREAKPOINT, TILE_DRAG_THRESHOLD } from '../../src/carousel-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useCarousel, useMediaQuery, useSlides } from '../../src/hooks/use-carousel.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useEmphasis } from './use-emphasis.ts';
import { useTilePlay } from './use-tile-play.ts';
import type { EmphasizedMediaTilesEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { EmphasizedMediaTilesEvents } from './events.ts';
export type EmphasizedMediaTilesProps = PropsOf<typeof meta>;

const C = 'vb-emphasized-media-tiles__';
/** Below the mobile breakpoint (section 9, 600 px) media tiles become a carousel. */
const SMALL = below(MOBILE_BREAKPOINT);

/**
 * vb-emphasized-media-tiles (visitor spec sections 1 'Media', 2 and 9): the author's tiles as a grid with one tile
 * emphasized (use-emphasis) from 600 px, the carousel kit's swipeable row below (10 px drag threshold, as for swipe
 * tiles: a tap must still reach a tile's link or play button; previous/next hidden at the ends, as the spec's mobile
 * carousels have them). A tile's video is the media kit's `<vb-video>`;
 * use-tile-play follows it.
 */
export function EmphasizedMediaTiles(props: EmphasizedMediaTilesProps) {
  const host = useHost();
  const emit = useEmit<EmphasizedMediaTilesEvents>();
  const tiles = useSlides();
  const small = useMediaQuery(SMALL);
  const carousel = useCarousel(tiles, {
    active: small,
    dragThreshold: TILE_DRAG_THRESHOLD,
    startIndex: props.slide,
    of: props.of,
    onChange: (change) => emit('vb-emphasized-media-tiles-change', change),
  });
  useSlideState(carousel, props.slide);
  useEmphasis(tiles, props.emphasized);
  useTilePlay(host.element, tiles, (index) => emit('vb-emphasized-media-tiles-play', { index, count: tiles.length }));
  const name = useRegionLabel(props.label, 'Media tiles');
  return <CarouselRegion C={C} carousel={carousel} label={name} prevLabel={props.prevLabel} nextLabel={props.nextLabel} hideAtEnds />;
}
