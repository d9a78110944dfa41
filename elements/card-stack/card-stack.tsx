import { useCallback, useRef, type KeyboardEvent } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useRemoteTrigger } from '../../src/hooks/use-remote-trigger.ts';
import { clampIndex, keyStep, positionText } from './card-stack-logic.ts';
import { useCardPlaces } from './use-card-places.ts';
import { useCards } from './use-cards.ts';
import { useStackDrag } from './use-stack-drag.ts';
import { useStackIndex, type StackIndex } from './use-stack-index.ts';
import type { CardStackEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { CardStackEvents } from './events.ts';
export type CardStackProps = PropsOf<typeof meta>;

const C = 'vb-card-stack__';

const ICONS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7', restart: 'M5 12a7 7 0 1 0 2.05-4.95M5 4v4h4' } as const;

/** A button's icon and text: below 580 px only the icon shows (the text stays its accessible name). */
function ButtonFace({ icon, text }: { icon: keyof typeof ICONS; text: string }) {
  return (
    <>
      <svg className={`${C}icon`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={`${C}label`}>{text}</span>
    </>
  );
}

/**
 * vb-card-stack (visitor spec sections 4 'Card stack' and 9): the author's cards stacked, moved by the buttons,
 * the arrow keys, a swipe or a click on the top card. The index is the one state (use-stack-index); the cards'
 * places and animations follow it (use-card-places); the pointer drives it through use-stack-drag.
 */
export function CardStack(props: CardStackProps) {
  const host = useHost();
  const emit = useEmit<CardStackEvents>();
  const area = useRef<HTMLDivElement>(null);
  const statusId = `${useDomId()}-position`;
  const cards = useCards(host);
  const count = cards.length;

  const onChange = useCallback(
    ({ index, cause }: StackIndex) => {
      emit('vb-card-stack-change', { index, count, cause });
      track(host.element, 'click', {
        contentTitle: props.label,
        interactionText: positionText(props.positionText, props.coverText, index, count, props.cover),
      });
    },
    [emit, host.element, count, props.label, props.positionText, props.coverText, props.cover],
  );
  const { index, go } = useStackIndex(host.element, props.index, count, onChange);
  useCardPlaces(cards, index);

  const atEnd = index >= count - 1;
  const forward = (cause: 'button' | 'swipe' | 'click') => {
    if (count === 0) return;
    if (atEnd) {
      // At the last card a click goes nowhere; the button (Start over) goes back to the first.
      if (cause === 'button') go(0, 'reset');
      return;
    }
    go(index + 1, cause);
  };
  useStackDrag(area, {
    top: () => cards[index],
    onSwipe: (direction) => (direction === 'forward' ? forward('swipe') : go(clampIndex(index - 1, count), 'swipe')),
    onClickTop: () => forward('click'),
  });
  useRemoteTrigger(props.triggerId || host.element.id, () => go(0, 'trigger'));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyStep(event.key, index, count);
    if (next === undefined) return;
    event.preventDefault();
    go(next, 'key');
  };

  const position = positionText(props.positionText, props.coverText, index, count, props.cover);
  return (
    <div
      className={`${C}stack`}
      part="stack"
      role="group"
      aria-roledescription="card stack"
      aria-label={props.label}
      data-vb-empty={count === 0 ? '' : undefined}
    >
      {/* Focusable for the arrow keys; its name and the position tell a screen reader what they move. */}
      <div
        ref={area}
        className={`${C}cards`}
        part="cards"
        tabIndex={count > 0 ? 0 : undefined}
        aria-label={props.label}
        aria-describedby={statusId}
        onKeyDown={onKeyDown}
      >
        <Slot />
      </div>
      <div className={`${C}controls`} part="controls" hidden={count === 0}>
        <button type="button" className={`${C}button`} part="previous" disabled={index === 0} onClick={() => go(index - 1, 'button')}>
          <ButtonFace icon="previous" text={props.previousLabel} />
        </button>
        <p id={statusId} className={`${C}position`} part="position" role="status">
          {position}
        </p>
        <button type="button" className={`${C}button`} part="next" disabled={count < 2} onClick={() => forward('button')}>
          {atEnd && count > 1 ? <ButtonFace icon="restart" text={props.restartLabel} /> : <ButtonFace icon="next" text={props.nextLabel} />}
        </button>
      </div>
    </div>
  );
}
