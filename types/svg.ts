// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/svg/meta.ts';
import type { SvgEvents } from '../elements/svg/events.ts';

export type * from '../elements/svg/events.ts';
export { default } from '../elements/svg/define.ts';

/** Properties of <vb-svg>, each with its default when unset (from meta.ts). */
export type SvgProps = PropsOf<typeof meta>;

/** <vb-svg>: An icon by name: `{static directory}/svgs/{name}.svg`, fetched once per page and name and kept in session storage, sanitised (DOMPurify's SVG profile: no scripts, event handlers, `javascript:` links or `<foreignObject>`) before it reaches the page. With `label` it is a meaningful image with that name (and a title); without, it is decorative and hidden from assistive technology. */
export interface VbSvgElement extends HTMLElement, SvgProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-svg': VbSvgElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-svg-load': CustomEvent<SvgEvents['vb-svg-load']>;
    'vb-svg-error': CustomEvent<SvgEvents['vb-svg-error']>;
  }
}
