// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/unit-finder/meta.ts';
import type { UnitFinderEvents } from '../elements/unit-finder/events.ts';

export type * from '../elements/unit-finder/events.ts';
export { default } from '../elements/unit-finder/define.ts';

/** Properties of <vb-unit-finder>, each with its default when unset (from meta.ts). */
export type UnitFinderProps = PropsOf<typeof meta>;

/** <vb-unit-finder>: The congregation finder: a visitor types an address (or uses the device location) and sees the congregations nearby on a map and in a list, nearest first, with the meeting time, distance, address, missionary phone number, directions and an add-to-calendar link; filters by language and type; the search lives in the URL (`location`, `languages`, `unit`). `variant="giving-machines"` shows the giving-machine locations instead. Every attribute is optional: a bare element searches the same-origin maps service with English wording. */
export interface VbUnitFinderElement extends HTMLElement, UnitFinderProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-unit-finder': VbUnitFinderElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-unit-finder-search': CustomEvent<UnitFinderEvents['vb-unit-finder-search']>;
    'vb-unit-finder-select': CustomEvent<UnitFinderEvents['vb-unit-finder-select']>;
    'vb-unit-finder-filter': CustomEvent<UnitFinderEvents['vb-unit-finder-filter']>;
    'vb-unit-finder-form': CustomEvent<UnitFinderEvents['vb-unit-finder-form']>;
    'vb-map-legal-error': CustomEvent<UnitFinderEvents['vb-map-legal-error']>;
    'vb-unit-finder-error': CustomEvent<UnitFinderEvents['vb-unit-finder-error']>;
  }
}
