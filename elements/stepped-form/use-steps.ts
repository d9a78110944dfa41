import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { track } from '../../src/analytics.ts';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { findProblems, hasChecks, reportProblems, waitForChecks, type Problem } from './step-answers.ts';
import { clampStep, historyStepOf, regionsOfStep, withHistoryStep } from './stepped-form-logic.ts';
import type { StepRegions } from './use-step-regions.ts';

export type StepReason = 'next' | 'back' | 'change' | 'history' | 'restore' | 'invalid' | 'reset';

/** Where focus goes after the step is drawn. */
export type FocusTarget = 'heading' | 'errors' | Element | null;

export interface StepsOptions {
  host: HostInfo;
  found: StepRegions;
  total: number;
  /** The title of a step (1-based). */
  titleOf(step: number): string;
  analyticsTitle: string;
  onStep(step: number, reason: StepReason): void;
  /** Where focus goes: the step heading and the error summary the component draws. */
  heading: RefObject<HTMLElement | null>;
  errors: RefObject<HTMLElement | null>;
}

export interface Steps {
  step: number;
  problems: Problem[];
  goTo(step: number, reason: StepReason, focus?: FocusTarget): void;
  /** Synchronous unless a field's server check is running (then a promise of when it was judged). */
  next(): Promise<void> | undefined;
  back(): void;
  /** Check every step; false (and back to the first invalid step, error summary focused) when one is invalid. */
  checkAll(): Promise<boolean>;
  clearProblems(): void;
  /** Move focus after the next commit (the heading when the form comes back). */
  focusAfterRender(target: FocusTarget): void;
}

/** The key this form's history entries and draft are kept under: its id, else its place among the page's stepped forms. */
export function formKey(element: HTMLElement): string {
  if (element.id) return element.id;
  return `${element.localName}-${Array.from(document.querySelectorAll(element.localName)).indexOf(element)}`;
}

/**
 * The current step: Next checks the current step's regions, Back goes one back, the regions of other steps are
 * hidden, focus moves to the new step's heading (announced), and every move is a history entry, so the
 * browser's Back button goes back a step instead of leaving the page.
 */
export function useSteps(options: StepsOptions): Steps {
  const { host, found, total } = options;
  const [step, setStep] = useState(1);
  const [problems, setProblems] = useState<Problem[]>([]);
  const { heading, errors } = options;
  const pendingFocus = useRef<FocusTarget>(null);
  const latest = useLatest({ ...options, step, problems });
  /** The steps of the history entries this form pushed, by depth (entry 0 is the one the page loaded with). */
  const entries = useRef<number[]>([]);
  const depth = useRef(0);
  const key = useRef('');

  const show = useCallback(
    (target: number, reason: StepReason, focus: FocusTarget) => {
      const { step: current, total: count } = latest.current;
      const next = clampStep(target, count);
      pendingFocus.current = focus;
      setStep(next);
      if (next !== current || reason === 'restore') {
        const { titleOf, analyticsTitle, onStep } = latest.current;
        track(host.element, 'stepChange', { title: analyticsTitle, stepTitle: titleOf(next), stepNumber: next, totalSteps: count });
        onStep(next, reason);
      }
      return next;
    },
    [host.element, latest],
  );

  const goTo = useCallback(
    (target: number, reason: StepReason, focus: FocusTarget = 'heading') => {
      const next = show(target, reason, focus);
      if (reason === 'history') return;
      try {
        if (reason === 'restore' || reason === 'reset') {
          entries.current[depth.current] = next;
          history.replaceState(withHistoryStep(history.state, key.current, next), '');
          return;
        }
        depth.current += 1;
        entries.current.length = depth.current;
        entries.current[depth.current] = next;
        history.pushState(withHistoryStep(history.state, key.current, next), '');
      } catch {
        // A sandboxed frame may refuse history: the steps still work, only the browser's Back leaves the page.
      }
    },
    [show],
  );

  const next = useCallback(() => {
    const { step: current, total: count, found: regions } = latest.current;
    const only = regionsOfStep(current, count, regions.regions.length);
    const advance = (stepProblems: Problem[]) => {
      if (stepProblems.length) {
        reportProblems(stepProblems);
        return;
      }
      setProblems([]);
      goTo(current + 1, 'next');
    };
    const stepProblems = findProblems(regions.regions, count, only);
    // In the click's own task when nothing is being checked: React then draws the step before the next frame.
    if (!hasChecks(stepProblems)) return void advance(stepProblems);
    return waitForChecks(stepProblems).then(() => {
      if (latest.current.step === current) advance(findProblems(regions.regions, count, only));
    });
  }, [goTo, latest]);

  const back = useCallback(() => {
    const current = latest.current.step;
    if (current <= 1) return;
    // The entry before is this form's previous step: go back through history, so the browser's Forward still works.
    if (depth.current > 0 && entries.current[depth.current - 1] === current - 1) {
      history.back();
      return;
    }
    goTo(current - 1, 'back');
  }, [goTo, latest]);

  const checkAll = useCallback(async () => {
    const { total: count, found: regions } = latest.current;
    let all = findProblems(regions.regions, count);
    if (await waitForChecks(all)) all = findProblems(regions.regions, count);
    setProblems(all);
    if (all.length === 0) return true;
    const target = all[0]!.step;
    if (target !== latest.current.step) goTo(target, 'invalid', 'errors');
    else pendingFocus.current = 'errors';
    // The step's fields show their messages once they are drawn again.
    requestAnimationFrame(() => {
      reportProblems(all.filter((problem) => problem.step === target));
      errors.current?.focus();
    });
    return false;
  }, [goTo, latest, errors]);

  // History: this page's entry holds the step it shows; popstate brings that step back.
  useEffect(() => {
    key.current = formKey(host.element);
    const here = historyStepOf(history.state, key.current);
    entries.current = [here ?? 1];
    depth.current = 0;
    // An entry without this form's step is step 1 (onPop), and one with it already says so: write only a step that is
    // neither (each history write cost a form page 0.3 to 3.5 ms of its first task in Chromium).
    if (here === undefined && latest.current.step !== 1) {
      try {
        history.replaceState(withHistoryStep(history.state, key.current, latest.current.step), '');
      } catch {
        // see goTo
      }
    }
    const onPop = (event: PopStateEvent) => {
      const target = historyStepOf(event.state, key.current);
      const index = entries.current.lastIndexOf(target ?? 1);
      depth.current = Math.max(0, index);
      show(target ?? 1, 'history', 'heading');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [host.element, latest, show]);

  // Only the current step's regions show.
  useLayoutEffect(() => {
    const visible = regionsOfStep(step, total, found.regions.length);
    found.regions.forEach((region, index) => {
      region.hidden = !visible.includes(index);
    });
  }, [found.regions, step, total]);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const element = target === 'heading' ? heading.current : target === 'errors' ? errors.current : target;
    if (element instanceof HTMLElement) element.focus();
  });

  const clearProblems = useCallback(() => setProblems([]), []);
  const focusAfterRender = useCallback((target: FocusTarget) => void (pendingFocus.current = target), []);
  return { step, problems, goTo, next, back, checkAll, clearProblems, focusAfterRender };
}
