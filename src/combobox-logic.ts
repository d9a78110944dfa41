/**
 * Keyboard over a list of options, the one rule set of the house (WAI-ARIA APG combobox pattern with a listbox
 * popup, and the listbox pattern): pure, so node tests cover every key. The React kit (src/hooks/use-combobox.ts)
 * and vanilla DOM controls (maps/controls/maptype.ts) both stand on it.
 *
 * The one wrap rule: Down on the last option goes to the first, Up on the first goes to the last, as the APG's
 * editable combobox examples do ("If visual focus is on the last option, moves visual focus to the first option").
 * Home and End jump to the ends while no text is being edited; in a box with typed text they move the caret.
 */

/** What a key does to the list. `ignore`: not the list's key, leave it alone (and its default). */
export type ComboboxAction =
  | { kind: 'open'; index: number }
  | { kind: 'move'; index: number; buffer?: string }
  | { kind: 'choose'; index: number }
  /** Escape: close, the key is used up. */
  | { kind: 'close' }
  /** Tab: close, and let focus move on (no preventDefault). */
  | { kind: 'leave' }
  /** A key of the list's that changes nothing (Enter on an empty list): still used up. */
  | { kind: 'stay' }
  | { kind: 'ignore' };

export interface ComboboxKeyInput {
  key: string;
  open: boolean;
  /** How many options the list shows. */
  count: number;
  /** The active (visually focused) option; -1 for none. */
  active: number;
  /**
   * The option a closed list opens on (the selected one); -1 for a list with no current option (suggestions):
   * Down opens on the first option and Up on the last (APG combobox: "Up Arrow: places focus on the last").
   */
  startIndex?: number;
  /** The text the visitor typed in an editable box: while it is not empty, Home and End belong to the text. */
  query?: string;
  /** A select-only list (no text box): Space chooses, as Enter does, and printable keys type ahead. */
  selectOnly?: boolean;
  /** For type-ahead: the option labels, and the characters typed so far (reset by the caller after TYPE_AHEAD_MS). */
  labels?: readonly string[];
  buffer?: string;
  /**
   * The typed text is the value and the options only suggest (address suggestions, a search): the list is shown
   * only while it has options, so with none no key is the list's; and Enter with no active option is the box's own
   * (it submits the form).
   */
  freeText?: boolean;
}

/** A pause this long ends a type-ahead word (APG listbox: "type multiple characters in rapid succession"). */
export const TYPE_AHEAD_MS = 500;

/** The next option in a direction, by the one wrap rule; -1 when the list is empty. */
export function stepActive(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/** Lower case without accents, so "é" types ahead to "Écosse". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The option type-ahead lands on: the first label starting with `typed`, searched from the active option on
 * (from the one after it when the same letter is pressed again, so repeated presses cycle); -1 when none.
 */
export function typeAheadIndex(labels: readonly string[], typed: string, active: number): number {
  const count = labels.length;
  if (count === 0 || typed === '') return -1;
  const prefix = fold(typed);
  const repeated = [...prefix].every((char) => char === prefix[0]);
  const needle = repeated ? (prefix[0] ?? '') : prefix;
  const from = repeated || active < 0 ? active + 1 : active;
  for (let i = 0; i < count; i += 1) {
    const index = (from + i + count) % count;
    if (fold(labels[index] ?? '').startsWith(needle)) return index;
  }
  return -1;
}

function isPrintable(key: string): boolean {
  return [...key].length === 1 && key !== ' ';
}

/** What `key` does (the APG keys: arrows, Home, End, Enter, Escape, Tab; Space and type-ahead in a select-only list). */
export function comboboxKey(input: ComboboxKeyInput): ComboboxAction {
  const { key, open, count, active, startIndex = 0, query = '', selectOnly = false, freeText = false } = input;
  if (freeText && count === 0) return { kind: 'ignore' };
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (!open) return { kind: 'open', index: startIndex < 0 ? stepActive(-1, count, key === 'ArrowDown' ? 1 : -1) : Math.min(startIndex, count - 1) };
      if (count === 0) return { kind: 'stay' };
      return { kind: 'move', index: stepActive(active, count, key === 'ArrowDown' ? 1 : -1) };
    case 'Home':
    case 'End':
      if (!open || count === 0 || query !== '') return { kind: 'ignore' };
      return { kind: 'move', index: key === 'Home' ? 0 : count - 1 };
    case 'Enter':
      if (!open) return { kind: 'ignore' };
      if (active >= 0 && active < count) return { kind: 'choose', index: active };
      return freeText ? { kind: 'ignore' } : { kind: 'stay' };
    case ' ':
      if (!open || !selectOnly) return { kind: 'ignore' };
      return active >= 0 && active < count ? { kind: 'choose', index: active } : { kind: 'stay' };
    case 'Escape':
      return open ? { kind: 'close' } : { kind: 'ignore' };
    case 'Tab':
      return open ? { kind: 'leave' } : { kind: 'ignore' };
    default: {
      if (!open || !selectOnly || !input.labels || !isPrintable(key)) return { kind: 'ignore' };
      const buffer = (input.buffer ?? '') + key;
      const index = typeAheadIndex(input.labels, buffer, active);
      return { kind: 'move', index: index === -1 ? active : index, buffer };
    }
  }
}
