/**
 * The verification modal: a native <dialog> (focus trap, Escape, top layer, inert page) shown while the verify
 * state says so, the first suggestion chosen when it opens, and focus back on the street after Edit.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useAddressModal(open: boolean, candidateCount: number, street: RefObject<HTMLInputElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The radio chosen: a candidate's index as text, or 'entered'. */
  const [choice, setChoice] = useState('entered');
  const focusStreetAfter = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setChoice(candidateCount > 0 ? '0' : 'entered');
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // After Edit: the street, which the open modal kept inert until now.
      if (focusStreetAfter.current) street.current?.focus();
    }
    focusStreetAfter.current = false;
  }, [open, candidateCount, street]);
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
