/** vb-checkbox-radio's pure rules: options from the attribute, the starting selection, what the form gets. */
import { channelOf } from '../../src/sms-email.ts';

export interface ChoiceOption {
  value: string;
  label: string;
  /** Marked for the conditional field (`"conditional": true`, or `data-conditional` on an `<option>`). */
  conditional?: boolean;
}

export type ChoiceType = 'radio' | 'checkbox';

/** The usable options of the `options` attribute: objects with a non-empty string value, each value once; the rest dropped. */
export function optionsOf(raw: unknown): { options: ChoiceOption[]; dropped: number } {
  if (!Array.isArray(raw)) return { options: [], dropped: 0 };
  const seen = new Set<string>();
  const options: ChoiceOption[] = [];
  let dropped = 0;
  for (const item of raw as unknown[]) {
    const record = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
    const value = typeof record?.value === 'string' ? record.value : typeof record?.value === 'number' ? String(record.value) : '';
    const label = typeof record?.label === 'string' && record.label.trim() !== '' ? record.label : value;
    if (value === '' || seen.has(value)) {
      dropped += 1;
      continue;
    }
    seen.add(value);
    options.push(record?.conditional === true ? { value, label, conditional: true } : { value, label });
  }
  return { options, dropped };
}

/**
 * The author's `<option>` children (read by src/hooks/use-choices.ts) as options. An option marked `selected`
 * is chosen at the start when the `value` attribute names none; options with an empty value are dropped.
 */
export function optionsFromMarkup(choices: readonly { value: string; label: string; selected: boolean; conditional?: boolean }[]): {
  options: ChoiceOption[];
  dropped: number;
  selected: string[];
} {
  const usable = choices.filter((choice) => choice.value !== '');
  return {
    options: usable.map(({ value, label, conditional }) => (conditional ? { value, label, conditional } : { value, label })),
    dropped: choices.length - usable.length,
    selected: usable.filter((choice) => choice.selected).map((choice) => choice.value),
  };
}

/** The `value` attribute as a selection: one value for radios, a comma-separated list for checkboxes; unknown values dropped. */
export function initialSelection(value: string, type: ChoiceType, options: readonly ChoiceOption[]): string[] {
  const known = new Set(options.map((option) => option.value));
  const wanted = type === 'radio' ? [value] : value.split(',').map((part) => part.trim());
  return wanted.filter((v, i) => v !== '' && known.has(v) && wanted.indexOf(v) === i).slice(0, type === 'radio' ? 1 : undefined);
}

/** What the form gets: nothing when none is selected; one value (radio); every selected value under the name (checkboxes). */
export function formValueOf(name: string, type: ChoiceType, selected: readonly string[]): string | FormData | null {
  if (selected.length === 0) return null;
  if (type === 'radio') return selected[0] ?? null;
  const data = new FormData();
  for (const value of selected) data.append(name, value);
  return data;
}

/** Back/forward and the session copy keep the selection as JSON. */
export function selectionFromState(state: string, options: readonly ChoiceOption[]): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(state);
    if (!Array.isArray(parsed)) return undefined;
    const known = new Set(options.map((option) => option.value));
    return parsed.filter((v): v is string => typeof v === 'string' && known.has(v));
  } catch {
    return undefined;
  }
}

/**
 * Whether the selection makes the conditional field required (spec section 5 'Checkbox': while the box is checked).
 * The options that do are the ones marked for it, and the ones whose value names the field (its reference, id or
 * name, any case); so in a yes/no group only Yes does, and choosing No releases the field. A group with no such
 * option is a list of channels (every option a subscription): any chosen option does.
 */
export function requiresConditionalField(options: readonly ChoiceOption[], selected: readonly string[], fieldNames: readonly string[]): boolean {
  const names = new Set(fieldNames.map((name) => name.trim().toLowerCase()).filter(Boolean));
  const marked = options.filter((option) => option.conditional === true || names.has(option.value.trim().toLowerCase()));
  return (marked.length > 0 ? marked : options).some((option) => selected.includes(option.value));
}

/**
 * Spec section 5 'Phone': a phone country chosen disables SMS confirmation and selects EMAIL. The selection without
 * the SMS option and with the EMAIL one (the only one, in a radio group), and the SMS option's value to disable.
 */
export function preferEmail(options: readonly ChoiceOption[], selected: readonly string[], type: ChoiceType): { selected: string[]; sms: string | null } {
  const sms = options.find((option) => channelOf(option.value) === 'sms')?.value ?? null;
  const email = options.find((option) => channelOf(option.value) === 'email')?.value;
  const kept = selected.filter((value) => value !== sms);
  if (email === undefined || kept.includes(email)) return { selected: kept, sms };
  if (type === 'radio') return { selected: [email], sms };
  return { selected: options.filter((option) => option.value === email || kept.includes(option.value)).map((option) => option.value), sms };
}
