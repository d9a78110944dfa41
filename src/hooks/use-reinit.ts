import { useEffect } from 'react';
import { ensureRuntime } from '../registry.ts';
import { useLatest } from './use-latest.ts';

/** Run `init` now (after mount) and again whenever the page calls window.visitorBlocks.reinit(). */
export function useReinit(init: () => void): void {
  const latest = useLatest(init);
  useEffect(() => {
    const run = () => latest.current();
    run();
    return ensureRuntime().onReinit(run);
  }, [latest]);
}
