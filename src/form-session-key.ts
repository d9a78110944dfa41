/**
 * Where the form-control kit (src/form-control.tsx) keeps a field's typed text for a reload: one key per page, form
 * and field name. Two forms of one page must never share a key, or one form's answers come back in the other; and the
 * key must come out the same after a reload of the same page, or nothing comes back at all. Pure: node tests cover it.
 */

/** The part of a form the key reads (an HTMLFormElement fits). */
export interface FormLike {
  getAttribute(name: string): string | null;
}

/**
 * The form's place on its page: its id when it has one (unique on a page); else its action and its position among the
 * page's forms without an id and with that same action, in document order (`/subscribe@1`: the second such form).
 * Read through getAttribute: `form.id` would be a control named "id" inside the form.
 */
export function formPlace(form: FormLike, pageForms: readonly FormLike[]): string {
  const id = form.getAttribute('id');
  if (id) return `#${id}`;
  const action = form.getAttribute('action') ?? '';
  const alike = pageForms.filter((other) => !other.getAttribute('id') && (other.getAttribute('action') ?? '') === action);
  return `${action}@${Math.max(alike.indexOf(form), 0)}`;
}

/** A shadow root's host: a form inside a shadow root is placed within its host's own place on the page. */
export interface HostLike extends FormLike {
  readonly localName: string;
}

/**
 * A shadow host's place among the elements of its tag in its own root: its id when it has one, else its tag and its
 * position among the id-less ones (`my-form@1`). Two id-less forms in two hosts' shadow roots are then told apart
 * (`my-form@0>@0`, `my-form@1>@0`), as two id-less forms of one root are.
 */
export function hostPlace(host: HostLike, sameTag: readonly HostLike[]): string {
  const id = host.getAttribute('id');
  if (id) return `#${id}`;
  const alike = sameTag.filter((other) => !other.getAttribute('id'));
  return `${host.localName}@${Math.max(alike.indexOf(host), 0)}`;
}

/** The session-storage key of a field's typed text: page path, the form's place, the field's name. */
export function fieldSessionKey(path: string, place: string, name: string): string {
  return `vb-field:${path}:${place}:${name}`;
}
