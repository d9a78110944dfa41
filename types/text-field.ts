// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { TextFieldProps } from '../elements/text-field/text-field.tsx';
import type { TextFieldEvents } from '../elements/text-field/events.ts';

export type * from '../elements/text-field/events.ts';
export type { TextFieldProps } from '../elements/text-field/text-field.tsx';
export { default } from '../elements/text-field/define.ts';

/** <vb-text-field>: A one-line text input that is a native form control: inside a plain `<form>` its text is submitted under its `name`, the form's validation, reset and a disabled fieldset all reach it. Typed text is cleaned as the visitor types (markup, invisible and direction-control characters, emoji, leading spaces) and trimmed when they leave the field; for `firstName` and `lastName` with a `maxlength`, a message appears within 2 characters of the limit. */
export interface VbTextFieldElement extends HTMLElement, TextFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-text-field> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbTextFieldJsxProps = React.ClassAttributes<VbTextFieldElement> &
  Omit<
    React.HTMLAttributes<VbTextFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'maxlength'
    | 'autocomplete'
    | 'inputmode'
    | 'type'
    | 'requiredMessage'
    | 'required-message'
    | 'maxLengthMessage'
    | 'max-length-message'
    | 'sensitive'
    | 'render'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: TextFieldProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: TextFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: TextFieldProps['hint'];
    /** The form is not sent while the field is empty (or only spaces); `required-message` shows. */
    required?: TextFieldProps['required'];
    /** The starting text, and what form reset goes back to. Changing the attribute or property later replaces the text. The current text is what the form submits (`new FormData(form)`) and what `vb-text-field-input`/`vb-text-field-change` carry. */
    value?: TextFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: TextFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: TextFieldProps['placeholder'];
    /** Most characters the visitor can enter (0: no limit). For `name="firstName"` or `"lastName"`, `max-length-message` shows within 2 characters of it. */
    maxlength?: TextFieldProps['maxlength'];
    /** The input's `autocomplete` token for autofill, e.g. `given-name`, `family-name`, `organization`. */
    autocomplete?: TextFieldProps['autocomplete'];
    /** The on-screen keyboard: none, text, decimal, numeric, tel, search, email or url. Anything else is ignored with a warning. */
    inputmode?: TextFieldProps['inputmode'];
    /** text, search, tel, url or password (keyboard and autofill only; no format check). `password` is never kept in session storage. Anything else gives text, with a warning. */
    type?: TextFieldProps['type'];
    /** Shown (and announced) when a required field is empty after leaving it or on submit. */
    requiredMessage?: TextFieldProps['requiredMessage'];
    /** Shown (and announced) when a required field is empty after leaving it or on submit. */
    'required-message'?: string;
    /** The max-length message for firstName and lastName; `{max}` is the limit and `{remaining}` the characters left. */
    maxLengthMessage?: TextFieldProps['maxLengthMessage'];
    /** The max-length message for firstName and lastName; `{max}` is the limit and `{remaining}` the characters left. */
    'max-length-message'?: string;
    /** Never keep the visitor's text in session storage (by default it survives a reload until the form is sent). */
    sensitive?: TextFieldProps['sensitive'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-text-field': VbTextFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-text-field-input': CustomEvent<TextFieldEvents['vb-text-field-input']>;
    'vb-text-field-change': CustomEvent<TextFieldEvents['vb-text-field-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-text-field': VbTextFieldJsxProps;
    }
  }
}
