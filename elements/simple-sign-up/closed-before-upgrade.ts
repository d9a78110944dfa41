/**
 * A sign-up the visitor closed stays out of the page from the first paint, not only once its element has upgraded: the
 * loader (src/loader.ts, the page's first script) marks each closed `vb-simple-sign-up` with the state the mounted
 * element gives it, `data-vb-state="closed"`, and simple-sign-up.upgrade.css gives a marked one no box. Without it the
 * pre-upgrade sheet reserves the sign-up's box until its script has loaded, and the page moves up when it goes.
 * The loader ships this file inside itself: it imports nothing, and only the loader imports it (meta.ts reads the
 * default below at build time only: scripts/vite-slim-meta.ts).
 */

/** The cookie a sign-up without `cookie-name` remembers its closing in (meta.ts's default). */
export const SIGN_UP_COOKIE = 'vbSimpleSignUp';

/** Whether `cookies` (document.cookie's text: `a=1; b=2`) holds a cookie named `name`, any value (as storage.ts's getCookie reads it). */
export function hasCookie(cookies: string, name: string): boolean {
  return `; ${cookies}`.includes(`; ${encodeURIComponent(name)}=`);
}

/** The part of a sign-up element this file reads (an Element fits). */
interface SignUpLike {
  getAttribute(name: string): string | null;
}

/** The cookie a sign-up remembers its closing in: its `cookie-name`, or the default when that is absent or blank. */
export function cookieNameOf(signUp: SignUpLike): string {
  const own = signUp.getAttribute('cookie-name');
  return own?.trim() ? own : SIGN_UP_COOKIE;
}

/**
 * Mark every not yet upgraded sign-up under `root` whose cookie is set. Kept to a few lines: every page loads the loader.
 * (A sign-up added after load is the added node itself, not under it: it waits for its script, as before.)
 */
export function markClosedSignUps(root: ParentNode, cookies: () => string): void {
  for (const signUp of root.querySelectorAll('vb-simple-sign-up:not(:defined)')) {
    if (hasCookie(cookies(), cookieNameOf(signUp))) signUp.setAttribute('data-vb-state', 'closed');
  }
}
