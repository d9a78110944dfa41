/**
 * Light-mode CSS: an element's shadow-root CSS (:host, ::slotted) rewritten to target its tag, adopted once per
 * document (or enclosing shadow root). Loaded only by light-mode code (src/light-host.ts, src/more-styles.ts).
 */
import { baseCss, sheet } from './styles.ts';

const adoptedLight = new WeakMap<Document | ShadowRoot, Set<string>>();

/**
 * Rewrite shadow-root CSS for a light-DOM element: `@scope (tag)` keeps every rule inside the
 * element (as the shadow root did), and a cascade layer lets the page's own (unlayered) CSS win.
 */
export function toLightCss(scope: string, css: string): string {
  const body = css
    .replace(/:host\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, ':scope:is($1)')
    .replace(/:host\b/g, ':scope')
    .replace(/::slotted\(([^()]*)\)/g, '[data-vb-slot] > :is($1)');
  return `@layer visitor-blocks {\n@scope (${scope}) {\n${body}\n}\n}`;
}

/** The base sheet (once per root) and the element's own, scoped to light-mode hosts of `tag`. */
export function adoptLightStyles(root: Document | ShadowRoot, tag: string, css: string): void {
  const done = adoptedLight.get(root) ?? new Set<string>();
  if (done.has(tag)) return;
  done.add(tag);
  adoptedLight.set(root, done);
  const base = done.has('base') ? [] : [sheet('base:light', toLightCss('[data-vb-render="light"]', baseCss))];
  done.add('base');
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...base, sheet(`${tag}:light`, toLightCss(`${tag}[data-vb-render="light"]`, css))];
}
