import { createContext, useContext } from 'react';

export type { RenderMode } from '../props.ts';
import type { RenderMode } from '../props.ts';

export interface HostInfo {
  /** The custom element itself. */
  element: HTMLElement;
  tag: string;
  mode: RenderMode;
  /** Light mode only: the author's nodes, by slot name ('' is the default slot). */
  captured: Map<string, Node[]>;
  /**
   * Called when the author's content changes after mount (a script, a CMS or a React app changes the host's children).
   * Light mode: children were added, reordered or removed, and `captured` already reads the new content. Shadow
   * mode: the host's child list changed (watched only while someone listens). Returns a function that unsubscribes.
   */
  onAuthorChange(listener: () => void): () => void;
  /** Form-associated elements only (`formAssociated: true` in the spec): see src/form-control.ts. */
  form?: FormHost;
}

/** What the browser tells a form-associated element, forwarded to its component (src/hooks/use-form-control.ts). */
export interface FormCallbacks {
  /** The form was reset: go back to the default value. */
  reset(): void;
  /** A `disabled` fieldset around the element changed (its own `disabled` attribute is a prop). */
  disabled(disabled: boolean): void;
  /** Back/forward navigation or autofill gave back a state saved with `setFormValue(value, state)`. */
  restore(state: string | File | FormData | null, reason: 'restore' | 'autocomplete'): void;
}

export interface FormHost {
  internals: ElementInternals;
  /** Disabled by an ancestor fieldset right now. */
  readonly fieldsetDisabled: boolean;
  listen(callbacks: Partial<FormCallbacks>): () => void;
}

/** The form host's method on a form-associated element (src/form-host.ts); absent on every other element. */
export const FORM_HOST = Symbol('visitorBlocks.formHost');

export const HostContext = createContext<HostInfo | null>(null);

/** The custom element hosting this component. Throws outside defineElement, where it is a bug. */
export function useHost(): HostInfo {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside a component rendered by defineElement.');
  return host;
}
