/**
 * Light-mode CSS: an element's shadow-root CSS (:host, ::slotted) rewritten to target its tag, adopted once per
 * document (or enclosing shadow root). Loaded only by light-mode code (src/light-host.ts, src/more-styles.ts).
 */
import { baseCss, sheet } from './styles.ts';

/** The cascade layer of every light-mode sheet: the page's own unlayered CSS wins over it. */
const LAYER = 'visitor-blocks';

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
  return `@layer ${LAYER} {\n@scope (${scope}) {\n${body}\n}\n}`;
}

/**
 * The elements a block renders that a page's element defaults restyle: a CSS framework's reboot (Bootstrap's
 * `legend { float: left; font-size: calc(1.275rem + .3vw) }`, `ul { padding-left: 2rem }`, `label { display: inline-block }`)
 * is unlayered, so it beats the block's own rules in their layer, whatever their specificity.
 */
const SHIELDED =
  'a, abbr, b, blockquote, button, caption, code, dd, details, dialog, div, dl, dt, em, fieldset, figcaption, figure, footer, form, ' +
  'h1, h2, h3, h4, h5, h6, header, hr, i, img, input, label, legend, li, mark, meter, nav, ol, optgroup, option, output, p, picture, ' +
  'pre, progress, section, select, small, span, strong, sub, summary, sup, svg, table, tbody, td, textarea, tfoot, th, thead, time, tr, ul';

/**
 * Unlayered, so it outranks those element defaults inside a light-mode block's own markup: a type selector here is as
 * specific as theirs and nearer (`@scope` proximity), and `revert-layer` hands every property back to the block's layer
 * (or the browser's default), as on a page without the framework. A page rule with a class, an id or any context
 * (`.site legend`, `main ul`, `[part~='answer']`) is more specific and still reaches in, and the author's own content
 * (inside `[data-vb-slot]`, the scope's lower bound) keeps the site's typography. One important rule too, in the
 * block's layer (which outranks the page's unlayered important ones): Bootstrap's `[hidden] { display: none !important }`
 * would take a panel hidden `until-found` (a closed drawer, unveil's content) out of the browser's find in page.
 */
const SHIELD_SCOPE = '@scope ([data-vb-render="light"]) to ([data-vb-slot])';
export const LIGHT_SHIELD_CSS =
  `${SHIELD_SCOPE} {\n:is(${SHIELDED}) { all: revert-layer; }\n}\n` +
  `@layer ${LAYER} {\n${SHIELD_SCOPE} {\n[hidden='until-found'] { display: revert !important; }\n}\n}`;

/** The base sheet and the shield (once per root) and the element's own, scoped to light-mode hosts of `tag`. */
export function adoptLightStyles(root: Document | ShadowRoot, tag: string, css: string): void {
  const done = adoptedLight.get(root) ?? new Set<string>();
  if (done.has(tag)) return;
  done.add(tag);
  adoptedLight.set(root, done);
  const base = done.has('base') ? [] : [sheet('base:light', toLightCss('[data-vb-render="light"]', baseCss)), sheet('shield:light', LIGHT_SHIELD_CSS)];
  done.add('base');
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...base, sheet(`${tag}:light`, toLightCss(`${tag}[data-vb-render="light"]`, css))];
}
