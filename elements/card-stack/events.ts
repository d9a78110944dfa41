// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/card-stack/meta.ts.

/** `vb-card-stack-change`: The top card changed. `index` counts from 0; `cause` is how: "button", "swipe", "click" (on the top card), "key", "reset" (Start over), "trigger" or "property". */
export type CardStackChangeDetail = { index: number; count: number; cause: 'button' | 'swipe' | 'click' | 'key' | 'reset' | 'trigger' | 'property' };

/** Every event <vb-card-stack> sends, by name: its `event.detail`. */
export type CardStackEvents = {
  'vb-card-stack-change': CardStackChangeDetail;
};
