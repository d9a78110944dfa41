/**
 * The props of an expandable tile (vb-card-tile, vb-uber-tile): its heading and level, the `expanded` state and the
 * button's two labels, declared and documented once and spread into each meta.ts; `noun` is how the docs name it
 * ('card', 'tile'). Pure: Node reads meta files without a DOM (scripts/manifest.ts). Their behaviour is
 * src/hooks/use-expandable.ts and src/expandable-tile.tsx.
 */
import type { PropSpec, PropType } from './props.ts';

export function expandableTileProps(noun: string) {
  return {
    heading: { type: 'string', default: '', description: `The ${noun}'s heading; it also names the ${noun} and its button.` },
    headingLevel: {
      type: 'number',
      default: 3,
      range: [2, 6],
      description: "Level of the heading (2 to 6), to fit the page's outline. Out of range: 3, with a warning.",
    },
    expanded: {
      type: 'boolean',
      default: false,
      description: `Present while the details show. The element sets and removes it as the visitor opens and closes the ${noun}; write it to start open.`,
    },
    moreLabel: { type: 'string', default: 'Show more', description: 'Text of the button while the details are hidden.', emptyIsDefault: true },
    lessLabel: { type: 'string', default: 'Show less', description: 'Text of the button while the details show.', emptyIsDefault: true },
  } satisfies Record<string, PropSpec<unknown> & { type: PropType }>;
}
