/**
 * The demo pages' example sections come from each element's examples.ts (one source for the demo,
 * the tests and the README). Writes demo/<name>.html between the vb-examples markers, and the page's
 * <meta name="description"> from the first sentence of its element's meta description; the rest of a page
 * (the <head> and the page's own sections) is hand-written.
 *
 *   node --import tsx scripts/demo-examples.ts          rewrite stale pages
 *   node --import tsx scripts/demo-examples.ts --check  list stale pages, exit 1 if any
 *
 * test/scripts/demo-examples.node.test.ts fails when a page is stale.
 */
import { readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ElementExample } from '../src/example.ts';
import { escapeHtml, pageDescription } from './demo-text.ts';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

export const START_MARKER = '<!-- vb-examples:start';
export const END_MARKER = '<!-- vb-examples:end -->';
const INDENT = '    ';

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : by + line))
    .join('\n');
}

/** One example as a demo section; its heading id is example-<name>, apart from ids the markup uses. */
export function renderExample(example: ElementExample): string {
  const id = `example-${example.name}`;
  const inner = [`<h2 id="${id}">${example.title}</h2>`, `<p>${example.description}</p>`, example.html, ...(example.demoHtml ? [example.demoHtml] : [])];
  return [
    `<section class="demo-variant${example.demoClass ? ` ${example.demoClass}` : ''}" aria-labelledby="${id}">`,
    indent(inner.join('\n'), '  '),
    '</section>',
  ].join('\n');
}

/** The generated part of a page, markers included. */
export function renderBlock(name: string, examples: readonly ElementExample[]): string {
  const start = `${START_MARKER}: generated from elements/${name}/examples.ts by scripts/demo-examples.ts; edit the examples, not this -->`;
  return [start, ...examples.map(renderExample), END_MARKER].map((part) => indent(part, INDENT)).join('\n\n');
}

export const DESCRIPTION_TAG = /<meta name="description" content="[^"]*">/;

/** The page's <meta name="description"> set to `description`: replaced, or added on the line after its <title>. */
export function withDescription(page: string, description: string, file = 'the page'): string {
  const tag = `<meta name="description" content="${escapeHtml(description)}">`;
  if (DESCRIPTION_TAG.test(page)) return page.replace(DESCRIPTION_TAG, () => tag);
  const title = /^([ \t]*)<title>.*<\/title>\n/m.exec(page);
  if (!title) throw new Error(`${file} has no <title> line to put its meta description after`);
  const at = title.index + title[0].length;
  return `${page.slice(0, at)}${title[1] ?? ''}${tag}\n${page.slice(at)}`;
}

/**
 * The page with its generated part replaced, and its meta description when `description` (the element's meta
 * description) is given; throws when the markers are missing.
 */
export function updatePage(page: string, name: string, examples: readonly ElementExample[], description?: string): string {
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`demo/${name}.html has no ${START_MARKER} ... ${END_MARKER} markers`);
  const lineStart = page.lastIndexOf('\n', start) + 1;
  const updated = page.slice(0, lineStart) + renderBlock(name, examples) + page.slice(end + END_MARKER.length);
  return description === undefined ? updated : withDescription(updated, pageDescription(description), `demo/${name}.html`);
}

/** Every element folder with an examples.ts, by name. */
export function elementsWithExamples(root = ROOT): string[] {
  const dir = path.join(root, 'elements');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'examples.ts')))
    .map((entry) => entry.name)
    .sort();
}

export async function loadExamples(name: string, root = ROOT): Promise<readonly ElementExample[]> {
  const module = (await import(pathToFileURL(path.join(root, 'elements', name, 'examples.ts')).href)) as { examples: readonly ElementExample[] };
  return module.examples;
}

/** The element's meta description (elements/<name>/meta.ts), which its page's meta description is cut from. */
export async function loadDescription(name: string, root = ROOT): Promise<string> {
  const module = (await import(pathToFileURL(path.join(root, 'elements', name, 'meta.ts')).href)) as { meta: { description: string } };
  return module.meta.description;
}

/** Pages whose generated parts differ from their examples and meta: [name, current text, expected text]. */
export async function stalePages(root = ROOT): Promise<Array<{ name: string; file: string; expected: string }>> {
  const stale = [];
  for (const name of elementsWithExamples(root)) {
    const file = path.join(root, 'demo', `${name}.html`);
    const page = readFileSync(file, 'utf8');
    const expected = updatePage(page, name, await loadExamples(name, root), await loadDescription(name, root));
    if (expected !== page) stale.push({ name, file, expected });
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes('--check');
  const stale = await stalePages();
  for (const { file, expected } of stale) {
    if (check) console.error(`stale: ${path.relative(ROOT, file)}`);
    else {
      writeFileSync(file, expected);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  if (check && stale.length > 0) process.exitCode = 1;
}
