/**
 * The form host: what makes a `formAssociated: true` element a form-associated custom element
 * (DESIGN.md section 4, item 12). ElementInternals, the browser's form callbacks forwarded to the component
 * (src/form-control.tsx listens through `HostInfo.form`), and the native form-control API on the host, so
 * `form.elements`, constraint validation and page scripts treat a field like an input.
 *
 * Its own module so that only fields ship it: the form-control kit every field uses (src/form-control.tsx)
 * gives it to src/define-element.ts when it loads, before any field's defineElement runs.
 */
import { FORM_HOST, type FormCallbacks, type FormHost } from './hooks/host-context.ts';
import type { BlockElementClass } from './define-element.ts';
import { quietly } from './form-validation.ts';
import { TABBABLE } from './focusable.ts';

type RestoreState = string | File | FormData | null;
type RestoreReason = 'restore' | 'autocomplete';

/** The element class `Base` as a form-associated control named `tag` (its `type`). */
export function formHostClass(Base: BlockElementClass, tag: string): BlockElementClass {
  const FormElement = class extends Base {
    static readonly formAssociated = true;
    readonly #internals = this.attachInternals();
    readonly #listeners = new Set<Partial<FormCallbacks>>();
    #fieldsetDisabled = false;
    /** A state the browser restored before the component listened (it restores while upgrading, before the mount). */
    #pendingRestore: { state: RestoreState; reason: RestoreReason } | undefined;

    constructor() {
      super();
      // No shadow root to delegate focus in light mode: a <label for> the host (its click lands on the host itself)
      // reaches the field's input here, and focus() below does the rest.
      this.addEventListener('click', (event) => {
        if (event.target === this && this.getAttribute('data-vb-render') === 'light') this.focus();
      });
    }

    [FORM_HOST](): FormHost {
      const listeners = this.#listeners;
      const fieldsetDisabled = () => this.#fieldsetDisabled;
      const takePendingRestore = () => {
        const pending = this.#pendingRestore;
        this.#pendingRestore = undefined;
        return pending;
      };
      return {
        internals: this.#internals,
        get fieldsetDisabled() {
          return fieldsetDisabled();
        },
        listen(callbacks) {
          listeners.add(callbacks);
          if (callbacks.restore) {
            const pending = takePendingRestore();
            if (pending) callbacks.restore(pending.state, pending.reason);
          }
          return () => listeners.delete(callbacks);
        },
      };
    }

    formResetCallback(): void {
      for (const listener of Array.from(this.#listeners)) listener.reset?.();
    }

    formDisabledCallback(disabled: boolean): void {
      // Called for the element's own `disabled` attribute too; the component reads that one as a prop.
      this.#fieldsetDisabled = disabled && this.closest('fieldset:disabled') !== null;
      for (const listener of Array.from(this.#listeners)) listener.disabled?.(this.#fieldsetDisabled);
    }

    formStateRestoreCallback(state: RestoreState, reason: RestoreReason): void {
      const listeners = Array.from(this.#listeners).filter((listener) => listener.restore);
      if (listeners.length === 0) this.#pendingRestore = { state, reason };
      for (const listener of listeners) listener.restore?.(state, reason);
    }

    get form(): HTMLFormElement | null {
      return this.#internals.form;
    }

    get validity(): ValidityState {
      return this.#internals.validity;
    }

    get validationMessage(): string {
      return this.#internals.validationMessage;
    }

    get willValidate(): boolean {
      return this.#internals.willValidate;
    }

    get labels(): NodeList {
      return this.#internals.labels;
    }

    get type(): string {
      return tag;
    }

    /** Light-mode fields focus their first enabled control (the first tab stop), as a shadow root with delegatesFocus does. */
    override focus(options?: FocusOptions): void {
      const inner = this.shadowRoot ? null : this.querySelector(':scope > [data-vb-root]')?.querySelector<HTMLElement>(TABBABLE);
      if (inner) inner.focus(options);
      else super.focus(options);
    }

    checkValidity(): boolean {
      // Asking is silent, as for an input: the field shows nothing (src/form-control.tsx).
      return quietly(() => this.#internals.checkValidity());
    }

    reportValidity(): boolean {
      return this.#internals.reportValidity();
    }
  };
  // A prop of the element's own (text-field's `type`) wins over the form API's accessor of the same name.
  for (const name of Object.getOwnPropertyNames(Base.prototype)) {
    if (name !== 'constructor' && Object.prototype.hasOwnProperty.call(FormElement.prototype, name))
      delete (FormElement.prototype as unknown as Record<string, unknown>)[name];
  }
  return FormElement;
}
