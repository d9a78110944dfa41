// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/campaigner/meta.ts';
import type { CampaignerEvents } from '../elements/campaigner/events.ts';

export type * from '../elements/campaigner/events.ts';
export { default } from '../elements/campaigner/define.ts';

/** Properties of <vb-campaigner>, each with its default when unset (from meta.ts). */
export type CampaignerProps = PropsOf<typeof meta>;

/** <vb-campaigner>: Content for the visitors of a campaign: shown when the visitor's campaign cookie (cid, set from a campaign link's ?cid=) is one of `campaign-ids`, and, when `unit` is given, that unit is one of `unit-ids` (spec section 6, dynamic display); or always, or never, by `mode`. It can end with a link that carries the visitor's campaign id on. */
export interface VbCampaignerElement extends HTMLElement, CampaignerProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-campaigner': VbCampaignerElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-campaigner-toggle': CustomEvent<CampaignerEvents['vb-campaigner-toggle']>;
  }
}
