// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { OfferSelectorProps } from '../elements/offer-selector/offer-selector.tsx';
import type { OfferSelectorEvents } from '../elements/offer-selector/events.ts';

export type * from '../elements/offer-selector/events.ts';
export type { OfferSelectorProps } from '../elements/offer-selector/offer-selector.tsx';
export { default } from '../elements/offer-selector/define.ts';

/** <vb-offer-selector>: The offers a visitor asks for (a visit, a copy of a book, ...), as checkboxes or radios, as a native form control. The selected offers are submitted as `offerType` and `oItemId` (JSON arrays, in list order) and `sourceId` (a JSON array holding the first selected offer's). */
export interface VbOfferSelectorElement extends HTMLElement, OfferSelectorProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-offer-selector> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbOfferSelectorJsxProps = React.ClassAttributes<VbOfferSelectorElement> &
  Omit<
    React.HTMLAttributes<VbOfferSelectorElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'offers'
    | 'offerCount'
    | 'offer-count'
    | 'multiple'
    | 'requiredText'
    | 'required-text'
    | 'requiredMessage'
    | 'required-message'
    | 'render'
  > & {
    /** Needed for the form to submit the offers (which go under their fixed names offerType, oItemId, sourceId); empty submits nothing. */
    name?: OfferSelectorProps['name'];
    /** The group's legend. Without one, name the group with `aria-label` on the element. */
    label?: OfferSelectorProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: OfferSelectorProps['hint'];
    /** At least one offer must be selected; `required-message` shows. */
    required?: OfferSelectorProps['required'];
    /** The oItemIds selected at first (comma-separated); form reset goes back to them. */
    value?: OfferSelectorProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: OfferSelectorProps['disabled'];
    /** JSON list of `{ "label", "offerType", "oItemId", "sourceId", "description"? }`. An entry without a label or an oItemId, or with an oItemId already listed, is left out. */
    offers?: OfferSelectorProps['offers'] | string;
    /** Before the script runs only: how many offers the JSON `offers` attribute holds (1 to 12), so the page reserves their rows and does not move when the element mounts (CSS cannot count a JSON list). Without it one row is reserved. The element itself ignores it. */
    offerCount?: OfferSelectorProps['offerCount'];
    /** Before the script runs only: how many offers the JSON `offers` attribute holds (1 to 12), so the page reserves their rows and does not move when the element mounts (CSS cannot count a JSON list). Without it one row is reserved. The element itself ignores it. */
    'offer-count'?: number | `${number}`;
    /** Checkboxes (several offers); `multiple="false"` gives radios (one offer). */
    multiple?: OfferSelectorProps['multiple'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: OfferSelectorProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Shown when a required selector has nothing selected after a change or on submit. Empty: the default. */
    requiredMessage?: OfferSelectorProps['requiredMessage'];
    /** Shown when a required selector has nothing selected after a change or on submit. Empty: the default. */
    'required-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-offer-selector': VbOfferSelectorElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-offer-selector-change': CustomEvent<OfferSelectorEvents['vb-offer-selector-change']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-offer-selector': VbOfferSelectorJsxProps;
    }
  }
}
