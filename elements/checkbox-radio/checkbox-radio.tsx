import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { submitName, useConditionalRequirement } from '../../src/conditional-field.ts';
import { useWatchedField } from '../../src/field-watch.ts';
import { FieldGroup, fieldClass, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { trackChoice } from '../../src/field-analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useRovingTabIndex } from '../../src/hooks/use-roving-tab-index.ts';
import {
  formValueOf,
  initialSelection,
  optionsFromMarkup,
  optionsOf,
  preferEmail,
  requiresConditionalField,
  selectionFromState,
  type ChoiceType,
} from './checkbox-radio-logic.ts';
import { useChoices } from '../../src/hooks/use-choices.ts';
import type { CheckboxRadioEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';
import { useSmsEmailChoice } from '../../src/sms-email.ts';

export type { CheckboxRadioEvents } from './events.ts';

export type CheckboxRadioProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-checkbox-radio__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-checkbox-radio';
/** Given to useChoices so it reads the author's markup (the attribute is parsed here); one array, so its memo holds. */
const MARKUP_ONLY: unknown[] = [];
const NONE: string[] = [];

/**
 * A group of radios (one answer) or checkboxes (any number) as one native form control, with a legend. Radios follow
 * the WAI-ARIA APG radio group: one tab stop, arrow keys move and check.
 */
export function CheckboxRadio(props: CheckboxRadioProps) {
  const { name, label, required, value, conditionalField, requiredMessage } = props;
  const host = useHost();
  const emit = useEmit<CheckboxRadioEvents>();
  const id = useDomId();
  const type: ChoiceType = props.type;
  // Options from the `options` attribute, else the author's `<option>` children (as vb-select-box and vb-select-group read them).
  const fromMarkup = useChoices(host, MARKUP_ONLY).choices;
  const fromAttribute = Array.isArray(props.options) && props.options.length > 0;
  const source = useMemo(
    () => (fromAttribute ? { ...optionsOf(props.options), selected: NONE } : optionsFromMarkup(fromMarkup)),
    [fromAttribute, props.options, fromMarkup],
  );
  const { options, dropped } = source;

  useEffect(() => {
    if (dropped > 0) console.warn(`<${host.tag}>: ${dropped} of the options have no value or repeat one; they are left out.`);
  }, [dropped, host.tag]);

  // `value` names the start; without it, the `<option selected>` children do.
  const start = useMemo(() => initialSelection(value || source.selected.join(','), type, options), [value, source.selected, type, options]);
  const [selected, setSelected] = useState<string[]>(start);
  // `value` (and the options) give the starting selection; a page changing them selects now.
  const [startProp, setStartProp] = useState(start);
  if (start !== startProp) {
    setStartProp(start);
    setSelected(start);
  }

  const target = useWatchedField(host.element, conditionalField);
  const submittedName = submitName(name, target.elements);
  const fieldNames = [conditionalField, ...target.elements.flatMap((element) => [element.id, element.getAttribute('name') ?? ''])];
  const requiring = requiresConditionalField(options, selected, fieldNames);
  useConditionalRequirement(target.elements, requiring && !props.disabled, name || host.element.id || host.tag);

  // Spec section 5 'Phone': a phone country chosen disables the SMS option for good (as a native SMS radio is) and chooses EMAIL.
  const [smsOff, setSmsOff] = useState<string | null>(null);
  const withoutSms = (values: readonly string[]) => values.filter((v) => v !== smsOff);
  useSmsEmailChoice(host.element, () => {
    if (props.disabled) return false;
    const preferred = preferEmail(options, selected, type);
    const moved = preferred.selected.join('\n') !== selected.join('\n');
    if (moved) {
      setSelected(preferred.selected);
      emit('vb-checkbox-radio-change', { name: submittedName, values: preferred.selected });
    }
    if (preferred.sms !== smsOff) setSmsOff(preferred.sms);
    return moved || preferred.sms !== smsOff;
  });

  const first = useRef<HTMLInputElement>(null);
  const error: FieldError | null = required && selected.length === 0 ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name: submittedName,
    formValue: useMemo(() => formValueOf(submittedName, type, selected), [submittedName, type, selected]),
    state: JSON.stringify(selected),
    error,
    anchor: first,
    onReset: () => setSelected(withoutSms(start)),
    onRestore: (saved) => {
      const restored = selectionFromState(saved, options);
      if (restored) setSelected(withoutSms(type === 'radio' ? restored.slice(0, 1) : restored));
    },
    disabled: props.disabled,
    label,
  });

  useLayoutEffect(() => {
    // Page CSS and watching fields (vb-display-dependency, vb-text-area other-for) can read the selection.
    if (selected.length > 0) host.element.setAttribute('data-vb-value', selected.join(' '));
    else host.element.removeAttribute('data-vb-value');
  }, [host.element, selected]);

  const change = (next: string[]) => {
    // The option this change checked or unchecked (arrow keys on radios check the next one).
    const toggled =
      type === 'radio'
        ? options.find((option) => option.value === next[0])
        : options.find((option) => next.includes(option.value) !== selected.includes(option.value));
    setSelected(next);
    control.touch();
    emit('vb-checkbox-radio-change', { name: submittedName, values: next });
    if (toggled) {
      const checked = next.includes(toggled.value);
      trackChoice(host.element, type, { title: label || name, option: toggled.label, checked });
    }
  };

  const activeIndex = Math.max(
    0,
    options.findIndex((option) => selected.includes(option.value)),
  );
  const roving = useRovingTabIndex<HTMLInputElement>({
    count: options.length,
    active: activeIndex,
    onActiveChange: (index) => {
      const option = options[index];
      // The arrow keys do not choose a disabled SMS option (a native group passes over a disabled radio).
      if (option && option.value !== smsOff) change([option.value]);
    },
  });

  const invalid = control.showError;
  return (
    <FieldGroup
      id={id}
      field={props}
      block={BLOCK}
      control={control}
      className={fieldClass(`${C}group`, invalid)}
      parts={{ group: 'field', legend: 'label' }}
      role={type === 'radio' ? 'radiogroup' : undefined}
    >
      <div className={`${C}options`} part="options">
        {options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          const checked = selected.includes(option.value);
          const radioProps = type === 'radio' ? roving(index) : undefined;
          return (
            <div key={option.value} className={`vb-choice__row ${C}option`} part="option">
              <input
                {...radioProps}
                ref={(element) => {
                  radioProps?.ref(element);
                  if (index === 0) first.current = element;
                }}
                id={optionId}
                type={type}
                className={`vb-choice__input ${C}input`}
                part="input"
                value={option.value}
                checked={checked}
                disabled={option.value === smsOff || undefined}
                aria-invalid={type === 'checkbox' && invalid ? true : undefined}
                onChange={(event) => {
                  if (type === 'radio') change([option.value]);
                  else
                    change(
                      event.currentTarget.checked
                        ? options.filter((o) => o.value === option.value || selected.includes(o.value)).map((o) => o.value)
                        : selected.filter((v) => v !== option.value),
                    );
                }}
              />
              <label className={`vb-choice__label ${C}label`} htmlFor={optionId} part="option-label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
