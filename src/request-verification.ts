/**
 * Request verification (spec section 7 'Other calls': a third-party service, "execute with action form_submit,
 * needs a site key"; section 8: a failure gives 'Request verification failed'; unconfigured or not loaded, the
 * form submits with an empty token). The service's script is a reCAPTCHA-v3-style global: `grecaptcha.ready(cb)`
 * and `grecaptcha.execute(siteKey, { action })` resolving to a token. The reference server serves a stand-in
 * (demo/server/routes/verification.ts, GET /api/verification/script.js).
 *
 * Page configuration (public; no JavaScript needed):
 *   <meta name="vb-verification-site-key" content="...">   the site key; absent: verification is off
 *   <meta name="vb-verification-script" content="https://www.google.com/recaptcha/api.js?render=KEY">
 *     the service's script (default: the reference server's stand-in under the API prefix)
 *
 * The script loads only when a form that submits is on the page (`preloadVerification`, called by the form when
 * it mounts), once per page however many forms there are.
 */
import { getConfig, readMeta } from './config.ts';
import { withDeadline } from './deadline.ts';
import { VERIFICATION_SITE_KEY_META } from './form-send.ts';
import { pageState } from './page-state.ts';
import { setScriptSrc } from './trusted-types.ts';

export const FORM_SUBMIT_ACTION = 'form_submit';
/** Spec section 8, the visitor's message. */
export const VERIFICATION_FAILED_MESSAGE = 'Request verification failed';
export { VERIFICATION_TOKEN_FIELD } from './form-send.ts';
/** How long a token may take before the submit gives up on it. */
export const VERIFICATION_TIMEOUT_MS = 10000;

export interface VerificationService {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: VerificationService;
  }
}

/** The token could not be had from a configured, loaded service. */
export class VerificationError extends Error {
  override readonly name = 'VerificationError';
  constructor(readonly reason: string) {
    super(VERIFICATION_FAILED_MESSAGE);
  }
}

type LoadState = { kind: 'loading'; done: Promise<boolean> } | { kind: 'loaded' } | { kind: 'failed' };

const state = () => pageState('visitorBlocks.verification', () => ({ load: undefined as LoadState | undefined, url: '' }));

export function verificationSiteKey(): string | undefined {
  return readMeta(VERIFICATION_SITE_KEY_META);
}

export function verificationScriptUrl(siteKey: string): string {
  const own = readMeta('vb-verification-script');
  if (own) return own;
  return `${getConfig().apiPrefix}/api/verification/script.js?render=${encodeURIComponent(siteKey)}`;
}

/** Start loading the service's script (once per page); nothing when no site key is configured. */
export function preloadVerification(): void {
  const siteKey = verificationSiteKey();
  if (!siteKey || typeof document === 'undefined') return;
  const current = state();
  const url = verificationScriptUrl(siteKey);
  // A failed load is tried again only when the page changes the script's address.
  if (current.load && current.url === url) return;
  current.url = url;
  const script = document.createElement('script');
  script.async = true;
  const done = new Promise<boolean>((resolve) => {
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener('error', () => resolve(false), { once: true });
  });
  current.load = { kind: 'loading', done };
  void done.then((loaded) => {
    if (state().url === url) state().load = loaded ? { kind: 'loaded' } : { kind: 'failed' };
    if (!loaded) console.warn(`visitorBlocks: the request-verification script ${url} did not load; forms submit without a token.`);
  });
  try {
    setScriptSrc(script, url, [url]);
  } catch (error) {
    console.warn('visitorBlocks: request-verification script refused', error);
    current.load = { kind: 'failed' };
    return;
  }
  document.head.append(script);
}

/**
 * The token for `action`: '' when verification is off (no site key) or the script did not load (in time);
 * a VerificationError when the loaded service fails, answers nothing usable or does not answer in time.
 */
export async function verificationToken(action = FORM_SUBMIT_ACTION, timeoutMs = VERIFICATION_TIMEOUT_MS): Promise<string> {
  const siteKey = verificationSiteKey();
  if (!siteKey) return '';
  preloadVerification();
  const started = Date.now();
  const load = state().load;
  if (!load || load.kind === 'failed') return '';
  if (load.kind === 'loading') {
    const loaded = await Promise.race([load.done, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))]);
    if (!loaded) return '';
  }
  const service = window.grecaptcha;
  if (!service || typeof service.execute !== 'function' || typeof service.ready !== 'function') return '';
  const left = Math.max(0, timeoutMs - (Date.now() - started));
  const run = new Promise<string>((resolve, reject) => {
    try {
      service.ready(() => {
        try {
          Promise.resolve(service.execute(siteKey, { action })).then(resolve, reject);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  let token: unknown;
  try {
    token = await withDeadline(run, left, () => new VerificationError(`no token within ${timeoutMs} ms`));
  } catch (error) {
    if (error instanceof VerificationError) throw error;
    throw new VerificationError(error instanceof Error ? error.message : String(error));
  }
  if (typeof token !== 'string' || token === '') throw new VerificationError('the service gave no token');
  return token;
}

/** Tests only: forget the page's load state. */
export function resetVerificationForTests(): void {
  const current = state();
  current.load = undefined;
  current.url = '';
}
