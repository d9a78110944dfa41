/**
 * The form-control kit (DESIGN.md section 5): what every form field does, once. A field element is defined
 * with `formAssociated: true` (src/define-element.ts) and its component calls `useFormControl`; it then is a
 * native form control: a plain <form> submits its value under its name, `form.checkValidity()` and `:invalid`
 * see it, form reset restores its default, a disabled fieldset disables it, back/forward restores it, and a
 * visitor's input survives a reload (session storage; never for fields marked sensitive). `<Field>` draws the
 * label, hint and message area, and ties them to the input with `aria-describedby`. Fields differ only in what
 * is theirs: their input, their cleaning and their rules.
 *
 * Decisions (tested in test/src/form-control.test.tsx):
 *  - `form.checkValidity()` only asks: no message, no focus (src/form-validation.ts). A failed submit or
 *    `reportValidity()` shows every invalid field's message and focuses and scrolls to the first one only.
 *  - Light mode (`render="light"`) is supported, not refused: the host is still the form control (the inner input
 *    has no name and no native constraints, so the form sees only the host); `focus()` and a `<label for>` the host
 *    reach the input as delegatesFocus does in shadow mode.
 *  - A `disabled` property (not only the attribute or a fieldset) keeps the field out of the form and its validation.
 *  - Back/forward state that arrives before the component mounted is kept and given to it on mount.
 * Neighbours: styles/field.css (the shared look), src/field-watch.ts (a field reading another), src/conditional-field.ts
 * (a choice making another field required), src/hooks/use-typed-text.ts (cleaned typing).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEventHandler, type ReactNode, type RefObject } from 'react';
import { useHost } from './hooks/host-context.ts';
import { useLatest } from './hooks/use-latest.ts';
import { publishFieldValue } from './field-watch.ts';
import { installQuietChecks, isQuiet } from './form-validation.ts';
import { submitOnEnter } from './implicit-submit.ts';
import { pageState } from './page-state.ts';
import { scrollBehavior } from './reduced-motion.ts';
import { getItem, removeItem, setItem } from './storage.ts';
import { provideFormHost } from './define-element.ts';
import { formHostClass } from './form-host.ts';
import { ownerForm } from './owner-form.ts';
import { fieldSessionKey, formPlace, hostPlace } from './form-session-key.ts';

// Every field's defineElement needs the form host (ElementInternals): given here, so it ships with the fields only.
provideFormHost(formHostClass);

export type { BaseFieldProps } from './field-meta.ts';

/** Why a field is invalid, as the browser's ValidityState names it, and the message shown for it. */
export interface FieldError {
  flags: ValidityStateFlags;
  message: string;
}

export interface FormControlOptions {
  /** What the form submits it under ('' submits nothing, as with an input); usually the `name` attribute, but may differ. */
  name: string;
  /** What the form submits now; null submits nothing (an unchecked checkbox). */
  formValue: string | FormData | null;
  /** What back/forward navigation and the session copy give back to `onRestore`; the form value by default. */
  state?: string;
  /** The current error, or null when valid. Checked by the form whether or not it is shown yet. */
  error: FieldError | null;
  /** The element the browser focuses, and scrolls to, when the field fails a submit. */
  anchor: RefObject<HTMLElement | null>;
  /** Form reset: go back to the default (the `value` attribute). */
  onReset: () => void;
  /** A saved state came back (back/forward, autofill, or the session copy after a reload). */
  onRestore: (state: string) => void;
  /** The field's own `disabled` prop. */
  disabled: boolean;
  /** Kept out of session storage (passwords, card numbers, anything a visitor would not want left behind). */
  sensitive?: boolean;
  /** The field's own visible label; without one the input is named from outside (see `ariaLabel`). */
  label?: string;
}

export interface FormControl {
  /** Disabled by its own prop or by a disabled fieldset around it. */
  disabled: boolean;
  /** Show the error now: after the visitor left the field having changed it, or after a failed submit. */
  showError: boolean;
  /** The error it was given (`options.error`): what a group's message area shows while invalid. */
  error: FieldError | null;
  /** Call on blur: from now on the error shows. */
  touch: () => void;
  /**
   * For the input's `aria-label` when the field has no `label` of its own: the host's `aria-label`, or the text of
   * the `<label for>` elements outside that point at the host (they cannot reach into a shadow root). Else undefined.
   */
  ariaLabel: string | undefined;
}

