/**
 * The floating-action area of spec section 1: one fixed-position container at the page's bottom
 * corner, into which the cookie-based display, floating action button, popup, remote trigger, speed
 * dial and icon blocks are placed, so they stack instead of covering one another.
 *
 *   import { floatingArea } from 'visitor-blocks/floating-area';   // or src/floating-area.ts
 *   floatingArea().append(document.querySelector('vb-floating-action-button'));
 *   floatingArea({ corner: 'left' });                               // the bottom-left corner instead
 *
 * - One per page and corner: calling again returns the same container. A page that wants it in its own
 *   markup writes `<div data-vb-floating-area></div>` (or `data-vb-floating-area="left"`) anywhere in the
 *   body and it is used instead of a new one.
 * - It sits `--vb-floating-area-offset` (default 1rem) from the corner, plus the device's safe-area
 *   insets (notches, home indicator: `env(safe-area-inset-*)`, which needs `viewport-fit=cover` in the
 *   page's viewport meta to be non-zero). `--vb-floating-area-gap` spaces the blocks;
 *   `--vb-floating-area-z-index` (default 1000) sets its stacking level.
 * - The first block placed sits at the bottom; later ones stack above it. The container itself lets
 *   clicks through (pointer-events: none), its blocks do not.
 * - Its CSS is a constructable stylesheet in the `visitor-blocks` cascade layer: CSP-safe, and the
 *   page's own CSS wins.
 */

export type FloatingCorner = 'right' | 'left';

export interface FloatingAreaOptions {
  /** Bottom-right (default) or bottom-left. Physical, because safe-area insets are. */
  corner?: FloatingCorner;
}

export const FLOATING_AREA_ATTRIBUTE = 'data-vb-floating-area';
export const FLOATING_AREA_CLASS = 'vb-floating-area';

export const FLOATING_AREA_CSS = `@layer visitor-blocks {
.${FLOATING_AREA_CLASS} {
  --_vb-floating-area-offset: var(--vb-floating-area-offset, 1rem);
  position: fixed;
  z-index: var(--vb-floating-area-z-index, 1000);
  bottom: calc(var(--_vb-floating-area-offset) + env(safe-area-inset-bottom, 0px));
  right: calc(var(--_vb-floating-area-offset) + env(safe-area-inset-right, 0px));
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: var(--vb-floating-area-gap, 0.75rem);
  max-height: calc(100dvh - 2 * var(--_vb-floating-area-offset) - env(safe-area-inset-top, 0px) - env(safe-area-inset-bottom, 0px));
  pointer-events: none;
}
.${FLOATING_AREA_CLASS}--left {
  right: auto;
  left: calc(var(--_vb-floating-area-offset) + env(safe-area-inset-left, 0px));
  align-items: flex-start;
}
.${FLOATING_AREA_CLASS} > * {
  pointer-events: auto;
}
@media print {
  .${FLOATING_AREA_CLASS} {
    display: none;
  }
}
}`;

let sheet: CSSStyleSheet | undefined;

function adoptCss(doc: Document): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(FLOATING_AREA_CSS);
  }
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** The page's floating-action area for a corner, created (and its CSS adopted) on first use. */
export function floatingArea(options: FloatingAreaOptions = {}): HTMLElement {
  const corner: FloatingCorner = options.corner === 'left' ? 'left' : 'right';
  adoptCss(document);
  const existing = Array.from(document.querySelectorAll<HTMLElement>(`[${FLOATING_AREA_ATTRIBUTE}]`)).find(
    (area) => (area.getAttribute(FLOATING_AREA_ATTRIBUTE) === 'left' ? 'left' : 'right') === corner,
  );
  const area = existing ?? document.createElement('div');
  area.setAttribute(FLOATING_AREA_ATTRIBUTE, corner);
  area.classList.add(FLOATING_AREA_CLASS);
  area.classList.toggle(`${FLOATING_AREA_CLASS}--left`, corner === 'left');
  if (!existing) document.body.append(area);
  return area;
}
