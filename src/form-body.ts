/**
 * The body of POST /api/form-submission (spec section 3 'Form fields' and 'Form submission extras', section 9):
 * the form's own entries, plus what the spec adds around them. Pure: the page's cookies and language come in
 * through `FormContext` (`pageFormContext` reads them), so Node tests cover every rule.
 *
 *  - transactionId (src/transaction-id.ts: millisecond time plus a random number below 10000), unless the form carries its own;
 *    made once per submission, so a retry is stored once by the server;
 *  - MDCampaignId 10 and boncomCampaignId 0 when the form has none;
 *  - consent_to_message and ad_partner_consent sent as 'true' or 'false' (a checkbox posts 'on' or nothing);
 *  - cid and mdcid from their cookies, lang from the page, when the form has none;
 *  - offerType, oItemId, sourceId, offerDetails and note come from the offer fields (vb-offer-selector,
 *    vb-offer-details-list) under their own names, and pass through unchanged.
 */
import { getCookie } from './storage.ts';
import { elementLanguage } from './locale.ts';

export const DEFAULT_MD_CAMPAIGN_ID = '10';
export const DEFAULT_BONCOM_CAMPAIGN_ID = '0';
/** The consent flags the spec sends as true or false. */
export const CONSENT_FIELDS = ['consent_to_message', 'ad_partner_consent'] as const;

export interface FormContext {
  cid?: string;
  mdcid?: string;
  lang: string;
  /** The request-verification token ('' when verification is off or not loaded). */
  verificationToken?: string;
}

export type FormEntries = ReadonlyArray<readonly [string, string]>;

/** A consent value as the spec sends it: unchecked or 'false' is false, anything a checked box posts is true. */
export function consentValue(values: readonly string[]): 'true' | 'false' {
  const value = values.find((item) => item !== '');
  if (value === undefined) return 'false';
  return /^(false|0|no|off)$/i.test(value.trim()) ? 'false' : 'true';
}

/**
 * The urlencoded body: the form's entries in order (files left out), a consent flag once, and the
 * spec's fields the form did not fill. `transactionId` is the one made for this submission.
 */
export function buildFormBody(entries: FormEntries, context: FormContext, transactionId: string): URLSearchParams {
  const body = new URLSearchParams();
  const consents = new Set<string>(CONSENT_FIELDS);
  for (const [name, value] of entries) {
    if (consents.has(name)) continue;
    // An empty hidden input a page left in for one of these is a value still to fill in, not a second value.
    if (SINGLE_FIELDS.has(name) && value.trim() === '') continue;
    body.append(name, value);
  }
  for (const name of CONSENT_FIELDS) {
    body.set(name, consentValue(entries.filter(([key]) => key === name).map(([, value]) => value)));
  }
  const defaults: Record<string, string | undefined> = {
    transactionId,
    MDCampaignId: DEFAULT_MD_CAMPAIGN_ID,
    boncomCampaignId: DEFAULT_BONCOM_CAMPAIGN_ID,
    lang: context.lang,
    cid: context.cid,
    mdcid: context.mdcid,
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (value === undefined || value === '' || body.has(name)) continue;
    body.set(name, value);
  }
  if (context.verificationToken !== undefined) body.set('verificationToken', context.verificationToken);
  return body;
}

/** The fields the server takes once; an extra empty copy of one is dropped. */
const SINGLE_FIELDS: ReadonlySet<string> = new Set(['transactionId', 'MDCampaignId', 'boncomCampaignId', 'lang', 'cid', 'mdcid']);

/** The form's entries as strings (a file input's files are not part of this body). */
export function formEntries(form: HTMLFormElement): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') entries.push([name, value]);
  return entries;
}

/** The page's part of the body: the cid and mdcid cookies and the form's language. */
export function pageFormContext(element: Element): FormContext {
  return { cid: getCookie('cid'), mdcid: getCookie('mdcid'), lang: elementLanguage(element) };
}
