import { useEffect } from 'react';
import { subscribe, type TriggerHandler } from '../remote-trigger.ts';
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
