// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { CounterGroupProps } from '../elements/counter-group/counter-group.tsx';
import type { CounterGroupEvents } from '../elements/counter-group/events.ts';

export type * from '../elements/counter-group/events.ts';
export type { CounterGroupProps } from '../elements/counter-group/counter-group.tsx';
export { default } from '../elements/counter-group/define.ts';

/** <vb-counter-group>: Lays out the `<vb-counter>` elements inside it side by side and shows their sum, which grows as they do. Counters with the same group and id are counted once. */
export interface VbCounterGroupElement extends HTMLElement, CounterGroupProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-counter-group> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbCounterGroupJsxProps = React.ClassAttributes<VbCounterGroupElement> &
  Omit<React.HTMLAttributes<VbCounterGroupElement>, 'label' | 'link' | 'linkText' | 'link-text' | 'minDigits' | 'min-digits' | 'render'> & {
    /** What the total counts, shown under it and read with it. */
    label?: CounterGroupProps['label'];
    /** Optional link under the total (an http(s) page; anything else shows no link). */
    link?: CounterGroupProps['link'];
    /** Text of `link`. */
    linkText?: CounterGroupProps['linkText'];
    /** Text of `link`. */
    'link-text'?: string;
    /** Digits the total shows at least (spec section 9: at least 3). */
    minDigits?: CounterGroupProps['minDigits'];
    /** Digits the total shows at least (spec section 9: at least 3). */
    'min-digits'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-counter-group': VbCounterGroupElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-counter-group-change': CustomEvent<CounterGroupEvents['vb-counter-group-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-counter-group': VbCounterGroupJsxProps;
    }
  }
}
