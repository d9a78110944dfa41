// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { SelectGroupProps } from '../elements/select-group/select-group.tsx';
import type { SelectGroupEvents } from '../elements/select-group/events.ts';

export type * from '../elements/select-group/events.ts';
export type { SelectGroupProps } from '../elements/select-group/select-group.tsx';
export { default } from '../elements/select-group/define.ts';

/** <vb-select-group>: A group of checkboxes (fieldset and legend) for a native <form>: options from <option> elements in the tag or the `options` attribute; every checked value is submitted under the one `name`; when `required`, at least one must be checked. */
export interface VbSelectGroupElement extends HTMLElement, SelectGroupProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-select-group> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbSelectGroupJsxProps = React.ClassAttributes<VbSelectGroupElement> &
  Omit<
    React.HTMLAttributes<VbSelectGroupElement>,
    'name' | 'label' | 'hint' | 'required' | 'value' | 'disabled' | 'options' | 'requiredMessage' | 'required-message' | 'render'
  > & {
    /** The name every checked value is submitted under (one entry per value, as checkboxes sharing a name). */
    name?: SelectGroupProps['name'];
    /** The group's legend. Without one, name the group with `aria-label` on the element. */
    label?: SelectGroupProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: SelectGroupProps['hint'];
    /** At least one option must be checked (`required-message`). */
    required?: SelectGroupProps['required'];
    /** Comma-separated values checked at first (form reset goes back to them). Empty: the options marked `selected`. */
    value?: SelectGroupProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: SelectGroupProps['disabled'];
    /** JSON list of options: strings (value and label alike) or `{ "value": "...", "label": "...", "disabled": true, "selected": true }`. When empty, the `<option>` elements inside the tag are the options. Repeated values are dropped with a console warning. */
    options?: SelectGroupProps['options'] | string;
    /** Shown when the group is required and nothing is checked. */
    requiredMessage?: SelectGroupProps['requiredMessage'];
    /** Shown when the group is required and nothing is checked. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-select-group': VbSelectGroupElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-select-group-change': CustomEvent<SelectGroupEvents['vb-select-group-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-select-group': VbSelectGroupJsxProps;
    }
  }
}
