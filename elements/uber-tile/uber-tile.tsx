import { useEffect, useMemo } from 'react';
import { callToActionItems, type CallToActionItem } from '../../src/call-to-action-props.ts';
import { CallToActionLink } from '../../src/call-to-action.tsx';
import { TileButton, TileHeading, TileMedia } from '../../src/expandable-tile.tsx';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useExpandable } from '../../src/hooks/use-expandable.ts';
import type { UberTileEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { UberTileEvents } from './events.ts';
export type UberTileProps = PropsOf<typeof meta>;

const C = 'vb-uber-tile__';

/** The links of `links` that can be followed; every entry left out or field ignored is one console warning. */
function useMoreLinks(tag: string, links: unknown): CallToActionItem[] {
  const { items, problems } = useMemo(() => callToActionItems('links', links, document.baseURI), [links]);
  const warnings = problems.join('\n');
  useEffect(() => {
    for (const line of warnings ? warnings.split('\n') : []) console.warn(`<${tag}>: ${line}`);
  }, [tag, warnings]);
  return items;
}

/**
 * vb-uber-tile (spec section 1, 'uber tile'): a feature tile whose details open in place, on the expandable-tile kit
 * (src/hooks/use-expandable.ts, shared with vb-card-tile), with its call-to-action links (src/call-to-action.tsx): the
 * first from the attributes (part `link`), more from `links` (part `secondary-link`), each with its own analytics.
 * The host's `expanded` attribute is the one state.
 */
export function UberTile(props: UberTileProps) {
  const { eyebrow, heading, headingLevel, expanded, moreLabel, lessLabel } = props;
  const emit = useEmit<UberTileEvents>();
  const { host, panel, id, hasDetails, hasMedia, toggle } = useExpandable({
    expanded,
    heading,
    noun: 'tile',
    onToggle: (detail) => emit('vb-uber-tile-toggle', detail),
  });
  const more = useMoreLinks(host.tag, props.links);
  // The heading is in this element's own tree, which the kit's light-DOM lookup cannot see: pass it.
  const title = props.analyticsTitle.trim() || heading;

  const named = !!heading.trim();
  return (
    <article className={`${C}tile`} part="tile" aria-labelledby={named ? `${id}-heading` : undefined} data-vb-media={hasMedia ? '' : undefined}>
      <TileMedia className={`${C}media`} shown={hasMedia} />
      <div className={`${C}body`} part="body">
        {eyebrow.trim() ? (
          <p className={`${C}eyebrow`} part="eyebrow">
            {eyebrow}
          </p>
        ) : null}
        <TileHeading className={`${C}heading`} id={id} heading={heading} headingLevel={headingLevel} />
        <div className={`${C}summary`} part="summary">
          <Slot />
        </div>
        <div className={`${C}actions`} part="actions">
          <CallToActionLink className={`${C}link`} {...props} analyticsTitle={title} />
          {more.map((item, index) => (
            <CallToActionLink
              key={index}
              className={`${C}link ${C}link--secondary`}
              part="secondary-link"
              {...item}
              analyticsTitle={item.analyticsTitle || title}
            />
          ))}
          {hasDetails ? (
            <TileButton className={`${C}button`} id={id} expanded={expanded} named={named} moreLabel={moreLabel} lessLabel={lessLabel} onClick={toggle} />
          ) : null}
        </div>
      </div>
      {/* No padding on the panel itself: its opening animation starts from a height of 0. */}
      <div ref={panel} id={`${id}-details`} className={`${C}details`} part="details">
        <div className={`${C}details-inner`}>
          <Slot name="details" />
        </div>
      </div>
    </article>
  );
}
