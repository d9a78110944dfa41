/**
 * What every block that shows a rolled count shares (vb-counter, vb-counter-group, vb-simple-counter): the link under
 * the count and the fewest digits shown, declared and documented once and spread into each meta.ts. Pure data: Node
 * reads meta files without a DOM (scripts/manifest.ts). Their behaviour is src/digit-roll.tsx (RolledCount) and
 * src/safe-href.ts (the link).
 */
import type { PropSpec } from './props.ts';

/** `what`: the element's own word for the number it shows ("count", "total"). */
export function rolledCountProps(what: string) {
  return {
    link: { type: 'string', default: '' as string, description: `Optional link under the ${what} (an http(s) page; anything else shows no link).` },
    linkText: { type: 'string', default: 'Learn more' as string, description: 'Text of `link`.' },
    minDigits: {
      type: 'number',
      default: 3 as number,
      range: [1, 15],
      description: `Digits the ${what} shows at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning.`,
    },
  } satisfies {
    link: PropSpec<string> & { type: 'string' };
    linkText: PropSpec<string> & { type: 'string' };
    minDigits: PropSpec<number> & { type: 'number' };
  };
}
