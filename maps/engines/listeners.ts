/**
 * The engine events' listeners (MapEngine.on in types.ts), one implementation for both engines: a set per event,
 * each listener called in the order added, and one that removes itself (or another) while an event is sent does not
 * disturb that sending.
 */
import type { MapEngineEvents } from './types.ts';

type Listener<K extends keyof MapEngineEvents> = (detail: MapEngineEvents[K]) => void;
type AnyListener = (detail: never) => void;

export class EngineListeners {
  private readonly sets = new Map<keyof MapEngineEvents, Set<AnyListener>>();

  emit<K extends keyof MapEngineEvents>(type: K, detail: MapEngineEvents[K]): void {
    for (const listener of [...(this.sets.get(type) ?? [])]) (listener as Listener<K>)(detail);
  }

  /** MapEngine.on: returns what removes the listener. */
  on<K extends keyof MapEngineEvents>(type: K, listener: Listener<K>): () => void {
    let set = this.sets.get(type);
    if (!set) this.sets.set(type, (set = new Set()));
    set.add(listener as AnyListener);
    return () => set.delete(listener as AnyListener);
  }

  clear(): void {
    this.sets.clear();
  }
}
