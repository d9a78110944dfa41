// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/speed-dial/meta.ts';
import type { SpeedDialEvents } from '../elements/speed-dial/events.ts';

export type * from '../elements/speed-dial/events.ts';
export { default } from '../elements/speed-dial/define.ts';

/** Properties of <vb-speed-dial>, each with its default when unset (from meta.ts). */
export type SpeedDialProps = PropsOf<typeof meta>;

/** <vb-speed-dial>: A floating button that opens a menu of actions over a scrim (the WAI-ARIA menu button): arrow keys, Home and End move through the actions, Escape closes the menu and focus goes back to the button. It lives in the floating-action area, and the menu flips to the side with room, stays inside the screen and never covers the focused control. */
export interface VbSpeedDialElement extends HTMLElement, SpeedDialProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-speed-dial': VbSpeedDialElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-speed-dial-open': CustomEvent<SpeedDialEvents['vb-speed-dial-open']>;
    'vb-speed-dial-close': CustomEvent<SpeedDialEvents['vb-speed-dial-close']>;
    'vb-speed-dial-select': CustomEvent<SpeedDialEvents['vb-speed-dial-select']>;
  }
}
