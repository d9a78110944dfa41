// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/text-field/meta.ts';
import type { TextFieldEvents } from '../elements/text-field/events.ts';

export type * from '../elements/text-field/events.ts';
export { default } from '../elements/text-field/define.ts';

/** Properties of <vb-text-field>, each with its default when unset (from meta.ts). */
export type TextFieldProps = PropsOf<typeof meta>;

/** <vb-text-field>: A one-line text input that is a native form control: inside a plain `<form>` its text is submitted under its `name`, the form's validation, reset and a disabled fieldset all reach it. Typed text is cleaned as the visitor types (markup, invisible and direction-control characters, emoji, leading spaces) and trimmed when they leave the field; for `firstName` and `lastName` with a `maxlength`, a message appears within 2 characters of the limit. */
export interface VbTextFieldElement extends HTMLElement, TextFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-text-field': VbTextFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-text-field-input': CustomEvent<TextFieldEvents['vb-text-field-input']>;
    'vb-text-field-change': CustomEvent<TextFieldEvents['vb-text-field-change']>;
  }
}
