import { useCallback, useLayoutEffect, type RefObject } from 'react';
import { contentHeading, modalName } from '../overlay-logic.ts';
import { pauseMediaWithin } from '../overlay-media.ts';
import { useHost } from './host-context.ts';
import { useOverlay } from './use-overlay.ts';
import { useOverlayState, type OverlayStateControl } from './use-overlay-state.ts';

export interface ModalDialogProps {
  open: boolean;
  triggerId: string;
  /** The dialog's own heading ('' or absent: none, so it is named by the content's first heading, else `label`). */
  heading?: string;
  label: string;
  /** No close on an outside click (or on the scrim). */
  persistent: boolean;
  returnFocus: string;
}

/**
 * The overlay kit's modal form, one way for vb-modal and vb-overlay: a native <dialog> opened with showModal() (the
 * page behind inert, ::backdrop the scrim; the kit locks scroll, moves focus in and back, keeps Escape for the top
 * overlay). Without a heading of its own it is named as it opens, by the content's first heading, else `label` (a CMS
 * may fill that heading after mount). Hiding pauses what plays inside (spec section 4 'Modal'). `name` is the
 * element's folder name, for its open and close events.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, name: string, props: ModalDialogProps): OverlayStateControl {
  const host = useHost().element;
  const heading = props.heading ?? '';
  const nameNow = useCallback(() => modalName(heading, contentHeading(host), props.label), [heading, props.label, host]);

  const state = useOverlayState(host, props.open, {
    triggerId: props.triggerId,
    name,
    title: nameNow,
    onChange: ({ open }) => {
      if (!open) pauseMediaWithin(host);
    },
  });

  useLayoutEffect(() => {
    if (state.open && !heading) dialog.current?.setAttribute('aria-label', nameNow());
  }, [dialog, state.open, heading, nameNow]);

  useOverlay(dialog, state.open, {
    modal: true,
    closeOnOutside: !props.persistent,
    returnFocus: props.returnFocus,
    requestClose: (reason) => state.setOpen(false, reason),
  });
  return state;
}
