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
