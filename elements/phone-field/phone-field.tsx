/**
 * vb-phone-field: a country combobox and a number input (spec section 5 'Phone'). The rules are in
 * phone-logic.ts; each concern is a hook: the value (use-phone-number.ts), the country box
 * (use-phone-country.ts), the server check (use-phone-check.ts), the form (use-phone-form.ts).
 */
import { useMemo, useRef } from 'react';
import { Field, inputProps } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useCheckState } from '../../src/hooks/use-server-check.ts';
import { checkedMessage } from '../../src/server-check.ts';
import { alpha2Of } from './alpha3.ts';
import type { PhoneFieldEvents } from './events.ts';
import type { meta } from './meta.ts';
import { PhoneCountry } from './phone-country-box.tsx';
import { localValidity, parseWhitelist, phoneError, phoneState, type PhoneCheck } from './phone-logic.ts';
import type { PropsOf } from '../../src/props.ts';
import { usePhoneCheck } from './use-phone-check.ts';
import { usePhoneCountry } from './use-phone-country.ts';
import { usePhoneForm } from './use-phone-form.ts';
import { usePhoneNumber } from './use-phone-number.ts';

export type { PhoneFieldEvents } from './events.ts';
export { loadPhoneLib } from './use-phone-lib.ts';
export type PhoneFieldProps = PropsOf<typeof meta>;

const B = 'vb-phone-field';

export function PhoneField(props: PhoneFieldProps) {
  const { label, hint, requiredBy, verify } = props;
  const required = props.required || Boolean(requiredBy);
  const host = useHost();
  const emit = useEmit<PhoneFieldEvents>();
  const id = `${useDomId()}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const number = usePhoneNumber(host.tag, props.country, props.value, inputRef);
  const { lib, value, digits } = number;
  const whitelist = useMemo(() => parseWhitelist(props.whitelist, alpha2Of), [props.whitelist]);
  const locallyValid = localValidity(digits, value.text.startsWith('+'), lib ? (d) => lib.isValidFor(d, value.country) : null);
  const errorWith = (check: PhoneCheck | null) =>
    phoneError({ digits, country: value.country, required: props.required, requiredBy, whitelist, locallyValid, verify, check, messages: props });
  const check = usePhoneCheck(host.element, inputRef, number, verify, errorWith(null), (detail) => emit('vb-phone-field-verify', detail));
  const error = errorWith(check.answer);
  const country = usePhoneCountry(host.element, listRef, number, check.stop, (detail) => emit('vb-phone-field-country', detail));
  const control = usePhoneForm({
    host,
    props,
    number,
    whitelist,
    error,
    anchor: inputRef,
    onReset: () => {
      check.stop();
      country.box.close();
    },
  });
  useCheckState(host.element, phoneState(digits, check.pending, error, check.answer, verify));
  const { invalid, message } = checkedMessage({ showError: control.showError, error, pending: check.pending, checkingText: props.checkingText });

  return (
    <Field id={id} label={label} hint={hint || undefined} required={required} message={message} invalid={invalid} block={B} busy={check.pending}>
      <div className={`${B}__row`} part="row">
        <PhoneCountry country={country} listRef={listRef} labels={props} disabled={control.disabled || !lib} />
        <input
          {...inputProps(control, { id, hint, required, invalid })}
          ref={inputRef}
          className={`vb-field__input ${B}__input`}
          part="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={props.placeholder || undefined}
          value={value.text}
          aria-busy={check.pending || undefined}
          onChange={(event) => {
            check.stop();
            number.onChange(event, country.announce);
          }}
          onKeyDown={(event) => event.key === 'Enter' && check.check()}
          onBlur={() => {
            control.touch();
            check.check();
          }}
        />
      </div>
    </Field>
  );
}
