/**
 * Trusted Types kit: every script URL the library hands to a sink (today MapLibre's worker) is made through ONE
 * named policy, `visitor-blocks`, so a page that enforces Trusted Types (`require-trusted-types-for 'script'`)
 * only has to allow that name: `trusted-types visitor-blocks`. The policy is created once, the first time a URL
 * is needed (a page without a map never creates it); where the browser has no Trusted Types the URL stays a plain
 * string, which every sink takes.
 *
 * The policy admits only http(s) URLs of the page's own origin, of the origin this library is served from (a CDN
 * build), or of an origin the caller names (the maps service's), so it cannot turn an arbitrary string into a script.
 */

/** The one policy name a page allows in its `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY = 'visitor-blocks';

/** The platform's TrustedScriptURL (not in TypeScript's DOM library): opaque, stringifies to the URL. */
export interface TrustedScriptUrl {
  toString(): string;
}

interface ScriptUrlPolicy {
  createScriptURL(url: string, also: readonly string[]): TrustedScriptUrl;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string, also?: readonly string[]): string }): ScriptUrlPolicy;
}

/** undefined: not asked yet; null: no Trusted Types here, or the page refused the policy (reported once). */
let policy: ScriptUrlPolicy | null | undefined;

/**
 * The URL as the policy admits it: absolute, http(s), of the page's origin, this library's, or one in `also`
 * (absolute URLs; their origins count).
 */
export function checkScriptUrl(url: string, also: readonly string[] = []): string {
  const parsed = new URL(url, document.baseURI);
  const origins = [location.origin, libraryOrigin(), ...also.map((other) => new URL(other, document.baseURI).origin)];
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !origins.includes(parsed.origin)) {
    throw new TypeError(
      `visitorBlocks: the ${TRUSTED_TYPES_POLICY} policy admits only script URLs of this page's or this library's origin, not ${parsed.href}`,
    );
  }
  return parsed.href;
}

function libraryOrigin(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return location.origin;
  }
}

function thePolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return (policy = null);
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (url, also) => checkScriptUrl(url, also) });
  } catch (error) {
    // The page's `trusted-types` directive does not name the policy (or a second copy of the library made it
    // first): plain strings then, which an enforcing page blocks with its own report.
    console.warn(
      `visitorBlocks: could not create the Trusted Types policy "${TRUSTED_TYPES_POLICY}"; allow it with \`trusted-types ${TRUSTED_TYPES_POLICY}\`.`,
      error,
    );
    policy = null;
  }
  return policy;
}

/**
 * A script URL for a sink (`new Worker`, `script.src`): trusted where Trusted Types exist, else the checked
 * string. `also`: further origins (as URLs) the caller's script may come from.
 */
export function trustedScriptUrl(url: string, also: readonly string[] = []): TrustedScriptUrl | string {
  const made = thePolicy();
  return made ? made.createScriptURL(url, also) : checkScriptUrl(url, also);
}

/** `script.src = url` through the policy (the DOM's types know only strings; the element takes either). */
export function setScriptSrc(script: HTMLScriptElement, url: string, also: readonly string[] = []): void {
  script.src = trustedScriptUrl(url, also) as string;
}
