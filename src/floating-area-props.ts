/**
 * The props every block in the floating-action area shares (vb-floating-action-button, vb-speed-dial), declared and
 * documented once and spread into each meta.ts. Pure data: Node reads meta files without a DOM (scripts/manifest.ts).
 * Their behaviour is src/hooks/use-floating-area.ts.
 */
import type { FloatingCorner } from './floating-area.ts';
import type { PropSpec } from './props.ts';

export const floatingAreaProps = {
  corner: {
    type: 'string',
    default: 'right' as const,
    choices: ['right', 'left'] as const,
    emptyIsDefault: true,
    description: 'Which bottom corner of the floating-action area it goes to: `right` or `left`. Any other value: `right`, with a console warning.',
  },
  inline: {
    type: 'boolean',
    default: false as boolean,
    description: 'Stay where it is written in the page instead of moving into the floating-action area.',
  },
} satisfies { corner: PropSpec<FloatingCorner> & { type: 'string' }; inline: PropSpec<boolean> & { type: 'boolean' } };
