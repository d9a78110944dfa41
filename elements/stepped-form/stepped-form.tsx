/**
 * vb-stepped-form: a request form in steps over the author's own `<form>` (spec sections 3, 4 'Stepped form',
 * 8 'Form submit'). The author's regions stay where they are (slotted in shadow mode, re-placed in light mode);
 * this renders the step list, the step heading, the summary, the buttons, the error summary, the error block and
 * the confirmation around them. Rules in stepped-form-logic.ts; each concern is one hook.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formTitle } from '../../src/form-send.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import type { SteppedFormEvents } from './events.ts';
import type { meta } from './meta.ts';
import { readAnswers } from './step-answers.ts';
import { AnswerSummary, ErrorSummary, StepList, type HeadingTag } from './stepped-form-parts.tsx';
import { stepCount, stepLabel, stepTitle, summaryRows } from './stepped-form-logic.ts';
import { useStepDraft } from './use-step-draft.ts';
import { useStepRegions } from './use-step-regions.ts';
import { useStepSubmit } from './use-step-submit.ts';
import { useFormEvents, useFormStart } from './use-form-events.ts';
import { formKey, useSteps } from './use-steps.ts';

export type SteppedFormProps = PropsOf<typeof meta>;

const C = 'vb-stepped-form__';
const HEADING_TAGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

export function SteppedForm(props: SteppedFormProps) {
  const host = useHost();
  const { element } = host;
  const emit = useEmit<SteppedFormEvents>();
  const id = useDomId();
  const found = useStepRegions(host);
  const total = stepCount(props.numSteps, found.regions.length);
  const titles = props.titles;
  const titleOf = useCallback(
    (step: number) => stepTitle(Array.isArray(titles) ? titles : [], step, found.regions[step - 1]?.getAttribute('data-title')),
    [titles, found.regions],
  );
  const analyticsTitle = formTitle(element, props.analyticsTitle);
  const [open, setOpen] = useState(!props.isExpandingDrawer);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const steps = useSteps({
    heading: headingRef,
    errors: errorsRef,
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

  const started = useFormStart(element, found.form, analyticsTitle);
  useFormEvents(found.form, { final, steps, submit, draft });

  // Success hides the body, failure too (the error block's button brings it back); the author's confirmation shows on success.
  useLayoutEffect(() => {
    found.form?.toggleAttribute('hidden', !editing || !open);
    if (found.confirmation) {
      found.confirmation.toggleAttribute('hidden', phase.kind !== 'sent');
      // Focus goes there on success, so it is announced.
      if (!found.confirmation.hasAttribute('tabindex')) found.confirmation.setAttribute('tabindex', '-1');
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
    () => (final && props.showVerification && found.form ? summaryRows(readAnswers(found.form, found.regions, total, props.yesText), props.notGivenText) : []),
    // Read afresh each time the last step is drawn: the answers changed on the way there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [final, props.showVerification, found, total, props.notGivenText, props.yesText, step],
  );

  const level = props.headingLevel;
  const Heading = HEADING_TAGS[level - 1] ?? 'h2';
  const SubHeading = HEADING_TAGS[Math.min(level, 5)] ?? 'h3';
  const title = titleOf(step);
  const label = stepLabel(props.stepLabel, props.stepWord, step, total);
  const showSteps = total > 1 && (!props.hideStepsInitially || started || step > 1);
  const sending = phase.kind === 'sending';

  return (
    <div className="vb-stepped-form">
      {props.isExpandingDrawer && (
        <button
          type="button"
          part="open-button"
          className={`${C}open vb-button`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {titleOf(1) || props.nextText}
        </button>
      )}
      <div id={`${id}-body`} className={`${C}body`} hidden={!open}>
        {editing && showSteps && <StepList total={total} step={step} stepWord={props.stepWord} titleOf={titleOf} />}
        {editing && steps.problems.length > 0 && (
          <ErrorSummary
            id={id}
            title={props.errorSummaryTitle}
            Heading={SubHeading}
            problems={steps.problems}
            step={step}
            goTo={steps.goTo}
            summaryRef={errorsRef}
          />
        )}
        {editing && (
          <Heading part="heading" className={`${C}heading`} tabIndex={-1} ref={headingRef} id={`${id}-heading`}>
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
          <AnswerSummary id={id} title={props.summaryTitle} changeText={props.changeText} Heading={SubHeading} rows={answers} step={step} goTo={steps.goTo} />
        )}
        {editing && (
          <div part="nav" className={`${C}nav`}>
            {step > 1 && (
              <button type="button" part="back" className={`${C}back vb-button`} onClick={steps.back}>
                {props.backText}
              </button>
            )}
            {final ? (
              <button
                type="button"
                part="submit"
                className={`${C}submit vb-button`}
                aria-disabled={phase.kind !== 'editing' || undefined}
                onClick={() => {
                  if (phase.kind === 'editing') void steps.checkAll().then((valid) => valid && submit.send());
                }}
              >
                {props.submitText}
              </button>
            ) : (
              <button type="button" part="next" className={`${C}next vb-button`} onClick={() => void steps.next()}>
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
              className={`${C}retry vb-button`}
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
