/**
 * The verification modal, opened through the overlay kit (src/overlay.ts, the one way anything opens over the
 * page): a native <dialog> with showModal (top layer, inert page), the page's one open stack (Escape closes only
 * the top overlay), the scroll lock, focus moved in and given back. It shows while the verify state says so, the
 * first suggestion chosen when it opens, and focus goes to the street after Edit.
 *
 * The kit is loaded when the modal first opens, not with the block: most visitors' addresses verify and never
 * see the modal, and a static import would put the kit (about 2 KB gz) on every page with an address block.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { OverlayHandle } from '../../src/overlay.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';

export function useAddressModal(open: boolean, candidateCount: number, street: RefObject<HTMLInputElement | null>, onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The radio chosen: a candidate's index as text, or 'entered'. */
  const [choice, setChoice] = useState('entered');
  const [seenOpen, setSeenOpen] = useState(open);
  if (seenOpen !== open) {
    setSeenOpen(open);
    if (open) setChoice(candidateCount > 0 ? '0' : 'entered');
  }
  const focusStreetAfter = useRef(false);
  const latestClose = useLatest(onClose);
  // After Edit: the street, which the open modal kept inert until now.
  const afterClose = useLatest(() => {
    if (focusStreetAfter.current) street.current?.focus();
    focusStreetAfter.current = false;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    let handle: OverlayHandle | undefined;
    let closed = false;
    const after = afterClose;
    void import('../../src/overlay.ts').then(({ openOverlay }) => {
      if (closed) return;
      // Escape and the browser's close request leave the choice to the form's state (it keeps waiting);
      // the scrim does not close it (closeOnOutside left off): the form waits for an answer.
      handle = openOverlay({ surface: dialog, modal: true, requestClose: () => latestClose.current() });
    });
    return () => {
      closed = true;
      handle?.close();
      after.current();
    };
  }, [open, latestClose, afterClose]);

  return {
    dialogRef,
    choice,
    setChoice,
    /** Edit was pressed: the street takes focus once the modal has closed. */
    focusStreetOnClose: () => {
      focusStreetAfter.current = true;
    },
  };
}
