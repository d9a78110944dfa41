import { createContext, useContext } from 'react';

export type RenderMode = 'shadow' | 'light';

export interface HostInfo {
  /** The custom element itself. */
  element: HTMLElement;
  tag: string;
  mode: RenderMode;
  /** Light mode only: the author's nodes, by slot name ('' is the default slot). */
  captured: Map<string, Node[]>;
  /**
   * Light mode: called when the author's content changes after mount (a script or CMS adds children,
   * which the runtime captures into `captured`). Returns a function that unsubscribes.
   */
  onAuthorChange(listener: () => void): () => void;
}

export const HostContext = createContext<HostInfo | null>(null);

/** The custom element hosting this component. Throws outside defineElement, where it is a bug. */
export function useHost(): HostInfo {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside a component rendered by defineElement.');
  return host;
}
