// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { ProgressCircleProps } from '../elements/progress-circle/progress-circle.tsx';
import type { ProgressCircleEvents } from '../elements/progress-circle/events.ts';

export type * from '../elements/progress-circle/events.ts';
export type { ProgressCircleProps } from '../elements/progress-circle/progress-circle.tsx';
export { default } from '../elements/progress-circle/define.ts';

/** <vb-progress-circle>: A ring that shows how much of a page the visitor has read: the page's progress `track-{path}` (local storage, 'done/total'), which tracked `<vb-drawers>` keep, on this page or another. It follows the progress live, from this page and from the visitor's other tabs. With `done` and `total` it shows those instead. A `progressbar` to assistive technology, named by its label. */
export interface VbProgressCircleElement extends HTMLElement, ProgressCircleProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-progress-circle> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbProgressCircleJsxProps = React.ClassAttributes<VbProgressCircleElement> &
  Omit<
    React.HTMLAttributes<VbProgressCircleElement>,
    'path' | 'done' | 'total' | 'display' | 'label' | 'valueText' | 'value-text' | 'emptyText' | 'empty-text' | 'render'
  > & {
    /** The page whose progress is shown, as its path (`/learn/lesson-1`); empty: this page's path. */
    path?: ProgressCircleProps['path'];
    /** Items done, a whole number from 0 to `total`; with `total`, shown instead of the stored progress. */
    done?: ProgressCircleProps['done'];
    /** Items in all, a whole number; with `done`, shown instead of the stored progress. */
    total?: ProgressCircleProps['total'];
    /** What the middle of the ring shows: `fraction` ("2/5") or `percent` ("40%", in the page language). */
    display?: ProgressCircleProps['display'];
    /** The caption under the ring, and the progress bar's accessible name. */
    label?: ProgressCircleProps['label'];
    /** What assistive technology says of the value; `{done}`, `{total}` and `{percent}` are replaced. */
    valueText?: ProgressCircleProps['valueText'];
    /** What assistive technology says of the value; `{done}`, `{total}` and `{percent}` are replaced. */
    'value-text'?: string;
    /** Said while there is no progress to show (nothing stored yet, or nothing to track); the ring then shows a dash. */
    emptyText?: ProgressCircleProps['emptyText'];
    /** Said while there is no progress to show (nothing stored yet, or nothing to track); the ring then shows a dash. */
    'empty-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-progress-circle': VbProgressCircleElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-progress-circle-change': CustomEvent<ProgressCircleEvents['vb-progress-circle-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-progress-circle': VbProgressCircleJsxProps;
    }
  }
}
