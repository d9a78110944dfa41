import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Field, inputProps, useFormControl } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useChoices, type Choice } from '../../src/hooks/use-choices.ts';
import type { SelectBoxEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { SelectBoxEvents } from './events.ts';

export type SelectBoxProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-select-box__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-select-box';

/**
 * The default choice, as a native select makes it: the `value` attribute when it names an option, else an option
 * marked selected, else the placeholder (an empty value), else the first enabled option.
 */
export function defaultChoice(choices: readonly Choice[], value: string, placeholder: string): string {
  if (value && choices.some((c) => c.value === value)) return value;
  const selected = choices.find((c) => c.selected);
  if (selected) return selected.value;
  if (placeholder) return '';
  return choices.find((c) => !c.disabled)?.value ?? '';
}

export function SelectBox(props: SelectBoxProps) {
  const { name, label, hint, required, value, placeholder, requiredMessage } = props;
  const host = useHost();
  const emit = useEmit<SelectBoxEvents>();
  const id = `${useDomId()}-select`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const { choices, problems } = useChoices(host, props.options);
  /** The visitor's choice; null until they choose (the default follows the options and attributes until then). */
  const [chosen, setChosen] = useState<string | null>(null);
  const known = chosen === '' ? Boolean(placeholder) : chosen !== null && choices.some((c) => c.value === chosen);
  const current = known && chosen !== null ? chosen : defaultChoice(choices, value, placeholder);

  const problemText = problems.join('; ');
  useEffect(() => {
    if (problemText) console.warn(`<${host.tag} name="${name}">: ${problemText}.`);
  }, [problemText, host.tag, name]);

  const error = required && current === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name,
    formValue: current,
    error,
    anchor: selectRef,
    disabled: props.disabled,
    label,
    onReset: () => setChosen(null),
    onRestore: (saved) => setChosen(saved),
  });

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    setChosen(next);
    control.touch();
    emit('vb-select-box-change', { name, value: next });
  };

  const invalid = control.showError;
  return (
    <Field id={id} label={label} hint={hint || undefined} required={required} message={invalid && error ? error.message : ''} invalid={invalid} block={BLOCK}>
      <select
        {...inputProps(control, { id, hint, required, invalid })}
        ref={selectRef}
        className={`vb-field__input ${C}select`}
        part="select"
        value={current}
        onChange={onChange}
        onBlur={control.touch}
      >
        {placeholder || choices.length === 0 ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
