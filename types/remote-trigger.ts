// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/remote-trigger/meta.ts';
import type { RemoteTriggerEvents } from '../elements/remote-trigger/events.ts';

export type * from '../elements/remote-trigger/events.ts';
export { default } from '../elements/remote-trigger/define.ts';

/** Properties of <vb-remote-trigger>, each with its default when unset (from meta.ts). */
export type RemoteTriggerProps = PropsOf<typeof meta>;

/** <vb-remote-trigger>: A button that controls another block by id: a press sends a remote-trigger message (toggle, open, close, play...) to every block subscribed to `target` (vb-unveil, vb-drawers, a video); when none is, it scrolls to the element with that id and moves focus there. */
export interface VbRemoteTriggerElement extends HTMLElement, RemoteTriggerProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-remote-trigger': VbRemoteTriggerElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-remote-trigger-send': CustomEvent<RemoteTriggerEvents['vb-remote-trigger-send']>;
  }
}
