/**
 * vb-address-block as one form field: the entries it submits, the state the browser restores, its validity (the
 * first empty part, else the wait for the modal) anchored on the input that needs attention, reset and restore.
 */
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useFormControl, type FieldError } from '../../src/form-control.tsx';
import { hasContent, submittedEntries, type Part, type SavedAddress, type SubmittedState } from './address-logic.ts';
import { accepted, VALIDITY_INVALID, type VerifyState } from './address-verify-logic.ts';

export interface AddressFormInput extends Omit<SubmittedState, 'validity' | 'flags' | 'result'> {
  verify: VerifyState;
  missing: readonly Part[];
  disabled: boolean;
  requiredMessage: string;
  unmatchedMessage: string;
  onReset: () => void;
  onRestore: (state: string) => void;
}

/** The inputs a validity message can point at. */
export interface PartRefs {
  streetRef: RefObject<HTMLInputElement | null>;
  line2Ref: RefObject<HTMLInputElement | null>;
  cityRef: RefObject<HTMLInputElement | null>;
  stateRef: RefObject<HTMLSelectElement | null>;
  zipRef: RefObject<HTMLInputElement | null>;
}

export function usePartRefs(): PartRefs {
  return {
    streetRef: useRef<HTMLInputElement>(null),
    line2Ref: useRef<HTMLInputElement>(null),
    cityRef: useRef<HTMLInputElement>(null),
    stateRef: useRef<HTMLSelectElement>(null),
    zipRef: useRef<HTMLInputElement>(null),
  };
}

export function useAddressForm(input: AddressFormInput, refs: PartRefs) {
  const { verify, missing, parts } = input;
  const anchor = useRef<HTMLElement | null>(null);
  const waitingError = verify.waiting && verify.validity === VALIDITY_INVALID && !accepted(verify);
  const errorKey = missing[0] ?? (waitingError ? 'waiting' : '');
  const error: FieldError | null = useMemo(() => {
    if (errorKey === '') return null;
    if (errorKey === 'waiting') return { flags: { customError: true }, message: input.unmatchedMessage };
    return { flags: { valueMissing: true }, message: input.requiredMessage };
  }, [errorKey, input.unmatchedMessage, input.requiredMessage]);

  useLayoutEffect(() => {
    anchor.current = errorKey && errorKey !== 'waiting' ? refs[`${errorKey as Part}Ref`].current : refs.streetRef.current;
  });

  const { name, mode, country, countryCode, precisely } = input;
  const formValue = useMemo(() => {
    const data = new FormData();
    const entries = submittedEntries({ name, mode, parts, country, countryCode, precisely, validity: verify.validity, flags: verify, result: verify.result });
    for (const [key, value] of entries) data.append(key, value);
    return data;
  }, [name, mode, parts, country, countryCode, precisely, verify]);
  const saved = hasContent(parts) ? JSON.stringify({ ...parts, country: countryCode } satisfies SavedAddress) : '';

  const control = useFormControl({
    name,
    formValue,
    state: saved,
    error,
    anchor,
    onReset: input.onReset,
    onRestore: input.onRestore,
    disabled: input.disabled,
  });
  return { control, waitingError };
}
