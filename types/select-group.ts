// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/select-group/meta.ts';
import type { SelectGroupEvents } from '../elements/select-group/events.ts';

export type * from '../elements/select-group/events.ts';
export { default } from '../elements/select-group/define.ts';

/** Properties of <vb-select-group>, each with its default when unset (from meta.ts). */
export type SelectGroupProps = PropsOf<typeof meta>;

/** <vb-select-group>: A group of checkboxes (fieldset and legend) for a native <form>: options from <option> elements in the tag or the `options` attribute; every checked value is submitted under the one `name`; when `required`, at least one must be checked. */
export interface VbSelectGroupElement extends HTMLElement, SelectGroupProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-select-group': VbSelectGroupElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-select-group-change': CustomEvent<SelectGroupEvents['vb-select-group-change']>;
  }
}
