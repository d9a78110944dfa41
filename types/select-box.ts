// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { SelectBoxProps } from '../elements/select-box/select-box.tsx';
import type { SelectBoxEvents } from '../elements/select-box/events.ts';

export type * from '../elements/select-box/events.ts';
export type { SelectBoxProps } from '../elements/select-box/select-box.tsx';
export { default } from '../elements/select-box/define.ts';

/** <vb-select-box>: A drop-down choice (a native <select> inside) for a native <form>: options from <option> elements in the tag or the `options` attribute, a placeholder entry, and `required` with its message. Submitted under its `name`; validity, reset, a disabled fieldset and back/forward work as with a select. */
export interface VbSelectBoxElement extends HTMLElement, SelectBoxProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-select-box> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbSelectBoxJsxProps = React.ClassAttributes<VbSelectBoxElement> &
  Omit<
    React.HTMLAttributes<VbSelectBoxElement>,
    'name' | 'label' | 'hint' | 'required' | 'value' | 'disabled' | 'placeholder' | 'options' | 'requiredMessage' | 'required-message' | 'render'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: SelectBoxProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: SelectBoxProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: SelectBoxProps['hint'];
    /** A choice with a non-empty value is needed (`required-message`). Give a `placeholder` (or an option with `value=""`) so that nothing is chosen at first. */
    required?: SelectBoxProps['required'];
    /** The value chosen at first (form reset goes back to it). Else an option marked `selected`, else the placeholder, else the first option. */
    value?: SelectBoxProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: SelectBoxProps['disabled'];
    /** A first entry with an empty value ("Choose…"), chosen until the visitor picks an option. */
    placeholder?: SelectBoxProps['placeholder'];
    /** JSON list of options: strings (value and label alike) or `{ "value": "...", "label": "...", "disabled": true, "selected": true }`. When empty, the `<option>` elements inside the tag are the options (at any depth; `<optgroup>` labels are not shown). Repeated values are dropped with a console warning. */
    options?: SelectBoxProps['options'] | string;
    /** Shown when the field is required and nothing is chosen. */
    requiredMessage?: SelectBoxProps['requiredMessage'];
    /** Shown when the field is required and nothing is chosen. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-select-box': VbSelectBoxElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-select-box-change': CustomEvent<SelectBoxEvents['vb-select-box-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-select-box': VbSelectBoxJsxProps;
    }
  }
}
