import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { api, ApiError } from '../../src/api.ts';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { slotNodes } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PollEvents } from './events.ts';
import { useReinit } from '../../src/hooks/use-reinit.ts';
import { COOKIE_DAYS, getJsonCookie, setJsonCookie } from '../../src/storage.ts';
import {
  answersFromNodes,
  collapseWhitespace,
  DEFAULT_GROUP,
  findVote,
  normaliseCookie,
  parseAnswers,
  parseCounts,
  POLL_COOKIE,
  POLLS_PATH,
  READ_RESULTS_VOTE,
  shareOf,
  totalOf,
  withVote,
  type PollAnswer,
} from './poll-data.ts';

export type { PollAnswer } from './poll-data.ts';

export interface PollProps {
  /** The question, shown as the poll's heading. */
  question: string;
  /** The id the server counts votes under; empty means the question text. */
  pollId: string;
  /** Cookie group the vote is remembered in. */
  group: string;
  /** `[{ "voteid": 0-9, "text": "..." }]`; empty means the author's `data-voteid` markup. */
  answers: PollAnswer[];
  /** 1-6: the heading element used for the question. */
  headingLevel: number;
  errorMessage: string;
  resultsErrorMessage: string;
  votingText: string;
  loadingText: string;
  thankYouText: string;
  resultsLabel: string;
  /** `{count}` is replaced by the number of votes. */
  totalLabel: string;
  yourVoteLabel: string;
  retryText: string;
}

// Event details are declared once, in meta.ts; events.ts is generated from it (npm run manifest).
export type { PollEvents, PollResultsDetail, PollErrorDetail } from './events.ts';
export type PollVoteDetail = PollEvents['vb-vote'];

type Phase =
  | { kind: 'votable' }
  | { kind: 'voting'; voteId: number }
  | { kind: 'loading'; voteId: number | null }
  | { kind: 'results'; voteId: number | null; counts: number[] }
  | { kind: 'results-error'; voteId: number | null };

const DEFAULT_HEADING_LEVEL = 2;
const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

let idCounter = 0;
/** React's useId repeats across roots, and every element is its own root; light-DOM ids must be unique on the page. */
function useUniqueId(): string {
  const [id] = useState(() => `vb-poll-${++idCounter}`);
  return id;
}

function readCookie() {
  return normaliseCookie(getJsonCookie<unknown>(POLL_COOKIE));
}

