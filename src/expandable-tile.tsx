/**
 * The pieces vb-card-tile and vb-uber-tile render alike, each with the element's own class (light-DOM class prefix):
 * the media area, the heading and the disclosure button of the expandable-tile kit (src/hooks/use-expandable.ts).
 * `id` is the tile's DOM id: the heading is `${id}-heading`, the details `${id}-details`.
 */
import { buttonText } from './expandable-logic.ts';
import { Slot } from './hooks/slot.tsx';

/** The image area (part `media`) around the `media` slot; nothing without a media child. */
export function TileMedia({ className, shown }: { className: string; shown: boolean }) {
  return shown ? (
    <div className={className} part="media">
      <Slot name="media" />
    </div>
  ) : null;
}

/** The heading at its level (2 to 6: its meta's range); nothing for an empty heading. */
export function TileHeading({ className, id, heading, headingLevel }: { className: string; id: string; heading: string; headingLevel: number }) {
  if (!heading.trim()) return null;
  const Heading = `h${headingLevel as 2 | 3 | 4 | 5 | 6}` as const;
  return (
    <Heading id={`${id}-heading`} className={className} part="heading">
      {heading}
    </Heading>
  );
}

export interface TileButtonProps {
  className: string;
  id: string;
  expanded: boolean;
  /** The tile has a heading: the button is described by it. */
  named: boolean;
  moreLabel: string;
  lessLabel: string;
  onClick(): void;
}

/** The disclosure button (part `button`): aria-expanded, controlling the details, described by the heading. */
export function TileButton({ className, id, expanded, named, moreLabel, lessLabel, onClick }: TileButtonProps) {
  return (
    <button
      type="button"
      className={className}
      part="button"
      aria-expanded={expanded}
      aria-controls={`${id}-details`}
      aria-describedby={named ? `${id}-heading` : undefined}
      onClick={onClick}
    >
      {buttonText(expanded, moreLabel, lessLabel)}
    </button>
  );
}
