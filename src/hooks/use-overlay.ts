import { useLayoutEffect, useRef, type RefObject } from 'react';
import { openOverlay, type OverlayHandle, type OverlayOptions } from '../overlay.ts';
import { useHost } from './host-context.ts';
import { useLatest } from './use-latest.ts';

export type UseOverlayOptions = Omit<OverlayOptions, 'surface' | 'host' | 'returnFocus'> & {
  /** The element's `return-focus` id: where focus goes on close when the opener is gone (looked up on the host's page). */
  returnFocus?: string;
};

/**
 * Show the surface `ref` points at through the overlay kit while `open` is true; hide it (focus back, lock
 * released, overlays opened over it closed first) when `open` turns false or the component unmounts.
 * `requestClose` is how Escape, the scrim or an outside click ask the owner to set `open` to false.
 * The owner's state is the one truth of open or closed; the returned ref holds the open overlay's handle (its opener).
 * The host element is the overlay's place on the page: with the opener gone, focus goes to `returnFocus`, the
 * owner's `fallbackFocus`, else the tab stop nearest the host (src/overlay.ts).
 */
export function useOverlay(ref: RefObject<HTMLElement | null>, open: boolean, options: UseOverlayOptions): RefObject<OverlayHandle | null> {
  const host = useHost().element;
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
      host,
      returnFocus: () => latest.current.returnFocus ?? '',
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
  }, [open, ref, latest, handle, host]);
  return handle;
}
