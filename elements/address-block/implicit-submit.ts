/**
 * Enter in a text input submits its form (HTML "implicit submission"), but an input inside a shadow root
 * is not one of the form's controls, so the browser does not do it for our fields. This does it the way
 * the browser would: through the form's default button (its first submit button), none when that is disabled.
 * (Asked of the form-control kit in /work/wt/KIT-REQUESTS.md; here until the kit has it.)
 */
export function implicitSubmit(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  const button = Array.from(form.elements).find(
    (control): control is HTMLButtonElement | HTMLInputElement =>
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit',
  );
  if (button?.disabled) return;
  form.requestSubmit(button);
}
