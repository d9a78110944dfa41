/**
 * What a CSS framework's element defaults (a "reboot": Bootstrap's, normalize.css) change on bare elements: box, spacing
 * and type. Light mode's shield (src/light-css.ts) keeps them off a block's own markup; the browser test
 * (test/src/light-shield.test.tsx) and the demo sweep under Bootstrap (test/e2e/bootstrap-pages.e2e.ts) compare these
 * computed properties with and without the framework. Not the inherited colour and font family, which a light block
 * takes from the page by design, nor widths, which follow the page (Bootstrap's body has no margin).
 */
export const REBOOT_PROPERTIES = [
  'display',
  'float',
  'position',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'font-size',
  'font-weight',
  'line-height',
  'vertical-align',
  'text-decoration-line',
  'list-style-type',
  'border-top-width',
  'border-radius',
] as const;
