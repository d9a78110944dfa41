/**
 * Enter in a text input submits its form (HTML "implicit submission"), but an input inside a shadow root
 * is not one of the form's controls, so the browser does not do it for our fields. This does it the way
 * the browser would: through the form's default button (its first submit button), none when that is disabled.
 * Every form field gets it from the form-control kit (`useFormControl`); the address block calls it itself.
 */
export function implicitSubmit(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  const button = Array.from(form.elements).find(
    (control): control is HTMLButtonElement | HTMLInputElement =>
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit',
  );
  if (button?.disabled) return;
  markSubmitAttempt(form);
  form.requestSubmit(button);
}

/**
 * Telling a submit from a check. The browser fires `invalid` at a failing control both for a submit and for
 * `reportValidity()` (a page checking a step), and nothing in the event says which. A submit comes from a
 * click on a submit button (Enter in a native input clicks the default button too) or from implicitSubmit
 * above; both mark the form for the rest of the task, and `submitAttempted` reads the mark.
 */
const attempts = new WeakSet<HTMLFormElement>();

function markSubmitAttempt(form: HTMLFormElement): void {
  if (attempts.has(form)) return;
  attempts.add(form);
  setTimeout(() => attempts.delete(form), 0);
}

export function submitAttempted(form: HTMLFormElement | null | undefined): boolean {
  return !!form && attempts.has(form);
}

/** Watch clicks on `form`'s submit buttons (also those outside it, `form="id"`); returns the unwatch. */
export function watchSubmitClicks(form: HTMLFormElement): () => void {
  const onClick = (event: Event) => {
    for (const target of event.composedPath()) {
      if ((target instanceof HTMLButtonElement || target instanceof HTMLInputElement) && target.type === 'submit' && target.form === form) {
        markSubmitAttempt(form);
        return;
      }
    }
  };
  const root = form.ownerDocument;
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}

/** Input types whose Enter submits the form (HTML "implicit submission"); not buttons, checkboxes or ranges. */
const IMPLICIT_TYPES: ReadonlySet<string> = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'number',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);

/**
 * Enter in a field's own input submits the host's form, as in a native input: only where the browser does not do it
 * already (the input is in a shadow root, so not the form's own control), not when a handler took the key
 * (`preventDefault`, an open suggestion list), and not while an IME composes. Returns the unlisten.
 */
export function submitOnEnter(host: HTMLElement, form: () => HTMLFormElement | null): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.composedPath()[0];
    if (!(target instanceof HTMLInputElement) || target.form || !IMPLICIT_TYPES.has(target.type)) return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    implicitSubmit(form());
  };
  host.addEventListener('keydown', onKeyDown);
  return () => host.removeEventListener('keydown', onKeyDown);
}

/**
 * Enter in the form's own native inputs submits it even when the browser would not: HTML skips implicit submission
 * when a form has no submit button and more than one text-like field, which is every multi-field form whose buttons
 * an element draws outside it (the stepped form's Next and Send). Where the browser does it (a submit button, or a
 * single field) this leaves it to the browser. Returns the unlisten.
 */
export function submitOnEnterInForm(form: HTMLFormElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.form !== form || !IMPLICIT_TYPES.has(target.type)) return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    const controls = Array.from(form.elements);
    const hasSubmitButton = controls.some(
      (control) => (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit',
    );
    const blocking = controls.filter((control) => control instanceof HTMLInputElement && IMPLICIT_TYPES.has(control.type)).length;
    if (hasSubmitButton || blocking <= 1) return;
    event.preventDefault();
    implicitSubmit(form);
  };
  form.addEventListener('keydown', onKeyDown);
  return () => form.removeEventListener('keydown', onKeyDown);
}
