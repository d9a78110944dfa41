/** What each part's field shows (its id, label, requirement and message) and a text part's value and edits. */
import type { Part } from './address-logic.ts';
import type { PartField } from './address-parts.tsx';

export interface PartFieldsInput {
  /** The block's DOM id: each part's id is `${id}-${part}`. */
  id: string;
  isRequired: (part: Part) => boolean;
  missing: readonly Part[];
  touched: ReadonlySet<Part>;
  /** A submit was tried: every missing part shows its message. */
  showError: boolean;
  requiredMessage: string;
  disabled: boolean;
  parts: Record<TextPartName | 'state', string>;
  setPart: (part: Part, box: HTMLInputElement | HTMLSelectElement) => void;
  touch: (part: Part) => void;
}

export type TextPartName = 'line2' | 'city' | 'zip';

export function partFields(input: PartFieldsInput) {
  const showMessage = (part: Part) => (input.showError || input.touched.has(part)) && input.missing.includes(part);
  const field = (part: Part, label: string): PartField => ({
    id: `${input.id}-${part}`,
    label,
    required: input.isRequired(part),
    message: showMessage(part) ? input.requiredMessage : '',
    invalid: showMessage(part),
    disabled: input.disabled,
  });
  const text = (part: TextPartName, label: string, autoComplete: string) => ({
    ...field(part, label),
    autoComplete,
    value: input.parts[part],
    onChange: (box: HTMLInputElement) => input.setPart(part, box),
    onBlur: () => input.touch(part),
  });
  const select = (part: 'state', label: string) => ({
    ...field(part, label),
    value: input.parts[part],
    onChange: (box: HTMLSelectElement) => input.setPart(part, box),
    onBlur: () => input.touch(part),
  });
  return { field, text, select };
}

export type PartFields = ReturnType<typeof partFields>;
