import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { openState, subscribe, watchOpen, type TriggerHandler } from '../remote-trigger.ts';
import { useLatest } from './use-latest.ts';

/**
 * Subscribe to remote-trigger messages for `id` while mounted (no id, no subscription).
 * The latest handler is called, so it may read current state without resubscribing.
 */
export function useRemoteTrigger(id: string | undefined | null, handler: TriggerHandler): void {
  const latest = useLatest(handler);
  useEffect(() => {
    if (!id) return undefined;
    return subscribe(id, (message, triggerId) => latest.current(message, triggerId));
  }, [id, latest]);
}

/** Whether the block subscribed to `id` reports itself open (src/remote-trigger.ts `reportOpen`); undefined when none says. */
export function useTriggerOpen(id: string): boolean | undefined {
  const watch = useCallback((onChange: () => void) => (id ? watchOpen(id, onChange) : () => {}), [id]);
  return useSyncExternalStore(
    watch,
    () => (id ? openState(id) : undefined),
    () => undefined,
  );
}
