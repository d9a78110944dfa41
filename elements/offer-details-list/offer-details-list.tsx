import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FieldHint, FieldMessage, RequiredMark, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { cleanText } from '../../src/clean-text.ts';
import type { meta } from './meta.ts';
import { isAnswered, note, offerDetails, parseQuestions, type Answers, type Question } from './offer-details-logic.ts';
import type { PropsOf } from '../../src/props.ts';

export type OfferDetailsListProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-offer-details-list__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-offer-details-list';

function parseAnswers(saved: string): Answers {
  try {
    const value: unknown = JSON.parse(saved);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const answers: Answers = {};
    for (const [key, answer] of Object.entries(value as Record<string, unknown>)) {
      if (typeof answer === 'string') answers[key] = cleanText(answer);
      else if (Array.isArray(answer)) answers[key] = answer.filter((a): a is string => typeof a === 'string');
    }
    return answers;
  } catch {
    return {};
  }
}

/** The questions of an offer; submitted as offerDetails (each question's detail and response) and note. */
export function OfferDetailsList(props: OfferDetailsListProps) {
  const id = useDomId();
  const questions = useMemo(() => parseQuestions(props.questions), [props.questions]);
  const [answers, setAnswers] = useState<Answers>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<HTMLElement | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);

  const unanswered = (question: Question) => question.required && !isAnswered(question, answers);
  const firstMissing = questions.find(unanswered)?.id ?? '';
  const error: FieldError | null = useMemo(
    () => (firstMissing ? { flags: { valueMissing: true }, message: props.requiredMessage } : null),
    [firstMissing, props.requiredMessage],
  );
  const formValue = useMemo(() => {
    const data = new FormData();
    data.append(props.name, offerDetails(questions, answers));
    const text = note(questions, answers);
    if (text) data.append('note', text);
    return data;
  }, [props.name, questions, answers]);
  // The browser focuses the first unanswered required question on a failed submit.
  useLayoutEffect(() => {
    anchor.current = firstMissing ? (group.current?.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(firstMissing)}"]`) ?? null) : null;
  }, [firstMissing]);
  const control = useFormControl({
    name: props.name,
    formValue,
    state: Object.keys(answers).length > 0 ? JSON.stringify(answers) : '',
    error,
    anchor,
    label: props.label,
    disabled: props.disabled,
    onReset: () => {
      setAnswers({});
      setTouched(new Set());
    },
    onRestore: (saved) => setAnswers(parseAnswers(saved)),
  });

  const answer = (question: Question, value: string | string[]) => {
    setAnswers((before) => ({ ...before, [question.id]: value }));
  };
  const touch = (question: Question) => setTouched((before) => (before.has(question.id) ? before : new Set([...before, question.id])));
  const showMessage = (question: Question) => (control.showError || touched.has(question.id)) && unanswered(question);

  return (
    <fieldset ref={group} className={`vb-fieldset ${BLOCK}`} part="group" disabled={control.disabled} aria-describedby={props.hint ? `${id}-hint` : undefined}>
      {props.label ? (
        <legend className={`vb-field__label ${C}legend`} part="legend">
          {props.label}
        </legend>
      ) : null}
      <FieldHint id={id} block={BLOCK} hint={props.hint} />
      {questions.map((question, qi) => {
        const qid = `${id}-q${qi}`;
        const invalid = showMessage(question);
        const required = question.required ? <RequiredMark block={BLOCK} /> : null;
        const messageId = `${qid}-message`;
        const message = (
          <FieldMessage id={qid} block={BLOCK}>
            {invalid ? error?.message : ''}
          </FieldMessage>
        );
        if (question.type === 'text') {
          const value = answers[question.id];
          return (
            <div key={question.id} className={`vb-field${invalid ? ' vb-field--invalid' : ''} ${C}question`} part="question">
              <label className={`vb-field__label ${C}question-text`} htmlFor={qid} part="question-text">
                {question.question}
                {required}
              </label>
              <input
                data-anchor={question.id}
                id={qid}
                className={`vb-field__input ${C}input`}
                part="input"
                type="text"
                value={typeof value === 'string' ? value : ''}
                required={question.required}
                aria-invalid={invalid || undefined}
                aria-describedby={messageId}
                onChange={(event) => answer(question, cleanText(event.currentTarget.value))}
                onBlur={(event) => {
                  answer(question, event.currentTarget.value.trim());
                  touch(question);
                }}
              />
              {message}
            </div>
          );
        }
        const chosen = Array.isArray(answers[question.id]) ? (answers[question.id] as string[]) : [];
        return (
          <fieldset
            key={question.id}
            className={`vb-field${invalid ? ' vb-field--invalid' : ''} ${C}question ${C}choices`}
            part="question"
            aria-describedby={messageId}
            aria-invalid={invalid || undefined}
            role={question.type === 'radio' ? 'radiogroup' : undefined}
            aria-required={question.type === 'radio' && question.required ? true : undefined}
          >
            <legend className={`vb-field__label ${C}question-text`} part="question-text">
              {question.question}
              {required}
              {/* A radiogroup says required itself; a plain group may not carry aria-required, so its name says it. */}
              {question.required && question.type !== 'radio' ? <span className="vb-visually-hidden">{` (${props.requiredText})`}</span> : null}
            </legend>
            {question.options.map((option, oi) => (
              <label key={option} className={`${C}option`} part="option">
                <input
                  data-anchor={oi === 0 ? question.id : undefined}
                  type={question.type}
                  name={question.type === 'radio' ? qid : undefined}
                  value={option}
                  checked={chosen.includes(option)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    answer(question, question.type === 'radio' ? [option] : checked ? [...chosen, option] : chosen.filter((c) => c !== option));
                    touch(question);
                  }}
                />
                <span>{option}</span>
              </label>
            ))}
            {message}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
