/**
 * The poll's effects, apart from its markup: which answers to show (attribute or author markup) and the
 * vote's life (cookie, server calls, other instances of the same poll, reinit()).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { slotNodes } from '../../src/hooks/slot-nodes.ts';
import { useReinit } from '../../src/hooks/use-reinit.ts';
import { COOKIE_DAYS, getJsonCookie, setJsonCookie } from '../../src/storage.ts';
import {
  answersFromNodes,
  findStoredVote,
  normaliseCookie,
  parseAnswers,
  parseCounts,
  POLL_COOKIE,
  POLLS_PATH,
  READ_RESULTS_VOTE,
  totalOf,
  type PollAnswer,
} from './poll-data.ts';
import { claimVote, pollKey, publishVote, releaseVote, subscribeVotes } from './poll-sync.ts';
import type { PollEvents } from './events.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';

// Event details are declared once, in meta.ts; events.ts is generated from it (npm run manifest).
export type { PollErrorDetail, PollEvents, PollResultsDetail, PollVoteDetail } from './events.ts';

export type Phase =
  | { kind: 'votable' }
  | { kind: 'voting'; voteId: number }
  | { kind: 'loading'; voteId: number | null }
  | { kind: 'results'; voteId: number | null; counts: number[] }
  | { kind: 'results-error'; voteId: number | null };

type Emit = <K extends keyof PollEvents>(name: K, detail: PollEvents[K]) => boolean;

type ResultsModule = typeof import('./poll-results.tsx');
let resultsModule: ResultsModule | undefined;
let resultsLoading: Promise<ResultsModule> | undefined;

/**
 * The results view is loaded with the counts, never before they are asked for (a first-time visitor
 * who never votes never loads it); a failed load is tried again next time.
 */
function loadResults(): Promise<ResultsModule> {
  resultsLoading ??= import('./poll-results.tsx').then(
    (module) => (resultsModule = module),
    (error: unknown) => {
      resultsLoading = undefined;
      throw error;
    },
  );
  return resultsLoading;
}

/** The results view once loaded; every path to the 'results' phase waits for loadResults() first. */
export function resultsView(): ResultsModule['pollResults'] | undefined {
  return resultsModule?.pollResults;
}

type ApiModule = typeof import('./poll-calls.ts');
let apiModule: ApiModule | undefined;

/**
 * The api client comes with the poll's first call (a returning visitor's counts, or a vote), not with the
 * element: a first-time visitor who never votes never loads it. A failed load is tried again next call.
 */
async function loadApi(): Promise<ApiModule> {
  apiModule ??= await import('./poll-calls.ts');
  return apiModule;
}

function readCookie() {
  return normaliseCookie(getJsonCookie<unknown>(POLL_COOKIE));
}

