/**
 * The sign-up's pre-upgrade step (the loader's convention: `elements/<name>/pre-upgrade.ts` exporting `preUpgrade`,
 * built into dist/loader.js and run for each not yet defined element of that tag the loader finds, before its script
 * has loaded). A sign-up the visitor closed stays out of the page from the first paint, not only once its element has
 * upgraded: it gets the state the mounted element gives it, `data-vb-state="closed"`, and simple-sign-up.upgrade.css
 * gives a marked one no box. Without it the pre-upgrade sheet reserves the sign-up's box until its script has
 * loaded, and the page moves up when it goes.
 *
 * Every page loads the loader, so this file imports nothing: its one-line cookie check is not `src/storage.ts`'s
 * getCookie, whose module is in the runtime chunk and would make the loader import that chunk (one more request
 * before any block). meta.ts reads the default below at build time only (scripts/vite-slim-meta.ts).
 */

/** The cookie a sign-up without `cookie-name` remembers its closing in (meta.ts's default). */
export const SIGN_UP_COOKIE = 'vbSimpleSignUp';

/** Whether `cookies` (document.cookie's text: `a=1; b=2`) holds a cookie named `name`, any value (as storage.ts's getCookie reads it). */
export function hasCookie(cookies: string, name: string): boolean {
  return `; ${cookies}`.includes(`; ${encodeURIComponent(name)}=`);
}

/** The part of a sign-up element this file reads and writes (an Element fits). */
interface SignUpLike {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** The cookie a sign-up remembers its closing in: its `cookie-name`, or the default when that is absent or blank. */
export function cookieNameOf(signUp: Pick<SignUpLike, 'getAttribute'>): string {
  const own = signUp.getAttribute('cookie-name');
  return own?.trim() ? own : SIGN_UP_COOKIE;
}

/** Marks a sign-up whose cookie is set as closed. `cookies`: the page's, read when called. */
export function preUpgrade(signUp: SignUpLike, cookies: string = document.cookie): void {
  if (hasCookie(cookies, cookieNameOf(signUp))) signUp.setAttribute('data-vb-state', 'closed');
}
