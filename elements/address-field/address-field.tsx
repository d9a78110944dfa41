import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../src/api.ts';
import { Field, inputProps, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useTypedText } from '../../src/hooks/use-typed-text.ts';
// One-line typed text as vb-text-field cleans it: line breaks become spaces, trimmed on blur (spec section 5).
import { cleanCommitted, cleanTypedLine } from '../../src/clean-text.ts';
import { fieldCandidates, verificationOf, type FieldVerification } from './address-field-logic.ts';
import type { AddressFieldEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type AddressFieldProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-address-field__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-address-field';

/**
 * One line for a whole US address. Verified by POST /api/addressVerify when the visitor leaves the field
 * having changed it, and before the form is sent (second phase, spec section 5 'Form'); a found address
 * replaces the text with its deliveryLine1 and lastLine.
 */
export function AddressField(props: AddressFieldProps) {
  const host = useHost();
  const id = `${useDomId()}-input`;
  const emit = useEmit<AddressFieldEvents>();
  const typed = useTypedText<HTMLInputElement>({ value: props.value, clean: cleanTypedLine, commit: cleanCommitted });
  const { text, setText, ref: inputRef } = typed;
  const [status, setStatus] = useState<FieldVerification>('unchecked');
  const [verifying, setVerifying] = useState(false);
  const [touched, setTouched] = useState(false);
  const held = useRef<{ submitter: HTMLElement | null } | null>(null);
  const request = useRef<AbortController | null>(null);

  const empty = text.trim() === '';
  const error: FieldError | null = useMemo(
    () => (props.required && empty ? { flags: { valueMissing: true }, message: props.requiredMessage } : null),
    [props.required, empty, props.requiredMessage],
  );

  const control = useFormControl({
    name: props.name,
    formValue: text.trim(),
    error,
    anchor: inputRef,
    label: props.label,
    disabled: props.disabled,
    onReset: () => {
      request.current?.abort();
      setText(cleanCommitted(props.value));
      setStatus('unchecked');
      setTouched(false);
    },
    onRestore: (saved) => {
      setText(cleanTypedLine(saved));
      setStatus('unchecked');
    },
  });

  const verify = useCallback(
    async (typed: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setVerifying(true);
      try {
        const answer = await api('/api/addressVerify', { method: 'POST', query: { address: typed }, prefixed: true, signal: controller.signal });
        if (request.current !== controller) return;
        const result = verificationOf(typed, fieldCandidates(answer));
        setText(result.text);
        setStatus(result.status);
        emit('vb-address-field-verify', { status: result.status, value: result.text });
      } catch {
        if (request.current !== controller || controller.signal.aborted) return;
        // Spec section 8: a failed verification is accepted, nothing blocks.
        setStatus('failed');
        emit('vb-address-field-verify', { status: 'failed', value: typed });
      } finally {
        if (request.current === controller) {
          request.current = null;
          setVerifying(false);
        }
      }
    },
    [emit, setText],
  );

  // The held submit goes on once the check is done, whatever it found (an unmatched address is the visitor's to keep).
  useEffect(() => {
    if (verifying || status === 'unchecked' || !held.current) return;
    const { submitter } = held.current;
    held.current = null;
    const form = host.form?.internals.form;
    form?.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
  }, [verifying, status, host]);

  const latest = useLatest({ text, status, verifying, disabled: control.disabled, verify });
  useLayoutEffect(() => {
    const form = host.form?.internals.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const current = latest.current;
      if (current.disabled || current.text.trim() === '' || (current.status !== 'unchecked' && !current.verifying)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current = { submitter: event.submitter };
      if (!current.verifying) void current.verify(current.text.trim());
    };
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [host, latest]);

  const showRequired = (control.showError || touched) && error !== null;
  const message = showRequired
    ? error.message
    : verifying
      ? props.verifyingText
      : status === 'unmatched'
        ? props.unmatchedMessage
        : status === 'corrected'
          ? props.correctedMessage
          : '';

  return (
    <Field id={id} label={props.label} hint={props.hint} required={props.required} message={message} invalid={showRequired} block={BLOCK} busy={verifying}>
      <input
        ref={inputRef}
        {...inputProps(control, { id, hint: props.hint, required: props.required, invalid: showRequired })}
        className={`vb-field__input ${C}input`}
        part="input"
        type="text"
        autoComplete="street-address"
        value={text}
        placeholder={props.placeholder || undefined}
        onChange={(event) => {
          request.current?.abort();
          setVerifying(false);
          typed.onChange(event);
          setStatus('unchecked');
        }}
        onFocus={typed.onFocus}
        onBlur={() => {
          setTouched(true);
          typed.onBlur();
          const committed = cleanCommitted(text);
          if (committed && status === 'unchecked') void verify(committed);
        }}
      />
    </Field>
  );
}
