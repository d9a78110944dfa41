// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/stepped-form/meta.ts.

/** `vb-stepped-form-step`: The visible step changed (Next, Back, a change link, the browser's Back button, a restored draft). `step` is 1-based. */
export type SteppedFormStepDetail = {
  step: number;
  totalSteps: number;
  stepTitle: string;
  reason: 'next' | 'back' | 'change' | 'history' | 'restore' | 'invalid' | 'reset';
};

/** `vb-stepped-form-submit`: Every step is valid and the form is being sent (after request verification). */
export type SteppedFormSubmitDetail = { transactionId: string };

/** `vb-stepped-form-success`: The server accepted the form (200 or 201); the confirmation shows. */
export type SteppedFormSuccessDetail = { transactionId: string; status: number };

/** `vb-stepped-form-error`: The send failed: `status` is the server's (0 for no answer or a verification failure); `message` is technical (for logs). The error block shows; its button brings the form back. */
export type SteppedFormErrorDetail = { transactionId: string; status: number; message: string };

/** Every event <vb-stepped-form> sends, by name: its `event.detail`. */
export type SteppedFormEvents = {
  'vb-stepped-form-step': SteppedFormStepDetail;
  'vb-stepped-form-submit': SteppedFormSubmitDetail;
  'vb-stepped-form-success': SteppedFormSuccessDetail;
  'vb-stepped-form-error': SteppedFormErrorDetail;
};
