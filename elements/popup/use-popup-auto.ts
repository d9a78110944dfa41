import { useEffect } from 'react';
import { openDelayMs, type OverlayCause } from '../../src/overlay-logic.ts';

/**
 * The popup opening by itself (spec section 3 'Popup': initial display, trigger delay, trigger delay type):
 * at load with `initial-display`, or `trigger-delay` seconds after load with `trigger-delay-type="immediate"`.
 * Whether it may (trigger once) is the overlay state's `canOpen`.
 */
export function usePopupAuto(setOpen: (open: boolean, cause: OverlayCause) => void, initialDisplay: boolean, delayType: string, delaySeconds: number): void {
  useEffect(() => {
    if (initialDisplay) setOpen(true, 'initial');
  }, [initialDisplay, setOpen]);

  useEffect(() => {
    const delay = openDelayMs(delayType, delaySeconds);
    if (delay === undefined) return undefined;
    const timer = window.setTimeout(() => setOpen(true, 'delay'), delay);
    return () => window.clearTimeout(timer);
  }, [delayType, delaySeconds, setOpen]);
}
