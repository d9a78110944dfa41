/**
 * What every block that shows or hides its content by a rule shares (vb-campaigner, vb-cookie-based-display): the
 * `shown` state on `data-vb-shown` and the `vb-<name>-toggle` event, declared and documented once and spread into each
 * meta.ts. Pure data: Node reads meta files without a DOM (scripts/manifest.ts). Their behaviour is
 * src/hooks/use-shown-state.ts.
 */
import type { EventDoc, PropSpec } from './props.ts';

export const shownStateProps = {
  shown: {
    type: 'boolean',
    attribute: 'data-vb-shown',
    default: false as boolean,
    description:
      'State: present while the content is shown; the element sets and removes it. Write it yourself when the content usually starts shown, so it shows before the script runs.',
  },
} satisfies { shown: PropSpec<boolean> & { type: 'boolean' } };

/** The block's toggle event, sent when the rule's answer changes after the first one; `cause`: what changed it. */
export function shownToggleEvent(cause: string): EventDoc {
  return { description: `The content was shown or hidden because ${cause} (not sent for the first state).`, detail: '{ shown: boolean }' };
}
