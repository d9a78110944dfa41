import { createElement, useRef } from 'react';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useModalDialog } from '../../src/hooks/use-modal-dialog.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { ModalEvents } from './events.ts';
export type ModalProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-modal__';

function CloseIcon() {
  return (
    <svg className={`${C}close-icon`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * vb-modal: the overlay kit (src/overlay.ts) in its modal form. A native <dialog> opened with showModal(),
 * so the page behind is inert and the ::backdrop is the scrim; the kit locks scroll, moves focus in and back,
 * and keeps Escape for the top overlay. Hiding pauses what plays inside (spec section 4 'Modal').
 */
export function Modal(props: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useDomId();
  const state = useModalDialog(dialog, 'modal', props);

  return (
    <dialog ref={dialog} className={`${C}dialog`} part="dialog" aria-labelledby={props.heading ? headingId : undefined}>
      <div className={`${C}header`} part="header">
        {props.heading ? createElement(`h${props.headingLevel}`, { id: headingId, className: `${C}heading`, part: 'heading' }, props.heading) : null}
        <button type="button" className={`${C}close vb-close-button`} part="close" aria-label={props.closeLabel} onClick={() => state.setOpen(false, 'button')}>
          <CloseIcon />
        </button>
      </div>
      <div className={`${C}body`} part="body">
        <Slot />
      </div>
    </dialog>
  );
}
