// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/check-box/meta.ts';
import type { CheckBoxEvents } from '../elements/check-box/events.ts';

export type * from '../elements/check-box/events.ts';
export { default } from '../elements/check-box/define.ts';

/** Properties of <vb-check-box>, each with its default when unset (from meta.ts). */
export type CheckBoxProps = PropsOf<typeof meta>;

/** <vb-check-box>: One checkbox that is a native form control: while checked its `value` is submitted under its `name`. With `conditional-field` it makes another field required while checked and gives that field its own requirement back when unchecked; named `subscriptions`, it is submitted as `phoneSubscription` when that field is a phone field, else `emailSubscription`. */
export interface VbCheckBoxElement extends HTMLElement, CheckBoxProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-check-box': VbCheckBoxElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-check-box-change': CustomEvent<CheckBoxEvents['vb-check-box-change']>;
  }
}
