// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/text-area/meta.ts';
import type { TextAreaEvents } from '../elements/text-area/events.ts';

export type * from '../elements/text-area/events.ts';
export { default } from '../elements/text-area/define.ts';

/** Properties of <vb-text-area>, each with its default when unset (from meta.ts). */
export type TextAreaProps = PropsOf<typeof meta>;

/** <vb-text-area>: A multi-line text box that is a native form control: submitted under its `name`, seen by the form's validation, reset and a disabled fieldset. Typed text is cleaned as the visitor types (markup, invisible characters, emoji, leading spaces) and trimmed on blur. As the text box of an "other" answer (`other-for`), it is required only while that answer is checked. */
export interface VbTextAreaElement extends HTMLElement, TextAreaProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-text-area': VbTextAreaElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-text-area-input': CustomEvent<TextAreaEvents['vb-text-area-input']>;
    'vb-text-area-change': CustomEvent<TextAreaEvents['vb-text-area-change']>;
  }
}
