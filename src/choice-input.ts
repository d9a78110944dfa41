/**
 * The shape of one option in an `options` attribute, apart from the hook that reads it (hooks/use-choices.ts), so
 * the elements' meta.ts and the package's typings name it without reaching React's types.
 */
/** One option as written in the `options` attribute: a string (value and label alike) or an object. */
export type ChoiceInput = string | { value: string; label?: string; disabled?: boolean; selected?: boolean };
