/**
 * What every element on the overlay kit that a visitor opens shares (vb-modal, vb-overlay, vb-popup): the
 * `return-focus` attribute, declared and documented once and spread into each meta.ts. Pure data: Node reads meta
 * files without a DOM (scripts/manifest.ts). Its behaviour is src/overlay.ts (the focus given back on close).
 */
import type { PropSpec } from './props.ts';

/** `what`: the element's own word for itself in the description ("modal", "popup"). */
export function returnFocusProps(what: string) {
  return {
    returnFocus: {
      type: 'string',
      default: '' as string,
      description:
        `The id of the element focus goes to on close when the element that opened the ${what} is gone (removed, hidden or disabled). ` +
        `Empty, or naming nothing that can take focus (a console warning says so): the next control after the ${what} on the page ` +
        '(else the last one before it). Focus otherwise returns to the opener.',
    },
  } satisfies { returnFocus: PropSpec<string> & { type: 'string' } };
}
