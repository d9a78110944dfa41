import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'stepped-form',
  family: 'forms',
  description:
    "A request form in steps, from the author's own HTML: a plain `<form>` inside the tag whose `data-step` regions (or, without any, its fieldsets) are the steps, with the form fields inside. " +
    'Next checks the current step before moving on; the last step can show the answers to check, each with a link back to its step. ' +
    'Sent as form-urlencoded to POST /api/form-submission with the fields of spec section 3 (transaction id, campaign ids, consent flags, cid, mdcid, language, request-verification token). ' +
    'A reload or a return within the session finds the form at the same step with the same answers (never a field marked sensitive); a send that fails offline is retried once when the browser is back online.',
  props: {
    numSteps: {
      type: 'number',
      default: 0,
      description:
        'How many steps. 0 (the default): one per region. More steps than regions: the extra last step shows no region (a check-your-answers step); fewer: the remaining regions join the last step.',
    },
    titles: {
      type: 'json',
      default: [] as string[],
      description: 'JSON list of the steps\' titles, in order (`["About you", "Your visit"]`). A missing entry falls back to the region\'s `data-title`.',
    },
    stepWord: { type: 'string', default: 'Step', description: 'The word for a step in the step label and the step list.' },
    stepLabel: {
      type: 'string',
      default: '{stepWord} {number} of {total}',
      description: 'The label above the step title; `{stepWord}`, `{number}` and `{total}` are filled in.',
    },
    showVerification: {
      type: 'boolean',
      default: false,
      description: "The last step shows the visitor's answers, each with a change link back to its step (as GOV.UK's check-answers page).",
    },
    isExpandingDrawer: {
      type: 'boolean',
      default: false,
      description:
        "The form starts closed behind a button with the first step's title, which opens it (an expanding drawer); useful at the foot of an article.",
    },
    hideStepsInitially: {
      type: 'boolean',
      default: false,
      description: 'The step list is hidden until the visitor first uses the form.',
    },
    headingLevel: {
      type: 'number',
      default: 2,
      range: [1, 6],
      description: 'Heading level (1-6) of the step title; any other value gives an h2, with a console warning.',
    },
    nextText: { type: 'string', default: 'Next', description: 'The button that checks the current step and moves on.' },
    backText: { type: 'string', default: 'Back', description: 'The button that goes back a step (hidden on the first step).' },
    submitText: { type: 'string', default: 'Send', description: 'The button on the last step that sends the form.' },
    changeText: { type: 'string', default: 'Change', description: "The summary's link back to a step; the answer's label is added for screen readers." },
    summaryTitle: { type: 'string', default: 'Check your answers', description: 'Heading of the verification summary.' },
    yesText: { type: 'string', default: 'Yes', description: 'Shown in the summary for a single checkbox (`vb-check-box`) that is checked.' },
    notGivenText: { type: 'string', default: 'Not given', description: 'Shown in the summary for a question left empty.' },
    errorSummaryTitle: {
      type: 'string',
      default: 'There is a problem',
      description: 'Heading of the error summary that lists every field to fix when the form is sent with mistakes; it takes focus.',
    },
    sendingText: { type: 'string', default: 'Sending your request…', description: 'Announced while the form is being sent.' },
    offlineText: {
      type: 'string',
      default: 'You are offline. Your request will be sent when you are back online.',
      description: 'Shown while a send that failed offline waits for the connection (it is retried once).',
    },
    errorMessage: {
      type: 'string',
      default: 'Sorry, your request could not be sent. Nothing you entered has been lost.',
      description: "The error block's message when the send fails (the server answered with an error, or it timed out).",
    },
    verificationFailedMessage: {
      type: 'string',
      default: 'Request verification failed',
      description: "The error block's message when the request-verification service fails (spec section 8).",
    },
    retryText: { type: 'string', default: 'Back to the form', description: "The error block's button: brings the form back with every answer." },
    confirmationText: {
      type: 'string',
      default: 'Thank you. Your request has been sent.',
      description: 'Shown after a successful send, unless the author gives their own `data-confirmation` element inside the tag.',
    },
    endpoint: {
      type: 'string',
      default: '/api/form-submission',
      description: 'Where the form is sent (the consolidation prefix goes in front). Page authors rarely change it.',
    },
    analyticsTitle: {
      type: 'string',
      default: '',
      description: "The form's name in analytics events (`title`, `contentTitle`). Empty: the tag's `aria-label`, else the page title.",
    },
  },
  events: {
    'vb-stepped-form-step': {
      description: "The visible step changed (Next, Back, a change link, the browser's Back button, a restored draft). `step` is 1-based.",
      detail: "{ step: number; totalSteps: number; stepTitle: string; reason: 'next' | 'back' | 'change' | 'history' | 'restore' | 'invalid' | 'reset' }",
    },
    'vb-stepped-form-submit': {
      description: 'Every step is valid and the form is being sent (after request verification).',
      detail: '{ transactionId: string }',
    },
    'vb-stepped-form-success': {
      description: 'The server accepted the form (200 or 201); the confirmation shows.',
      detail: '{ transactionId: string; status: number }',
    },
    'vb-stepped-form-error': {
      description:
        "The send failed: `status` is the server's (0 for no answer or a verification failure); `message` is technical (for logs). The error block shows; its button brings the form back.",
      detail: '{ transactionId: string; status: number; message: string }',
    },
  },
  parts: {
    steps: 'The list of steps (an ordered list; the current one has `aria-current="step"`).',
    step: 'One step in the list; also `step-current` and `step-done`.',
    'step-current': 'The current step in the list.',
    'step-done': 'A step before the current one.',
    'open-button': 'With `is-expanding-drawer`: the button that opens the form.',
    'error-summary': 'The list of fields to fix after a send with mistakes.',
    heading: "The current step's heading (label and title); focus moves here on every step change.",
    'step-label': 'The "Step 1 of 3" label inside the heading.',
    summary: 'The verification summary.',
    'summary-row': 'One answer in the summary.',
    change: "A summary's change link.",
    nav: 'The row of Back and Next (or Send) buttons.',
    back: 'The Back button.',
    next: 'The Next button.',
    submit: 'The Send button.',
    status: 'The polite live region (sending, offline).',
    'error-block': 'The block shown when the send fails.',
    retry: "The error block's button.",
    confirmation: 'The default confirmation.',
  },
  cssProperties: {
    '--vb-stepped-form-accent': 'The current step and the buttons. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-stepped-form-error-color': 'Error summary and error block border. Default: `--vb-color-error` (`#b3261e`).',
    '--vb-stepped-form-gap': 'Space between the parts. Default: `1rem`.',
  },
});
