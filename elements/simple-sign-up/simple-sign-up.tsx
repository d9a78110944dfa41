import { useCallback, useLayoutEffect, useRef } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { SimpleSignUpEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useAuthorChecks, useAuthorForm } from './use-sign-up-form.ts';
import { useSignUpDismiss } from './use-sign-up-dismiss.ts';
import { useSignUpSubmit } from './use-sign-up-submit.ts';

export type SimpleSignUpProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-simple-sign-up__';

export function SimpleSignUp(props: SimpleSignUpProps) {
  const host = useHost();
  const { element, tag } = host;
  const emit = useEmit<SimpleSignUpEvents>();
  const form = useAuthorForm(host);
  useAuthorChecks(tag, form);
  const thanksRef = useRef<HTMLDivElement>(null);

  const { phase, retry } = useSignUpSubmit({ element, tag, form, props, emit, onDone: () => thanksRef.current?.focus() });
  const onClose = useCallback(() => emit('vb-simple-sign-up-close', { cookieName: props.cookieName }), [emit, props.cookieName]);
  const { closed, close } = useSignUpDismiss(element, props.cookieName, onClose);

  // Page CSS can follow the state: vb-simple-sign-up[data-vb-state="done"].
  const state = closed ? 'closed' : phase.kind;
  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', state);
  }, [element, state]);

  if (closed) return null;
  const done = phase.kind === 'done';
  const sending = phase.kind === 'sending' || phase.kind === 'redirecting';

  return (
    <div part="body" className={props.closable ? `${C}body ${C}body--closable` : `${C}body`}>
      {props.closable && (
        <button type="button" part="close" className={`${C}close vb-close-button`} aria-label={props.closeLabel} onClick={close}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div className={`${C}form`} hidden={done}>
        <Slot />
      </div>
      {/* Always there, hidden until done: in light mode the author's thank-you stays in the element. */}
      <div part="thank-you" className={`${C}thank-you`} tabIndex={-1} ref={thanksRef} hidden={!done}>
        <Slot name="thank-you">
          <p className={`${C}thank-you-text`}>{props.thankYouText}</p>
        </Slot>
      </div>
      <p role="status" part="status" className={`${C}status`}>
        {sending ? props.sendingText : ''}
      </p>
      <div role="alert" part="error" className={`${C}error`}>
        {phase.kind === 'failed' && (
          <>
            <p className={`${C}error-text`}>{phase.message}</p>
            {phase.retry && (
              <button type="button" part="retry" className={`${C}retry vb-button`} onClick={retry}>
                {props.retryText}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
