import { useLayoutEffect, useRef, useState } from 'react';
import { submitName, useConditionalRequirement } from '../../src/conditional-field.ts';
import { useWatchedField } from '../../src/field-watch.ts';
import { fieldClass, FieldHint, FieldMessage, inputProps, RequiredMark, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { trackChoice } from '../../src/field-analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { CheckBoxEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';
import { channelOf, useSmsEmailChoice } from '../../src/sms-email.ts';

export type { CheckBoxEvents } from './events.ts';

export type CheckBoxProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-check-box__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-check-box';
/** What the session copy and back/forward keep: both states, so an unchecked default-checked box stays unchecked. */
const CHECKED = 'checked';
const UNCHECKED = 'unchecked';

/**
 * One checkbox as a native form control (its `value` is submitted under its name while checked). With
 * `conditional-field` it makes that field required while checked (spec section 5 'Checkbox').
 */
export function CheckBox(props: CheckBoxProps) {
  const { name, label, hint, required, value, conditionalField, requiredMessage } = props;
  const host = useHost();
  const emit = useEmit<CheckBoxEvents>();
  const id = `${useDomId()}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState(props.checked);
  // `checked` is the default (form reset goes back to it); a page changing it checks or unchecks now.
  const [checkedProp, setCheckedProp] = useState(props.checked);
  if (props.checked !== checkedProp) {
    setCheckedProp(props.checked);
    setChecked(props.checked);
  }

  // Spec section 5 'Phone': a phone country chosen disables an SMS box for good (as a native SMS box is) and checks an EMAIL one.
  const [smsOff, setSmsOff] = useState(false);
  const disabled = props.disabled || smsOff;

  const target = useWatchedField(host.element, conditionalField);
  const submittedName = submitName(name, target.elements);
  useConditionalRequirement(target.elements, checked && !disabled, name || host.element.id || host.tag);

  useSmsEmailChoice(host.element, () => {
    const channel = channelOf(value);
    const next = channel === 'sms' ? false : channel === 'email' && !disabled ? true : checked;
    if (next !== checked) {
      setChecked(next);
      emit('vb-check-box-change', { name: submittedName, checked: next, value });
    }
    if (channel === 'sms' && !smsOff) setSmsOff(true);
    return next !== checked || (channel === 'sms' && !smsOff);
  });

  const error: FieldError | null = required && !checked ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name: submittedName,
    formValue: checked ? value : null,
    state: checked ? CHECKED : UNCHECKED,
    error,
    anchor: input,
    onReset: () => setChecked(props.checked),
    onRestore: (saved) => {
      if (saved === CHECKED || saved === UNCHECKED) setChecked(saved === CHECKED);
    },
    disabled,
    label,
  });

  // Page CSS and other fields (a text area's "other" link, a display dependency) can see the state.
  useLayoutEffect(() => {
    host.element.toggleAttribute('data-vb-checked', checked);
  }, [host.element, checked]);

  const invalid = control.showError;
  return (
    <div className={fieldClass(`${C}field`, invalid)} part="field">
      <div className={`vb-choice__row ${C}row`}>
        <input
          {...inputProps(control, { id, hint, required, invalid })}
          ref={input}
          type="checkbox"
          part="input"
          className={`vb-choice__input ${C}input`}
          checked={checked}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setChecked(next);
            control.touch();
            emit('vb-check-box-change', { name: submittedName, checked: next, value });
            trackChoice(host.element, 'checkbox', { title: label || name, option: label || value, checked: next });
          }}
        />
        {label ? (
          <label className={`vb-field__label vb-choice__label ${C}label`} htmlFor={id} part="label">
            {label}
            {required ? <RequiredMark block={BLOCK} /> : null}
          </label>
        ) : null}
      </div>
      <FieldHint id={id} block={BLOCK} hint={hint} />
      <FieldMessage id={id} block={BLOCK}>
        {invalid && error ? error.message : ''}
      </FieldMessage>
    </div>
  );
}
