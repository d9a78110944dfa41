// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { SimpleCounterProps } from '../elements/simple-counter/simple-counter.tsx';
import type { SimpleCounterEvents } from '../elements/simple-counter/events.ts';

export type * from '../elements/simple-counter/events.ts';
export type { SimpleCounterProps } from '../elements/simple-counter/simple-counter.tsx';
export { default } from '../elements/simple-counter/define.ts';

/** <vb-simple-counter>: A number the page gives (not read from the server), rolled up from 0 when it comes into view and on to each new value. A value must be a whole number not below the one shown (spec section 5); anything else is refused with a console message. */
export interface VbSimpleCounterElement extends HTMLElement, SimpleCounterProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-simple-counter> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbSimpleCounterJsxProps = React.ClassAttributes<VbSimpleCounterElement> &
  Omit<React.HTMLAttributes<VbSimpleCounterElement>, 'value' | 'label' | 'link' | 'linkText' | 'link-text' | 'minDigits' | 'min-digits' | 'render'> & {
    /** The count target: a whole number of 0 or more, not less than the count already shown. */
    value?: SimpleCounterProps['value'];
    /** What is counted, shown under the number and read with it. */
    label?: SimpleCounterProps['label'];
    /** Optional link under the counter (an http(s) page; anything else shows no link). */
    link?: SimpleCounterProps['link'];
    /** Text of `link`. */
    linkText?: SimpleCounterProps['linkText'];
    /** Text of `link`. */
    'link-text'?: string;
    /** Digits shown at least, padded with zeros (spec section 9: at least 3). */
    minDigits?: SimpleCounterProps['minDigits'];
    /** Digits shown at least, padded with zeros (spec section 9: at least 3). */
    'min-digits'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-simple-counter': VbSimpleCounterElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-simple-counter-change': CustomEvent<SimpleCounterEvents['vb-simple-counter-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-simple-counter': VbSimpleCounterJsxProps;
    }
  }
}
