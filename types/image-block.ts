// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/image-block/meta.ts';

export type * from '../elements/image-block/events.ts';
export { default } from '../elements/image-block/define.ts';

/** Properties of <vb-image-block>, each with its default when unset (from meta.ts). */
export type ImageBlockProps = PropsOf<typeof meta>;

/** <vb-image-block>: A responsive picture with a caption and a credit. The picture is your own `<img>` (with `srcset`, `sizes`, `width` and `height`), so it shows before any script and takes its room at once (no layout shift); the block adds the figure, the caption and the credit, decodes it off the main thread, and lets a picture below the fold wait (`loading="lazy"`) while one in view loads first. */
export interface VbImageBlockElement extends HTMLElement, ImageBlockProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-image-block': VbImageBlockElement;
  }
}
