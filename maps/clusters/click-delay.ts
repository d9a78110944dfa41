/**
 * The single-click delay of spec sections 4 and 9, shared by the server cluster layer and the Google
 * (markerclusterer) layer: a click acts only after 500 ms, and a double click in that time cancels it, so a
 * double click that zooms the map never also opens a cluster. Pure: the timers are injectable for tests.
 */

/** Spec section 9: single-click delay. */
export const SINGLE_CLICK_DELAY_MS = 500;

export interface ClickDelayTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ClickDelayOptions {
  delay?: number;
  timers?: ClickDelayTimers;
}

export interface ClickDelay<T> {
  /** A click: `onClick(value)` runs after the delay unless a double click (or `cancel`) comes first. A second click replaces the first. */
  click(value: T): void;
  /** A double click: the pending single click is dropped. */
  doubleClick(): void;
  /** Drop the pending click (the layer is destroyed, the marker removed). */
  cancel(): void;
  readonly pending: boolean;
}

const globalTimers: ClickDelayTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createClickDelay<T>(onClick: (value: T) => void, options: ClickDelayOptions = {}): ClickDelay<T> {
  const delay = options.delay ?? SINGLE_CLICK_DELAY_MS;
  const timers = options.timers ?? globalTimers;
  let handle: unknown;
  let pending = false;

  const cancel = (): void => {
    if (!pending) return;
    timers.clearTimeout(handle);
    pending = false;
    handle = undefined;
  };

  return {
    click(value: T) {
      cancel();
      pending = true;
      handle = timers.setTimeout(() => {
        pending = false;
        handle = undefined;
        onClick(value);
      }, delay);
    },
    doubleClick: cancel,
    cancel,
    get pending() {
      return pending;
    },
  };
}
