/**
 * The pre-upgrade sheets (elements/<field>/<field>.upgrade.css, styles/field.upgrade.css) read attributes and custom properties before the
 * script runs (option-count, offer-count, data-vb-shown, --vb-offer-details-list-reserved-height, ...). Each must be
 * declared in the element's meta.ts, so the manifest, the README tables and the typings document it.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const FIELDS = [
  'text-field',
  'text-area',
  'check-box',
  'checkbox-radio',
  'display-dependency',
  'email-field',
  'phone-field',
  'select-box',
  'select-group',
  'offer-selector',
  'offer-details-list',
];

/** As src/define-element.ts toAttributeName (that module imports CSS, which Node cannot load). */
const attributeOf = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

interface MetaLike {
  props: Record<string, { attribute?: string | false }>;
  cssProperties?: Record<string, string>;
}

/** Attribute names in `[name]`, `[name=...]`, `[name*=...]` selectors; comments left out. */
export function selectorAttributes(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...new Set(Array.from(code.matchAll(/\[([a-z][a-z0-9-]*)\s*(?:[~|^$*]?=|\])/g), (m) => m[1] as string))];
}

/** The element's own custom properties the sheet reads (`var(--vb-<folder>-...)`); shared tokens are the tokens' business. */
export function ownProperties(css: string, folder: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...new Set(Array.from(code.matchAll(new RegExp(`var\\((--vb-${folder}-[a-z0-9-]+)`, 'g')), (m) => m[1] as string))];
}

/** Whether a shared sheet's selectors name the element's tag. */
const sharedNames = (css: string, folder: string) => new RegExp(`[(,]\\s*vb-${folder}\\s*[,)]`).test(css.replace(/\/\*[\s\S]*?\*\//g, ''));

describe('pre-upgrade hints of the form fields are declared in meta.ts', () => {
  it('finds attributes and own custom properties in a sheet', () => {
    const css = `/* [not-this] */ x:not(:defined)[option-count='3'], x[data-vb-shown] > *, x[options*='"value"'] { a: var(--vb-x-gap, var(--vb-space)); }`;
    assert.deepEqual(selectorAttributes(css), ['option-count', 'data-vb-shown', 'options']);
    assert.deepEqual(ownProperties(css, 'x'), ['--vb-x-gap']);
  });

  for (const folder of FIELDS) {
    it(`vb-${folder}`, async () => {
      // Its own sheet, and the shared field sheet where that names its tag.
      const own = new URL(`../../elements/${folder}/${folder}.upgrade.css`, import.meta.url);
      const shared = readFileSync(new URL('../../styles/field.upgrade.css', import.meta.url), 'utf8');
      const css = `${existsSync(own) ? readFileSync(own, 'utf8') : ''}\n${sharedNames(shared, folder) ? shared : ''}`;
      assert.ok(css.trim(), `vb-${folder} has no pre-upgrade sheet`);
      const { meta } = (await import(`../../elements/${folder}/meta.ts`)) as { meta: MetaLike };
      const declared = new Set(
        Object.entries(meta.props)
          .map(([prop, spec]) => (spec.attribute === false ? '' : (spec.attribute ?? attributeOf(prop))))
          .filter(Boolean),
      );
      for (const attribute of selectorAttributes(css)) assert.ok(declared.has(attribute), `${attribute} is read by ${folder}.upgrade.css but not in meta.ts`);
      for (const property of ownProperties(css, folder)) {
        assert.ok(property in (meta.cssProperties ?? {}), `${property} is read by ${folder}.upgrade.css but not in meta.ts cssProperties`);
      }
    });
  }
});
