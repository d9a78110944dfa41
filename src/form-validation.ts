/**
 * Asking versus telling. The browser fires `invalid` at every failing control both when a page script asks
 * (`form.checkValidity()`) and when the visitor submits (`requestSubmit()`, a submit button, `reportValidity()`).
 * A native input shows nothing when asked; our fields must not either, or a page checking a step would move the
 * visitor's focus. `checkValidity` of forms and fieldsets runs inside `quietly`, and the form-control kit ignores
 * an `invalid` event while `isQuiet()`. Page-wide (src/page-state.ts): two bundles on a page patch once.
 */
import { pageState } from './page-state.ts';

const state = () => pageState('visitorBlocks.formQuiet', () => ({ depth: 0, installed: false }));

/** Run `check` with every field's `invalid` handling off. */
export function quietly<T>(check: () => T): T {
  const current = state();
  current.depth += 1;
  try {
    return check();
  } finally {
    current.depth -= 1;
  }
}

export function isQuiet(): boolean {
  return state().depth > 0;
}

/** Wrap the checkValidity of forms and fieldsets once per page; the native method still does all the work. */
export function installQuietChecks(): void {
  const current = state();
  if (current.installed || typeof HTMLFormElement === 'undefined') return;
  current.installed = true;
  for (const prototype of [HTMLFormElement.prototype, HTMLFieldSetElement.prototype]) {
    const native = Object.getOwnPropertyDescriptor(prototype, 'checkValidity')?.value as ((this: HTMLElement) => boolean) | undefined;
    if (typeof native !== 'function') continue;
    Object.defineProperty(prototype, 'checkValidity', {
      configurable: true,
      writable: true,
      value: function checkValidity(this: HTMLElement): boolean {
        return quietly(() => native.call(this));
      },
    });
  }
}
