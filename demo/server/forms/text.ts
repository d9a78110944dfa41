/**
 * Rules for visitor text. Text is stored exactly as sent (never trimmed, rewritten or interpreted as HTML),
 * so the only choice is accept or refuse: control characters are refused because no form control can
 * produce them (the spec's text fields strip them), and a stored one would end up in a CSV, a CRM or a
 * terminal where it does harm.
 */
import { InputError } from '../validation.ts';

/** C0 and C1 controls, DEL. */
const SINGLE_LINE_CONTROLS = /\p{Cc}/u;
/** The same, with tab, line feed and carriage return allowed (text areas, addresses). */
const MULTI_LINE_CONTROLS = /[^\P{Cc}\t\n\r]/u;

export interface TextRule {
  /** In Unicode code points (what a visitor counts as characters; JSON Schema's maxLength counts the same). */
  maxChars: number;
  /** Tab and line breaks allowed. */
  multiline?: boolean;
  /** Checked on the whole value; `patternHint` says what is expected. */
  pattern?: RegExp;
  patternHint?: string;
}

export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Throws InputError(field) when `value` breaks `rule`; an empty value is the caller's business. */
export function checkText(field: string, value: string, rule: TextRule): void {
  if (codePointLength(value) > rule.maxChars) {
    throw new InputError(field, `${field} must be at most ${rule.maxChars} characters`);
  }
  const controls = rule.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS;
  if (controls.test(value)) {
    throw new InputError(
      field,
      rule.multiline
        ? `${field} must not contain control characters (tab and line breaks are allowed)`
        : `${field} must not contain control characters or line breaks`,
    );
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    throw new InputError(field, `${field} must be ${rule.patternHint ?? 'in the expected format'}`);
  }
}

/** The spec's transaction id is "millisecond time plus random number below 10000"; clients may use their own. */
export const TRANSACTION_ID_RULE: TextRule = {
  maxChars: 64,
  pattern: /^[A-Za-z0-9._:-]{1,64}$/,
  patternHint: "1 to 64 letters, digits, '.', '_', ':' or '-'",
};

export const COUNTRY_ISO2_RULE: TextRule = {
  maxChars: 2,
  pattern: /^[A-Za-z]{2}$/,
  patternHint: 'a two-letter ISO 3166-1 country code such as US',
};
