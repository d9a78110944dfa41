/**
 * Element CSS is adopted as constructable stylesheets: no <style> elements, so it works under a
 * strict Content-Security-Policy, and one CSSStyleSheet object is shared by every instance.
 * Element CSS is written for the shadow root (:host, ::slotted). In light mode the same text is
 * rewritten to target the tag and adopted once into the document (or enclosing shadow root):
 * src/light-css.ts, which only light-mode code loads.
 */
import tokensCss from '../styles/tokens.css?inline';
import baseOnlyCss from '../styles/base.css?inline';

/** Tokens and base rules, adopted before every element's own sheet. */
export const baseCss = `${tokensCss}\n${baseOnlyCss}`;

export type StyleMode = 'shadow' | 'light';

const sheets = new Map<string, CSSStyleSheet>();

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

/** A shadow root gets the base sheet and the element's own. */
export function adoptStyles(root: ShadowRoot, tag: string, css: string): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet('base', baseCss), sheet(tag, css)];
}
