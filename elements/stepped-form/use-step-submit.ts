import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { track } from '../../src/analytics.ts';
import { api, ApiError } from '../../src/api.ts';
import { buildFormBody, formEntries, pageFormContext } from '../../src/form-body.ts';
import { newTransactionId } from '../../src/transaction-id.ts';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { formVerificationToken, outcomeOf, preloadFormVerification, SERVER_ERROR_TEXT, VERIFICATION_TOKEN_FIELD } from '../../src/form-send.ts';

export type SendPhase =
  | { kind: 'editing' }
  | { kind: 'sending' }
  /** Offline: sent again once, when the browser is back online. */
  | { kind: 'waiting' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: 'server' | 'verification' };

export interface SendDetail {
  transactionId: string;
  status: number;
  message: string;
}

export interface SubmitOptions {
  host: HostInfo;
  form: HTMLFormElement | null;
  endpoint: string;
  analyticsTitle: string;
  onSubmit(transactionId: string): void;
  onSuccess(detail: Omit<SendDetail, 'message'>): void;
  onError(detail: SendDetail): void;
}

export interface Submit {
  phase: SendPhase;
  /** Send the form (every step checked by the caller); ignored while a send is under way or done. */
  send(): void;
  /** The error block's button: the form comes back with every answer, sendable again. */
  dismiss(): void;
}

/** The body without its token: two sends of the same answers are one submission (same transaction id). */
const withoutToken = (body: URLSearchParams) => {
  const copy = new URLSearchParams(body);
  copy.delete(VERIFICATION_TOKEN_FIELD);
  copy.delete('transactionId');
  return copy.toString();
};

/**
 * Sending (spec section 8 'Form submit'): single use until an error is dismissed; 200/201 success, 428 ignored
 * (the form stays as it is and can be sent again), anything else the error block and the formError analytic.
 * Request verification first (src/form-send.ts). Offline, the send waits for the connection and is
 * retried once, with the same transaction id so the server stores it once.
 */
export function useStepSubmit(options: SubmitOptions): Submit {
  const [phase, setPhase] = useState<SendPhase>({ kind: 'editing' });
  const latest = useLatest(options);
  const busy = useRef(false);
  const last = useRef<{ transactionId: string; content: string } | null>(null);
  /** The transaction waiting for the connection. */
  const waitingId = useRef('');

  // A form that submits is on the page: the verification script may load now (spec: only then).
  useEffect(() => {
    if (options.form) preloadFormVerification();
  }, [options.form]);

  const fail = useCallback(
    (transactionId: string, status: number, message: string, reason: 'server' | 'verification') => {
      const { host, analyticsTitle, onError } = latest.current;
      track(host.element, 'formError', { contentTitle: analyticsTitle, interactionText: reason === 'verification' ? message : SERVER_ERROR_TEXT });
      busy.current = false;
      setPhase({ kind: 'failed', reason });
      onError({ transactionId, status, message });
    },
    [latest],
  );

  const attempt = useCallback(
    async (retried: boolean) => {
      const { host, form, endpoint, analyticsTitle } = latest.current;
      if (!form) return;
      const verified = await formVerificationToken();
      if (!verified.ok) {
        fail(last.current?.transactionId ?? '', 0, verified.message, 'verification');
        return;
      }
      const context = { ...pageFormContext(host.element), verificationToken: verified.token };
      const draftBody = buildFormBody(formEntries(form), context, '');
      const content = withoutToken(draftBody);
      if (!last.current || last.current.content !== content) last.current = { transactionId: newTransactionId(), content };
      const { transactionId } = last.current;
      const body = buildFormBody(formEntries(form), context, transactionId);
      if (!retried) {
        track(host.element, 'formSubmit', { contentTitle: analyticsTitle });
        latest.current.onSubmit(transactionId);
      }
      let status: number;
      try {
        await api(endpoint, { method: 'POST', form: body, prefixed: true });
        status = 201;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.kind === 'network' && !retried) {
          waitingId.current = transactionId;
          setPhase({ kind: 'waiting' });
          return;
        }
        if (error.kind !== 'http') return fail(transactionId, 0, error.message, 'server');
        status = error.status;
      }
      const outcome = outcomeOf(status);
      busy.current = false;
      if (outcome === 'success') {
        last.current = null;
        setPhase({ kind: 'sent' });
        latest.current.onSuccess({ transactionId, status });
      } else if (outcome === 'ignored') {
        setPhase({ kind: 'editing' });
      } else {
        fail(transactionId, status, `The server answered ${status}`, 'server');
      }
    },
    [fail, latest],
  );

  // Offline: the one retry when the browser is back online. A layout effect: listening in the commit that shows
  // the waiting state, so an 'online' right after it is not missed.
  useLayoutEffect(() => {
    if (phase.kind !== 'waiting') return undefined;
    const onOnline = () => {
      setPhase({ kind: 'sending' });
      void attempt(true).catch((failure: unknown) => fail(waitingId.current, 0, String(failure), 'server'));
    };
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  }, [phase.kind, attempt, fail]);

  const send = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setPhase({ kind: 'sending' });
    void attempt(false).catch((error: unknown) => fail(last.current?.transactionId ?? '', 0, String(error), 'server'));
  }, [attempt, fail]);

  const dismiss = useCallback(() => {
    busy.current = false;
    setPhase({ kind: 'editing' });
  }, []);

  return { phase, send, dismiss };
}