function describeError(error: unknown): string {
  if (apiModule && error instanceof apiModule.ApiError)
    return error.kind === 'http' ? `HTTP ${error.status}: ${error.message}` : `${error.kind}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

function isAbort(error: unknown): boolean {
  return !!apiModule && error instanceof apiModule.ApiError && error.kind === 'abort';
}

async function requestCounts(pollId: string, vote: number, signal: AbortSignal, idempotencyKey?: string): Promise<number[]> {
  const { api } = await loadApi();
  const body = await api<unknown>(POLLS_PATH, { method: 'POST', json: { question: pollId, vote }, signal, idempotencyKey });
  return parseCounts(body);
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

/** The answers to show: the `answers` attribute or property, else the author's data-voteid markup. */
export function usePollAnswers(host: HostInfo, answersProp: unknown, pollId: string): PollAnswer[] {
  const fromAttribute = Array.isArray(answersProp) ? answersProp.length > 0 : answersProp != null;
  const childrenVersion = useChildrenVersion(host.element, !fromAttribute && host.mode === 'shadow');
  const parsed = useMemo(
    () => (fromAttribute ? parseAnswers(answersProp) : answersFromNodes(slotNodes(host, ''))),
    // childrenVersion stands for the author's markup, which slotNodes reads from the DOM, outside React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fromAttribute, answersProp, host, childrenVersion],
  );
  const { answers } = parsed;
  const problems = parsed.problems.join('; ');
  useEffect(() => {
    if (problems) console.warn(`<vb-poll poll-id="${pollId}">: ${problems}.`);
    // Deferred: a script may set the answers property right after creating the element.
    const later = setTimeout(() => {
      if (answers.length === 0 && !problems)
        console.warn(`<vb-poll poll-id="${pollId}">: no answers; set answers='[{"voteid":0,"text":"..."}]' or add elements with data-voteid.`);
      if (!pollId) console.warn('<vb-poll>: no question or poll-id; the server cannot count votes without one.');
    });
    return () => clearTimeout(later);
  }, [problems, answers.length, pollId]);
  return answers;
}

export interface PollVoting {
  phase: Phase;
  error: string;
  vote(answer: PollAnswer): Promise<void>;
  retry(): void;
}

interface VotingOptions {
  element: HTMLElement;
  pollId: string;
  group: string;
  answers: PollAnswer[];
  errorMessage: string;
  resultsErrorMessage: string;
  emit: Emit;
  /** Called after a counted vote, with the results committed (focus, analytics). */
  /** A vote was counted; `track` is the analytics kit's, loaded with the vote (a page nobody votes on never loads it). */
  onVoted(answer: PollAnswer, focusWasInside: boolean, track: typeof import('./poll-calls.ts').track): void;
}

/** The vote: cookie on load, results read with vote 10, the vote call, the other instances of this poll. */
export function usePollVoting(options: VotingOptions): PollVoting {
  const { element, pollId, group, emit } = options;
  const key = pollKey(group, pollId);
  const [phase, setPhase] = useState<Phase>(() => {
    const voted = findStoredVote(readCookie(), group, pollId);
    return voted === undefined ? { kind: 'votable' } : { kind: 'loading', voteId: voted };
  });
  const [error, setError] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const busy = useRef(false);
  const voteController = useRef<AbortController | null>(null);
  /**
   * The key of a vote not yet confirmed. Clicking the same answer again after a failure (a timeout whose
   * answer was still on its way) is the same visitor action, so it reuses the key and the server counts it once.
   */
  const unconfirmedVote = useRef<{ poll: string; voteId: number; key: string } | null>(null);
  // Latest values for callbacks that outlive a render (async vote, effects).
  const latest = useLatest(options);
  const phaseRef = useLatest(phase);

  const announceResults = useCallback(
    (counts: number[], voteId: number | null) => {
      const { pollId: id, group: groupName, answers } = latest.current;
      emit('vb-poll-results', { pollId: id, group: groupName, counts, total: totalOf(counts, answers), voteId });
    },
    [emit, latest],
  );

  // A returning visitor (cookie) sees the results, read with vote 10; a new one sees the answers.
  useEffect(() => {
    if (busy.current) return undefined;
    const voted = findStoredVote(readCookie(), group, pollId);
    if (voted === undefined) {
      // The cookie lives outside React: reading it when the poll id changes is this effect's job, and
      // what it says decides the phase (a render-time read would run on every render).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPhase({ kind: 'votable' });
      return undefined;
    }
    const controller = new AbortController();
    setPhase({ kind: 'loading', voteId: voted });
    setError('');
    Promise.all([requestCounts(pollId, READ_RESULTS_VOTE, controller.signal), loadResults()]).then(
      ([counts]) => {
        if (controller.signal.aborted) return;
        flushSync(() => setPhase({ kind: 'results', voteId: voted, counts }));
        announceResults(counts, voted);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbort(failure)) return;
        setPhase({ kind: 'results-error', voteId: voted });
        setError(latest.current.resultsErrorMessage);
        emit('vb-poll-error', { pollId, message: describeError(failure), phase: 'results' });
      },
    );
    return () => controller.abort();
  }, [group, pollId, reloadKey, emit, announceResults, latest]);

  // Another instance of this poll counted a vote: show its results here too, so it cannot be voted twice.
  useEffect(
    () =>
      subscribeVotes(key, (outcome) => {
        const show = () => {
          if (busy.current || phaseRef.current.kind === 'results') return;
          setError('');
          flushSync(() => setPhase({ kind: 'results', voteId: outcome.voteId, counts: outcome.counts }));
          announceResults(outcome.counts, outcome.voteId);
        };
        // The instance that voted has loaded the view already (unless it came from another bundle).
        if (resultsView()) show();
        else loadResults().then(show, () => {});
      }),
    [key, announceResults, phaseRef],
  );

  // A vote in flight belongs to the poll id it was cast in; drop it if the element changes polls or goes away.
  useEffect(
    () => () => {
      voteController.current?.abort();
      busy.current = false;
    },
    [key],
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
    if (busy.current || phaseRef.current.kind !== 'votable') return;
    const { pollId: id, group: groupName } = latest.current;
    const voteKey = pollKey(groupName, id);
    // Another instance is counting a vote for this poll right now; its results will show here.
    if (!claimVote(voteKey)) return;
    // Voted already (in another tab, or a script wrote the cookie): show the results instead of a second vote.
    if (findStoredVote(readCookie(), groupName, id) !== undefined) {
      releaseVote(voteKey);
      setReloadKey((k) => k + 1);
      return;
    }
    busy.current = true;
    const controller = new AbortController();
    voteController.current = controller;
    // The visitor is (or was just) in the poll: after the vote, their focus follows to the outcome.
    const focusWasInside = element.matches(':focus-within');
    setError('');
    setPhase({ kind: 'voting', voteId: answer.voteid });
    try {
      const { newIdempotencyKey } = await loadApi();
      const pending = unconfirmedVote.current;
      const idempotencyKey = pending && pending.poll === voteKey && pending.voteId === answer.voteid ? pending.key : newIdempotencyKey();
      unconfirmedVote.current = { poll: voteKey, voteId: answer.voteid, key: idempotencyKey };
      // Writing the cookie, the results view and analytics are fetched alongside the vote call, not with the element.
      const [counts, { rememberVote }, , { track }] = await Promise.all([
        requestCounts(id, answer.voteid, controller.signal, idempotencyKey),
        import('./poll-cookie-write.ts'),
        loadResults(),
        loadApi(),
      ]);
      if (unconfirmedVote.current?.key === idempotencyKey) unconfirmedVote.current = null;
      if (controller.signal.aborted) return;
      // Only a counted vote is remembered: a failed call leaves the visitor free to retry.
      setJsonCookie(POLL_COOKIE, rememberVote(readCookie(), groupName, id, answer.voteid), { days: COOKIE_DAYS });
      flushSync(() => setPhase({ kind: 'results', voteId: answer.voteid, counts }));
      emit('vb-poll-vote', { pollId: id, group: groupName, voteId: answer.voteid, answer: answer.text });
      latest.current.onVoted(answer, focusWasInside, track);
      announceResults(counts, answer.voteid);
      publishVote(voteKey, { voteId: answer.voteid, counts });
    } catch (failure) {
      if (controller.signal.aborted || isAbort(failure)) return;
      setPhase({ kind: 'votable' });
      setError(latest.current.errorMessage);
      emit('vb-poll-error', { pollId: id, message: describeError(failure), phase: 'vote' });
    } finally {
      // This call held the page's claim on the poll, whatever happened to the element since.
      releaseVote(voteKey);
      if (voteController.current === controller) {
        voteController.current = null;
        busy.current = false;
      }
    }
  };

  return { phase, error, vote, retry: () => setReloadKey((k) => k + 1) };
}
