import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { collapseWhitespace, DEFAULT_GROUP, serverPollId } from './poll-data.ts';
import type { PollResultsProps } from './poll-results.tsx';
import type { meta } from './meta.ts';
import { resultsView, usePollAnswers, usePollVoting, type PollEvents } from './use-poll.ts';

export type { PollAnswer } from './poll-data.ts';
export type { PollErrorDetail, PollEvents, PollResultsDetail, PollVoteDetail } from './use-poll.ts';

export type PollProps = PropsOf<typeof meta>;

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** Light-DOM class prefix (house rules): page CSS such as Bootstrap's `.answer` or `.results` never reaches in. */
const C = 'vb-poll__';

/** The results view, loaded with the counts (use-poll.ts): the phase is 'results' only once it is here. */
function Results(props: PollResultsProps) {
  return resultsView()?.(props) ?? null;
}

export function Poll(props: PollProps) {
  const { question: rawQuestion, pollId: rawPollId, group: rawGroup, answers: answersProp, headingLevel } = props;
  const host = useHost();
  const { element } = host;
  const emit = useEmit<PollEvents>();

  const question = collapseWhitespace(rawQuestion ?? '');
  // The id the server counts under; a question over the server's 500 characters gets a derived short id.
  const pollId = serverPollId(rawPollId ?? '') || serverPollId(question);
  const group = collapseWhitespace(rawGroup ?? '') || DEFAULT_GROUP;
  const answers = usePollAnswers(host, answersProp, pollId);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  const { phase, error, vote, retry } = usePollVoting({
    element,
    pollId,
    group,
    answers,
    errorMessage: props.errorMessage,
    resultsErrorMessage: props.resultsErrorMessage,
    emit,
    onVoted(answer, focusWasInside, track) {
      if (focusWasInside) thanksRef.current?.focus();
      track(element, 'click', { contentTitle: question || pollId, interactionText: answer.text });
    },
  });

  // Page CSS can style by state: vb-poll[data-vb-state="results"].
  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', phase.kind);
  }, [element, phase.kind]);

  const id = useDomId();
  const ids = { question: `${id}-question`, results: `${id}-results` };
  const Heading = HEADING_TAGS[headingLevel - 1] ?? 'h2';
  const voting = phase.kind === 'voting';
  const status = phase.kind === 'voting' ? props.votingText : phase.kind === 'loading' ? props.loadingText : '';

  let body: ReactNode = null;
  if (phase.kind === 'votable' || phase.kind === 'voting') {
    body = answers.length > 0 && (
      <div
        role="group"
        className={`${C}answers-group`}
        aria-labelledby={question ? ids.question : undefined}
        aria-label={question ? undefined : pollId || undefined}
        aria-busy={voting || undefined}
      >
        <ul part="answers" className={`${C}answers`}>
          {answers.map((answer) => {
            const pending = phase.kind === 'voting' && phase.voteId === answer.voteid;
            return (
              <li key={answer.voteid} className={`${C}answer-item`}>
                <button
                  type="button"
                  part="answer"
                  className={pending ? `${C}answer vb-button ${C}answer--pending` : `${C}answer vb-button`}
                  data-voteid={answer.voteid}
                  // aria-disabled, not disabled: a disabled button drops keyboard focus to <body>, and after a
                  // failed call the visitor should be able to press the same button again.
                  aria-disabled={voting || undefined}
                  onClick={() => void vote(answer)}
                >
                  {answer.text}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  } else if (phase.kind === 'results') {
    body = (
      <Results
        element={element}
        mode={host.mode}
        answers={answers}
        counts={phase.counts}
        voteId={phase.voteId}
        labelId={ids.results}
        thanks={thanksRef}
        thankYouText={props.thankYouText}
        resultsLabel={props.resultsLabel}
        totalLabel={props.totalLabel}
        yourVoteLabel={props.yourVoteLabel}
      />
    );
  } else if (phase.kind === 'results-error') {
    body = (
      <button type="button" part="retry" className={`${C}retry vb-button`} onClick={retry}>
        {props.retryText}
      </button>
    );
  }

  return (
    <div className="vb-poll">
      {question && (
        <Heading part="question" className={`${C}question`} id={ids.question}>
          {question}
        </Heading>
      )}
      {body}
      <p role="status" part="message status" className={`${C}status`}>
        {status}
      </p>
      <p role="alert" part="message error" className={`${C}error`}>
        {error}
      </p>
    </div>
  );
}
