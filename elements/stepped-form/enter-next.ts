/** Inputs where Enter is not "submit": a box or button acts on it, a file or colour opens a picker. */
const NOT_SUBMITTING: ReadonlySet<string> = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file', 'hidden', 'range', 'color']);

/**
 * Enter in the form's own native inputs submits it (which the stepped form turns into Next) even where the browser
 * would not: HTML skips implicit submission for a form with no submit button and more than one text field, and the
 * stepped form's Next and Send are drawn outside the author's form. A form with its own submit button is left to the
 * browser. Our fields (shadow inputs) do this through the form-control kit. Returns the unlisten.
 */
export function submitOnEnterInForm(form: HTMLFormElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.form !== form || NOT_SUBMITTING.has(target.type)) return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    const hasSubmitButton = Array.from(form.elements).some(
      (control) => (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit',
    );
    if (hasSubmitButton) return;
    // Prevented, so a one-field form is not submitted twice (once by the browser, once here).
    event.preventDefault();
    form.requestSubmit();
  };
  form.addEventListener('keydown', onKeyDown);
  return () => form.removeEventListener('keydown', onKeyDown);
}
