// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/autocomplete/meta.ts';
import type { AutocompleteEvents } from '../elements/autocomplete/events.ts';

export type * from '../elements/autocomplete/events.ts';
export { default } from '../elements/autocomplete/define.ts';

/** Properties of <vb-autocomplete>, each with its default when unset (from meta.ts). */
export type AutocompleteProps = PropsOf<typeof meta>;

/** <vb-autocomplete>: A text box that suggests answers as the visitor types (the WAI-ARIA combobox pattern with a listbox): the options come from the `options` attribute (JSON), from `<option>` elements inside the tag, or from a URL (`src`) asked with the typed text. Only the newest question's answer is shown, a URL is asked after a pause in typing, and a query with no match says so. A native form control: the form submits the chosen option's value, or the typed text. */
export interface VbAutocompleteElement extends HTMLElement, AutocompleteProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-autocomplete': VbAutocompleteElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-autocomplete-choose': CustomEvent<AutocompleteEvents['vb-autocomplete-choose']>;
  }
}
