/**
 * The fields inside a part of a form (a drawer's panel, a step of a stepped form): which of them take part in
 * constraint validation, and whether each is valid, asked without showing anything.
 * Native inputs and the form-associated fields of the form-control kit alike.
 */
/** A form control, or a form-associated custom element that exposes constraint validation. */
export interface Validatable extends Element {
  willValidate: boolean;
  validity?: ValidityState;
  checkValidity(): boolean;
  reportValidity(): boolean;
}

export function isValidatable(element: Element): element is Validatable {
  const candidate = element as Partial<Validatable>;
  return candidate.willValidate === true && typeof candidate.checkValidity === 'function' && typeof candidate.reportValidity === 'function';
}

/** Every validatable field in `nodes` and their descendants, in document order. */
export function validatableFieldsIn(nodes: Iterable<Node>): Validatable[] {
  const fields: Validatable[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) if (isValidatable(element)) fields.push(element);
  }
  return fields;
}

/**
 * Valid right now, without showing anything: `validity` fires no event. (A field without it is asked through its
 * checkValidity, which the form-control kit's fields answer quietly; no import here, so a page without fields
 * does not load src/form-validation.ts.)
 */
export function isFieldValid(field: Validatable): boolean {
  return field.validity ? field.validity.valid : field.checkValidity();
}

/** Input types whose value is never kept for later: a password, a file, or what the form posts itself. */
const UNKEPT_TYPES: ReadonlySet<string> = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * Whether a field's value may be kept in storage for a later visit (a stepped form's draft, vb-save-data).
 * Never a field marked sensitive, a password, a file, a card number or a one-time code.
 */
export function isKeepable(control: { type: string; name: string; autocomplete?: string; sensitive: boolean }): boolean {
  if (!control.name || control.sensitive || UNKEPT_TYPES.has(control.type)) return false;
  // Card numbers and one-time codes are as sensitive as a password.
  return !/^(cc-|one-time-code|new-password|current-password)/.test(control.autocomplete ?? '');
}

export type NativeControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isNativeControl(element: Element): element is NativeControl {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/**
 * A field (native, or a field of the form-control kit by its attributes) that may be kept: marked sensitive
 * (`data-sensitive`, `sensitive`, or inside an element so marked) it never is.
 */
export function isKeepableElement(element: Element): boolean {
  const sensitive = element.closest('[data-sensitive], [sensitive]') !== null;
  const native = isNativeControl(element);
  return isKeepable({
    type: native ? element.type : (element.getAttribute('type') ?? ''),
    name: native ? element.name : (element.getAttribute('name') ?? ''),
    autocomplete: native ? element.autocomplete : (element.getAttribute('autocomplete') ?? ''),
    sensitive,
  });
}

/** Native controls' values by name: checked boxes' values, selected options, else the text (in order). */
export function readNativeValues(controls: Iterable<NativeControl>, into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const control of controls) {
    const list = (into[control.name] ??= []);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked) list.push(control.value);
    } else if (control instanceof HTMLSelectElement) {
      list.push(...Array.from(control.selectedOptions, (option) => option.value));
    } else {
      list.push(control.value);
    }
  }
  return into;
}

/** Gives values read by readNativeValues back to native controls; a name without a saved value is left alone. Returns the names given back. */
export function writeNativeValues(controls: Iterable<NativeControl>, values: Record<string, string[]>): Set<string> {
  const used = new Map<string, number>();
  const written = new Set<string>();
  for (const control of controls) {
    const saved = values[control.name];
    if (!saved) continue;
    written.add(control.name);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      control.checked = saved.includes(control.value);
    } else if (control instanceof HTMLSelectElement) {
      for (const option of Array.from(control.options)) option.selected = saved.includes(option.value);
    } else {
      // Several text inputs of one name: in order.
      const index = used.get(control.name) ?? 0;
      used.set(control.name, index + 1);
      if (saved[index] !== undefined) control.value = saved[index]!;
    }
  }
  return written;
}
