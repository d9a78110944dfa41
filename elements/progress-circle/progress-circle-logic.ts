/**
 * vb-progress-circle's pure part: which progress is shown (the author's `done`/`total`, else the stored
 * progress, else none), the author's mistakes in words and the spoken value.
 */
import type { ReadingProgress } from '../../src/reading-progress.ts';

export interface Shown extends ReadingProgress {
  /** There is progress to show (stored, or given by the author, with a total above 0). */
  known: boolean;
  /** 0 to 100, rounded down so that 100 means every item done. */
  percent: number;
  complete: boolean;
}

export interface ShownOutcome {
  shown: Shown;
  /** The author's mistake, in words naming the attributes; the element warns with it once. */
  problem?: string;
}

const whole = (n: number) => Number.isInteger(n) && n >= 0;

function shownOf(progress: ReadingProgress | undefined): Shown {
  if (!progress || progress.total <= 0) return { done: 0, total: progress?.total ?? 0, known: false, percent: 0, complete: false };
  const done = Math.min(progress.done, progress.total);
  return { done, total: progress.total, known: true, percent: Math.floor((done / progress.total) * 100), complete: done === progress.total };
}

/** The author's `done` and `total` win when both are whole numbers with done ≤ total; otherwise the stored progress shows. */
export function shownProgress(done: number | null, total: number | null, stored: ReadingProgress | undefined): ShownOutcome {
  if (done === null && total === null) return { shown: shownOf(stored) };
  if (done === null || total === null) {
    return { shown: shownOf(stored), problem: `set both done and total (only ${done === null ? 'total' : 'done'} is set); showing the stored progress.` };
  }
  if (!whole(done) || !whole(total) || done > total) {
    return { shown: shownOf(stored), problem: `done="${done}" total="${total}" must be whole numbers with done from 0 to total; showing the stored progress.` };
  }
  return { shown: shownOf({ done, total }) };
}

/** `{done}`, `{total}` and `{percent}` in the author's wording. */
export function fillValueText(template: string, shown: Shown, format: (n: number) => string): string {
  return template.replace(/\{(done|total|percent)\}/g, (_, name: 'done' | 'total' | 'percent') => format(shown[name]));
}
