/**
 * dist/visitor-blocks.css is every element's pre-upgrade stylesheet (scripts/upgrade-css.ts). Each
 * element ships one, and its rules may only shape its own tag before it is defined, and only when
 * script runs: a page without script shows everything, and a defined element is styled by itself.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementUpgradeCssFiles, sharedUpgradeCssFiles, upgradeCss } from '../../scripts/upgrade-css.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Folders under elements/ that define an element (a define.ts, as vite.config.ts finds them). */
function elementFolders(): string[] {
  const dir = path.join(ROOT, 'elements');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'define.ts')))
    .map((entry) => entry.name);
}

interface StyleRule {
  selector: string;
  /** The at-rules around it, outermost first, e.g. ['@layer visitor-blocks', '@media (scripting: enabled)']. */
  context: string[];
}

/** Style rules of a stylesheet with their enclosing at-rules; enough CSS parsing for these files (no strings with braces). */
function styleRules(css: string): StyleRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: StyleRule[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      const prelude = text.slice(start, i).trim();
      if (prelude.startsWith('@')) stack.push(prelude.replace(/\s+/g, ' '));
      else {
        rules.push({ selector: prelude.replace(/\s+/g, ' '), context: [...stack] });
        stack.push('');
      }
      start = i + 1;
    } else if (char === '}') {
      stack.pop();
      start = i + 1;
    } else if (char === ';') {
      start = i + 1;
    }
  }
  return rules;
}

/** Split a selector list at its top-level commas. */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current.trim());
  return parts;
}

/** The element folders a shared sheet's `:is(vb-a, vb-b):not(:defined)` selectors name. */
function sharedTags(file: string): string[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/:is\(([^()]+)\):not\(:defined\)/g)].flatMap((m) => (m[1] as string).split(',').map((tag) => tag.trim().replace(/^vb-/, '')));
}

/**
 * Every rule of a pre-upgrade sheet sits in the layer, under scripting: enabled (and at most a width query, with the
 * kind of pointer where a block's layout follows the device, a width query on the block itself where its layout
 * follows its own width, or a feature query for geometry only newer browsers can compute); `check` judges each selector.
 */
function assertUpgradeRules(file: string, check: (selector: string) => void): void {
  const rules = styleRules(readFileSync(file, 'utf8'));
  assert.ok(rules.length > 0, `${file} has no rules`);
  for (const rule of rules) {
    // Inside those two, a rule may narrow itself to a screen width (a phone keeps more room than a desktop).
    assert.deepEqual(rule.context.slice(0, 2), ['@layer visitor-blocks', '@media (scripting: enabled)'], `${rule.selector}: wrong place`);
    for (const extra of rule.context.slice(2))
      assert.match(
        extra,
        /^(@media \(width [<>]=? [\d.]+(rem|px)\)( and \(pointer: (coarse|fine)\))?|@container \(width [<>]=? [\d.]+(rem|px)\)|@supports .+)$/,
        `${rule.selector}: ${extra} is not a width or feature query`,
      );
    for (const selector of selectorList(rule.selector)) check(selector);
  }
}

describe('pre-upgrade stylesheets', () => {
  test('every element ships one (elements/<name>/<name>.upgrade.css, or a shared styles/*.upgrade.css naming its tag)', () => {
    const elements = elementFolders();
    assert.ok(elements.length > 0);
    const shipped = new Set([
      ...elementUpgradeCssFiles(ROOT).map((file) => path.basename(path.dirname(file))),
      ...sharedUpgradeCssFiles(ROOT).flatMap(sharedTags),
    ]);
    for (const name of elements)
      assert.ok(shipped.has(name), `elements/${name}/${name}.upgrade.css is missing: its geometry before upgrade must come from CSS it ships`);
  });

  for (const file of elementUpgradeCssFiles(ROOT)) {
    const name = path.basename(path.dirname(file));
    test(`${name}: every rule is for <vb-${name}> before it is defined, under scripting: enabled, in the visitor-blocks layer`, () => {
      assertUpgradeRules(file, (selector) =>
        // `vb-x:not(:defined, [shown])`: stylelint's complex :not() notation joins further exclusions to the first.
        assert.ok(
          /^:not\(:defined[),]/.test(selector.slice(`vb-${name}`.length)) && selector.startsWith(`vb-${name}:`),
          `${name}: "${selector}" must start with vb-${name}:not(:defined)`,
        ),
      );
    });
  }

  for (const file of sharedUpgradeCssFiles(ROOT)) {
    const name = path.basename(file);
    test(`styles/${name}: every rule is for element tags before they are defined, under scripting: enabled, in the visitor-blocks layer`, () => {
      const elements = elementFolders();
      assertUpgradeRules(file, (selector) => {
        const match = /^:is\(([^()]+)\):not\(:defined\)/.exec(selector);
        assert.ok(match, `${name}: "${selector}" must start with :is(vb-..., vb-...):not(:defined)`);
        for (const tag of (match[1] as string).split(',').map((part) => part.trim()))
          assert.ok(tag.startsWith('vb-') && elements.includes(tag.slice(3)), `${name}: ${tag} is not an element of elements/`);
      });
    });
  }

  test('styleRules finds a rule outside the scripting condition (the check above can fail)', () => {
    const rules = styleRules(
      '@layer visitor-blocks { vb-x:not(:defined) { display: block; } @media (scripting: enabled) { vb-x:not(:defined) > p { margin: 0; } } }',
    );
    assert.deepEqual(rules, [
      { selector: 'vb-x:not(:defined)', context: ['@layer visitor-blocks'] },
      { selector: 'vb-x:not(:defined) > p', context: ['@layer visitor-blocks', '@media (scripting: enabled)'] },
    ]);
  });

  test('the shipped file holds each element file, named, in folder order', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'vb-upgrade-css-'));
    try {
      for (const [name, css] of [
        ['zeta', 'vb-zeta:not(:defined) { display: block; }'],
        ['alpha', 'vb-alpha:not(:defined) { display: block; }'],
        ['none', ''],
      ] as const) {
        mkdirSync(path.join(root, 'elements', name), { recursive: true });
        if (css) writeFileSync(path.join(root, 'elements', name, `${name}.upgrade.css`), css);
      }
      const shipped = upgradeCss(root);
      const alpha = shipped.indexOf('/* elements/alpha/alpha.upgrade.css */\nvb-alpha:not(:defined)');
      const zeta = shipped.indexOf('/* elements/zeta/zeta.upgrade.css */\nvb-zeta:not(:defined)');
      assert.ok(alpha >= 0 && zeta > alpha, shipped);
      assert.doesNotMatch(shipped, /none/);
      // A shared sheet comes first, so an element's own sheet can refine it.
      mkdirSync(path.join(root, 'styles'));
      writeFileSync(path.join(root, 'styles', 'box.upgrade.css'), ':is(vb-alpha, vb-zeta):not(:defined) { display: block; }');
      const withShared = upgradeCss(root);
      const box = withShared.indexOf('/* styles/box.upgrade.css */\n:is(vb-alpha, vb-zeta)');
      assert.ok(box >= 0 && box < withShared.indexOf('/* elements/alpha/alpha.upgrade.css */'), withShared);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
