/** Rules for the identifiers counters are stored under (a counter's group and id, a video id). */
import { checkText } from '../forms/text.ts';
import { InputError } from '../validation.ts';

export const COUNTER_GROUP_MAX_CHARS = 100;
export const COUNTER_ID_MAX_CHARS = 300;

/**
 * Counter keys are compared exactly (no trimming: `likes` and `likes ` would silently merge otherwise),
 * but a blank key or one with control characters is a client bug and gets a 400 naming the field.
 */
export function checkKey(field: string, value: string, maxChars: number): string {
  if (value.trim() === '') throw new InputError(field, `${field} must not be blank`);
  checkText(field, value, { maxChars });
  return value;
}
