import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDisclosure } from '../../src/hooks/use-disclosure.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { buttonText, headingLevelOf } from './card-tile-logic.ts';
import { useSlotFilled } from './use-slot-filled.ts';
import type { CardTileEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { CardTileEvents } from './events.ts';
export type CardTileProps = PropsOf<typeof meta>;

const C = 'vb-card-tile__';

/**
 * vb-card-tile (spec section 1, 'expandable card tile'): the WAI-ARIA disclosure pattern on the disclosure kit. The
 * host's `expanded` attribute is the one state: the element writes it, the prop follows, and a page may write it too.
 */
export function CardTile({ heading, headingLevel, expanded, moreLabel, lessLabel }: CardTileProps) {
  const host = useHost();
  const emit = useEmit<CardTileEvents>();
  const panel = useRef<HTMLDivElement>(null);
  const id = useDomId();
  const hasDetails = useSlotFilled(host, 'details');
  const hasMedia = useSlotFilled(host, 'media');
  const level = headingLevelOf(headingLevel);
  // Only an opening after start-up animates: a card written open is simply open.
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    if (!heading.trim()) console.warn(`<${host.tag}>: heading is empty; give the card a heading (heading="…"), it names the card and its button.`);
  }, [heading, host.tag]);
  useEffect(() => {
    if (!hasDetails) console.warn(`<${host.tag}>: no details. Put the content to reveal in a child with slot="details"; until then there is no button.`);
  }, [hasDetails, host.tag]);
  useEffect(() => {
    if (!level) console.warn(`<${host.tag}>: heading-level="${headingLevel}" is not 2 to 6; using 3.`);
  }, [level, headingLevel, host.tag]);

  const write = useCallback(
    (next: boolean, cause: 'user' | 'find') => {
      if (host.element.hasAttribute('expanded') === next) return;
      host.element.toggleAttribute('expanded', next);
      setAnimate(next && cause === 'user');
      emit('vb-card-tile-toggle', { expanded: next, cause });
      if (cause === 'user') track(host.element, 'click', { contentTitle: heading, interactionText: next ? 'open' : 'close' });
    },
    [host.element, emit, heading],
  );

  useDisclosure(panel, expanded && hasDetails, { animate, onFound: () => write(true, 'find') });

  const Heading = `h${level ?? 3}` as const;
  return (
    <article className={`${C}tile`} part="tile" aria-labelledby={heading.trim() ? `${id}-heading` : undefined}>
      {hasMedia ? (
        <div className={`${C}media`} part="media">
          <Slot name="media" />
        </div>
      ) : null}
      <div className={`${C}body`}>
        {heading.trim() ? (
          <Heading id={`${id}-heading`} className={`${C}heading`} part="heading">
            {heading}
          </Heading>
        ) : null}
        <div className={`${C}summary`} part="summary">
          <Slot />
        </div>
        {hasDetails ? (
          <button
            type="button"
            className={`${C}button`}
            part="button"
            aria-expanded={expanded}
            aria-controls={`${id}-details`}
            aria-describedby={heading.trim() ? `${id}-heading` : undefined}
            onClick={() => write(!host.element.hasAttribute('expanded'), 'user')}
          >
            {buttonText(expanded, moreLabel, lessLabel)}
          </button>
        ) : null}
        <div ref={panel} id={`${id}-details`} className={`${C}details`} part="details">
          <Slot name="details" />
        </div>
      </div>
    </article>
  );
}
