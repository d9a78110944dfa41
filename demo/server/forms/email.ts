/**
 * Email verification (spec section 5 'Email', section 7 GET /api/emailVerify). Offline by design: no DNS or
 * SMTP probe, so the answer only depends on the address and the packaged lists. Three checks in order,
 * the first failure deciding the error code (each rule is listed in demo/server/README.md):
 *   1. syntax and length (RFC 5321 / 5322 dot-atom, RFC 6531 non-ASCII local parts) -> email_address_invalid
 *   2. the domain can receive mail from the public internet: a public suffix from the ICANN section of the
 *      Public Suffix List, a registrable name below it, not a reserved name -> email_domain_invalid
 *   3. the mailbox can be a person's: not a disposable-mail domain, not a service mailbox, within the
 *      provider's own username rules -> email_account_invalid
 */
import { createRequire } from 'node:module';
import { domainToASCII } from 'node:url';
import { parse as parseDomain } from 'tldts';

export type EmailErrorCode = 'email_address_invalid' | 'email_domain_invalid' | 'email_account_invalid';

export interface EmailVerdict {
  status: 'valid' | 'invalid';
  error_code?: EmailErrorCode;
  /** Why, in a sentence, for developers (the visitor sees the page's configured message per error code). */
  reason?: string;
}

/** RFC 5321 4.5.3.1.1. */
export const EMAIL_LOCAL_PART_MAX_OCTETS = 64;
/** RFC 5321 4.5.3.1.3 path of 256 octets minus the angle brackets (RFC 3696 erratum 1690). */
export const EMAIL_MAX_OCTETS = 254;
/** RFC 1035 2.3.4: 255 octets on the wire, 253 as text. */
export const EMAIL_DOMAIN_MAX_OCTETS = 253;
/** RFC 1035 2.3.4. */
export const EMAIL_DOMAIN_LABEL_MAX_OCTETS = 63;
/** Far beyond any valid address; longer input is refused before the IDN conversion does any work. */
const EMAIL_INPUT_MAX_CHARS = 1024;

/** RFC 5322 3.2.3 atext. */
const ATEXT_ASCII = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]$/;
/** RFC 6531 allows any UTF-8 in a local part; only letters, marks and digits of any script are accepted. */
const ATEXT_NON_ASCII = /^[\p{L}\p{M}\p{N}]$/u;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Names that never reach a mailbox on the internet: RFC 2606 and RFC 6761 (test, example, invalid,
 * localhost; example.com/.net/.org), RFC 6762 (local), RFC 7686 (onion), RFC 9476 (alt), ICANN's 2024
 * reservation of internal, and arpa (RFC 3172 infrastructure, home.arpa of RFC 8375). onion and arpa are
 * in the ICANN section of the Public Suffix List, hence this list as well as rule 2.
 */
export const RESERVED_DOMAINS: readonly string[] = [
  'test',
  'example',
  'invalid',
  'localhost',
  'local',
  'onion',
  'alt',
  'internal',
  'arpa',
  'example.com',
  'example.net',
  'example.org',
];

/**
 * Mailboxes that are a service, not a person, so a sign-up or a contact request there reaches nobody:
 * RFC 2142 (postmaster, hostmaster, abuse, noc, security), the bounce sender mailer-daemon, the Unix
 * nobody account, and the no-reply family. Compared case-insensitively, subaddress (`+tag`) removed.
 */
export const SERVICE_MAILBOXES: readonly string[] = [
  'postmaster',
  'hostmaster',
  'abuse',
  'noc',
  'security',
  'mailer-daemon',
  'nobody',
  'noreply',
  'no-reply',
  'no_reply',
  'donotreply',
  'do-not-reply',
  'do_not_reply',
];

/** Google's published rule for Gmail usernames: 6 to 30 letters, digits and periods (periods ignored). */
export const GMAIL_DOMAINS: readonly string[] = ['gmail.com', 'googlemail.com'];
const GMAIL_USERNAME = /^[a-z0-9]{6,30}$/;