/** The browser refuses an error without a message; a field that forgot its wording still blocks the form. */
export const FALLBACK_MESSAGE = 'Please check this field.';

/** One scroll-and-focus per failed submit: the first invalid field of the form in document order wins. */
const failedSubmits = () => pageState('visitorBlocks.formFailedSubmits', () => new WeakSet<HTMLFormElement>());

/**
 * Where a field's typed text is kept for a reload: page, the form's place among the page's forms, and name. None while
 * the form is off the page (being removed or moved): its place there is not its place on the page, and a copy saved
 * under it would land on another form's key.
 */
function sessionKey(host: HTMLElement, name: string): string | undefined {
  const form = ownerForm(host);
  if (!name || !form?.isConnected || typeof location === 'undefined') return undefined;
  let root = form.getRootNode() as Document | ShadowRoot;
  let place = formPlace(form, Array.from(root.querySelectorAll('form')));
  // Inside shadow roots: each host's place in its own root, outermost first.
  while (root instanceof ShadowRoot) {
    const host = root.host;
    root = host.getRootNode() as Document | ShadowRoot;
    place = `${hostPlace(host, Array.from(root.querySelectorAll(host.localName)))}>${place}`;
  }
  return fieldSessionKey(location.pathname, place, name);
}

/** The host's aria-label, or the text of the <label for> elements outside pointing at it. */
function outsideName(element: HTMLElement, internals: ElementInternals): string | undefined {
  const labels = Array.from(internals.labels, (label) => label.textContent?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean);
  return element.getAttribute('aria-label')?.trim() || labels.join(' ') || undefined;
}

/**
 * A string value is submitted under the host's `name` attribute; a field that submits under another name (a
 * `subscriptions` checkbox renamed by its target) gives the browser an entry list with that name instead.
 */
function underName(element: HTMLElement, name: string, value: string | FormData | null): string | FormData | null {
  if (typeof value !== 'string' || element.getAttribute('name') === name) return value;
  const entries = new FormData();
  entries.append(name, value);
  return entries;
}

