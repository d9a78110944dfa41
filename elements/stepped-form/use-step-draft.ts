import { useCallback, useEffect, useRef } from 'react';
import { getJsonItem, removeItem, setJsonItem } from '../../src/storage.ts';
import { isDraftable, parseDraft, type Draft } from './stepped-form-logic.ts';

type NativeControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field marked sensitive (`data-sensitive`, or inside an element so marked) is never kept. */
function draftable(control: NativeControl): boolean {
  const sensitive = control.closest('[data-sensitive], [sensitive]') !== null;
  return isDraftable({ type: control.type, name: control.name, autocomplete: control.autocomplete, sensitive });
}

/** The form's own native controls (the form fields of the form-control kit keep their own session copy). */
function nativeControls(form: HTMLFormElement): NativeControl[] {
  return Array.from(form.elements).filter(
    (control): control is NativeControl =>
      (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) && draftable(control),
  );
}

export function collectDraft(form: HTMLFormElement, step: number): Draft {
  const values: Record<string, string[]> = {};
  for (const control of nativeControls(form)) {
    const list = (values[control.name] ??= []);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked) list.push(control.value);
    } else if (control instanceof HTMLSelectElement) {
      list.push(...Array.from(control.selectedOptions, (option) => option.value));
    } else {
      list.push(control.value);
    }
  }
  return { step, values };
}

export function applyDraft(form: HTMLFormElement, draft: Draft): void {
  const used = new Map<string, number>();
  for (const control of nativeControls(form)) {
    const saved = draft.values[control.name];
    if (!saved) continue;
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
}

export interface DraftControl {
  clear(): void;
}

/**
 * The session copy: a visitor who reloads or comes back within the session finds the form at the same step with
 * the same answers. Given back once, on mount; removed when the form is sent or reset.
 */
export function useStepDraft(form: HTMLFormElement | null, key: string, total: number, step: number, restore: (step: number) => void): DraftControl {
  const storageKey = `vb-stepped-form:${typeof location === 'undefined' ? '' : location.pathname}:${key}`;
  const restored = useRef(false);

  useEffect(() => {
    if (!form || restored.current) return;
    restored.current = true;
    const draft = parseDraft(getJsonItem('session', storageKey), total);
    if (!draft) return;
    applyDraft(form, draft);
    if (draft.step > 1) restore(draft.step);
  }, [form, storageKey, total, restore]);

  useEffect(() => {
    if (!form) return undefined;
    const save = () => {
      setJsonItem('session', storageKey, collectDraft(form, step));
    };
    if (restored.current) save();
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [form, storageKey, step]);

  const clear = useCallback(() => {
    removeItem('session', storageKey);
  }, [storageKey]);
  return { clear };
}
