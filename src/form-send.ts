/**
 * What every form's send needs, one rule for all (spec section 8 'Form submit'):
 * - the request-verification token (src/request-verification.ts): the service's code loads only on a page that
 *   configures a site key, so a page without one never downloads it; unconfigured or not loaded, the form goes
 *   with an empty token;
 * - what the server's answer means: 200 and 201 are success, 428 is ignored (the form stays as it is and can be
 *   sent again), anything else an error, reported by the formError analytic with the spec's text;
 * - the form's name in its analytics events.
 */
import { readMeta } from './config.ts';

/** The form field the token travels in (demo/server/forms/verification.ts reads the same name). */
export const VERIFICATION_TOKEN_FIELD = 'verificationToken';
/** The page's public site key; absent, verification is off. */
export const VERIFICATION_SITE_KEY_META = 'vb-verification-site-key';

type Service = typeof import('./request-verification.ts');
let service: Promise<Service | null> | undefined;

const configured = () => Boolean(readMeta(VERIFICATION_SITE_KEY_META));
// A chunk that cannot load is a service that did not load: the form still sends.
const load = () => (service ??= import('./request-verification.ts').catch(() => null));

/** A form that sends is on the page: the service's script may load now (spec: only then). */
export function preloadFormVerification(): void {
  if (configured()) void load().then((loaded) => loaded?.preloadVerification());
}

export type TokenResult = { ok: true; token: string } | { ok: false; message: string };

/** The token to send: '' when verification is off or not loaded; `ok: false` when the loaded service failed. */
export async function formVerificationToken(): Promise<TokenResult> {
  if (!configured()) return { ok: true, token: '' };
  const loaded = await load();
  if (!loaded) return { ok: true, token: '' };
  try {
    return { ok: true, token: await loaded.verificationToken() };
  } catch (error) {
    return { ok: false, message: error instanceof loaded.VerificationError ? `${error.message}: ${error.reason}` : String(error) };
  }
}

/** Spec section 8: the formError analytic's text. */
export const SERVER_ERROR_TEXT = 'Server error. Data was not received.';

export type Outcome = 'success' | 'ignored' | 'error';

export function outcomeOf(status: number): Outcome {
  if (status === 200 || status === 201) return 'success';
  if (status === 428) return 'ignored';
  return 'error';
}

/** A form's name in its analytics events: the author's own title, else the tag's `aria-label`, else the page title. */
export function formTitle(element: Element, own: string): string {
  return own || element.getAttribute('aria-label') || document.title;
}
