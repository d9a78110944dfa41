// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/unveil/meta.ts';
import type { UnveilEvents } from '../elements/unveil/events.ts';

export type * from '../elements/unveil/events.ts';
export { default } from '../elements/unveil/define.ts';

/** Properties of <vb-unveil>, each with its default when unset (from meta.ts). */
export type UnveilProps = PropsOf<typeof meta>;

/** <vb-unveil>: Content revealed on a trigger or as it comes into view. With `trigger-id` it stays hidden (find-in-page still reaches it) until a remote trigger, a link to #trigger-id or the URL fragment reveals it; without, it fades in once it scrolls into view. No animation when the visitor prefers reduced motion. */
export interface VbUnveilElement extends HTMLElement, UnveilProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-unveil': VbUnveilElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-unveil-toggle': CustomEvent<UnveilEvents['vb-unveil-toggle']>;
  }
}
