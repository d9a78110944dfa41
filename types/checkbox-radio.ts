// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { CheckboxRadioProps } from '../elements/checkbox-radio/checkbox-radio.tsx';
import type { CheckboxRadioEvents } from '../elements/checkbox-radio/events.ts';

export type * from '../elements/checkbox-radio/events.ts';
export type { CheckboxRadioProps } from '../elements/checkbox-radio/checkbox-radio.tsx';
export { default } from '../elements/checkbox-radio/define.ts';

/** <vb-checkbox-radio>: A group of radio buttons (one answer) or checkboxes (any number) under a legend, as one native form control: the options come from `<option>` elements inside the tag or the `options` attribute; the chosen value(s) are submitted under its `name`. Radios follow the WAI-ARIA radio group pattern (one tab stop; arrow keys move and check). */
export interface VbCheckboxRadioElement extends HTMLElement, CheckboxRadioProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-checkbox-radio> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbCheckboxRadioJsxProps = React.ClassAttributes<VbCheckboxRadioElement> &
  Omit<
    React.HTMLAttributes<VbCheckboxRadioElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'type'
    | 'options'
    | 'optionCount'
    | 'option-count'
    | 'conditionalField'
    | 'conditional-field'
    | 'requiredText'
    | 'required-text'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
  > & {
    /** The name the chosen value(s) are submitted under (checkboxes: one entry per value). `subscriptions` is renamed by `conditional-field`, as for vb-check-box. */
    name?: CheckboxRadioProps['name'];
    /** The group's legend. Without one, name the group with `aria-label` on the element. */
    label?: CheckboxRadioProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: CheckboxRadioProps['hint'];
    /** At least one option must be chosen; `required-message` shows otherwise. */
    required?: CheckboxRadioProps['required'];
    /** The option(s) chosen at the start, and what form reset goes back to: a value (radios) or values separated by commas (checkboxes). */
    value?: CheckboxRadioProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: CheckboxRadioProps['disabled'];
    /** `radio` (one answer) or `checkbox` (any number). Anything else gives radio, with a warning. */
    type?: CheckboxRadioProps['type'];
    /** JSON list of `{ "value": "...", "label": "..." }`. The label defaults to the value; an option without a value, or repeating one, is left out with a warning. `"conditional": true` marks the option that makes `conditional-field` required. When empty, the `<option value="...">Label</option>` elements inside the tag are the options (`selected` marks the start when `value` names none, `data-conditional` the option for `conditional-field`). */
    options?: CheckboxRadioProps['options'] | string;
    /** Before the script runs only: how many options the JSON `options` attribute holds (1 to 12), so the page reserves their height and does not move when the element mounts (CSS cannot count a JSON list; `<option>` children are counted). Without it two rows are reserved. The element itself ignores it. */
    optionCount?: CheckboxRadioProps['optionCount'];
    /** Before the script runs only: how many options the JSON `options` attribute holds (1 to 12), so the page reserves their height and does not move when the element mounts (CSS cannot count a JSON list; `<option>` children are counted). Without it two rows are reserved. The element itself ignores it. */
    'option-count'?: number | `${number}`;
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    conditionalField?: CheckboxRadioProps['conditionalField'];
    /** The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which vb-email-field and vb-phone-field read to show their conditional-required message. */
    'conditional-field'?: string;
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: CheckboxRadioProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Shown (and announced) when a required group has nothing chosen. */
    requiredMessage?: CheckboxRadioProps['requiredMessage'];
    /** Shown (and announced) when a required group has nothing chosen. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-checkbox-radio': VbCheckboxRadioElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-checkbox-radio-change': CustomEvent<CheckboxRadioEvents['vb-checkbox-radio-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-checkbox-radio': VbCheckboxRadioJsxProps;
    }
  }
}
