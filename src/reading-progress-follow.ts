/**
 * Reading and following a page's progress (src/reading-progress.ts): what vb-progress-circle needs and the
 * drawers, which only write, do not load.
 */
import { getItem } from './storage.ts';
import { parseProgress, progressKey, PROGRESS_EVENT, type ReadingProgress, type ReadingProgressChange } from './reading-progress.ts';

/** The stored progress of a page (its path), or undefined when nothing (valid) is stored. */
export function readProgress(path: string): ReadingProgress | undefined {
  return parseProgress(getItem('local', progressKey(path)));
}

/** Follow a page's progress: writes on this page and in the visitor's other tabs. Returns the unsubscribe. */
export function onProgress(path: string, listener: (progress: ReadingProgress | undefined) => void): () => void {
  const key = progressKey(path);
  const here = (event: Event) => {
    const detail = (event as CustomEvent<ReadingProgressChange>).detail;
    if (detail?.key === key) listener({ done: detail.done, total: detail.total });
  };
  const otherTab = (event: StorageEvent) => {
    // key null: the other tab cleared local storage.
    if (event.key === key || event.key === null) listener(parseProgress(event.newValue));
  };
  document.addEventListener(PROGRESS_EVENT, here);
  window.addEventListener('storage', otherTab);
  return () => {
    document.removeEventListener(PROGRESS_EVENT, here);
    window.removeEventListener('storage', otherTab);
  };
}
