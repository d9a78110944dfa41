import { useCallback, useSyncExternalStore } from 'react';
import { formatProgress, parseProgress, type ReadingProgress } from '../../src/reading-progress.ts';
import { onProgress, readProgress } from '../../src/reading-progress-follow.ts';

/**
 * A page's stored progress (src/reading-progress.ts), re-rendering when it changes on this page or in another
 * tab. The snapshot is the stored string, so an unchanged value never re-renders.
 */
export function useReadingProgress(path: string): ReadingProgress | undefined {
  const subscribe = useCallback((onChange: () => void) => onProgress(path, onChange), [path]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const progress = readProgress(path);
      return progress ? formatProgress(progress.done, progress.total) : '';
    },
    () => '',
  );
  return parseProgress(snapshot);
}
