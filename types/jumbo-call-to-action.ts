// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/jumbo-call-to-action/meta.ts';

export type * from '../elements/jumbo-call-to-action/events.ts';
export { default } from '../elements/jumbo-call-to-action/define.ts';

/** Properties of <vb-jumbo-call-to-action>, each with its default when unset (from meta.ts). */
export type JumboCallToActionProps = PropsOf<typeof meta>;

/** <vb-jumbo-call-to-action>: A large call to action across the page: the author's heading and text, white on a dark band or over a darkened photo, and one large link styled as a button. Following the link sends one analytics click (`contentTitle`, `interactionText`, `link`, `offerId`). Only an http(s) address is followed; without one the text stays and the console names the attribute. */
export interface VbJumboCallToActionElement extends HTMLElement, JumboCallToActionProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-jumbo-call-to-action': VbJumboCallToActionElement;
  }
}
