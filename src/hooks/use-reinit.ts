import { useEffect, useRef } from 'react';
import { ensureRuntime } from '../registry.ts';

/** Run `init` now (after mount) and again whenever the page calls window.visitorBlocks.reinit(). */
export function useReinit(init: () => void): void {
  const latest = useRef(init);
  latest.current = init;
  useEffect(() => {
    const run = () => latest.current();
    run();
    return ensureRuntime().onReinit(run);
  }, []);
}
