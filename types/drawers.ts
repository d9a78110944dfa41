// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { DrawersProps } from '../elements/drawers/drawers-logic.ts';
import type { DrawersEvents } from '../elements/drawers/events.ts';

export type * from '../elements/drawers/events.ts';
export type { DrawersProps } from '../elements/drawers/drawers-logic.ts';
export { default } from '../elements/drawers/define.ts';

/** <vb-drawers>: Drawers (an accordion) written in plain HTML: each child heading at the level of the first one (e.g. every h3) starts a drawer and the nodes after it, up to the next such heading, are its panel. The heading id is the trigger id: a URL fragment equal to it opens the drawer, scrolls to it and focuses its button. Optional only-one-open, only-once, tracked (remembered in local storage) and a form variant whose sections must be valid before a later one opens. Renders in light DOM by default so page CSS and fragment links reach the content; the author's nodes are kept (same ids and listeners). A link to a drawer puts its id in the address; window.visitorBlocks.reinit() reads the content again and re-applies the fragment and open markers. Host state for page CSS: data-vb-open-count (open drawers) and, when tracked, data-vb-progress (done/total); each drawer box carries data-vb-open, data-vb-visited, data-vb-validated and data-vb-locked, and light-DOM classes vb-drawers__<part>. */
export interface VbDrawersElement extends HTMLElement, DrawersProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-drawers> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbDrawersJsxProps = React.ClassAttributes<VbDrawersElement> &
  Omit<
    React.HTMLAttributes<VbDrawersElement>,
    | 'onlyOneOpen'
    | 'only-one-open'
    | 'onlyOnce'
    | 'only-once'
    | 'tracked'
    | 'variant'
    | 'opened'
    | 'visitedText'
    | 'visited-text'
    | 'validatedText'
    | 'validated-text'
    | 'render'
  > & {
    /** Opening a drawer closes the others. */
    onlyOneOpen?: DrawersProps['onlyOneOpen'];
    /** Opening a drawer closes the others. */
    'only-one-open'?: boolean;
    /** A drawer, once opened, stays open: its button no longer closes it (aria-disabled="true"). With only-one-open, opening another drawer still closes it: an accordion that always keeps one drawer open. */
    onlyOnce?: DrawersProps['onlyOnce'];
    /** A drawer, once opened, stays open: its button no longer closes it (aria-disabled="true"). With only-one-open, opening another drawer still closes it: an accordion that always keeps one drawer open. */
    'only-once'?: boolean;
    /** Remember each drawer the visitor opens in local storage (key track-{trigger id}, value opened) and mark drawers opened before, now or on an earlier visit, as viewed. Needs an id on each heading. The page's progress is kept as track-{path} = opened/total (e.g. "2/5", all tracked drawers on the page), shown on the host as data-vb-progress and announced by vb-drawers-progress. */
    tracked?: DrawersProps['tracked'];
    /** "default", or "form": each panel is a form section. A drawer opens only when every earlier drawer's fields pass native constraint validation; otherwise the first invalid section opens and its first invalid field is reported and focused. Each drawer carries a validated flag (data-vb-validated, part drawer-validated, a check mark) that follows the input. */
    variant?: DrawersProps['variant'];
    /** The open drawers, as a JSON list of trigger ids (or 0-based indexes for headings without an id), e.g. ["visit"]. As an attribute: drawers open at start. As a property: set it to open and close drawers (the only-one-open and only-once rules apply, form validation does not); read it for the drawers open now. */
    opened?: DrawersProps['opened'] | string;
    /** Marker shown on a tracked drawer the visitor opened before (also read by screen readers with the title). */
    visitedText?: DrawersProps['visitedText'];
    /** Marker shown on a tracked drawer the visitor opened before (also read by screen readers with the title). */
    'visited-text'?: string;
    /** Screen-reader text of the check mark on a form drawer whose fields are all valid. */
    validatedText?: DrawersProps['validatedText'];
    /** Screen-reader text of the check mark on a form drawer whose fields are all valid. */
    'validated-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-drawers': VbDrawersElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-drawers-toggle': CustomEvent<DrawersEvents['vb-drawers-toggle']>;
    'vb-drawers-validated': CustomEvent<DrawersEvents['vb-drawers-validated']>;
    'vb-drawers-progress': CustomEvent<DrawersEvents['vb-drawers-progress']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-drawers': VbDrawersJsxProps;
    }
  }
}