function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'http' ? `HTTP ${error.status}: ${error.message}` : `${error.kind}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

function isAbort(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'abort';
}

async function requestCounts(pollId: string, vote: number, signal: AbortSignal): Promise<number[]> {
  const body = await api<unknown>(POLLS_PATH, { method: 'POST', json: { question: pollId, vote }, signal });
  return parseCounts(body);
}

function pageLocale(element: HTMLElement): string | undefined {
  return element.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || undefined;
}

function formatters(locale: string | undefined): { percent: Intl.NumberFormat; count: Intl.NumberFormat } {
  try {
    return { percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }), count: new Intl.NumberFormat(locale) };
  } catch {
    // An invalid lang attribute must not break the poll.
    return { percent: new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }), count: new Intl.NumberFormat() };
  }
}

/** Re-read author markup answers when a CMS changes the element's children after mount (shadow mode). */
function useChildrenVersion(element: HTMLElement, watch: boolean): number {
  const [version, setVersion] = useState(0);
  // Layout effect: observing from the same commit that read the markup leaves no gap for a change to slip through.
  useLayoutEffect(() => {
    if (!watch) return undefined;
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(element, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-voteid'] });
    return () => observer.disconnect();
  }, [element, watch]);
  return version;
}

export function Poll(props: PollProps) {
  const { question: rawQuestion, pollId: rawPollId, group: rawGroup, answers: answersProp, headingLevel } = props;
  const host = useHost();
  const { element } = host;
  const emit = useEmit<PollEvents>();

  const question = collapseWhitespace(rawQuestion ?? '');
  const pollId = collapseWhitespace(rawPollId ?? '') || question;
  const group = collapseWhitespace(rawGroup ?? '') || DEFAULT_GROUP;

  const fromAttribute = Array.isArray(answersProp) ? answersProp.length > 0 : answersProp != null;
  const childrenVersion = useChildrenVersion(element, !fromAttribute && host.mode === 'shadow');
  const parsed = useMemo(
    () => (fromAttribute ? parseAnswers(answersProp) : answersFromNodes(slotNodes(host, ''))),
    // childrenVersion: the author's markup changed.
    [fromAttribute, answersProp, host, childrenVersion],
  );
  const { answers } = parsed;
  const problems = parsed.problems.join('; ');
  useEffect(() => {
    if (problems) console.warn(`<vb-poll poll-id="${pollId}">: ${problems}.`);
    // Deferred: a script may set the answers property right after creating the element.
    const later = setTimeout(() => {
      if (answers.length === 0 && !problems) console.warn(`<vb-poll poll-id="${pollId}">: no answers; set answers='[{"voteid":0,"text":"..."}]' or add elements with data-voteid.`);
      if (!pollId) console.warn('<vb-poll>: no question or poll-id; the server cannot count votes without one.');
    });
    return () => clearTimeout(later);
  }, [problems, answers.length, pollId]);

  const [phase, setPhase] = useState<Phase>(() => {
    const voted = findVote(readCookie(), group, pollId);
    return voted === undefined ? { kind: 'votable' } : { kind: 'loading', voteId: voted };
  });
  const [error, setError] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const busy = useRef(false);
  const voteController = useRef<AbortController | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // Latest values for callbacks that outlive a render (async vote, effects).
  const latest = useRef({ props, answers, pollId, group, question });
  latest.current = { props, answers, pollId, group, question };

  const announceResults = useCallback(
    (counts: number[], voteId: number | null) => {
      const { pollId: id, answers: shown } = latest.current;
      emit('vb-poll-results', { pollId: id, counts, total: totalOf(counts, shown), voteId });
    },
    [emit],
  );

  // A returning visitor (cookie) sees the results, read with vote 10; a new one sees the answers.
  useEffect(() => {
    if (busy.current) return undefined;
    const voted = findVote(readCookie(), group, pollId);
    if (voted === undefined) {
      setPhase({ kind: 'votable' });
      return undefined;
    }
    const controller = new AbortController();
    setPhase({ kind: 'loading', voteId: voted });
    setError('');
    requestCounts(pollId, READ_RESULTS_VOTE, controller.signal).then(
      (counts) => {
        if (controller.signal.aborted) return;
        flushSync(() => setPhase({ kind: 'results', voteId: voted, counts }));
        announceResults(counts, voted);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbort(failure)) return;
        setPhase({ kind: 'results-error', voteId: voted });
        setError(latest.current.props.resultsErrorMessage);
        emit('vb-poll-error', { pollId, message: describeError(failure), phase: 'results' });
      },
    );
    return () => controller.abort();
  }, [group, pollId, reloadKey, emit, announceResults]);

  // A vote in flight belongs to the poll id it was cast in; drop it if the element changes polls or goes away.
  useEffect(
    () => () => {
      voteController.current?.abort();
      busy.current = false;
    },
    [group, pollId],
  );

  // window.visitorBlocks.reinit(): re-read the cookie (another block or script may have voted) and the results.
  const mounted = useRef(false);
  useReinit(() => {
    if (!mounted.current) {
      mounted.current = true; // the effect above already ran for the mount
      return;
    }
    if (!busy.current) setReloadKey((k) => k + 1);
  });

  const vote = async (answer: PollAnswer) => {
    if (busy.current || phase.kind !== 'votable') return;
    busy.current = true;
    const { pollId: id, group: groupName, question: title } = latest.current;
    const controller = new AbortController();
    voteController.current = controller;
    // The visitor is (or was just) in the poll: after the vote, their focus follows to the outcome.
    const focusWasInside = element.matches(':focus-within');
    setError('');
    setPhase({ kind: 'voting', voteId: answer.voteid });
    try {
      const counts = await requestCounts(id, answer.voteid, controller.signal);
      if (controller.signal.aborted) return;
      // Only a counted vote is remembered: a failed call leaves the visitor free to retry.
      setJsonCookie(POLL_COOKIE, withVote(readCookie(), groupName, id, answer.voteid), { days: COOKIE_DAYS });
      flushSync(() => setPhase({ kind: 'results', voteId: answer.voteid, counts }));
      if (focusWasInside) thanksRef.current?.focus();
      emit('vb-vote', { pollId: id, group: groupName, voteId: answer.voteid, answer: answer.text });
      track(element, 'click', { contentTitle: title || id, interactionText: answer.text });
      announceResults(counts, answer.voteid);
    } catch (failure) {
      if (controller.signal.aborted || isAbort(failure)) return;
      setPhase({ kind: 'votable' });
      setError(latest.current.props.errorMessage);
      emit('vb-poll-error', { pollId: id, message: describeError(failure), phase: 'vote' });
    } finally {
      if (voteController.current === controller) {
        voteController.current = null;
        busy.current = false;
      }
    }
  };

  // Page CSS can style by state: vb-poll[data-poll-state="results"].
  useLayoutEffect(() => {
    element.setAttribute('data-poll-state', phase.kind);
  }, [element, phase.kind]);

  const ids = { question: useUniqueId(), results: useUniqueId() };
  const level = Number.isInteger(headingLevel) && headingLevel >= 1 && headingLevel <= 6 ? headingLevel : DEFAULT_HEADING_LEVEL;
  const Heading = HEADING_TAGS[level - 1] ?? 'h2';
  const format = formatters(pageLocale(element));
  const voting = phase.kind === 'voting';
  const status = phase.kind === 'voting' ? props.votingText : phase.kind === 'loading' ? props.loadingText : '';

  let body: ReactNode = null;
  if (phase.kind === 'votable' || phase.kind === 'voting') {
    body = answers.length > 0 && (
      <div
        role="group"
        className="answers-group"
        aria-labelledby={question ? ids.question : undefined}
        aria-label={question ? undefined : pollId || undefined}
        aria-busy={voting || undefined}
      >
        <ul part="answers" className="answers">
          {answers.map((answer) => (
            <li key={answer.voteid} className="answer-item">
              <button
                type="button"
                part="answer"
                className="answer"
                data-voteid={answer.voteid}
                // aria-disabled, not disabled: a disabled button drops keyboard focus to <body>, and after a
                // failed call the visitor should be able to press the same button again.
                aria-disabled={voting || undefined}
                data-pending={phase.kind === 'voting' && phase.voteId === answer.voteid ? '' : undefined}
                onClick={() => void vote(answer)}
              >
                {answer.text}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (phase.kind === 'results') {
    const total = totalOf(phase.counts, answers);
    body = (
      <div part="results" className="results">
        <p part="message thanks" className="thanks" tabIndex={-1} ref={thanksRef}>
          {props.thankYouText}
        </p>
        <p part="results-label" className="results-label" id={ids.results}>
          {props.resultsLabel}
        </p>
        <ul className="results-list" aria-labelledby={ids.results}>
          {answers.map((answer) => {
            const count = phase.counts[answer.voteid] ?? 0;
            const share = shareOf(count, total);
            const chosen = answer.voteid === phase.voteId;
            return (
              <li key={answer.voteid} part={chosen ? 'result chosen' : 'result'} className="result" data-voteid={answer.voteid} data-chosen={chosen ? '' : undefined}>
                <span part="result-text" className="result-text">
                  {answer.text}
                </span>
                <span part="percent" className="percent">
                  {format.percent.format(share)}
                </span>
                {chosen && (
                  <span part="your-vote" className="your-vote">
                    <span aria-hidden="true">✓ </span>
                    {props.yourVoteLabel}
                  </span>
                )}
                {/* Decorative: the percentage above says the same in text. */}
                <span part="bar" className="bar" aria-hidden="true">
                  <span part="bar-fill" className="bar-fill" style={{ inlineSize: `${(share * 100).toFixed(2)}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
        <p part="total" className="total">
          {props.totalLabel.split('{count}').join(format.count.format(total))}
        </p>
      </div>
    );
  } else if (phase.kind === 'results-error') {
    body = (
      <button type="button" part="retry" className="retry" onClick={() => setReloadKey((k) => k + 1)}>
        {props.retryText}
      </button>
    );
  }

  return (
    <div className="poll" data-state={phase.kind}>
      {question && (
        <Heading part="question" className="question" id={ids.question}>
          {question}
        </Heading>
      )}
      {body}
      <p role="status" part="message status" className="status">
        {status}
      </p>
      <p role="alert" part="message error" className="error">
        {error}
      </p>
    </div>
  );
}
