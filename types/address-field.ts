// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { AddressFieldProps } from '../elements/address-field/address-field.tsx';
import type { AddressFieldEvents } from '../elements/address-field/events.ts';

export type * from '../elements/address-field/events.ts';
export type { AddressFieldProps } from '../elements/address-field/address-field.tsx';
export { default } from '../elements/address-field/define.ts';

/** <vb-address-field>: A whole US address in one line, as a native form control. When the visitor leaves the field having changed it (and before the form is sent) the address is checked with POST /api/addressVerify; a found address replaces the text with its `deliveryLine1, lastLine`. */
export interface VbAddressFieldElement extends HTMLElement, AddressFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-address-field> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbAddressFieldJsxProps = React.ClassAttributes<VbAddressFieldElement> &
  Omit<
    React.HTMLAttributes<VbAddressFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'requiredMessage'
    | 'required-message'
    | 'unmatchedMessage'
    | 'unmatched-message'
    | 'correctedMessage'
    | 'corrected-message'
    | 'verifyingText'
    | 'verifying-text'
    | 'render'
  > & {
    /** The name the form submits the address under. */
    name?: AddressFieldProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: AddressFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: AddressFieldProps['hint'];
    /** The form is not sent while the field is empty; `required-message` shows. */
    required?: AddressFieldProps['required'];
    /** The starting text, and what form reset goes back to. */
    value?: AddressFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: AddressFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: AddressFieldProps['placeholder'];
    /** Shown when a required field is empty after leaving it or on submit. Empty: the default. */
    requiredMessage?: AddressFieldProps['requiredMessage'];
    /** Shown when a required field is empty after leaving it or on submit. Empty: the default. */
    'required-message'?: string;
    /** Shown when the service found nothing close. It does not block the form. */
    unmatchedMessage?: AddressFieldProps['unmatchedMessage'];
    /** Shown when the service found nothing close. It does not block the form. */
    'unmatched-message'?: string;
    /** Shown when the found address replaced the text. */
    correctedMessage?: AddressFieldProps['correctedMessage'];
    /** Shown when the found address replaced the text. */
    'corrected-message'?: string;
    /** Announced while the address is checked. */
    verifyingText?: AddressFieldProps['verifyingText'];
    /** Announced while the address is checked. */
    'verifying-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-address-field': VbAddressFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-address-field-verify': CustomEvent<AddressFieldEvents['vb-address-field-verify']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-address-field': VbAddressFieldJsxProps;
    }
  }
}
