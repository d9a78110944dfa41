// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/preview-back-link/meta.ts';
import type { PreviewBackLinkEvents } from '../elements/preview-back-link/events.ts';

export type * from '../elements/preview-back-link/events.ts';
export { default } from '../elements/preview-back-link/define.ts';

/** Properties of <vb-preview-back-link>, each with its default when unset (from meta.ts). */
export type PreviewBackLinkProps = PropsOf<typeof meta>;

/** <vb-preview-back-link>: A banner for preview pages: the author's note ("You are viewing a preview") and a link back. It shows only when the host name contains `preview` or the address has `previewback=true`; everywhere else it renders nothing. Without `href` the link goes back in the browser history. */
export interface VbPreviewBackLinkElement extends HTMLElement, PreviewBackLinkProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-preview-back-link': VbPreviewBackLinkElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-preview-back-link-back': CustomEvent<PreviewBackLinkEvents['vb-preview-back-link-back']>;
  }
}
