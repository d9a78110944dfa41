/**
 * vb-stepped-form: a request form in steps over the author's own `<form>` (spec sections 3, 4 'Stepped form',
 * 8 'Form submit'). The author's regions stay where they are (slotted in shadow mode, re-placed in light mode);
 * this renders the step list, the step heading, the summary, the buttons, the error summary, the error block and
 * the confirmation around them. Rules in stepped-form-logic.ts; each concern is one hook.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { IMPLICIT_TYPES } from '../../src/implicit-submit.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import type { SteppedFormEvents } from './events.ts';
import type { meta } from './meta.ts';
import { readAnswers } from './step-answers.ts';
import { DEFAULT_HEADING_LEVEL, stepCount, stepLabel, stepTitle, summaryRows } from './stepped-form-logic.ts';
import { useStepDraft } from './use-step-draft.ts';
import { useStepRegions } from './use-step-regions.ts';
import { useStepSubmit } from './use-step-submit.ts';
import { formKey, useSteps } from './use-steps.ts';

export type SteppedFormProps = PropsOf<typeof meta>;

const C = 'vb-stepped-form__';
const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export function SteppedForm(props: SteppedFormProps) {
  const host = useHost();
  const { element } = host;
  const emit = useEmit<SteppedFormEvents>();
  const id = useDomId();
  const found = useStepRegions(host);
  const total = stepCount(props.numSteps, found.regions.length);
  const titles = Array.isArray(props.titles) ? props.titles : [];
  const titleOf = useCallback(
    (step: number) => stepTitle(titles, step, found.regions[step - 1]?.getAttribute('data-title')),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(titles), found.regions],
  );
  const analyticsTitle = props.analyticsTitle || element.getAttribute('aria-label') || document.title;
  const [started, setStarted] = useState(false);
  const [open, setOpen] = useState(!props.isExpandingDrawer);

  const steps = useSteps({
    host,
    found,
    total,
    titleOf,
    analyticsTitle,
    onStep: (step, reason) => emit('vb-stepped-form-step', { step, totalSteps: total, stepTitle: titleOf(step), reason }),
  });
  const { step } = steps;
  const restore = useCallback((saved: number) => steps.goTo(saved, 'restore', null), [steps]);
  const [key] = useState(() => formKey(element));
  const draft = useStepDraft(found.form, key, total, step, restore);

  const confirmationRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const submit = useStepSubmit({
    host,
    form: found.form,
    endpoint: props.endpoint,
    analyticsTitle,
    onSubmit: (transactionId) => emit('vb-stepped-form-submit', { transactionId }),
    onSuccess: (detail) => {
      draft.clear();
      emit('vb-stepped-form-success', detail);
    },
    onError: (detail) => emit('vb-stepped-form-error', detail),
  });
  const { phase } = submit;
  const editing = phase.kind === 'editing' || phase.kind === 'sending' || phase.kind === 'waiting';
  const final = step === total;

  // Form start: the first interaction with the form (spec analytics), once.
  useEffect(() => {
    const form = found.form;
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
  }, [found.form, started, element, analyticsTitle]);

  // Enter in a field and form.requestSubmit() come here: Next on a step, the send on the last one.
  const latest = useRef({ final, steps, submit });
  latest.current = { final, steps, submit };
  useEffect(() => {
    const form = found.form;
    if (!form) return undefined;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const current = latest.current;
      if (!current.final) void current.steps.next();
      else void current.steps.checkAll().then((valid) => valid && current.submit.send());
    };
    const onReset = () => {
      draft.clear();
      latest.current.steps.clearProblems();
      latest.current.steps.goTo(1, 'reset');
    };
    // A native input's Enter submits only a form with a submit button or a single field; a stepped form has neither.
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!(target instanceof HTMLInputElement) || target.form !== form || !IMPLICIT_TYPES.has(target.type)) return;
      const hasDefaultButton = Array.from(form.elements).some((control) => (control as HTMLButtonElement).type === 'submit');
      if (hasDefaultButton) return;
      event.preventDefault();
      form.requestSubmit();
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    form.addEventListener('keydown', onKeyDown);
    return () => {
      form.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  }, [found.form, draft]);

  // Success hides the body, failure too (the error block's button brings it back); the author's confirmation shows on success.
  useLayoutEffect(() => {
    if (found.form) found.form.hidden = !editing || !open;
    if (found.confirmation) {
      found.confirmation.hidden = phase.kind !== 'sent';
      // Focus goes there on success, so it is announced.
      if (!found.confirmation.hasAttribute('tabindex')) found.confirmation.tabIndex = -1;
    }
    element.setAttribute('data-vb-state', phase.kind);
  }, [found.form, found.confirmation, editing, open, phase.kind, element]);

  const focusAfterPhase = useRef(phase.kind);
  useLayoutEffect(() => {
    if (focusAfterPhase.current === phase.kind) return;
    focusAfterPhase.current = phase.kind;
    if (phase.kind === 'sent') (found.confirmation ?? confirmationRef.current)?.focus();
    if (phase.kind === 'failed') errorRef.current?.focus();
  }, [phase.kind, found.confirmation]);

  const answers = useMemo(
    () => (final && props.showVerification && found.form ? summaryRows(readAnswers(found.form, found.regions, total), props.notGivenText) : []),
    // Read afresh each time the last step is drawn: the answers changed on the way there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [final, props.showVerification, found, total, props.notGivenText, step],
  );

  const level = Number.isInteger(props.headingLevel) && props.headingLevel >= 1 && props.headingLevel <= 6 ? props.headingLevel : DEFAULT_HEADING_LEVEL;
  const Heading = HEADING_TAGS[level - 1] ?? 'h2';
  const SubHeading = HEADING_TAGS[Math.min(level, 5)] ?? 'h3';
  const title = titleOf(step);
  const label = stepLabel(props.stepLabel, props.stepWord, step, total);
  const showSteps = total > 1 && (!props.hideStepsInitially || started || step > 1);
  const sending = phase.kind === 'sending';

  return (
    <div className="vb-stepped-form">
      {props.isExpandingDrawer && (
        <button type="button" part="open-button" className={`${C}open`} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          {titleOf(1) || props.nextText}
        </button>
      )}
      <div id={`${id}-body`} className={`${C}body`} hidden={!open}>
        {editing && showSteps && (
          <ol part="steps" className={`${C}steps`} aria-label={props.stepWord}>
            {Array.from({ length: total }, (_, index) => {
              const number = index + 1;
              const current = number === step;
              const done = number < step;
              return (
                <li
                  key={number}
                  part={['step', current && 'step-current', done && 'step-done'].filter(Boolean).join(' ')}
                  className={`${C}step${current ? ` ${C}step--current` : ''}${done ? ` ${C}step--done` : ''}`}
                  aria-current={current ? 'step' : undefined}
                >
                  <span className={`${C}step-number`}>{number}</span> <span className={`${C}step-title`}>{titleOf(number) || `${props.stepWord} ${number}`}</span>
                </li>
              );
            })}
          </ol>
        )}
        {editing && steps.problems.length > 0 && (
          <div part="error-summary" className={`${C}errors`} tabIndex={-1} ref={steps.focusRefs.errors as React.RefObject<HTMLDivElement>} aria-labelledby={`${id}-errors`}>
            <SubHeading id={`${id}-errors`} className={`${C}errors-title`}>
              {props.errorSummaryTitle}
            </SubHeading>
            <ul className={`${C}errors-list`}>
              {steps.problems.map((problem, index) => (
                <li key={index}>
                  <a
                    href={problem.field.id ? `#${problem.field.id}` : '#'}
                    className={`${C}errors-link`}
                    onClick={(event) => {
                      event.preventDefault();
                      if (problem.step === step) {
                        if (problem.field instanceof HTMLElement) problem.field.focus();
                      } else steps.goTo(problem.step, 'change', problem.field);
                    }}
                  >
                    {problem.label ? `${problem.label}: ` : ''}
                    {problem.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {editing && (
          <Heading part="heading" className={`${C}heading`} tabIndex={-1} ref={steps.focusRefs.heading as React.RefObject<HTMLHeadingElement>} id={`${id}-heading`}>
            <span part="step-label" className={`${C}step-label`}>
              {label}
            </span>
            {title && (
              <>
                {' '}
                <span className={`${C}title`}>{title}</span>
              </>
            )}
          </Heading>
        )}
        <Slot />
        {editing && final && props.showVerification && (
          <section part="summary" className={`${C}summary`} aria-labelledby={`${id}-summary`}>
            <SubHeading id={`${id}-summary`} className={`${C}summary-title`}>
              {props.summaryTitle}
            </SubHeading>
            <dl className={`${C}summary-list`}>
              {answers.map((row) => (
                <div key={row.name} part="summary-row" className={`${C}summary-row`}>
                  <dt className={`${C}summary-key`}>{row.label}</dt>
                  <dd className={`${C}summary-value`}>{row.value}</dd>
                  <dd className={`${C}summary-action`}>
                    {row.step !== step && (
                      <a
                        part="change"
                        className={`${C}change`}
                        href={row.fieldId ? `#${row.fieldId}` : '#'}
                        onClick={(event) => {
                          event.preventDefault();
                          steps.goTo(row.step, 'change');
                        }}
                      >
                        {props.changeText}
                        <span className="vb-visually-hidden"> {row.label}</span>
                      </a>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {editing && (
          <div part="nav" className={`${C}nav`}>
            {step > 1 && (
              <button type="button" part="back" className={`${C}back`} onClick={steps.back}>
                {props.backText}
              </button>
            )}
            {final ? (
              <button
                type="button"
                part="submit"
                className={`${C}submit`}
                aria-disabled={phase.kind !== 'editing' || undefined}
                onClick={() => {
                  if (phase.kind === 'editing') void steps.checkAll().then((valid) => valid && submit.send());
                }}
              >
                {props.submitText}
              </button>
            ) : (
              <button type="button" part="next" className={`${C}next`} onClick={() => void steps.next()}>
                {props.nextText}
              </button>
            )}
          </div>
        )}
        <p role="status" part="status" className={`${C}status`}>
          {sending ? props.sendingText : phase.kind === 'waiting' ? props.offlineText : ''}
        </p>
        {phase.kind === 'failed' && (
          <div part="error-block" className={`${C}error`} role="alert" tabIndex={-1} ref={errorRef}>
            <p className={`${C}error-message`}>{phase.reason === 'verification' ? props.verificationFailedMessage : props.errorMessage}</p>
            <button
              type="button"
              part="retry"
              className={`${C}retry`}
              onClick={() => {
                steps.focusAfterRender('heading');
                submit.dismiss();
              }}
            >
              {props.retryText}
            </button>
          </div>
        )}
        {phase.kind === 'sent' && !found.confirmation && (
          <div part="confirmation" className={`${C}confirmation`} tabIndex={-1} ref={confirmationRef} role="status">
            {props.confirmationText}
          </div>
        )}
      </div>
    </div>
  );
}
