import { useEffect, useMemo, useRef } from 'react';
import { track } from '../../src/analytics.ts';
import { CarouselRegion, useRegionLabel, useSlideState } from '../../src/carousel.tsx';
import { FLIP_CARD_BREAKPOINT, TILE_DRAG_THRESHOLD, upTo } from '../../src/carousel-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useCarousel, useMediaQuery, useSlides } from '../../src/hooks/use-carousel.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useRemoteTrigger } from '../../src/hooks/use-remote-trigger.ts';
import { onInView } from '../../src/in-view.ts';
import { isMobileAgent } from '../../src/mobile-agent.ts';
import { cardLabel } from './flip-card-logic.ts';
import { useFlipInput } from './use-flip-input.ts';
import { useFlipOrder } from './use-flip-order.ts';
import { useFlipPlaces } from './use-flip-places.ts';
import type { FlipCardEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { FlipCardEvents } from './events.ts';
export type FlipCardProps = PropsOf<typeof meta>;

const C = 'vb-flip-card__';
const NARROW = upTo(FLIP_CARD_BREAKPOINT);

/**
 * vb-flip-card (visitor spec sections 2, 4 'Flip card' and 9): the author's cards as a stack whose top card flips
 * to the back on a click, Enter or Space (use-flip-order, use-flip-input), placed by use-flip-places; on a mobile
 * user agent up to 1024 px the same cards are the carousel kit's swipeable row, previous/next hidden at the ends.
 */
export function FlipCard(props: FlipCardProps) {
  const host = useHost();
  const emit = useEmit<FlipCardEvents>();
  const cards = useSlides();
  const count = cards.length;
  const mobileAgent = useMemo(() => isMobileAgent(), []);
  const narrow = useMediaQuery(NARROW);
  const carousel = useCarousel(cards, {
    active: mobileAgent && narrow,
    dragThreshold: TILE_DRAG_THRESHOLD,
    startIndex: props.slide,
    of: props.of,
    onChange: (change) => emit('vb-flip-card-change', change),
  });
  useSlideState(carousel, props.slide);
  const stacked = !carousel.active && count > 0;

  const { order, flip, shuffle } = useFlipOrder(cards);
  useFlipPlaces(cards, order, stacked, props.cardLabel);
  // After a flip, once the new order is on the cards: focus the new top card, then tell the page.
  const flipped = useRef<FlipCardEvents['vb-flip-card-flip'] | null>(null);
  useEffect(() => {
    const detail = flipped.current;
    if (!detail) return;
    flipped.current = null;
    cards[order[0] ?? 0]?.focus();
    emit('vb-flip-card-flip', detail);
    track(host.element, 'click', { contentTitle: props.label, interactionText: cardLabel(props.cardLabel, detail.index, detail.count) });
  });

  useFlipInput(
    host.element,
    stacked,
    () => cards[order[0] ?? 0],
    (cause) =>
      flip((next) => {
        flipped.current = { index: next[0] ?? 0, count, cause };
      }),
  );
  const doShuffle = (cause: 'in-view' | 'trigger') => {
    if (count < 2) return;
    emit('vb-flip-card-shuffle', { order: [...shuffle()], cause });
  };
  useRemoteTrigger(props.triggerId, () => doShuffle('trigger'));
  const shuffleInView = useLatest(doShuffle);
  useEffect(() => {
    if (!props.shuffle || count < 2) return undefined;
    return onInView(host.element, () => shuffleInView.current('in-view'));
  }, [props.shuffle, count, host.element, shuffleInView]);

  const name = useRegionLabel(props.label, 'Flip cards');
  return <CarouselRegion C={C} carousel={carousel} label={name} prevLabel={props.prevLabel} nextLabel={props.nextLabel} hideAtEnds />;
}
