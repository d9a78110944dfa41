/** The form a form-associated element (a field's host, or a native control) belongs to, through its `form` property. */
export function ownerForm(element: Element): HTMLFormElement | null {
  return (element as Element & { form?: HTMLFormElement | null }).form ?? null;
}
