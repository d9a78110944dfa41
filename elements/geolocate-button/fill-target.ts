/**
 * Filling the element a geolocate button names by `target`: a plain input (as typing would: `input` and `change`
 * events, so frameworks and other scripts see it) or a vb-* field (its `value` property), then optionally its form.
 */

type Fillable = HTMLElement & { value: string; form?: HTMLFormElement | null; name?: string };

/** The element with this id in the button's own document or shadow root, else in the page. */
export function findTarget(from: HTMLElement, id: string): HTMLElement | null {
  if (!id) return null;
  const root = from.getRootNode();
  const near = root instanceof ShadowRoot || root instanceof Document ? root.getElementById(id) : null;
  return near ?? from.ownerDocument.getElementById(id);
}

function isFillable(element: HTMLElement): element is Fillable {
  return 'value' in element && typeof (element as { value: unknown }).value === 'string';
}

/** Whether the form would send `value` for the target now (a vb-* field commits its value in its next render). */
function formHas(target: Fillable, value: string): boolean {
  const form = target.form;
  const name = target.getAttribute('name') ?? target.name ?? '';
  if (!form || !name) return true;
  return new FormData(form).getAll(name).includes(value);
}

/** Turns of the event loop to wait for a vb-* field to commit a new value before its form reads it. */
const COMMIT_TURNS = 10;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Fills the target; false when it cannot hold a value. */
export function fillTarget(target: HTMLElement, value: string): boolean {
  if (!isFillable(target)) return false;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    // The native setter, so a framework's value tracker sees a change (as for autofill).
    const prototype = target instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    target.value = value;
  }
  return true;
}

/** Submits the filled target's form (with validation) once the form would send `value`. */
export async function submitTarget(target: HTMLElement, value: string): Promise<void> {
  if (!isFillable(target)) return;
  // A vb-* field renders its new value in a microtask; the form must not read the old one.
  for (let turn = 0; turn < COMMIT_TURNS && !formHas(target, value); turn += 1) await nextTurn();
  target.form?.requestSubmit();
}