export function useFormControl(options: FormControlOptions): FormControl {
  const host = useHost();
  const form = host.form;
  if (!form) throw new Error(`${host.tag} uses useFormControl but is not defined with formAssociated: true.`);
  const { internals } = form;
  installQuietChecks();
  const latest = useLatest(options);
  const [fieldsetDisabled, setFieldsetDisabled] = useState(form.fieldsetDisabled);
  const [showError, setShowError] = useState(false);
  const { name, formValue, error, sensitive } = options;
  const state = options.state ?? (typeof formValue === 'string' ? formValue : undefined);
  // A `disabled` property (not only the attribute, which the browser handles) keeps the field out of the form, as for an input.
  const disabled = options.disabled || fieldsetDisabled;

  // The value and state the form sees, in the commit that shows them.
  useLayoutEffect(() => {
    internals.setFormValue(name && !disabled ? underName(host.element, name, formValue) : null, state ?? null);
    // Other fields may watch this one (src/field-watch.ts): a text area's "other" option, a display dependency.
    publishFieldValue(host.element, disabled ? null : formValue);
  }, [internals, name, formValue, state, disabled, host.element]);

  const flags = error && !disabled ? error.flags : null;
  const message = error?.message || FALLBACK_MESSAGE;
  useLayoutEffect(() => {
    if (flags) internals.setValidity(flags, message, latest.current.anchor.current ?? undefined);
    else internals.setValidity({});
  }, [internals, flags, message, latest]);

  // Enter in the field's input submits its form, as in a native input (the browser does not for a shadow root's input).
  useEffect(() => submitOnEnter(host.element, () => internals.form), [host.element, internals]);

  useEffect(
    () =>
      form.listen({
        reset: () => {
          setShowError(false);
          latest.current.onReset();
        },
        disabled: setFieldsetDisabled,
        restore: (saved) => {
          if (typeof saved === 'string') latest.current.onRestore(saved);
        },
      }),
    [form, latest],
  );

  // A failed submit: show every invalid field's message, and bring the first one into view (not the browser's bubble).
  useEffect(() => {
    const element = host.element;
    const onInvalid = (event: Event) => {
      // A script asked (form.checkValidity()): answer, show nothing (src/form-validation.ts).
      if (isQuiet()) return;
      event.preventDefault();
      setShowError(true);
      const owner = internals.form;
      const done = failedSubmits();
      if (owner && done.has(owner)) return;
      if (owner) {
        done.add(owner);
        // The browser fires `invalid` on every failing control in one task; the next submit starts again.
        setTimeout(() => done.delete(owner), 0);
      }
      const anchor = latest.current.anchor.current ?? element;
      anchor.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
      anchor.focus({ preventScroll: true });
    };
    element.addEventListener('invalid', onInvalid);
    return () => element.removeEventListener('invalid', onInvalid);
  }, [host.element, internals, latest]);

  // The visitor's text survives a reload: saved per page, form and name (src/form-session-key.ts); given back once, on mount.
  // Read once per field and name, not on every keystroke's render: it walks the page's forms.
  const storageKey = useMemo(() => sessionKey(host.element, name), [host.element, name]);
  const key = sensitive ? undefined : storageKey;
  useEffect(() => {
    // Marked sensitive later (or a copy from an older page version): nothing of it stays behind.
    if (sensitive && storageKey) removeItem('session', storageKey);
  }, [sensitive, storageKey]);
  // What the session copy holds, as this field last read or wrote it: a state equal to it is not written again (at
  // mount, every field of a form page wrote or removed its copy for nothing).
  const kept = useRef<{ key: string; state: string } | null>(null);
  useEffect(() => {
    if (!key) return;
    const saved = getItem('session', key);
    kept.current = { key, state: saved ?? '' };
    if (saved !== null && saved !== '') latest.current.onRestore(saved);
    // Once per field and key: restoring again would overwrite what the visitor types next.
  }, [key, latest]);
  useEffect(() => {
    if (!key || (kept.current?.key === key && kept.current.state === (state ?? ''))) return;
    kept.current = { key, state: state ?? '' };
    if (state) setItem('session', key, state);
    else removeItem('session', key);
  }, [key, state]);
  useEffect(() => {
    const owner = internals.form;
    if (!key || !owner) return;
    // Submitted: the copy has done its job.
    const onSubmit = () => removeItem('session', key);
    owner.addEventListener('submit', onSubmit);
    return () => owner.removeEventListener('submit', onSubmit);
  }, [key, internals]);

  // Page CSS can style a field the visitor got wrong, as :user-invalid does for inputs.
  const userInvalid = showError && flags !== null;
  useLayoutEffect(() => {
    try {
      if (userInvalid) internals.states.add('user-invalid');
      else internals.states.delete('user-invalid');
    } catch {
      // Browsers without custom states: the field's own invalid class still shows it.
    }
  }, [internals, userInvalid]);

  // Read while rendering: a label added to the page later is seen at the field's next render.
  const ariaLabel = options.label ? undefined : outsideName(host.element, internals);

  const touch = useCallback(() => setShowError(true), []);
  return { disabled, showError: userInvalid, error: options.error, touch, ariaLabel };
}

export interface FieldProps {
  /** The id of the input; the label points at it and the hint and message ids derive from it. */
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The message shown under the input (an error when `invalid`). */
  message?: string;
  invalid?: boolean;
  /**
   * BEM block of the element: 'vb-text-field' gives vb-text-field__label, __hint, __message, beside the shared
   * vb-field__label, __hint, __message that styles/field.css styles (each field's define.ts adopts it).
   */
  block: string;
  /** A busy state (verifying) the message area announces. */
  busy?: boolean;
  children: ReactNode;
}

/** The ids the input's `aria-describedby` names: hint and message. */
export function describedBy(id: string, hint: string | undefined): string {
  return [hint ? `${id}-hint` : '', `${id}-message`].filter(Boolean).join(' ');
}

/** The attributes every field's input carries: its id, its state for assistive technology, and what describes it. */
export interface InputAria {
  id: string;
  disabled: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby': string;
  'aria-label'?: string;
}

export interface InputAriaOptions {
  id: string;
  hint?: string;
  required?: boolean;
  /** Shown as invalid; `control.showError` by default (a field with a checking state narrows it). */
  invalid?: boolean;
}

/** `<input {...inputProps(control, { id, hint, required })} />`: the kit's ARIA wiring of a field's input. */
export function inputProps(control: FormControl, { id, hint, required, invalid = control.showError }: InputAriaOptions): InputAria {
  return {
    id,
    disabled: control.disabled,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, hint || undefined),
    'aria-label': control.ariaLabel,
  };
}

