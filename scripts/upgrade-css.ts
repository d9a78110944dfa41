/**
 * dist/visitor-blocks.css: every element's pre-upgrade stylesheet (elements/<name>/<name>.upgrade.css)
 * in one file, so a page links one stylesheet in its <head> and each block has its final geometry
 * before its script runs (nothing below it moves when it mounts).
 *
 * A Vite plugin, so every path that builds (npm run build, npm test, npm start's watch build)
 * ships it: the file is emitted with the bundle, and watch mode rebuilds when one changes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

export const UPGRADE_CSS_FILE = 'visitor-blocks.css';

/** styles/*.upgrade.css: geometry several elements share (the form fields' box), written once, sorted by name. */
export function sharedUpgradeCssFiles(root: string): string[] {
  const dir = path.join(root, 'styles');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.upgrade.css'))
    .map((name) => path.join(dir, name))
    .sort();
}

/** elements/<name>/<name>.upgrade.css for every element folder that has one, sorted by name. */
export function elementUpgradeCssFiles(root: string): string[] {
  const dir = path.join(root, 'elements');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name, `${entry.name}.upgrade.css`))
    .filter((file) => existsSync(file))
    .sort();
}

/** Every pre-upgrade sheet in cascade order: the shared ones first, so an element's own sheet can refine them. */
export function upgradeCssFiles(root: string): string[] {
  return [...sharedUpgradeCssFiles(root), ...elementUpgradeCssFiles(root)];
}

/** The shipped stylesheet: the shared files, then each element's file, named, in folder order. */
export function upgradeCss(root: string): string {
  const parts = upgradeCssFiles(root).map((file) => `/* ${path.relative(root, file).split(path.sep).join('/')} */\n${readFileSync(file, 'utf8').trim()}\n`);
  return `/* Visitor Blocks: each block's geometry before its script runs. Link it in <head>. */\n${parts.join('\n')}`;
}

export function upgradeCssPlugin(root: string): Plugin {
  return {
    name: 'visitor-blocks:upgrade-css',
    buildStart() {
      for (const file of upgradeCssFiles(root)) this.addWatchFile(file);
    },
    async generateBundle() {
      // Minified: it is render-blocking in every page's <head>. No target, so nothing is lowered.
      const { code } = await transform(upgradeCss(root), { loader: 'css', minify: true, legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName: UPGRADE_CSS_FILE, source: code });
    },
  };
}
