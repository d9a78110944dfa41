/**
 * Reading progress, one way for every element (visitor spec section 3 'Storage': local storage
 * `track-{trigger id}` = `opened`, `track-{path}` = opened/total, progress read as done/total).
 * vb-drawers (tracked) writes a page's progress; vb-progress-circle shows it, on this page or another
 * page's, and follows it live (src/reading-progress-follow.ts, apart so that the drawers do not load it): a write
 * on this page announces itself to the document, a write in another tab arrives as the window's `storage` event.
 */
import { getItem, setItem } from './storage.ts';

export const TRACK_KEY_PREFIX = 'track-';
/** The value of `track-{trigger id}` once that trigger's content was opened. */
export const TRACK_OPENED = 'opened';
/** The document event a progress write on this page dispatches (detail: ReadingProgressChange). */
export const PROGRESS_EVENT = 'vb-reading-progress';

export interface ReadingProgress {
  done: number;
  total: number;
}

export interface ReadingProgressChange extends ReadingProgress {
  key: string;
}

/** `track-{trigger id}`: whether the content a trigger opens was ever opened. */
export function trackKey(id: string): string {
  return `${TRACK_KEY_PREFIX}${id}`;
}

/** `track-{path}`: a page's progress key (the path as the address bar has it, without query or fragment). */
export function progressKey(path: string): string {
  return `${TRACK_KEY_PREFIX}${path}`;
}

/** The stored form of progress: 'opened/total', e.g. '2/5'. */
export function formatProgress(done: number, total: number): string {
  return `${done}/${total}`;
}

/** Read 'done/total' back; anything else (hand-edited, another format) reads as undefined. */
export function parseProgress(value: string | null | undefined): ReadingProgress | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const done = Number(match[1]);
  const total = Number(match[2]);
  return done <= total ? { done, total } : undefined;
}

/** Several tracked parts of one page share `track-{path}`: their counts add up. */
export function sumProgress(parts: Iterable<ReadingProgress>): ReadingProgress {
  let done = 0;
  let total = 0;
  for (const part of parts) {
    done += part.done;
    total += part.total;
  }
  return { done, total };
}

/**
 * Store a page's progress and announce it to the document. False (and nothing sent) when the stored value is
 * already this one.
 */
export function writeProgress(path: string, progress: ReadingProgress): boolean {
  const key = progressKey(path);
  const value = formatProgress(progress.done, progress.total);
  if (getItem('local', key) === value) return false;
  setItem('local', key, value);
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent<ReadingProgressChange>(PROGRESS_EVENT, { detail: { key, ...progress } }));
  }
  return true;
}
