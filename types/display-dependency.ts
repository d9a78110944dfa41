// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { DisplayDependencyProps } from '../elements/display-dependency/display-dependency.tsx';
import type { DisplayDependencyEvents } from '../elements/display-dependency/events.ts';

export type * from '../elements/display-dependency/events.ts';
export type { DisplayDependencyProps } from '../elements/display-dependency/display-dependency.tsx';
export { default } from '../elements/display-dependency/define.ts';

/** <vb-display-dependency>: Content shown only while another field has a given value: a follow-up question that appears when the visitor chooses "Other" or "By phone". While hidden, the fields inside are disabled, so they are neither required nor submitted. */
export interface VbDisplayDependencyElement extends HTMLElement, DisplayDependencyProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-display-dependency> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbDisplayDependencyJsxProps = React.ClassAttributes<VbDisplayDependencyElement> &
  Omit<React.HTMLAttributes<VbDisplayDependencyElement>, 'field' | 'value' | 'shown' | 'data-vb-shown' | 'render'> & {
    /** The field it depends on: an id (a native input, select, textarea, or any vb-* field), or else a name in the same form (a group of radios or checkboxes). Empty, or naming nothing: the content stays hidden. */
    field?: DisplayDependencyProps['field'];
    /** The value(s) that show the content, separated by commas (`phone, sms`). Empty: any value shows it (a checked box, a non-empty text). */
    value?: DisplayDependencyProps['value'];
    /** State: present while the content is shown; the element sets and removes it, and page CSS can read it. Write it yourself when the content starts shown (the field starts with a matching value): it then shows before the script runs too, instead of being hidden until the element looks at the field. */
    shown?: DisplayDependencyProps['shown'];
    /** State: present while the content is shown; the element sets and removes it, and page CSS can read it. Write it yourself when the content starts shown (the field starts with a matching value): it then shows before the script runs too, instead of being hidden until the element looks at the field. */
    'data-vb-shown'?: boolean;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-display-dependency': VbDisplayDependencyElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-display-dependency-toggle': CustomEvent<DisplayDependencyEvents['vb-display-dependency-toggle']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-display-dependency': VbDisplayDependencyJsxProps;
    }
  }
}
