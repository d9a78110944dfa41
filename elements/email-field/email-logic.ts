/**
 * vb-email-field's rules as pure functions (spec section 5 'Email', section 7 emailVerify): what a keystroke
 * or paste leaves in the input, which error the field has, and what the server's answer means.
 */
import { cleanText } from '../../src/clean-text.ts';
import { checkingError, type CheckState } from '../../src/server-check.ts';

/** The server's error codes (spec section 5 'Email'), each mapped to one configured message. */
export const EMAIL_ERROR_CODES = ['email_address_invalid', 'email_domain_invalid', 'email_account_invalid'] as const;
export type EmailErrorCode = (typeof EMAIL_ERROR_CODES)[number];

/**
 * What verification said about one address. `unverified`: the service failed (non-200, network, timeout):
 * the visitor is not blocked, as an address verification failure is not (spec section 8, validity 15).
 */
export type EmailCheck = { status: 'valid' } | { status: 'invalid'; code: EmailErrorCode } | { status: 'unverified'; reason: string };

const WHITESPACE = /\s+/gu;

/** Spaces are blocked (spec): the shared text cleaning, then every whitespace character removed, wherever it came from. */
export function cleanEmail(text: string): string {
  return cleanText(text).replace(WHITESPACE, '');
}

export interface EmailMessages {
  requiredMessage: string;
  conditionalRequiredMessage: string;
  malformedMessage: string;
  invalidDomainMessage: string;
  invalidAccountMessage: string;
  checkingText: string;
}

export interface EmailErrorInput {
  value: string;
  required: boolean;
  /** Made required by a subscription checkbox (the `data-vb-required-by` attribute it sets). */
  requiredBy: string;
  verify: boolean;
  /** The verification result for exactly this value, or null when none is known yet. */
  check: EmailCheck | null;
  messages: EmailMessages;
}

export interface EmailError {
  kind: 'required' | 'checking' | EmailErrorCode;
  flags: ValidityStateFlags;
  message: string;
}

/**
 * The field's error. A non-empty address that is not verified yet is pending: the form is held with a custom
 * error reading `checking-text` until the server answers (verification starts on change, on a restored or
 * preset value, and on a submit attempt), so a form cannot be sent with an address nobody checked.
 */
export function emailError({ value, required, requiredBy, verify, check, messages }: EmailErrorInput): EmailError | null {
  if (value === '') {
    if (!required && !requiredBy) return null;
    return { kind: 'required', flags: { valueMissing: true }, message: requiredBy ? messages.conditionalRequiredMessage : messages.requiredMessage };
  }
  if (!verify) return null;
  if (!check) return checkingError(messages.checkingText);
  if (check.status !== 'invalid') return null;
  switch (check.code) {
    case 'email_address_invalid':
      return { kind: check.code, flags: { typeMismatch: true }, message: messages.malformedMessage };
    case 'email_domain_invalid':
      return { kind: check.code, flags: { customError: true }, message: messages.invalidDomainMessage };
    case 'email_account_invalid':
      return { kind: check.code, flags: { customError: true }, message: messages.invalidAccountMessage };
  }
}

function isErrorCode(code: unknown): code is EmailErrorCode {
  return typeof code === 'string' && (EMAIL_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The emailVerify answer (`{ email: { status, error_code } }`, spec section 3). An invalid status with a code
 * we do not know counts as malformed: the server said no, and that is the most general message.
 * A body of another shape is a service failure, which does not block the visitor.
 */
export function readEmailAnswer(body: unknown): EmailCheck {
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  if (!email || typeof email !== 'object') return { status: 'unverified', reason: 'answer without an email object' };
  const { status, error_code: code } = email as { status?: unknown; error_code?: unknown };
  if (status === 'valid') return { status: 'valid' };
  if (status === 'invalid') return { status: 'invalid', code: isErrorCode(code) ? code : 'email_address_invalid' };
  return { status: 'unverified', reason: `unknown status ${JSON.stringify(status)}` };
}

/** The host's data-vb-state: nothing for an empty field or with verification off; the running check; else the answer's status. */
export function emailState(value: string, verify: boolean, pending: boolean, check: EmailCheck | null): CheckState {
  if (value === '' || !verify) return '';
  return pending ? 'checking' : (check?.status ?? '');
}
