// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/checkbox-radio/meta.ts';
import type { CheckboxRadioEvents } from '../elements/checkbox-radio/events.ts';

export type * from '../elements/checkbox-radio/events.ts';
export { default } from '../elements/checkbox-radio/define.ts';

/** Properties of <vb-checkbox-radio>, each with its default when unset (from meta.ts). */
export type CheckboxRadioProps = PropsOf<typeof meta>;

/** <vb-checkbox-radio>: A group of radio buttons (one answer) or checkboxes (any number) under a legend, as one native form control: the options come from `<option>` elements inside the tag or the `options` attribute; the chosen value(s) are submitted under its `name`. Radios follow the WAI-ARIA radio group pattern (one tab stop; arrow keys move and check). */
export interface VbCheckboxRadioElement extends HTMLElement, CheckboxRadioProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-checkbox-radio': VbCheckboxRadioElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-checkbox-radio-change': CustomEvent<CheckboxRadioEvents['vb-checkbox-radio-change']>;
  }
}
