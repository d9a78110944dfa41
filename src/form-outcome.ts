/**
 * What a form's send means (spec section 8 'Form submit'), one rule for every form that sends: 200 and 201 are
 * success, 428 is ignored (the form stays as it is and can be sent again), anything else an error, reported by the
 * formError analytic with the spec's text.
 */

/** Spec section 8: the formError analytic's text. */
export const SERVER_ERROR_TEXT = 'Server error. Data was not received.';

export type Outcome = 'success' | 'ignored' | 'error';

export function outcomeOf(status: number): Outcome {
  if (status === 200 || status === 201) return 'success';
  if (status === 428) return 'ignored';
  return 'error';
}
