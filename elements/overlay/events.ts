// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/overlay/meta.ts.

/** `vb-overlay-open`: The overlay opened. `cause`: its attribute or property ("property") or a remote trigger or link ("trigger"). */
export type OverlayOpenDetail = { cause: 'property' | 'trigger' };

/** `vb-overlay-close`: The overlay closed. `cause`: "button", "escape", "scrim", "property", "trigger", "parent" or "browser". */
export type OverlayCloseDetail = { cause: 'button' | 'escape' | 'scrim' | 'property' | 'trigger' | 'parent' | 'browser' };

/** Every event <vb-overlay> sends, by name: its `event.detail`. */
export type OverlayEvents = {
  'vb-overlay-open': OverlayOpenDetail;
  'vb-overlay-close': OverlayCloseDetail;
};
