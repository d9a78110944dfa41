// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/select-box/meta.ts';
import type { SelectBoxEvents } from '../elements/select-box/events.ts';

export type * from '../elements/select-box/events.ts';
export { default } from '../elements/select-box/define.ts';

/** Properties of <vb-select-box>, each with its default when unset (from meta.ts). */
export type SelectBoxProps = PropsOf<typeof meta>;

/** <vb-select-box>: A drop-down choice (a native <select> inside) for a native <form>: options from <option> elements in the tag or the `options` attribute, a placeholder entry, and `required` with its message. Submitted under its `name`; validity, reset, a disabled fieldset and back/forward work as with a select. */
export interface VbSelectBoxElement extends HTMLElement, SelectBoxProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-select-box': VbSelectBoxElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-select-box-change': CustomEvent<SelectBoxEvents['vb-select-box-change']>;
  }
}
