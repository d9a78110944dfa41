// The runtime's public surface, for element authors.
export { defineElement, type ElementSpec, type PropSpec } from './define-element.ts';
export { useHost, type HostInfo } from './hooks/host-context.ts';
export { useEmit, emitEvent, type EventMap } from './hooks/use-emit.ts';
export { Slot, slotNodes } from './hooks/slot.tsx';
export { useReinit } from './hooks/use-reinit.ts';
export { api, ApiError, type ApiRequest } from './api.ts';
export { getConfig, type PublicConfig } from './config.ts';
export { track, type AnalyticsInfo } from './analytics.ts';
export { cleanText, sanitizeHtml } from './sanitize.ts';
export { SafeHtml } from './hooks/safe-html.tsx';
export { subscribe, publish } from './remote-trigger.ts';
export { onInView } from './in-view.ts';
export { setTabOrder } from './tab-order.ts';
export { lockScroll, unlockScroll } from './scroll-lock.ts';
export { formatMessage, readStrings } from './strings.ts';
