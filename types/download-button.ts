// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/download-button/meta.ts';
import type { DownloadButtonEvents } from '../elements/download-button/events.ts';

export type * from '../elements/download-button/events.ts';
export { default } from '../elements/download-button/define.ts';

/** Properties of <vb-download-button>, each with its default when unset (from meta.ts). */
export type DownloadButtonProps = PropsOf<typeof meta>;

/** <vb-download-button>: A button that downloads a file, or a video's largest MP4 source (spec section 7), and saves it under its name. Large files show their progress; a failure says 'Video download failed' (spec section 8) and the button can be pressed again. Each download sends a download analytic. */
export interface VbDownloadButtonElement extends HTMLElement, DownloadButtonProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-download-button': VbDownloadButtonElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-download-button-download': CustomEvent<DownloadButtonEvents['vb-download-button-download']>;
    'vb-download-button-error': CustomEvent<DownloadButtonEvents['vb-download-button-error']>;
  }
}