const require = createRequire(import.meta.url);
let disposable: { exact: Set<string>; wildcard: string[] } | undefined;

/** Loaded on first use: 120,000 names are not worth holding in a server that never verifies an email. */
function disposableLists(): { exact: Set<string>; wildcard: string[] } {
  disposable ??= {
    exact: new Set(require('disposable-email-domains') as string[]),
    wildcard: require('disposable-email-domains/wildcard.json') as string[],
  };
  return disposable;
}

/** The domain and each parent above its public suffix: a.b.example.co.uk -> itself, b.example.co.uk, example.co.uk. */
function domainAndParents(domain: string, registrable: string): string[] {
  const names: string[] = [];
  let name = domain;
  while (name.length >= registrable.length) {
    names.push(name);
    const dot = name.indexOf('.');
    if (dot === -1) break;
    name = name.slice(dot + 1);
  }
  return names;
}

export function isDisposableDomain(asciiDomain: string, registrable = asciiDomain): boolean {
  const { exact, wildcard } = disposableLists();
  if (domainAndParents(asciiDomain, registrable).some((name) => exact.has(name))) return true;
  return wildcard.some((suffix) => asciiDomain === suffix || asciiDomain.endsWith(`.${suffix}`));
}

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

export type EmailSyntax = { ok: true; local: string; asciiDomain: string } | { ok: false; code: EmailErrorCode; reason: string };

const fail = (code: EmailErrorCode, reason: string): { ok: false; code: EmailErrorCode; reason: string } => ({ ok: false, code, reason });

/** Rule 1 (and the IP-literal part of rule 2, which only the syntax can see). */
export function checkEmailSyntax(address: string): EmailSyntax {
  if (address === '') return fail('email_address_invalid', 'The address is empty');
  if (address.length > EMAIL_INPUT_MAX_CHARS || octets(address) > EMAIL_INPUT_MAX_CHARS) {
    return fail('email_address_invalid', `The address is longer than ${EMAIL_MAX_OCTETS} octets`);
  }
  const at = address.lastIndexOf('@');
  if (at === -1) return fail('email_address_invalid', "The address has no '@'");
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);

  if (local === '') return fail('email_address_invalid', "Nothing comes before the '@'");
  if (local.startsWith('"')) {
    // RFC 5321 4.1.2: a host that expects to receive mail SHOULD avoid mailboxes that need the quoted form,
    // and the mailing systems behind these forms do not take them.
    return fail('email_address_invalid', 'Quoted local parts ("...") are not accepted');
  }
  if (octets(local) > EMAIL_LOCAL_PART_MAX_OCTETS) {
    return fail('email_address_invalid', `The part before the '@' is longer than ${EMAIL_LOCAL_PART_MAX_OCTETS} octets`);
  }
  if (local.startsWith('.') || local.endsWith('.')) {
    return fail('email_address_invalid', "The part before the '@' starts or ends with a dot");
  }
  if (local.includes('..')) return fail('email_address_invalid', "The part before the '@' has two dots in a row");
  for (const character of local) {
    if (character === '.' || ATEXT_ASCII.test(character)) continue;
    if (character.codePointAt(0)! > 0x7f && ATEXT_NON_ASCII.test(character)) continue;
    return fail('email_address_invalid', `The part before the '@' contains ${JSON.stringify(character)}, which an address cannot hold`);
  }

  if (domain === '') return fail('email_address_invalid', "Nothing comes after the '@'");
  if (domain.startsWith('[')) {
    return fail('email_domain_invalid', 'Address literals ([IP address]) are not accepted; mail must go to a domain name');
  }
  if (domain.endsWith('.')) return fail('email_address_invalid', 'The domain ends with a dot');
  if (domain.includes('..') || domain.startsWith('.')) return fail('email_address_invalid', 'The domain has an empty label');
  if (/[\s\p{Cc}]/u.test(domain)) return fail('email_address_invalid', 'The domain contains a space or a control character');
  // UTS 46 (IDNA): U-labels become xn-- A-labels, full-width forms and case are folded; '' means not convertible.
  const asciiDomain = domainToASCII(domain);
  if (asciiDomain === '') return fail('email_address_invalid', 'The domain is not a valid internationalized domain name');
  if (octets(asciiDomain) > EMAIL_DOMAIN_MAX_OCTETS) {
    return fail('email_address_invalid', `The domain is longer than ${EMAIL_DOMAIN_MAX_OCTETS} octets`);
  }
  const labels = asciiDomain.split('.');
  if (labels.length < 2) return fail('email_address_invalid', 'The domain needs at least two labels (name.tld)');
  for (const label of labels) {
    if (label.length === 0) return fail('email_address_invalid', 'The domain has an empty label');
    if (label.length > EMAIL_DOMAIN_LABEL_MAX_OCTETS) {
      return fail('email_address_invalid', `A domain label is longer than ${EMAIL_DOMAIN_LABEL_MAX_OCTETS} octets`);
    }
    if (!LDH_LABEL.test(label)) {
      return fail('email_address_invalid', `The domain label "${label}" may only hold letters, digits and inner hyphens`);
    }
  }
  // Measured with the domain as it travels (A-labels), the local part in UTF-8.
  if (octets(local) + 1 + asciiDomain.length > EMAIL_MAX_OCTETS) {
    return fail('email_address_invalid', `The address is longer than ${EMAIL_MAX_OCTETS} octets`);
  }
  return { ok: true, local, asciiDomain };
}