/** A required field's mark: a star that is seen, not read (the input or group says "required" itself). */
export function RequiredMark({ block }: { block: string }) {
  return (
    <span className={`vb-field__required ${block}__required`} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The hint under a label or legend (`<id>-hint`, which `describedBy` names); nothing without one. */
export function FieldHint({ id, block, hint }: { id: string; block: string; hint?: string }) {
  return hint ? (
    <div className={`vb-field__hint ${block}__hint`} id={`${id}-hint`} part="hint">
      {hint}
    </div>
  ) : null;
}

/** A field box's class: the shared vb-field names beside the element's own, each with its --invalid modifier when invalid. */
export function fieldClass(base: string, invalid: boolean | undefined): string {
  return `vb-field ${base}${invalid ? ` vb-field--invalid ${base}--invalid` : ''}`;
}

/** Label, hint, input and a message area that screen readers hear when it changes. */
export function Field({ id, label, hint, required, message, invalid, block, busy, children }: FieldProps) {
  return (
    <div className={fieldClass(`${block}__field`, invalid)} part="field">
      {label ? (
        <label className={`vb-field__label ${block}__label`} htmlFor={id} part="label">
          {label}
          {required ? <RequiredMark block={block} /> : null}
        </label>
      ) : null}
      <FieldHint id={id} block={block} hint={hint} />
      {children}
      <FieldMessage id={id} block={block} busy={busy}>
        {message}
      </FieldMessage>
    </div>
  );
}

/** The message area under a field or group (`<id>-message`): one line always kept, a polite live region. */
export function FieldMessage({ id, block, busy, children }: { id: string; block: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className={`vb-field__message ${block}__message`} id={`${id}-message`} part="message" aria-live="polite" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/** A choice group's own wording, as its meta declares it (src/field-meta.ts choiceGroupProps and REQUIRED_TEXT_PROP). */
export interface FieldGroupWording {
  label: string;
  hint: string;
  required: boolean;
  /** A required checkbox group's word for screen readers ('required'): `group` has no aria-required, so the name says it. */
  requiredText?: string;
}

export interface FieldGroupProps extends Omit<FieldProps, 'busy' | 'message' | 'label' | 'hint' | 'required'> {
  /** The group's legend, hint, required flag and required word: the element's props, passed whole. */
  field: FieldGroupWording;
  /** The group's control: its error's message shows under the choices while `invalid` (the control's showError unless given). */
  control: FormControl;
  /** The fieldset's class (its BEM names stay the element's own). */
  className: string;
  /** The fieldset's part and the legend's part. */
  parts: { group: string; legend: string };
  /** 'radiogroup' for one choice of several; a checkbox group stays a plain group. */
  role?: 'radiogroup';
  onBlur?: FocusEventHandler<HTMLFieldSetElement>;
}

/** A fieldset of choices: legend, hint, the choices and one message area, described as one group. */
export function FieldGroup(props: FieldGroupProps) {
  const { id, field, block, control, invalid = control.showError, className, parts, role, onBlur, children } = props;
  const { error } = control;
  const { label, hint, required } = field;
  const radios = role === 'radiogroup';
  // aria-required is not allowed on a plain group (axe: aria-allowed-attr), so its name carries "(required)".
  const spoken = required && !radios ? ` (${field.requiredText?.trim() || 'required'})` : '';
  const outsideName = control.ariaLabel ? `${control.ariaLabel}${spoken}` : undefined;
  return (
    <fieldset
      className={className}
      part={parts.group}
      role={role}
      // A radiogroup carries required and invalid itself; in a checkbox group each box says invalid.
      aria-required={radios && required ? true : undefined}
      aria-invalid={radios && invalid ? true : undefined}
      disabled={control.disabled}
      aria-describedby={describedBy(id, hint || undefined)}
      aria-label={label ? undefined : outsideName}
      onBlur={onBlur}
    >
      {label ? (
        <legend className={`vb-field__label ${block}__legend`} part={parts.legend}>
          {label}
          {required ? <RequiredMark block={block} /> : null}
          {spoken ? <span className="vb-visually-hidden">{spoken}</span> : null}
        </legend>
      ) : null}
      <FieldHint id={id} block={block} hint={hint} />
      {children}
      <FieldMessage id={id} block={block}>
        {invalid && error ? error.message : ''}
      </FieldMessage>
    </fieldset>
  );
}
