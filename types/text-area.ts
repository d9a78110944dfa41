// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { TextAreaProps } from '../elements/text-area/text-area.tsx';
import type { TextAreaEvents } from '../elements/text-area/events.ts';

export type * from '../elements/text-area/events.ts';
export type { TextAreaProps } from '../elements/text-area/text-area.tsx';
export { default } from '../elements/text-area/define.ts';

/** <vb-text-area>: A multi-line text box that is a native form control: submitted under its `name`, seen by the form's validation, reset and a disabled fieldset. Typed text is cleaned as the visitor types (markup, invisible characters, emoji, leading spaces) and trimmed on blur. As the text box of an "other" answer (`other-for`), it is required only while that answer is checked. */
export interface VbTextAreaElement extends HTMLElement, TextAreaProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-text-area> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbTextAreaJsxProps = React.ClassAttributes<VbTextAreaElement> &
  Omit<
    React.HTMLAttributes<VbTextAreaElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'maxlength'
    | 'rows'
    | 'otherFor'
    | 'other-for'
    | 'otherValue'
    | 'other-value'
    | 'requiredMessage'
    | 'required-message'
    | 'sensitive'
    | 'render'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: TextAreaProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: TextAreaProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: TextAreaProps['hint'];
    /** The form is not sent while it is empty (or only spaces). Ignored with `other-for`, which decides instead. */
    required?: TextAreaProps['required'];
    /** The starting text, and what form reset goes back to. Changing it later replaces the text. */
    value?: TextAreaProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: TextAreaProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: TextAreaProps['placeholder'];
    /** Most characters the visitor can enter (0: no limit). */
    maxlength?: TextAreaProps['maxlength'];
    /** Visible lines (1 to 30); the visitor can make it taller. */
    rows?: TextAreaProps['rows'];
    /** Makes this the text box of an "other" answer: the id (or else the name, in the same form) of the checkbox or radio that means "other" (a native input, a `vb-check-box`, or a `vb-checkbox-radio` group with `other-value`). Required only while it is checked. */
    otherFor?: TextAreaProps['otherFor'];
    /** Makes this the text box of an "other" answer: the id (or else the name, in the same form) of the checkbox or radio that means "other" (a native input, a `vb-check-box`, or a `vb-checkbox-radio` group with `other-value`). Required only while it is checked. */
    'other-for'?: string;
    /** With `other-for` naming a group (radios of one name, a `vb-checkbox-radio`): the value that means "other". Empty: any checked value. */
    otherValue?: TextAreaProps['otherValue'];
    /** With `other-for` naming a group (radios of one name, a `vb-checkbox-radio`): the value that means "other". Empty: any checked value. */
    'other-value'?: string;
    /** Shown (and announced) when a required text box is empty. */
    requiredMessage?: TextAreaProps['requiredMessage'];
    /** Shown (and announced) when a required text box is empty. */
    'required-message'?: string;
    /** Never keep the visitor's text in session storage (by default it survives a reload until the form is sent). */
    sensitive?: TextAreaProps['sensitive'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-text-area': VbTextAreaElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-text-area-input': CustomEvent<TextAreaEvents['vb-text-area-input']>;
    'vb-text-area-change': CustomEvent<TextAreaEvents['vb-text-area-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-text-area': VbTextAreaJsxProps;
    }
  }
}
