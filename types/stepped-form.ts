// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { SteppedFormProps } from '../elements/stepped-form/stepped-form.tsx';
import type { SteppedFormEvents } from '../elements/stepped-form/events.ts';

export type * from '../elements/stepped-form/events.ts';
export type { SteppedFormProps } from '../elements/stepped-form/stepped-form.tsx';
export { default } from '../elements/stepped-form/define.ts';

/** <vb-stepped-form>: A request form in steps, from the author's own HTML: a plain `<form>` inside the tag whose `data-step` regions (or, without any, its fieldsets) are the steps, with the form fields inside. Next checks the current step before moving on; the last step can show the answers to check, each with a link back to its step. Sent as form-urlencoded to POST /api/form-submission with the fields of spec section 3 (transaction id, campaign ids, consent flags, cid, mdcid, language, request-verification token). A reload or a return within the session finds the form at the same step with the same answers (never a field marked sensitive); a send that fails offline is retried once when the browser is back online. */
export interface VbSteppedFormElement extends HTMLElement, SteppedFormProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-stepped-form> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbSteppedFormJsxProps = React.ClassAttributes<VbSteppedFormElement> &
  Omit<
    React.HTMLAttributes<VbSteppedFormElement>,
    | 'numSteps'
    | 'num-steps'
    | 'titles'
    | 'stepWord'
    | 'step-word'
    | 'stepLabel'
    | 'step-label'
    | 'showVerification'
    | 'show-verification'
    | 'isExpandingDrawer'
    | 'is-expanding-drawer'
    | 'hideStepsInitially'
    | 'hide-steps-initially'
    | 'headingLevel'
    | 'heading-level'
    | 'nextText'
    | 'next-text'
    | 'backText'
    | 'back-text'
    | 'submitText'
    | 'submit-text'
    | 'changeText'
    | 'change-text'
    | 'summaryTitle'
    | 'summary-title'
    | 'yesText'
    | 'yes-text'
    | 'notGivenText'
    | 'not-given-text'
    | 'errorSummaryTitle'
    | 'error-summary-title'
    | 'sendingText'
    | 'sending-text'
    | 'offlineText'
    | 'offline-text'
    | 'errorMessage'
    | 'error-message'
    | 'verificationFailedMessage'
    | 'verification-failed-message'
    | 'retryText'
    | 'retry-text'
    | 'confirmationText'
    | 'confirmation-text'
    | 'endpoint'
    | 'analyticsTitle'
    | 'analytics-title'
    | 'render'
  > & {
    /** How many steps. 0 (the default): one per region. More steps than regions: the extra last step shows no region (a check-your-answers step); fewer: the remaining regions join the last step. */
    numSteps?: SteppedFormProps['numSteps'];
    /** How many steps. 0 (the default): one per region. More steps than regions: the extra last step shows no region (a check-your-answers step); fewer: the remaining regions join the last step. */
    'num-steps'?: number | `${number}`;
    /** JSON list of the steps' titles, in order (`["About you", "Your visit"]`). A missing entry falls back to the region's `data-title`. */
    titles?: SteppedFormProps['titles'] | string;
    /** The word for a step in the step label and the step list. */
    stepWord?: SteppedFormProps['stepWord'];
    /** The word for a step in the step label and the step list. */
    'step-word'?: string;
    /** The label above the step title; `{stepWord}`, `{number}` and `{total}` are filled in. */
    stepLabel?: SteppedFormProps['stepLabel'];
    /** The label above the step title; `{stepWord}`, `{number}` and `{total}` are filled in. */
    'step-label'?: string;
    /** The last step shows the visitor's answers, each with a change link back to its step (as GOV.UK's check-answers page). */
    showVerification?: SteppedFormProps['showVerification'];
    /** The last step shows the visitor's answers, each with a change link back to its step (as GOV.UK's check-answers page). */
    'show-verification'?: boolean;
    /** The form starts closed behind a button with the first step's title, which opens it (an expanding drawer); useful at the foot of an article. */
    isExpandingDrawer?: SteppedFormProps['isExpandingDrawer'];
    /** The form starts closed behind a button with the first step's title, which opens it (an expanding drawer); useful at the foot of an article. */
    'is-expanding-drawer'?: boolean;
    /** The step list is hidden until the visitor first uses the form. */
    hideStepsInitially?: SteppedFormProps['hideStepsInitially'];
    /** The step list is hidden until the visitor first uses the form. */
    'hide-steps-initially'?: boolean;
    /** Heading level (1-6) of the step title; any other value gives an h2. */
    headingLevel?: SteppedFormProps['headingLevel'];
    /** Heading level (1-6) of the step title; any other value gives an h2. */
    'heading-level'?: number | `${number}`;
    /** The button that checks the current step and moves on. */
    nextText?: SteppedFormProps['nextText'];
    /** The button that checks the current step and moves on. */
    'next-text'?: string;
    /** The button that goes back a step (hidden on the first step). */
    backText?: SteppedFormProps['backText'];
    /** The button that goes back a step (hidden on the first step). */
    'back-text'?: string;
    /** The button on the last step that sends the form. */
    submitText?: SteppedFormProps['submitText'];
    /** The button on the last step that sends the form. */
    'submit-text'?: string;
    /** The summary's link back to a step; the answer's label is added for screen readers. */
    changeText?: SteppedFormProps['changeText'];
    /** The summary's link back to a step; the answer's label is added for screen readers. */
    'change-text'?: string;
    /** Heading of the verification summary. */
    summaryTitle?: SteppedFormProps['summaryTitle'];
    /** Heading of the verification summary. */
    'summary-title'?: string;
    /** Shown in the summary for a single checkbox (`vb-check-box`) that is checked. */
    yesText?: SteppedFormProps['yesText'];
    /** Shown in the summary for a single checkbox (`vb-check-box`) that is checked. */
    'yes-text'?: string;
    /** Shown in the summary for a question left empty. */
    notGivenText?: SteppedFormProps['notGivenText'];
    /** Shown in the summary for a question left empty. */
    'not-given-text'?: string;
    /** Heading of the error summary that lists every field to fix when the form is sent with mistakes; it takes focus. */
    errorSummaryTitle?: SteppedFormProps['errorSummaryTitle'];
    /** Heading of the error summary that lists every field to fix when the form is sent with mistakes; it takes focus. */
    'error-summary-title'?: string;
    /** Announced while the form is being sent. */
    sendingText?: SteppedFormProps['sendingText'];
    /** Announced while the form is being sent. */
    'sending-text'?: string;
    /** Shown while a send that failed offline waits for the connection (it is retried once). */
    offlineText?: SteppedFormProps['offlineText'];
    /** Shown while a send that failed offline waits for the connection (it is retried once). */
    'offline-text'?: string;
    /** The error block's message when the send fails (the server answered with an error, or it timed out). */
    errorMessage?: SteppedFormProps['errorMessage'];
    /** The error block's message when the send fails (the server answered with an error, or it timed out). */
    'error-message'?: string;
    /** The error block's message when the request-verification service fails (spec section 8). */
    verificationFailedMessage?: SteppedFormProps['verificationFailedMessage'];
    /** The error block's message when the request-verification service fails (spec section 8). */
    'verification-failed-message'?: string;
    /** The error block's button: brings the form back with every answer. */
    retryText?: SteppedFormProps['retryText'];
    /** The error block's button: brings the form back with every answer. */
    'retry-text'?: string;
    /** Shown after a successful send, unless the author gives their own `data-confirmation` element inside the tag. */
    confirmationText?: SteppedFormProps['confirmationText'];
    /** Shown after a successful send, unless the author gives their own `data-confirmation` element inside the tag. */
    'confirmation-text'?: string;
    /** Where the form is sent (the consolidation prefix goes in front). Page authors rarely change it. */
    endpoint?: SteppedFormProps['endpoint'];
    /** The form's name in analytics events (`title`, `contentTitle`). Empty: the tag's `aria-label`, else the page title. */
    analyticsTitle?: SteppedFormProps['analyticsTitle'];
    /** The form's name in analytics events (`title`, `contentTitle`). Empty: the tag's `aria-label`, else the page title. */
    'analytics-title'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-stepped-form': VbSteppedFormElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-stepped-form-step': CustomEvent<SteppedFormEvents['vb-stepped-form-step']>;
    'vb-stepped-form-submit': CustomEvent<SteppedFormEvents['vb-stepped-form-submit']>;
    'vb-stepped-form-success': CustomEvent<SteppedFormEvents['vb-stepped-form-success']>;
    'vb-stepped-form-error': CustomEvent<SteppedFormEvents['vb-stepped-form-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-stepped-form': VbSteppedFormJsxProps;
    }
  }
}
