/**
 * The one place vb-missionary-phone-numbers touches libphonenumber-js: loaded with a dynamic import only
 * when there are numbers to show in a reading format, so a page with no numbers (or `format="as-given"`)
 * never downloads it. The `min` metadata is enough to group digits for reading.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { NumberFormat } from './phone-numbers.ts';

/** The number grouped for reading (`+1 385 555 0108`, or `(385) 555-0108` nationally); unparseable: as given. */
export function formatForReading(number: string, format: NumberFormat): string {
  if (format === 'as-given') return number;
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed) return number;
  return format === 'national' ? parsed.formatNational() : parsed.formatInternational();
}
