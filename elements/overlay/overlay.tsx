import { useRef } from 'react';
import { Slot } from '../../src/hooks/slot.tsx';
import { useModalDialog } from '../../src/hooks/use-modal-dialog.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { OverlayEvents } from './events.ts';
export type OverlayProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-overlay__';

/**
 * vb-overlay: the overlay kit's modal form over the whole screen (spec section 4 'Scrim': a body attribute, scroll
 * locked, the scroll position kept). A native <dialog> opened with showModal(): the page behind is inert, the
 * ::backdrop is the scrim and the content sits on it. Hiding pauses what plays inside, as a modal does.
 */
export function Overlay(props: OverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const state = useModalDialog(dialog, 'overlay', props);

  return (
    // The dialog fills the screen, so the kit never sees a click on the ::backdrop: its own empty area is the scrim.
    <dialog
      ref={dialog}
      className={`${C}dialog`}
      part="dialog"
      onClick={(event) => {
        if (event.target === event.currentTarget && !props.persistent) state.setOpen(false, 'scrim');
      }}
    >
      <button type="button" className={`${C}close`} part="close" aria-label={props.closeLabel} onClick={() => state.setOpen(false, 'button')}>
        <svg className={`${C}close-icon`} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={`${C}body`} part="body">
        <Slot />
      </div>
    </dialog>
  );
}
