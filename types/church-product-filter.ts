// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { ChurchProductFilterProps } from '../elements/church-product-filter/church-product-filter.tsx';
import type { ChurchProductFilterEvents } from '../elements/church-product-filter/events.ts';

export type * from '../elements/church-product-filter/events.ts';
export type { ChurchProductFilterProps } from '../elements/church-product-filter/church-product-filter.tsx';
export { default } from '../elements/church-product-filter/define.ts';

/** <vb-church-product-filter>: The language filter: a list of languages (named in the page language by the browser) to choose one of (a native select) or several (checkboxes). Sends `vb-church-product-filter-change` with the chosen codes, can keep them in a URL parameter (`languages=es,fr`, no new history entry) and can hide the elements of a target marked with another `data-vb-language`. */
export interface VbChurchProductFilterElement extends HTMLElement, ChurchProductFilterProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-church-product-filter> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbChurchProductFilterJsxProps = React.ClassAttributes<VbChurchProductFilterElement> &
  Omit<
    React.HTMLAttributes<VbChurchProductFilterElement>,
    'languages' | 'value' | 'multiple' | 'urlParam' | 'url-param' | 'target' | 'label' | 'allLabel' | 'all-label' | 'countText' | 'count-text' | 'render'
  > & {
    /** The languages, as a JSON list of codes (`["es","en"]`) or of `{ "value": "es", "label": "Español" }`. A code without a label is named by `Intl.DisplayNames` in the page language. Empty: the `<option value="es">` elements inside the tag (the text, if any, is the label; `selected` preselects). */
    languages?: ChurchProductFilterProps['languages'] | string;
    /** The languages chosen at first, a comma list (`es`). The URL parameter, when present, wins. */
    value?: ChurchProductFilterProps['value'];
    /** Several languages at once (checkboxes). Without it one language or all (a select); a first value of several languages then starts on all (spec section 5: the initial value uses the single selected language). */
    multiple?: ChurchProductFilterProps['multiple'];
    /** A query parameter (e.g. `languages`) holding the choice as a comma list: read when the page opens and on back/forward, replaced (history.replaceState, no new entry) when the visitor chooses, removed when they choose all. */
    urlParam?: ChurchProductFilterProps['urlParam'];
    /** A query parameter (e.g. `languages`) holding the choice as a comma list: read when the page opens and on back/forward, replaced (history.replaceState, no new entry) when the visitor chooses, removed when they choose all. */
    'url-param'?: string;
    /** The id of an element whose descendants marked `data-vb-language="es"` (or a comma list) are hidden when the choice leaves them out; items added later are filtered too. Unmarked items always show. */
    target?: ChurchProductFilterProps['target'];
    /** The label of the select, or the legend of the checkboxes. */
    label?: ChurchProductFilterProps['label'];
    /** The select’s first option, which chooses no filter. */
    allLabel?: ChurchProductFilterProps['allLabel'];
    /** The select’s first option, which chooses no filter. */
    'all-label'?: string;
    /** With a `target`: how many marked items show, announced politely after each choice. `{shown}` and `{total}` are filled in. */
    countText?: ChurchProductFilterProps['countText'];
    /** With a `target`: how many marked items show, announced politely after each choice. `{shown}` and `{total}` are filled in. */
    'count-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-church-product-filter': VbChurchProductFilterElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-church-product-filter-change': CustomEvent<ChurchProductFilterEvents['vb-church-product-filter-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-church-product-filter': VbChurchProductFilterJsxProps;
    }
  }
}
