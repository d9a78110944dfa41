// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/missionary-phone-numbers/meta.ts';
import type { MissionaryPhoneNumbersEvents } from '../elements/missionary-phone-numbers/events.ts';

export type * from '../elements/missionary-phone-numbers/events.ts';
export { default } from '../elements/missionary-phone-numbers/define.ts';

/** Properties of <vb-missionary-phone-numbers>, each with its default when unset (from meta.ts). */
export type MissionaryPhoneNumbersProps = PropsOf<typeof meta>;

/** <vb-missionary-phone-numbers>: The missionaries' phone numbers for one or more congregations (units), as tap-to-call links: GET /api/missionaryPhoneNumbers?unitIds=... (a unit without numbers gets its parent unit's). The first number per unit by default, grouped for reading; a loading state; nothing (or a configured message) when no number is listed, and a short message when the service fails. */
export interface VbMissionaryPhoneNumbersElement extends HTMLElement, MissionaryPhoneNumbersProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-missionary-phone-numbers': VbMissionaryPhoneNumbersElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-missionary-phone-numbers-load': CustomEvent<MissionaryPhoneNumbersEvents['vb-missionary-phone-numbers-load']>;
  }
}
