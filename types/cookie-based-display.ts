// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/cookie-based-display/meta.ts';
import type { CookieBasedDisplayEvents } from '../elements/cookie-based-display/events.ts';

export type * from '../elements/cookie-based-display/events.ts';
export { default } from '../elements/cookie-based-display/define.ts';

/** Properties of <vb-cookie-based-display>, each with its default when unset (from meta.ts). */
export type CookieBasedDisplayProps = PropsOf<typeof meta>;

/** <vb-cookie-based-display>: Content shown or hidden by a cookie rule: while the cookie `cookie` is set (to one of `value`, when given), or with `negate` while it is not. It follows the cookie as it changes (a sign-up closed, a consent given), without a reload. */
export interface VbCookieBasedDisplayElement extends HTMLElement, CookieBasedDisplayProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-cookie-based-display': VbCookieBasedDisplayElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-cookie-based-display-toggle': CustomEvent<CookieBasedDisplayEvents['vb-cookie-based-display-toggle']>;
  }
}
