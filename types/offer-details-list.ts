// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { OfferDetailsListProps } from '../elements/offer-details-list/offer-details-list.tsx';

export type * from '../elements/offer-details-list/events.ts';
export type { OfferDetailsListProps } from '../elements/offer-details-list/offer-details-list.tsx';
export { default } from '../elements/offer-details-list/define.ts';

/** <vb-offer-details-list>: The questions of an offer (text, or choices as checkboxes or radios), as a native form control. Submitted as `offerDetails` (a JSON array: each question's detail plus a `response`, a value for text questions and a selected list for the others) and `note` (each answered question and its answer, one per line, cut to 250 characters). */
export interface VbOfferDetailsListElement extends HTMLElement, OfferDetailsListProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-offer-details-list> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbOfferDetailsListJsxProps = React.ClassAttributes<VbOfferDetailsListElement> &
  Omit<
    React.HTMLAttributes<VbOfferDetailsListElement>,
    'name' | 'label' | 'hint' | 'disabled' | 'questions' | 'requiredMessage' | 'required-message' | 'requiredText' | 'required-text' | 'render'
  > & {
    /** The name offerDetails is submitted under (note is always `note`). Empty submits nothing. */
    name?: OfferDetailsListProps['name'];
    /** The legend of the list. */
    label?: OfferDetailsListProps['label'];
    /** Help text under the legend, tied to the group with `aria-describedby`. */
    hint?: OfferDetailsListProps['hint'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: OfferDetailsListProps['disabled'];
    /** JSON list of questions: `{ "id"?, "question", "type"?: "text" | "checkbox" | "radio", "options"?: [...], "required"? }` plus any detail of your own, passed on in offerDetails. Without options a question is a text question; without text it is left out. */
    questions?: OfferDetailsListProps['questions'] | string;
    /** Shown under a required question left unanswered. Empty: the default. */
    requiredMessage?: OfferDetailsListProps['requiredMessage'];
    /** Shown under a required question left unanswered. Empty: the default. */
    'required-message'?: string;
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    requiredText?: OfferDetailsListProps['requiredText'];
    /** Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language's word. */
    'required-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-offer-details-list': VbOfferDetailsListElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-offer-details-list': VbOfferDetailsListJsxProps;
    }
  }
}
