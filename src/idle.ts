/**
 * Idle callback: run work that can wait (a map engine's start, 1 MB of script and a WebGL context) when the
 * main thread has nothing else to do, so a visitor's typing, a search and the first paint come first.
 * `requestIdleCallback` with a timeout (the work still runs on a page that is never idle); where the browser
 * has none (Safari), a timer of the same length stands in, after the current task and the next frame.
 */

/** How long work may wait for an idle moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback: the wait before the work runs (after a frame, so the page has painted). */
export const IDLE_FALLBACK_MS = 200;

/** Calls `callback` once, when the main thread is idle (or after `timeout` ms at the latest). Returns a canceller. */
export function onIdle(callback: () => void, { timeout = IDLE_TIMEOUT_MS }: { timeout?: number } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(callback, Math.min(IDLE_FALLBACK_MS, timeout)))) : undefined;
  if (frame === undefined) timer = setTimeout(callback, Math.min(IDLE_FALLBACK_MS, timeout));
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
