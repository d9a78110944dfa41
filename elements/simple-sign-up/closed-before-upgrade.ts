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

const TAG = 'vb-simple-sign-up';

/** Whether `cookies` (document.cookie's text) holds a cookie named `name`, any value (as storage.ts's getCookie reads it). */
export function hasCookie(cookies: string, name: string): boolean {
  const prefix = `${encodeURIComponent(name)}=`;
  return cookies.split(';').some((part) => part.trimStart().startsWith(prefix));
}

/** The part of a sign-up element this file reads (an Element fits). */
interface SignUpLike {
  getAttribute(name: string): string | null;
}

/** The cookie a sign-up remembers its closing in: its `cookie-name`, or the default when that is absent or blank. */
export function cookieNameOf(signUp: SignUpLike): string {
  const own = signUp.getAttribute('cookie-name');
  return own && own.trim() ? own : SIGN_UP_COOKIE;
}

/** The sign-ups among `signUps` that the visitor closed (or signed up with): their cookie is in `cookies`. */
export function closedSignUps<T extends SignUpLike>(signUps: readonly T[], cookies: string): T[] {
  return signUps.filter((signUp) => hasCookie(cookies, cookieNameOf(signUp)));
}

/**
 * Mark every not yet upgraded sign-up in `root` (and `root` itself) whose cookie is set. The cookies are read only
 * when a sign-up is there, so a page without one pays a selector match.
 */
export function markClosedSignUps(root: ParentNode, readCookies: () => string): void {
  const waiting = `${TAG}:not(:defined)`;
  const found = [...root.querySelectorAll(waiting)];
  if ('matches' in root && typeof root.matches === 'function' && root.matches(waiting)) found.push(root as Element);
  if (found.length === 0) return;
  for (const signUp of closedSignUps(found, readCookies())) signUp.setAttribute('data-vb-state', 'closed');
}
