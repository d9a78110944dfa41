// The runtime's public surface, for element authors.
export { defineElement, type ElementSpec, type PropSpec } from './define-element.ts';
export { useHost, type HostInfo } from './hooks/host-context.ts';
export { useEmit, emitEvent, type EventMap } from './hooks/use-emit.ts';
export { Slot, slotNodes } from './hooks/slot.tsx';
export { useReinit } from './hooks/use-reinit.ts';
