// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/display-dependency/meta.ts';
import type { DisplayDependencyEvents } from '../elements/display-dependency/events.ts';

export type * from '../elements/display-dependency/events.ts';
export { default } from '../elements/display-dependency/define.ts';

/** Properties of <vb-display-dependency>, each with its default when unset (from meta.ts). */
export type DisplayDependencyProps = PropsOf<typeof meta>;

/** <vb-display-dependency>: Content shown only while another field has a given value: a follow-up question that appears when the visitor chooses "Other" or "By phone". While hidden, the fields inside are disabled, so they are neither required nor submitted. */
export interface VbDisplayDependencyElement extends HTMLElement, DisplayDependencyProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-display-dependency': VbDisplayDependencyElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-display-dependency-toggle': CustomEvent<DisplayDependencyEvents['vb-display-dependency-toggle']>;
  }
}
