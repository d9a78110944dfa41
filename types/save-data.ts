// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/save-data/meta.ts';
import type { SaveDataEvents } from '../elements/save-data/events.ts';

export type * from '../elements/save-data/events.ts';
export { default } from '../elements/save-data/define.ts';

/** Properties of <vb-save-data>, each with its default when unset (from meta.ts). */
export type SaveDataProps = PropsOf<typeof meta>;

/** <vb-save-data>: Keeps a visitor's chosen values of the fields inside it (native inputs and the form fields) for 365 days in a cookie, and gives them back on their next visit, on this page or any page with a field of the same name. Never a field marked sensitive, a password, a file, a card number or a one-time code. */
export interface VbSaveDataElement extends HTMLElement, SaveDataProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-save-data': VbSaveDataElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-save-data-restore': CustomEvent<SaveDataEvents['vb-save-data-restore']>;
    'vb-save-data-save': CustomEvent<SaveDataEvents['vb-save-data-save']>;
  }
}
