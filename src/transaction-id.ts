/**
 * The transaction id of a form submission or a sign-up (visitor spec section 9): the server stores each once
 * per id, so a retry of the same submission sends the same id. One rule for vb-stepped-form and
 * vb-simple-sign-up.
 */

/** Spec section 9: millisecond time plus a random number below 10000. */
export const TRANSACTION_RANDOM_BELOW = 10000;

export function newTransactionId(now: number = Date.now(), random: number = Math.random()): string {
  return String(now + Math.floor(random * TRANSACTION_RANDOM_BELOW));
}
