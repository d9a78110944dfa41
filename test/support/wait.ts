/** Waiting in browser tests: on a condition, never on a fixed sleep that a loaded machine outruns. */

export const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
export const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The next task, unclamped: a chain of setTimeout(0) is held to 4 ms each after five, a message is not. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/** React renders, effects, MutationObserver and ResizeObserver callbacks, and a layout. */
export async function settle(): Promise<void> {
  await frame();
  await frame();
  await tick();
  await tick();
}

/** Resolve with the first truthy value of `find`, polled every 10 ms; fail naming `what` after `timeoutMs`. */
export async function waitFor<T>(find: () => T | null | undefined | false, what: string, timeoutMs = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
