// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { CheckBoxProps } from '../elements/check-box/check-box.tsx';
import type { CheckBoxEvents } from '../elements/check-box/events.ts';

export type * from '../elements/check-box/events.ts';
export type { CheckBoxProps } from '../elements/check-box/check-box.tsx';
export { default } from '../elements/check-box/define.ts';

/** <vb-check-box>: One checkbox that is a native form control: while checked its `value` is submitted under its `name`. With `conditional-field` it makes another field required while checked and gives that field its own requirement back when unchecked; named `subscriptions`, it is submitted as `phoneSubscription` when that field is a phone field, else `emailSubscription`. */
export interface VbCheckBoxElement extends HTMLElement, CheckBoxProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-check-box> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbCheckBoxJsxProps = React.ClassAttributes<VbCheckBoxElement> &
  Omit<
    React.HTMLAttributes<VbCheckBoxElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'checked'
    | 'conditionalField'
    | 'conditional-field'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
  > & {
    /** The name the form submits `value` under while checked (`subscriptions` is renamed, see above). */
    name?: CheckBoxProps['name'];
    /** The text beside the box; clicking it toggles the box. */
    label?: CheckBoxProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: CheckBoxProps['hint'];
    /** The form is not sent until it is checked (a consent box); `required-message` shows. */
    required?: CheckBoxProps['required'];
    /** What is submitted while checked, as for `<input type="checkbox">`. */
    value?: CheckBoxProps['value'];
    /** Cannot be changed, is not submitted and does not make its conditional field required. */
    disabled?: CheckBoxProps['disabled'];
    /** Checked at the start, and what form reset goes back to. Changing it later checks or unchecks the box. */
    checked?: CheckBoxProps['checked'];
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    conditionalField?: CheckBoxProps['conditionalField'];
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    'conditional-field'?: string;
    /** Shown (and announced) when a required box is not checked. */
    requiredMessage?: CheckBoxProps['requiredMessage'];
    /** Shown (and announced) when a required box is not checked. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-check-box': VbCheckBoxElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-check-box-change': CustomEvent<CheckBoxEvents['vb-check-box-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-check-box': VbCheckBoxJsxProps;
    }
  }
}
