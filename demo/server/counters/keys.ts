/** Rules for the identifiers counters are stored under (a counter's group and id, a video id). */
import { InputError } from '../validation.ts';

export const COUNTER_GROUP_MAX_CHARS = 100;
export const COUNTER_ID_MAX_CHARS = 300;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Counter keys are compared exactly (no trimming: `likes` and `likes ` would silently merge otherwise),
 * but a blank key or one with control characters is a client bug and gets a 400 naming the field.
 */
export function checkKey(field: string, value: string, maxChars: number): string {
  if (value.trim() === '') throw new InputError(field, `${field} must not be blank`);
  if ([...value].length > maxChars) throw new InputError(field, `${field} must be at most ${maxChars} characters`);
  if (CONTROL_CHARACTERS.test(value)) throw new InputError(field, `${field} must not contain control characters`);
  return value;
}
