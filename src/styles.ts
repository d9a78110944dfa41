/**
 * Element CSS is adopted as constructable stylesheets: no <style> elements, so it works under a
 * strict Content-Security-Policy, and one CSSStyleSheet object is shared by every instance.
 * Element CSS is written for the shadow root (:host, ::slotted). In light mode the same text is
 * rewritten to target the tag and adopted once into the document (or enclosing shadow root).
 */
import tokensCss from '../styles/tokens.css?inline';
import baseOnlyCss from '../styles/base.css?inline';

const baseCss = `${tokensCss}\n${baseOnlyCss}`;

export type StyleMode = 'shadow' | 'light';

const sheets = new Map<string, CSSStyleSheet>();
const adoptedLight = new WeakMap<Document | ShadowRoot, Set<string>>();

/** One shared sheet per key (also for src/more-styles.ts). */
export function sheet(key: string, text: string): CSSStyleSheet {
  let s = sheets.get(key);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(text);
    sheets.set(key, s);
  }
  return s;
}

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

export function adoptStyles(root: Document | ShadowRoot, tag: string, css: string, mode: StyleMode): void {
  if (mode === 'shadow') {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet('base', baseCss), sheet(tag, css)];
    return;
  }
  const done = adoptedLight.get(root) ?? new Set<string>();
  if (done.has(tag)) return;
  done.add(tag);
  adoptedLight.set(root, done);
  const base = done.has('base') ? [] : [sheet('base:light', toLightCss('[data-vb-render="light"]', baseCss))];
  done.add('base');
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...base, sheet(`${tag}:light`, toLightCss(`${tag}[data-vb-render="light"]`, css))];
}
