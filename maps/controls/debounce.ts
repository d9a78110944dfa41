/** Spec section 9: controls re-layout 50 ms after the map stops resizing. */
export const CONTROL_LAYOUT_DEBOUNCE_MS = 50;

export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: DebounceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Debounced {
  (): void;
  /** Drop a pending call (on destroy, so nothing runs against a removed map). */
  cancel(): void;
}

/** Runs `callback` once, `ms` after the last call in a burst. */
export function debounce(callback: () => void, ms: number, timers: DebounceTimers = realTimers): Debounced {
  let handle: unknown;
  let pending = false;
  const cancel = () => {
    if (pending) timers.clearTimeout(handle);
    pending = false;
  };
  const debounced = () => {
    cancel();
    pending = true;
    handle = timers.setTimeout(() => {
      pending = false;
      callback();
    }, ms);
  };
  debounced.cancel = cancel;
  return debounced;
}
