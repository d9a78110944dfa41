// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/small-call-to-action/meta.ts';

export type * from '../elements/small-call-to-action/events.ts';
export { default } from '../elements/small-call-to-action/define.ts';

/** Properties of <vb-small-call-to-action>, each with its default when unset (from meta.ts). */
export type SmallCallToActionProps = PropsOf<typeof meta>;

/** <vb-small-call-to-action>: A compact call to action: the author's short text (a heading and a sentence) and one link under it, styled as a button. Following the link sends one analytics click (`contentTitle`, `interactionText`, `link`, `offerId`). Only an http(s) address is followed; without one the text stays and the console names the attribute. */
export interface VbSmallCallToActionElement extends HTMLElement, SmallCallToActionProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-small-call-to-action': VbSmallCallToActionElement;
  }
}
