import { TileButton, TileHeading, TileMedia } from '../../src/expandable-tile.tsx';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useExpandable } from '../../src/hooks/use-expandable.ts';
import type { CardTileEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { CardTileEvents } from './events.ts';
export type CardTileProps = PropsOf<typeof meta>;

const C = 'vb-card-tile__';

/**
 * vb-card-tile (spec section 1, 'expandable card tile'): the WAI-ARIA disclosure pattern on the expandable-tile kit
 * (src/hooks/use-expandable.ts, shared with vb-uber-tile). The host's `expanded` attribute is the one state.
 */
export function CardTile({ heading, headingLevel, expanded, moreLabel, lessLabel }: CardTileProps) {
  const emit = useEmit<CardTileEvents>();
  const { panel, id, hasDetails, hasMedia, toggle } = useExpandable({
    expanded,
    heading,
    noun: 'card',
    onToggle: (detail) => emit('vb-card-tile-toggle', detail),
  });

  return (
    <article className={`${C}tile`} part="tile" aria-labelledby={heading.trim() ? `${id}-heading` : undefined}>
      <TileMedia className={`${C}media`} shown={hasMedia} />
      <div className={`${C}body`}>
        <TileHeading className={`${C}heading`} id={id} heading={heading} headingLevel={headingLevel} />
        <div className={`${C}summary`} part="summary">
          <Slot />
        </div>
        {hasDetails ? (
          <TileButton
            className={`${C}button`}
            id={id}
            expanded={expanded}
            named={!!heading.trim()}
            moreLabel={moreLabel}
            lessLabel={lessLabel}
            onClick={toggle}
          />
        ) : null}
        <div ref={panel} id={`${id}-details`} className={`${C}details`} part="details">
          <Slot name="details" />
        </div>
      </div>
    </article>
  );
}
