// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/action-bar/meta.ts';
import type { ActionBarEvents } from '../elements/action-bar/events.ts';

export type * from '../elements/action-bar/events.ts';
export { default } from '../elements/action-bar/define.ts';

/** Properties of <vb-action-bar>, each with its default when unset (from meta.ts). */
export type ActionBarProps = PropsOf<typeof meta>;

/** <vb-action-bar>: A share bar: share links to the networks the author lists, follow links to the site's own profiles, and a copy-link button with a visible, announced "copied" state (and the link shown to copy by hand when the browser refuses the clipboard). On a device with the Web Share API a Share button opens its own share sheet. Every share and follow sends an analytics event. */
export interface VbActionBarElement extends HTMLElement, ActionBarProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-action-bar': VbActionBarElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-action-bar-share': CustomEvent<ActionBarEvents['vb-action-bar-share']>;
    'vb-action-bar-follow': CustomEvent<ActionBarEvents['vb-action-bar-follow']>;
    'vb-action-bar-copy': CustomEvent<ActionBarEvents['vb-action-bar-copy']>;
  }
}
