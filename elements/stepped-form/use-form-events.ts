import { useEffect, useInsertionEffect, useRef, useState } from 'react';
import { track } from '../../src/analytics.ts';
import { submitOnEnterInForm } from './enter-next.ts';
import type { DraftControl } from './use-step-draft.ts';
import type { Submit } from './use-step-submit.ts';
import type { Steps } from './use-steps.ts';

/** Form start (spec analytics): the visitor's first interaction with the form, sent once. True from then on. */
export function useFormStart(element: HTMLElement, form: HTMLFormElement | null, analyticsTitle: string): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!form || started) return undefined;
    const onStart = () => {
      setStarted(true);
      track(element, 'formStart', { contentTitle: analyticsTitle });
    };
    form.addEventListener('focusin', onStart, { once: true });
    form.addEventListener('input', onStart, { once: true });
    return () => {
      form.removeEventListener('focusin', onStart);
      form.removeEventListener('input', onStart);
    };
  }, [form, started, element, analyticsTitle]);
  return started;
}

interface FormEventsState {
  final: boolean;
  steps: Steps;
  submit: Submit;
  draft: DraftControl;
}

/**
 * The author's form keeps working as a form: a submit (Enter in a form field, native or ours, `form.requestSubmit()`) is Next on a
 * step and the send on the last one; `form.reset()` goes back to step 1 and forgets the draft.
 */
export function useFormEvents(form: HTMLFormElement | null, state: FormEventsState): void {
  const latest = useRef(state);
  useInsertionEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    if (!form) return undefined;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const { final, steps, submit } = latest.current;
      if (!final) void steps.next();
      else void steps.checkAll().then((valid) => valid && submit.send());
    };
    const onReset = () => {
      const { steps, draft } = latest.current;
      draft.clear();
      steps.clearProblems();
      steps.goTo(1, 'reset');
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    const unwatchEnter = submitOnEnterInForm(form);
    return () => {
      unwatchEnter();
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  }, [form]);
}
