// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { CounterProps } from '../elements/counter/counter.tsx';
import type { CounterEvents } from '../elements/counter/events.ts';

export type * from '../elements/counter/events.ts';
export type { CounterProps } from '../elements/counter/counter.tsx';
export { default } from '../elements/counter/define.ts';

/** <vb-counter>: A social counter shared by every visitor: the count of a group and id, read from the server while it is on screen and rolled in as it grows. A giving counter (a `limit` above 0) has a button that adds the visitor once, up to the limit. */
export interface VbCounterElement extends HTMLElement, CounterProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-counter> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbCounterJsxProps = React.ClassAttributes<VbCounterElement> &
  Omit<
    React.HTMLAttributes<VbCounterElement>,
    | 'group'
    | 'counterId'
    | 'counter-id'
    | 'label'
    | 'limit'
    | 'incrementText'
    | 'increment-text'
    | 'countedText'
    | 'counted-text'
    | 'goalText'
    | 'goal-text'
    | 'errorMessage'
    | 'error-message'
    | 'readErrorMessage'
    | 'read-error-message'
    | 'link'
    | 'linkText'
    | 'link-text'
    | 'minDigits'
    | 'min-digits'
    | 'render'
  > & {
    /** The group the counter is kept in on the server. */
    group?: CounterProps['group'];
    /** The id of the counter in its group (`counter-id`; not `id`, which stays the page's own). Required: without it nothing is read. */
    counterId?: CounterProps['counterId'];
    /** The id of the counter in its group (`counter-id`; not `id`, which stays the page's own). Required: without it nothing is read. */
    'counter-id'?: string;
    /** What is counted, shown under the number and read with it (e.g. "people have signed up"). */
    label?: CounterProps['label'];
    /** A giving counter's goal. Above 0 (spec section 5: a giving counter accepts increments only with a limit above 0), a button adds the visitor once and the server stops at the limit; 0 shows the count only. */
    limit?: CounterProps['limit'];
    /** The button of a giving counter. */
    incrementText?: CounterProps['incrementText'];
    /** The button of a giving counter. */
    'increment-text'?: string;
    /** Shown (and announced) once the visitor is counted; the button stays disabled. */
    countedText?: CounterProps['countedText'];
    /** Shown (and announced) once the visitor is counted; the button stays disabled. */
    'counted-text'?: string;
    /** Under a giving counter; `{limit}` is the limit, formatted for the page language. */
    goalText?: CounterProps['goalText'];
    /** Under a giving counter; `{limit}` is the limit, formatted for the page language. */
    'goal-text'?: string;
    /** Shown (and announced) when an increment fails; the button works again and the count is re-read. */
    errorMessage?: CounterProps['errorMessage'];
    /** Shown (and announced) when an increment fails; the button works again and the count is re-read. */
    'error-message'?: string;
    /** Shown while the count has never been read successfully. */
    readErrorMessage?: CounterProps['readErrorMessage'];
    /** Shown while the count has never been read successfully. */
    'read-error-message'?: string;
    /** Optional link under the counter (e.g. to the giving page). */
    link?: CounterProps['link'];
    /** Text of `link`. */
    linkText?: CounterProps['linkText'];
    /** Text of `link`. */
    'link-text'?: string;
    /** Digits the count shows at least, padded with zeros (spec section 9: at least 3). */
    minDigits?: CounterProps['minDigits'];
    /** Digits the count shows at least, padded with zeros (spec section 9: at least 3). */
    'min-digits'?: number | `${number}`;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-counter': VbCounterElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-counter-change': CustomEvent<CounterEvents['vb-counter-change']>;
    'vb-counter-increment': CustomEvent<CounterEvents['vb-counter-increment']>;
    'vb-counter-error': CustomEvent<CounterEvents['vb-counter-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-counter': VbCounterJsxProps;
    }
  }
}
