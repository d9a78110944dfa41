/**
 * The address verification (spec sections 4 and 5): the validity state machine (address-verify-logic.ts), the
 * verify call, the form's submit held until the address is accepted, the modal opened again by a failed submit,
 * one check after an autofill or a pasted address, and the verify event.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { api } from '../../src/api.ts';
import { isQuiet } from '../../src/form-validation.ts';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import type { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { submitAttempted, watchSubmitClicks } from '../../src/implicit-submit.ts';
import { intlVerifyAnswer, usVerifyAnswer, type Candidate } from './address-answers-logic.ts';
import { verifyQuery, type AddressParts, type CountryMode } from './address-logic.ts';
import { accepted, initialVerify, verifyReducer, VALIDITY_INVALID, type VerifyEvent, type VerifyState } from './address-verify-logic.ts';
import type { AddressBlockEvents } from './events.ts';
import { useEdits } from './use-address-data.ts';

export interface VerifyInput {
  host: HostInfo;
  mode: CountryMode;
  parts: AddressParts;
  iso3: string;
  flag: 'T' | 'F';
  /** The selected country's ISO2, for the event. */
  country: string;
  /** Several parts were filled at once (an autofill): besides the one check, what else the block does then. */
  onFilledAtOnce: () => void;
  /** Something to verify: a mode that verifies, every required part filled, not disabled. */
  ready: boolean;
  hasContent: boolean;
  disabled: boolean;
  emit: ReturnType<typeof useEmit<AddressBlockEvents>>;
}

export interface AddressVerify {
  /** The visitor's edits, counted: an answer to text changed since it was asked is dropped. */
  edits: ReturnType<typeof useEdits>;
  verify: VerifyState;
  dispatch: Dispatch<VerifyEvent>;
  verifying: boolean;
  /** The modal's suggestions from the last unmatched answer. */
  candidates: Candidate[];
  clearCandidates(): void;
  /** One verification with no submit waiting (after an autofill or a pasted address), with the parts then. */
  askCheck(): void;
}

export function useAddressVerify(input: VerifyInput): AddressVerify {
  const { host, mode, parts, iso3, flag, emit } = input;
  const [verify, dispatch] = useReducer(verifyReducer, initialVerify);
  const [verifying, setVerifying] = useState(false);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const holdSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  const [checkAsked, setCheckAsked] = useState(0);
  const askCheck = useCallback(() => setCheckAsked((n) => n + 1), []);
  const edits = useEdits(() => {
    input.onFilledAtOnce();
    askCheck();
  });
  const editsNow = edits.now;
  const oneLine = verifyQuery(mode, parts);

  const runVerify = useCallback(async (): Promise<void> => {
    const asked = editsNow();
    setVerifying(true);
    try {
      const answer =
        mode === 'us'
          ? usVerifyAnswer(await api('/api/addressVerify', { method: 'POST', query: { address: oneLine }, prefixed: true }), parts)
          : intlVerifyAnswer(
              await api('/api/intladdressverify', { method: 'POST', query: { address: oneLine, country: iso3, countryComparisonFlag: flag }, prefixed: true }),
              flag,
            );
      if (editsNow() !== asked) return;
      setCandidates(answer.candidates);
      // A submit waiting on this answer opens the modal on a 20; an autofill check keeps it for the next submit.
      dispatch({ type: holdSubmit.current ? 'verified' : 'checked', validity: answer.validity, result: answer.result });
    } catch {
      if (editsNow() === asked) dispatch({ type: 'service-failed' });
    } finally {
      setVerifying(false);
    }
  }, [mode, oneLine, parts, iso3, flag, editsNow]);

  const latest = useLatest({ verify, country: input.country, runVerify, ready: input.ready });
  useEffect(() => {
    if (verify.validity === null || verify.validity === false) return;
    emit('vb-address-block-verify', { validity: verify.validity, country: latest.current.country, result: verify.result });
  }, [verify.validity, verify.result, emit, latest]);

  // The held submit goes on once the address is accepted.
  useEffect(() => {
    if (!accepted(verify) || !holdSubmit.current) return;
    const { submitter } = holdSubmit.current;
    holdSubmit.current = null;
    const form = host.form?.internals.form;
    if (!form) return;
    // The visitor's submit goes on; a submitter that left the form is not passed (requestSubmit would throw).
    form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
  }, [verify, host]);

  useSubmitHold(input, { verifying, holdSubmit, dispatch, latest });

  // One verification after an autofill or a pasted address, with the parts it filled (this render's).
  useEffect(() => {
    if (checkAsked === 0) return;
    const { runVerify: run, ready } = latest.current;
    if (ready) void run();
  }, [checkAsked, latest]);

  return {
    edits,
    verify,
    dispatch,
    verifying,
    candidates,
    clearCandidates: useCallback(() => setCandidates([]), []),
    askCheck,
  };
}

interface Hold {
  verifying: boolean;
  holdSubmit: { current: { submitter: HTMLElement | null } | null };
  dispatch: Dispatch<VerifyEvent>;
  latest: { readonly current: { verify: VerifyState; runVerify: () => Promise<void> } };
}

/** Spec section 5 'Form': address fields with content are validated in a second phase, after the others. */
function useSubmitHold({ host, mode, hasContent, disabled }: VerifyInput, { verifying, holdSubmit, dispatch, latest }: Hold): void {
  useEffect(() => {
    const form = host.form?.internals.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const { verify: current, runVerify } = latest.current;
      const needsCheck = mode !== 'plain' && hasContent && !accepted(current);
      if (!needsCheck || disabled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdSubmit.current = { submitter: event.submitter };
      if (current.validity === VALIDITY_INVALID) dispatch({ type: 'verified', validity: VALIDITY_INVALID, result: current.result });
      else if (!verifying) void runVerify();
    };
    // Capture: the hold comes before the page's own submit handlers.
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [host, mode, hasContent, disabled, verifying, latest, holdSubmit, dispatch]);

  // A failed submit while the form waits on the modal: show the modal again.
  useEffect(() => {
    const element = host.element;
    const form = host.form?.internals.form;
    const unwatch = form ? watchSubmitClicks(form) : undefined;
    const onInvalid = () => {
      // Only a submit opens the modal again: a page asking (checkValidity) or checking a step (reportValidity) does not.
      if (isQuiet() || !submitAttempted(host.form?.internals.form)) return;
      const { verify: current } = latest.current;
      if (current.waiting && current.validity === VALIDITY_INVALID && !accepted(current)) {
        holdSubmit.current = { submitter: null };
        dispatch({ type: 'verified', validity: VALIDITY_INVALID, result: current.result });
      }
    };
    element.addEventListener('invalid', onInvalid);
    return () => {
      unwatch?.();
      element.removeEventListener('invalid', onInvalid);
    };
  }, [host, latest, holdSubmit, dispatch]);
}
