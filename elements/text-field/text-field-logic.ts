/**
 * vb-text-field's rules as pure functions (spec section 5 'Text field'), so node:test covers them without a DOM.
 */

/** Spec: the max-length message shows within 2 characters of the limit. */
export const MAX_LENGTH_WARNING_CHARS = 2;

/** Spec: the max-length message is for these names only. */
export const MAX_LENGTH_MESSAGE_NAMES: readonly string[] = ['firstName', 'lastName'];

/** A usable `maxlength`: a whole number of at least 1, else none. */
export function maxLengthOf(maxlength: number): number | undefined {
  return Number.isInteger(maxlength) && maxlength > 0 ? maxlength : undefined;
}

/** The max-length message, or '' when it does not apply (other names, no limit, or more than 2 characters left). */
export function maxLengthMessage(name: string, text: string, maxlength: number | undefined, template: string): string {
  if (maxlength === undefined || !MAX_LENGTH_MESSAGE_NAMES.includes(name)) return '';
  // UTF-16 code units, as the browser counts `maxlength`.
  const remaining = maxlength - text.length;
  if (remaining > MAX_LENGTH_WARNING_CHARS) return '';
  return template.replaceAll('{max}', String(maxlength)).replaceAll('{remaining}', String(Math.max(0, remaining)));
}
