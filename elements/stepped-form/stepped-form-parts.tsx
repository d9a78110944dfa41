/** vb-stepped-form's drawn parts that need no state of their own: the step list, the error summary, the answers. */
import type { RefObject } from 'react';
import type { Problem } from './step-answers.ts';
import type { SummaryRow } from './stepped-form-logic.ts';
import type { FocusTarget, StepReason } from './use-steps.ts';

const C = 'vb-stepped-form__';

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function StepList(props: { total: number; step: number; stepWord: string; titleOf(step: number): string }) {
  const { total, step, stepWord, titleOf } = props;
  return (
    <ol part="steps" className={`${C}steps`} aria-label={stepWord}>
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
            <span className={`${C}step-number`}>{number}</span> <span className={`${C}step-title`}>{titleOf(number) || `${stepWord} ${number}`}</span>
          </li>
        );
      })}
    </ol>
  );
}

type GoTo = (step: number, reason: StepReason, focus?: FocusTarget) => void;

export function ErrorSummary(props: {
  id: string;
  title: string;
  Heading: HeadingTag;
  problems: readonly Problem[];
  step: number;
  goTo: GoTo;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { id, title, Heading, problems, step, goTo, summaryRef } = props;
  return (
    <div part="error-summary" className={`${C}errors`} tabIndex={-1} ref={summaryRef} aria-labelledby={`${id}-errors`}>
      <Heading id={`${id}-errors`} className={`${C}errors-title`}>
        {title}
      </Heading>
      <ul className={`${C}errors-list`}>
        {problems.map((problem, index) => (
          <li key={index}>
            <a
              href={problem.field.id ? `#${problem.field.id}` : '#'}
              className={`${C}errors-link`}
              onClick={(event) => {
                event.preventDefault();
                if (problem.step !== step) goTo(problem.step, 'change', problem.field);
                else if (problem.field instanceof HTMLElement) problem.field.focus();
              }}
            >
              {problem.label ? `${problem.label}: ` : ''}
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AnswerSummary(props: {
  id: string;
  title: string;
  changeText: string;
  Heading: HeadingTag;
  rows: readonly SummaryRow[];
  step: number;
  goTo: GoTo;
}) {
  const { id, title, changeText, Heading, rows, step, goTo } = props;
  return (
    <section part="summary" className={`${C}summary`} aria-labelledby={`${id}-summary`}>
      <Heading id={`${id}-summary`} className={`${C}summary-title`}>
        {title}
      </Heading>
      <dl className={`${C}summary-list`}>
        {rows.map((row) => (
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
                    goTo(row.step, 'change');
                  }}
                >
                  {changeText}
                  <span className="vb-visually-hidden"> {row.label}</span>
                </a>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
