// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { MissionaryPhoneNumbersProps } from '../elements/missionary-phone-numbers/missionary-phone-numbers.tsx';
import type { MissionaryPhoneNumbersEvents } from '../elements/missionary-phone-numbers/events.ts';

export type * from '../elements/missionary-phone-numbers/events.ts';
export type { MissionaryPhoneNumbersProps } from '../elements/missionary-phone-numbers/missionary-phone-numbers.tsx';
export { default } from '../elements/missionary-phone-numbers/define.ts';

/** <vb-missionary-phone-numbers>: The missionaries' phone numbers for one or more congregations (units), as tap-to-call links: GET /api/missionaryPhoneNumbers?unitIds=... (a unit without numbers gets its parent unit's). The first number per unit by default, grouped for reading; a loading state, and nothing (or a configured message) when there is no number or the service fails. */
export interface VbMissionaryPhoneNumbersElement extends HTMLElement, MissionaryPhoneNumbersProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-missionary-phone-numbers> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbMissionaryPhoneNumbersJsxProps = React.ClassAttributes<VbMissionaryPhoneNumbersElement> &
  Omit<
    React.HTMLAttributes<VbMissionaryPhoneNumbersElement>,
    | 'unitIds'
    | 'unit-ids'
    | 'units'
    | 'showAll'
    | 'show-all'
    | 'lineCount'
    | 'line-count'
    | 'format'
    | 'label'
    | 'loadingText'
    | 'loading-text'
    | 'emptyMessage'
    | 'empty-message'
    | 'render'
  > & {
    /** The units, as a comma list of unit ids (`365309,378885`). Numbers show in this order; a number already shown for an earlier unit is not repeated. */
    unitIds?: MissionaryPhoneNumbersProps['unitIds'];
    /** The units, as a comma list of unit ids (`365309,378885`). Numbers show in this order; a number already shown for an earlier unit is not repeated. */
    'unit-ids'?: string;
    /** Units with their parent unit, as a JSON list of `{ "unit": "…", "parent": "…" }` pairs (spec section 7). A unit without numbers shows its parent's; the server also does this for the parents it knows. Added after `unit-ids`. */
    units?: MissionaryPhoneNumbersProps['units'] | string;
    /** Show every number of each unit, not only the first (spec section 3: the first is shown). */
    showAll?: MissionaryPhoneNumbersProps['showAll'];
    /** Show every number of each unit, not only the first (spec section 3: the first is shown). */
    'show-all'?: boolean;
    /** How many lines the label and numbers (or the empty message) take on a phone (at most 30rem wide), 1 to 8: that room is kept before the script runs, while the numbers load and after, so the text below does not jump when they arrive. Wider screens keep one line. */
    lineCount?: MissionaryPhoneNumbersProps['lineCount'];
    /** How many lines the label and numbers (or the empty message) take on a phone (at most 30rem wide), 1 to 8: that room is kept before the script runs, while the numbers load and after, so the text below does not jump when they arrive. Wider screens keep one line. */
    'line-count'?: number | `${number}`;
    /** How numbers read: `international` (`+1 385 555 0108`), `national` (`(385) 555-0108`) or `as-given` (as the server wrote them; no formatting library is loaded). The link always dials the full international number. */
    format?: MissionaryPhoneNumbersProps['format'];
    /** The text before the numbers, which also names the list for screen readers. Empty: no label. */
    label?: MissionaryPhoneNumbersProps['label'];
    /** Shown while the numbers load. */
    loadingText?: MissionaryPhoneNumbersProps['loadingText'];
    /** Shown while the numbers load. */
    'loading-text'?: string;
    /** Shown when no unit has a number or the service failed (errors give an empty map). Empty (the default): the element shows nothing. */
    emptyMessage?: MissionaryPhoneNumbersProps['emptyMessage'];
    /** Shown when no unit has a number or the service failed (errors give an empty map). Empty (the default): the element shows nothing. */
    'empty-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-missionary-phone-numbers': VbMissionaryPhoneNumbersElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-missionary-phone-numbers-load': CustomEvent<MissionaryPhoneNumbersEvents['vb-missionary-phone-numbers-load']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-missionary-phone-numbers': VbMissionaryPhoneNumbersJsxProps;
    }
  }
}
