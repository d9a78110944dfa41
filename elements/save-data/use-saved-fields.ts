import { useEffect, useRef } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { isKeepableElement, isNativeControl, readNativeValues, writeNativeValues, type NativeControl } from '../../src/form-fields.ts';
import { COOKIE_DAYS, deleteCookie, getJsonCookie, setJsonCookie } from '../../src/storage.ts';
import { fitsCookie, mergeSaved, parseSaved, type SavedCopy, type SavedValues } from './save-data-logic.ts';

/** A form field of the form-control kit: form-associated, with a string `value` the page can set. */
interface FormField extends HTMLElement {
  value: string;
  readonly form: HTMLFormElement | null;
}

function isFormField(element: Element): element is FormField {
  const constructor = customElements.get(element.localName) as (CustomElementConstructor & { formAssociated?: boolean }) | undefined;
  return constructor?.formAssociated === true;
}

/** A native input a form field draws for itself (light rendering): the field is read instead. */
function insideFormField(element: Element, host: HTMLElement): boolean {
  for (let parent = element.parentElement; parent && parent !== host; parent = parent.parentElement) if (isFormField(parent)) return true;
  return false;
}

/** The named fields inside the host that may be kept: native controls and defined form-associated fields. */
function fieldsIn(host: HTMLElement): { natives: NativeControl[]; formFields: FormField[] } {
  const natives: NativeControl[] = [];
  const formFields: FormField[] = [];
  for (const element of Array.from(host.querySelectorAll('[name]'))) {
    if (!isKeepableElement(element)) continue;
    if (isNativeControl(element)) {
      if (!insideFormField(element, host)) natives.push(element);
    } else if (isFormField(element)) formFields.push(element);
  }
  return { natives, formFields };
}

/** The form fields' current values, through the form they submit with (their value is only readable there). */
function readFormFields(formFields: FormField[], into: SavedValues): SavedValues {
  for (const field of formFields) {
    const name = field.getAttribute('name') ?? '';
    if (!field.form || name in into) continue;
    into[name] = new FormData(field.form).getAll(name).filter((item): item is string => typeof item === 'string');
  }
  return into;
}

/** The values of the fields named in `names`. */
function read(host: HTMLElement, names: ReadonlySet<string>): SavedValues {
  const { natives, formFields } = fieldsIn(host);
  return readFormFields(
    formFields.filter((field) => names.has(field.getAttribute('name') ?? '')),
    readNativeValues(natives.filter((control) => names.has(control.name))),
  );
}

/** The field an event came from, by its name, when it is one that may be kept. */
function changedField(target: EventTarget | null, host: HTMLElement): string | undefined {
  if (!(target instanceof Element)) return undefined;
  let found: Element | undefined;
  // The outermost form field around the target (light rendering puts the field's own input inside it), else the target.
  for (let node: Element | null = target; node && node !== host; node = node.parentElement) if (isFormField(node)) found = node;
  const field = found ?? (isNativeControl(target) ? target : undefined);
  return field && isKeepableElement(field) ? (field.getAttribute('name') ?? (isNativeControl(field) ? field.name : undefined)) : undefined;
}

/** Gives kept values back; returns the names given back. */
function restore(host: HTMLElement, values: SavedValues): string[] {
  const { natives, formFields } = fieldsIn(host);
  const names = writeNativeValues(natives, values);
  for (const field of formFields) {
    const name = field.getAttribute('name') ?? '';
    const saved = values[name]?.[0];
    if (saved === undefined) continue;
    field.value = saved;
    names.add(name);
  }
  return [...names];
}

export interface SavedFieldsOptions {
  host: HTMLElement;
  tag: string;
  cookie: string;
  onRestore(names: string[]): void;
  onSave(names: string[]): void;
}

/**
 * Keeps the values of the fields inside the host in a 365-day cookie as the visitor changes them, and gives a kept
 * copy back once, on start (after the form fields inside it are defined, so they take the value).
 */
export function useSavedFields({ host, tag, cookie, onRestore, onSave }: SavedFieldsOptions): void {
  const latest = useLatest({ onRestore, onSave });
  // The change events a restore sends are not the visitor's choice: nothing to keep again.
  const restoring = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const undefinedTags = new Set(Array.from(host.querySelectorAll(':not(:defined)'), (element) => element.localName));
    void Promise.all(Array.from(undefinedTags, (name) => customElements.whenDefined(name))).then(() => {
      if (cancelled) return;
      const raw = getJsonCookie<unknown>(cookie);
      const kept = parseSaved(raw, Date.now());
      if (raw !== undefined && !kept) deleteCookie(cookie); // older than 365 days, or not ours
      if (!kept) return;
      const names = restore(host, kept);
      if (!names.length) return;
      restoring.current = true;
      try {
        // Scripts and other blocks that follow the fields learn of the new values as if the visitor had chosen them.
        for (const control of fieldsIn(host).natives) if (names.includes(control.name)) control.dispatchEvent(new Event('change', { bubbles: true }));
      } finally {
        restoring.current = false;
      }
      latest.current.onRestore(names);
    });
    return () => {
      cancelled = true;
    };
  }, [host, cookie, latest]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const touched = new Set<string>();
    const save = () => {
      timer = undefined;
      const now = read(host, touched);
      const names = Object.keys(now);
      if (!names.length) return;
      const copy: SavedCopy = { t: Date.now(), values: mergeSaved(parseSaved(getJsonCookie<unknown>(cookie), Date.now()) ?? {}, now) };
      if (!Object.keys(copy.values).length) {
        deleteCookie(cookie);
        latest.current.onSave(names);
        return;
      }
      if (!fitsCookie(copy)) {
        console.warn(`<${tag}>: the values of ${names.join(', ')} are too long to keep in the cookie "${cookie}"; they are not kept.`);
        return;
      }
      setJsonCookie(cookie, copy, { days: COOKIE_DAYS });
      latest.current.onSave(names);
    };
    // The form fields set their form value in the render after the input event: read on the next task.
    const later = (event: Event) => {
      const name = restoring.current ? undefined : changedField(event.target, host);
      if (!name) return;
      touched.add(name);
      if (timer === undefined) timer = setTimeout(save, 0);
    };
    for (const type of ['input', 'change']) host.addEventListener(type, later);
    return () => {
      for (const type of ['input', 'change']) host.removeEventListener(type, later);
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [host, cookie, tag, latest]);
}
