import { useLayoutEffect, useRef, type RefObject } from 'react';
import { openOverlay, type OverlayHandle, type OverlayOptions } from '../overlay.ts';
import { useLatest } from './use-latest.ts';

export type UseOverlayOptions = Omit<OverlayOptions, 'surface'>;

/**
 * Show the surface `ref` points at through the overlay kit while `open` is true; hide it (focus back, lock
 * released, overlays opened over it closed first) when `open` turns false or the component unmounts.
 * `requestClose` is how Escape, the scrim or an outside click ask the owner to set `open` to false.
 * The owner's state is the one truth of open or closed; the returned ref holds the open overlay's handle (its opener).
 */
export function useOverlay(ref: RefObject<HTMLElement | null>, open: boolean, options: UseOverlayOptions): RefObject<OverlayHandle | null> {
  const latest = useLatest(options);
  const handle = useRef<OverlayHandle | null>(null);
  useLayoutEffect(() => {
    const surface = ref.current;
    if (!open || !surface) return undefined;
    const current = latest.current;
    const opened = openOverlay({
      surface,
      modal: current.modal,
      lockScroll: current.lockScroll,
      closeOnOutside: current.closeOnOutside,
      moveFocus: current.moveFocus,
      initialFocus: () => latest.current.initialFocus?.(),
      fallbackFocus: () => latest.current.fallbackFocus?.(),
      inside: () => latest.current.inside?.() ?? [],
      controls: () => latest.current.controls?.() ?? [],
      requestClose: (reason) => latest.current.requestClose(reason),
    });
    handle.current = opened;
    return () => {
      opened.close();
      handle.current = null;
    };
  }, [open, ref, latest, handle]);
  return handle;
}
