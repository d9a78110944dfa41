import { useCallback } from 'react';
import { useHost } from './host-context.ts';

/**
 * Typed events for an element: `const emit = useEmit<PollEvents>(); emit('vb-vote', detail)`.
 * The event map names every event and its detail, so a detail cannot be forgotten.
 * Events bubble and are composed, so a listener on the page sees them through the shadow root.
 */
export type EventMap = { [name: `vb-${string}`]: unknown };

export function emitEvent<E extends EventMap, K extends keyof E & string>(
  element: HTMLElement,
  name: K,
  detail: E[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}

export function useEmit<E extends EventMap>(): <K extends keyof E & string>(name: K, detail: E[K], options?: { cancelable?: boolean }) => boolean {
  const { element } = useHost();
  return useCallback((name, detail, options) => emitEvent<E, typeof name>(element, name, detail, options), [element]);
}