function isReserved(asciiDomain: string): boolean {
  return RESERVED_DOMAINS.some((name) => asciiDomain === name || asciiDomain.endsWith(`.${name}`));
}

/** The local part as a provider compares it: lower case, `+tag` subaddress removed. */
function mailboxName(local: string): string {
  const plus = local.indexOf('+');
  return (plus === -1 ? local : local.slice(0, plus)).toLowerCase();
}

export function verifyEmail(address: string): EmailVerdict {
  const syntax = checkEmailSyntax(address);
  if (!syntax.ok) return { status: 'invalid', error_code: syntax.code, reason: syntax.reason };
  const { local, asciiDomain } = syntax;

  const parsed = parseDomain(asciiDomain, { allowPrivateDomains: false });
  if (parsed.isIp) return { status: 'invalid', error_code: 'email_domain_invalid', reason: 'The domain is an IP address' };
  if (isReserved(asciiDomain)) {
    return { status: 'invalid', error_code: 'email_domain_invalid', reason: 'The domain is reserved and never receives mail (RFC 2606, 6761)' };
  }
  if (!parsed.isIcann || !parsed.publicSuffix) {
    return { status: 'invalid', error_code: 'email_domain_invalid', reason: `".${asciiDomain.split('.').pop() ?? ''}" is not a known public suffix` };
  }
  if (!parsed.domain) {
    return { status: 'invalid', error_code: 'email_domain_invalid', reason: `"${asciiDomain}" is a public suffix, not a domain someone owns` };
  }

  if (isDisposableDomain(asciiDomain, parsed.domain)) {
    return { status: 'invalid', error_code: 'email_account_invalid', reason: 'The domain hands out disposable addresses' };
  }
  const mailbox = mailboxName(local);
  if (SERVICE_MAILBOXES.includes(mailbox)) {
    return { status: 'invalid', error_code: 'email_account_invalid', reason: `"${mailbox}" is a service mailbox, not a person's` };
  }
  if (GMAIL_DOMAINS.includes(asciiDomain) && !GMAIL_USERNAME.test(mailbox.replace(/\./g, ''))) {
    return { status: 'invalid', error_code: 'email_account_invalid', reason: 'Gmail usernames are 6 to 30 letters, digits and periods' };
  }
  return { status: 'valid' };
}
