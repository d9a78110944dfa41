/**
 * What the content block reads from the rendered page: line boxes, what lies below the fold, the
 * first heading. The decisions made from these live in clamp.ts.
 */
import { nthLineBottom, parseDuration, type Box } from './clamp.ts';
import { FOCUSABLE } from '../../src/focusable.ts';

/** An element whose top is this close to the fold counts as below it (nothing of it is readable). */
export const FOLD_EDGE_PX = 1;
/** Used when --vb-duration cannot be read. */
const FALLBACK_DURATION_MS = 200;
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

export function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** `--vb-duration` as milliseconds ('200ms', '0.3s'). */
export function durationMs(element: Element): number {
  return parseDuration(getComputedStyle(element).getPropertyValue('--_vb-tokens-duration'), FALLBACK_DURATION_MS);
}

function lineHeightOf(element: Element): number {
  const style = getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  // 'normal' is about 1.2 em in every common font.
  return Number.isFinite(lineHeight) ? lineHeight : Number.parseFloat(style.fontSize) * 1.2;
}

/** The collapsed height before snapping: the same `lines * 1lh` the stylesheet starts with. */
export function collapsedLimit(viewport: Element, lines: number): number {
  return lines * lineHeightOf(viewport);
}

/** Elements that sit on a line as one box; their insides are not lines of text. */
const ATOMIC = 'img, svg, video, audio, iframe, canvas, object, embed, input, button, select, textarea, picture, math';
/**
 * The bottom of the content's `lines`-th rendered line, in px from its top, or null when the content
 * has no more lines than that. Counting rendered line boxes (a heading's line counts as one, an image
 * as one) rather than multiplying the line-height means margins never eat into the lines shown, and
 * the collapsed view never ends in half a line of text.
 */
export function lineBottomOf(inner: Element, lines: number): number | null {
  const origin = inner.getBoundingClientRect().top;
  const boxes: Box[] = [];
  const add = (rect: DOMRect, halfLeading = 0) => {
    if (rect.height > 0) boxes.push([rect.top - origin - halfLeading, rect.bottom - origin + halfLeading]);
  };
  const range = document.createRange();
  const visit = (node: Node): void => {
    if (node instanceof Text) {
      if (!node.data.trim() || !node.parentElement) return;
      range.selectNodeContents(node);
      // A text rect is the glyphs' box; the line box adds half the leading above and below.
      const leading = Number.parseFloat(getComputedStyle(node.parentElement).lineHeight);
      for (const rect of Array.from(range.getClientRects())) add(rect, Number.isFinite(leading) ? Math.max(0, (leading - rect.height) / 2) : 0);
      return;
    }
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLSlotElement) {
      node.assignedNodes({ flatten: true }).forEach(visit);
      return;
    }
    if (node.matches(ATOMIC)) {
      add(node.getBoundingClientRect());
      return;
    }
    if (getComputedStyle(node).display === 'none') return;
    node.childNodes.forEach(visit);
  };
  inner.childNodes.forEach(visit);
  range.detach();
  return nthLineBottom(boxes, lines);
}

/** The author's elements in the content wrapper: through the <slot> (shadow) or the display:contents wrapper (light). */
function authorChildren(element: Element): Element[] {
  if (element instanceof HTMLSlotElement) return element.assignedElements({ flatten: true });
  return Array.from(element.children);
}

/**
 * Elements entirely below the fold, plus focusable elements whose first line is below it.
 * Straddling containers are entered rather than made inert, so the visible part stays usable.
 */
export function belowFold(inner: Element, fold: number): Element[] {
  const found: Element[] = [];
  const visit = (element: Element): void => {
    if (element instanceof HTMLSlotElement) {
      authorChildren(element).forEach(visit);
      return;
    }
    const display = getComputedStyle(element).display;
    if (display === 'none') return;
    if (display === 'contents') {
      Array.from(element.children).forEach(visit);
      return;
    }
    const rect = element.getBoundingClientRect();
    if (rect.top >= fold - FOLD_EDGE_PX) {
      found.push(element);
      return;
    }
    if (rect.bottom <= fold + FOLD_EDGE_PX) return;
    // What keyboard focus can reach, straddling the fold, is judged by its first line.
    if (element.matches(FOCUSABLE)) {
      const first = element.getClientRects()[0];
      if (first && first.bottom > fold + FOLD_EDGE_PX) {
        found.push(element);
        return;
      }
    }
    Array.from(element.children).forEach(visit);
  };
  Array.from(inner.children).forEach(visit);
  return found;
}

export function firstHeading(inner: Element): string {
  const search = (elements: Element[]): string => {
    for (const element of elements) {
      if (element instanceof HTMLSlotElement) {
        const text = search(authorChildren(element));
        if (text) return text;
        continue;
      }
      const heading = element.matches(HEADING) ? element : element.querySelector(HEADING);
      const text = clean(heading?.textContent);
      if (text) return text;
    }
    return '';
  };
  return search(Array.from(inner.children));
}
