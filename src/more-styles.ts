/**
 * A further sheet for an element, adopted when the part that needs it first renders (the poll's results
 * come with their view, not with the element). Apart from styles.ts so that only the code that needs it
 * ships it. Idempotent: once per shadow root, or once per document (or enclosing shadow root) in light
 * mode, scoped as light-mode CSS is (src/light-css.ts).
 */
import { toLightCss } from './light-css.ts';
import { sheet, type StyleMode } from './styles.ts';

export function adoptMoreStyles(element: HTMLElement, mode: StyleMode, tag: string, key: string, css: string): void {
  const root = mode === 'shadow' ? element.shadowRoot : (element.getRootNode() as Document | ShadowRoot);
  if (!root) return;
  const own = mode === 'shadow' ? sheet(key, css) : sheet(`${key}:light`, toLightCss(`${tag}[data-vb-render="light"]`, css));
  if (!root.adoptedStyleSheets.includes(own)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
}
