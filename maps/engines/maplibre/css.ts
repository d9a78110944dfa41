/**
 * MapLibre's stylesheet as text, for shadow roots: CSS imported the usual way lands in the document's
 * `<head>` and never reaches a shadow root (DESIGN.md section 4, point 5). Adopted as a constructable
 * stylesheet, which a strict CSP allows (no `style-src 'unsafe-inline'`).
 */
import css from 'maplibre-gl/dist/maplibre-gl.css?inline';

export const maplibreCss: string = css;

let sheet: CSSStyleSheet | undefined;

/** One shared sheet for every map on the page. */
export function maplibreStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(maplibreCss);
  }
  return sheet;
}

/** Adopts MapLibre's CSS into the document or shadow root `node` is in (once per root). */
export function adoptMaplibreCss(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof Document) && !(root instanceof ShadowRoot)) return;
  const shared = maplibreStyleSheet();
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}
