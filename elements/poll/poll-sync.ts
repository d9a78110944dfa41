/**
 * One poll may appear twice on a page (a sidebar and the article, two CMS blocks). The instances share
 * one page-level record per poll (group + poll id): while one is counting a vote the others refuse a
 * second one, and the counted vote shows as results in every instance. Kept under a Symbol.for key so
 * two bundles on one page share it, and independent of how the runtime mounts React roots.
 */
import { pageState } from '../../src/page-state.ts';

export interface PollOutcome {
  voteId: number;
  counts: number[];
}

type Listener = (outcome: PollOutcome) => void;

interface SyncState {
  voting: Set<string>;
  listeners: Map<string, Set<Listener>>;
}

function state(): SyncState {
  return pageState<SyncState>('visitorBlocks.pollSync', () => ({ voting: new Set(), listeners: new Map() }));
}

export function pollKey(group: string, pollId: string): string {
  return JSON.stringify([group, pollId]);
}

/** True when this instance may send the vote; false while another instance on the page is sending one. */
export function claimVote(key: string): boolean {
  const { voting } = state();
  if (voting.has(key)) return false;
  voting.add(key);
  return true;
}

export function releaseVote(key: string): void {
  state().voting.delete(key);
}

/** Tell every instance of this poll that a vote was counted. */
export function publishVote(key: string, outcome: PollOutcome): void {
  for (const listener of Array.from(state().listeners.get(key) ?? [])) listener(outcome);
}

export function subscribeVotes(key: string, listener: Listener): () => void {
  const { listeners } = state();
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}
