/**
 * The author's <form> inside vb-simple-sign-up (found again when the page changes the element's children), the
 * fields the sign-up reads from it, and the author mistakes a page author should hear about.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { CHOICE_NAMES, FIELD_NAMES } from './simple-sign-up-logic.ts';

const findForm = (element: HTMLElement): HTMLFormElement | null => element.querySelector('form');

/** The form, re-read when the author's content changes (a CMS or a script may add it after mount). */
export function useAuthorForm(host: HostInfo): HTMLFormElement | null {
  const [form, setForm] = useState<HTMLFormElement | null>(() => findForm(host.element));
  // Layout effect: in light mode the author's nodes move into the rendered wrapper in this commit.
  useLayoutEffect(() => {
    const read = () => setForm(findForm(host.element));
    read();
    return host.onAuthorChange(read);
  }, [host]);
  return form;
}

/**
 * The form's control (a field, a choice) named `name`, as the author wrote it (a vb-check-box named subscriptions
 * keeps that name). Found in the markup, not in form.elements: a vb-* field the loader has not upgraded yet is
 * not there, but it is the author's field all the same.
 */
export function controlNamed(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
}

/** Whether the form lets the visitor choose channels: any control named like a choice, checked or not. */
export function offersChoices(form: HTMLFormElement): boolean {
  return CHOICE_NAMES.some((name) => controlNamed(form, name) !== null);
}

/** The visible name of a field: a vb-* field's `label`, a native control's <label>, else its name. */
export function labelOf(control: HTMLElement | null, fallback: string): string {
  if (!control) return fallback;
  const label = control.getAttribute('label');
  if (label) return label.trim();
  const labels = (control as HTMLInputElement).labels;
  const text = labels?.[0]?.textContent?.trim();
  return text || fallback;
}

/** Author mistakes, told once the markup is in: no form, no first-name field, no way to reach the visitor. */
export function useAuthorChecks(tag: string, form: HTMLFormElement | null): void {
  useEffect(() => {
    // Deferred: a script may add the form right after creating the element.
    const later = setTimeout(() => {
      if (!form) {
        console.warn(`<${tag}>: no <form> inside; put the fields (firstName, email and/or phone) and a submit button in a <form>.`);
        return;
      }
      if (!controlNamed(form, FIELD_NAMES.firstName))
        console.warn(`<${tag}>: the form has no field named "${FIELD_NAMES.firstName}"; the sign-up needs the visitor's first name.`);
      if (!controlNamed(form, FIELD_NAMES.email) && !controlNamed(form, FIELD_NAMES.phone))
        console.warn(`<${tag}>: the form has no field named "${FIELD_NAMES.email}" or "${FIELD_NAMES.phone}"; the sign-up needs a way to reach the visitor.`);
    });
    return () => clearTimeout(later);
  }, [tag, form]);
}
