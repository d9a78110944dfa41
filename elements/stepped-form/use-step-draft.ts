import { useCallback, useEffect, useRef } from 'react';
import { getJsonItem, removeItem, setJsonItem } from '../../src/storage.ts';
import { isKeepableElement, isNativeControl, readNativeValues, writeNativeValues, type NativeControl } from '../../src/form-fields.ts';
import { parseDraft, type Draft } from './stepped-form-logic.ts';

/** The form's own native controls that may be kept (the form fields of the form-control kit keep their own session copy). */
function nativeControls(form: HTMLFormElement): NativeControl[] {
  return Array.from(form.elements).filter((control): control is NativeControl => isNativeControl(control) && isKeepableElement(control));
}

export function collectDraft(form: HTMLFormElement, step: number): Draft {
  return { step, values: readNativeValues(nativeControls(form)) };
}

export function applyDraft(form: HTMLFormElement, draft: Draft): void {
  writeNativeValues(nativeControls(form), draft.values);
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

  // The step the copy was last kept at: a new step is kept at once, the mounting one waits for an answer (at mount the
  // form holds only what the page gave it, and writing storage then cost every form page a few ms of its first task).
  const keptStep = useRef<number | null>(null);
  useEffect(() => {
    if (!form) return undefined;
    const save = () => {
      setJsonItem('session', storageKey, collectDraft(form, step));
    };
    if (restored.current && keptStep.current !== null && keptStep.current !== step) save();
    keptStep.current = step;
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
