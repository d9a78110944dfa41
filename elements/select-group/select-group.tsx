import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { FieldGroup, fieldClass, useFormControl } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useChoices, type Choice } from '../../src/hooks/use-choices.ts';
import type { SelectGroupEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { SelectGroupEvents } from './events.ts';

export type SelectGroupProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-select-group__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-select-group';

/** The values a comma-separated `value` attribute names ("music, service"). */
export function parseValueList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Checked at first: the `value` attribute's values when it names any option, else the options marked selected. */
export function defaultChecked(choices: readonly Choice[], value: string): string[] {
  const named = parseValueList(value).filter((v) => choices.some((c) => c.value === v));
  if (named.length > 0) return named;
  return choices.filter((c) => c.selected).map((c) => c.value);
}

/** Every checked value under the one name, as a set of checkboxes sharing a name submits them. */
export function groupFormData(name: string, values: readonly string[]): FormData | null {
  if (values.length === 0) return null;
  const data = new FormData();
  for (const value of values) data.append(name, value);
  return data;
}

export function SelectGroup(props: SelectGroupProps) {
  const { name, label, required, value, requiredMessage } = props;
  const host = useHost();
  const emit = useEmit<SelectGroupEvents>();
  const id = useDomId();
  const firstBox = useRef<HTMLInputElement>(null);
  const { choices, problems } = useChoices(host, props.options);
  /** The visitor's choices; null until they change one (the defaults follow the options and attributes until then). */
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const checked = useMemo(
    () => (chosen ? choices.filter((c) => chosen.includes(c.value)).map((c) => c.value) : defaultChecked(choices, value)),
    [chosen, choices, value],
  );

  const problemText = problems.join('; ');
  useEffect(() => {
    if (problemText) console.warn(`<${host.tag} name="${name}">: ${problemText}.`);
  }, [problemText, host.tag, name]);

  const error = required && checked.length === 0 ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const formValue = useMemo(() => groupFormData(name, checked), [name, checked]);
  const control = useFormControl({
    name,
    formValue,
    state: JSON.stringify(checked),
    error,
    anchor: firstBox,
    disabled: props.disabled,
    label,
    onReset: () => setChosen(null),
    onRestore: (saved) => {
      try {
        const parsed: unknown = JSON.parse(saved);
        if (Array.isArray(parsed)) setChosen(parsed.filter((v): v is string => typeof v === 'string'));
      } catch {
        // A state of another shape: keep what is shown.
      }
    },
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: changed, checked: on } = event.currentTarget;
    const next = on ? [...checked, changed] : checked.filter((v) => v !== changed);
    setChosen(next);
    emit('vb-select-group-change', { name, values: choices.filter((c) => next.includes(c.value)).map((c) => c.value) });
  };

  // Leaving the group (not moving between its boxes) shows its message, as leaving an input does.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) control.touch();
  };

  const invalid = control.showError;
  return (
    <FieldGroup
      id={id}
      field={props}
      block={BLOCK}
      control={control}
      className={fieldClass(`${C}fieldset`, invalid)}
      parts={{ group: 'field', legend: 'label' }}
      onBlur={onBlur}
    >
      <div className={`${C}options`} part="options">
        {choices.map((choice, i) => (
          <label key={choice.value} className={`${C}option`} part="option">
            <input
              ref={i === 0 ? firstBox : undefined}
              className={`${C}checkbox`}
              part="checkbox"
              type="checkbox"
              value={choice.value}
              checked={checked.includes(choice.value)}
              disabled={choice.disabled || undefined}
              aria-invalid={invalid || undefined}
              onChange={onChange}
            />
            <span className={`${C}option-label`}>{choice.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
