/**
 * custom-elements.json (schema 2.0.0) from source: every elements/<name>/meta.ts, plus the prop
 * types as TypeScript prints them from the component's props interface (so a string union shows
 * as 'a' | 'b', not just string). Also writes the element list into demo/index.html, and everything
 * else generated from meta.ts (scripts/api-files.ts: event types, typings, VS Code data, README tables).
 *
 *   npm run manifest            write every generated file
 *   test/scripts/manifest.node.test.ts regenerates them in memory and fails when any is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { toAttributeName, type ElementMeta, type PropSpec } from '../src/props.ts';
import { FAMILIES, type ElementFamily } from '../src/families.ts';
import type { ElementExample } from '../src/example.ts';
import { elementsWithExamples, loadExamples } from './demo-examples.ts';
import { escapeHtml, inlineCodeHtml, oneLine } from './demo-text.ts';

export { oneLine, toAttributeName };
import {
  TYPES_DIR,
  VSCODE_DATA_FILE,
  eventsFile,
  jsxFile,
  propsSource,
  typesFile,
  typesIndexFile,
  updateReadme,
  updateRootReadme,
  vscodeData,
  type PropsSource,
} from './api-files.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MANIFEST_FILE = 'custom-elements.json';
export const DEMO_INDEX = 'demo/index.html';
export const TAG_PREFIX = 'vb-';

// --- custom-elements.json schema 2.0.0 (the parts we write) ---
export interface TypeText {
  text: string;
}
export interface Attribute {
  name: string;
  type: TypeText;
  default?: string;
  description: string;
  fieldName?: string;
}
export interface Field {
  kind: 'field';
  name: string;
  type: TypeText;
  default?: string;
  description: string;
  attribute?: string;
  privacy: 'public';
}
export interface Method {
  kind: 'method';
  name: string;
  description: string;
  return: { type: TypeText };
  privacy: 'public';
}
export interface Named {
  name: string;
  description: string;
}
export interface ManifestEvent extends Named {
  type: TypeText;
}
export interface ClassDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  superclass: { name: string };
  attributes: Attribute[];
  members: Array<Field | Method>;
  events: ManifestEvent[];
  slots: Named[];
  cssParts: Named[];
  cssProperties: Named[];
  source: { href: string };
}
export interface ModuleExport {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: { name: string; module: string };
}
export interface JavaScriptModule {
  kind: 'javascript-module';
  path: string;
  declarations: ClassDeclaration[];
  exports: ModuleExport[];
}
export interface Manifest {
  schemaVersion: '2.0.0';
  readme: string;
  modules: JavaScriptModule[];
}

type AnyMeta = ElementMeta<Record<string, unknown>>;

/** Every folder under elements/ (with or without its files: the node test reports what is missing). */
export function elementFolders(root = ROOT): string[] {
  const dir = path.join(root, 'elements');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Folders that have a meta.ts, i.e. elements the manifest can describe. */
export function elementsWithMeta(root = ROOT): string[] {
  return elementFolders(root).filter((name) => existsSync(path.join(root, 'elements', name, 'meta.ts')));
}

export function className(name: string): string {
  return `Vb${name.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase())}Element`;
}

const META_TYPE_TEXT: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };
const RENDER_DESCRIPTION =
  "Render mode: 'shadow' (styles isolated) or 'light' (page CSS, anchors and #fragments reach inside). Read once, when the element first connects.";
const REFRESH_DESCRIPTION = 'Re-render with the current properties; window.visitorBlocks.reinit() calls it on every element.';

async function loadMeta(root: string, name: string): Promise<AnyMeta> {
  const file = path.join(root, 'elements', name, 'meta.ts');
  const mod = (await import(pathToFileURL(file).href)) as { meta?: AnyMeta };
  if (!mod.meta) throw new Error(`${path.relative(root, file)} has no \`export const meta\`.`);
  if (mod.meta.name !== name) {
    throw new Error(`${path.relative(root, file)}: meta.name is "${mod.meta.name}" but the folder is "${name}"; they must match (the tag is vb-<folder>).`);
  }
  return mod.meta;
}

/**
 * Prop type text per element, read by the TypeScript checker from `meta: ElementMeta<Props>`.
 * Missing entries fall back to the meta's coarse type (string, number, boolean, json).
 */
export function propTypeTexts(root: string, names: string[]): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  const files = names.map((name) => path.join(root, 'elements', name, 'meta.ts'));
  if (files.length === 0) return result;
  const configPath = path.join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options: ts.CompilerOptions = { ...(parsed?.options ?? {}), noEmit: true, skipLibCheck: true, types: [] };
  const program = ts.createProgram(files, options);
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  // A union of literals as written (`'auto' as 'auto' | 'row' | 'stack'`): the checker orders a union by when each
  // literal type was first created anywhere in the program, so its order changed as other elements were added.
  const writtenUnion = (symbol: ts.Symbol): string | undefined => {
    const declaration = symbol.valueDeclaration;
    if (!declaration || !ts.isPropertyAssignment(declaration) || !ts.isAsExpression(declaration.initializer)) return undefined;
    const written = declaration.initializer.type;
    if (!ts.isUnionTypeNode(written) || !written.types.every((member) => ts.isLiteralTypeNode(member))) return undefined;
    return written.types.map((member) => member.getText().replace(/^"|"$/g, "'")).join(' | ');
  };
  names.forEach((name, i) => {
    const source = program.getSourceFile(files[i] ?? '');
    const types = new Map<string, string>();
    result.set(name, types);
    if (!source) return;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'meta' && node.type && ts.isTypeReferenceNode(node.type)) {
        const propsNode = node.type.typeArguments?.[0];
        if (!propsNode) return;
        const propsType = checker.getTypeFromTypeNode(propsNode);
        for (const symbol of propsType.getProperties()) {
          const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
          let type = declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : checker.getTypeOfSymbol(symbol);
          // An optional prop still has a value (its default), so `| undefined` would mislead.
          if (symbol.flags & ts.SymbolFlags.Optional) type = checker.getNonNullableType(type);
          types.set(symbol.name, checker.typeToString(type, undefined, flags));
        }
        return;
      }
      // `meta = defineMeta({...})`: each prop's type is the type its default is written with (PropsOf derives the same).
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'meta' &&
        node.initializer &&
        ts.isCallExpression(node.initializer)
      ) {
        const props = checker.getTypeAtLocation(node.initializer).getProperty('props');
        const propsType = props && checker.getTypeOfSymbolAtLocation(props, node.initializer);
        for (const symbol of propsType?.getProperties() ?? []) {
          const spec = checker.getTypeOfSymbolAtLocation(symbol, node.initializer);
          const fallback = spec.getProperty('default');
          if (fallback)
            types.set(
              symbol.name,
              writtenUnion(fallback) ?? checker.typeToString(checker.getTypeOfSymbolAtLocation(fallback, node.initializer), undefined, flags),
            );
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  });
  return result;
}

/** The type texts with each prop that has choices typed as their union, whatever type its default is written with. */
export function withChoiceTypes(metas: AnyMeta[], types: Map<string, Map<string, string>>): Map<string, Map<string, string>> {
  for (const meta of metas) {
    for (const [prop, spec] of Object.entries(meta.props)) {
      const { choices } = spec as PropSpec<unknown>;
      if (!choices) continue;
      const own = types.get(meta.name) ?? new Map<string, string>();
      own.set(prop, choices.map((c) => `'${c}'`).join(' | '));
      types.set(meta.name, own);
    }
  }
  return types;
}

function defaultText(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

function named(record: Record<string, string> | undefined): Named[] {
  return Object.entries(record ?? {}).map(([name, description]) => ({ name, description }));
}

export function elementModule(meta: AnyMeta, types: Map<string, string> = new Map()): JavaScriptModule {
  const tagName = `${TAG_PREFIX}${meta.name}`;
  const name = className(meta.name);
  const modulePath = `dist/elements/${meta.name}.js`;
  const attributes: Attribute[] = [];
  const members: Array<Field | Method> = [];
  for (const [prop, specValue] of Object.entries(meta.props)) {
    const spec = specValue as PropSpec<unknown>;
    const type = { text: types.get(prop) ?? META_TYPE_TEXT[spec.type] ?? 'unknown' };
    const attribute = spec.attribute === false ? undefined : (spec.attribute ?? toAttributeName(prop));
    const fallback = defaultText(spec.default);
    members.push({
      kind: 'field',
      name: prop,
      type,
      ...(fallback === undefined ? {} : { default: fallback }),
      description: spec.description,
      ...(attribute ? { attribute } : {}),
      privacy: 'public',
    });
    if (attribute) {
      attributes.push({ name: attribute, type, ...(fallback === undefined ? {} : { default: fallback }), description: spec.description, fieldName: prop });
    }
  }
  // Every element also reads render="light|shadow" (src/define-element.ts) and has refresh().
  attributes.push({ name: 'render', type: { text: "'shadow' | 'light'" }, default: JSON.stringify(meta.render ?? 'shadow'), description: RENDER_DESCRIPTION });
  members.push({ kind: 'method', name: 'refresh', description: REFRESH_DESCRIPTION, return: { type: { text: 'void' } }, privacy: 'public' });
  const events: ManifestEvent[] = Object.entries(meta.events ?? {}).map(([event, doc]) => ({
    name: event,
    type: { text: doc.detail },
    description: doc.description,
  }));
  const declaration: ClassDeclaration = {
    kind: 'class',
    name,
    tagName,
    customElement: true,
    description: meta.description,
    superclass: { name: 'HTMLElement' },
    attributes,
    members,
    events,
    slots: named(meta.slots),
    cssParts: named(meta.parts),
    cssProperties: named(meta.cssProperties),
    source: { href: `elements/${meta.name}/${meta.name}.tsx` },
  };
  return {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [declaration],
    exports: [
      { kind: 'js', name: 'default', declaration: { name, module: modulePath } },
      { kind: 'custom-element-definition', name: tagName, declaration: { name, module: modulePath } },
    ],
  };
}

export async function loadMetas(root = ROOT): Promise<AnyMeta[]> {
  const metas: AnyMeta[] = [];
  for (const name of elementsWithMeta(root)) metas.push(await loadMeta(root, name));
  return metas;
}

export async function buildManifest(root = ROOT, metas?: AnyMeta[], typeTexts?: Map<string, Map<string, string>>): Promise<Manifest> {
  const all = metas ?? (await loadMetas(root));
  const types =
    typeTexts ??
    withChoiceTypes(
      all,
      propTypeTexts(
        root,
        all.map((m) => m.name),
      ),
    );
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: all.map((meta) => elementModule(meta, types.get(meta.name))),
  };
}

export function serializeManifest(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

// --- demo/index.html: the elements by family, each with a live preview and its snippet, between two markers ---
export const LIST_START = '<!-- elements:start (generated by npm run manifest) -->';
export const LIST_END = '<!-- elements:end -->';

/** Each element's first example (elements/<name>/examples.ts): the index's preview and snippet. */
export async function loadFirstExamples(root = ROOT, names = elementsWithExamples(root)): Promise<Map<string, ElementExample>> {
  const firsts = new Map<string, ElementExample>();
  for (const name of names) {
    const first = (await loadExamples(name, root))[0];
    if (first) firsts.set(name, first);
  }
  return firsts;
}

function indentLines(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : by + line))
    .join('\n');
}

/**
 * One element's card. The preview's markup waits in a <template> until demo.js mounts it near the viewport
 * (heavy blocks such as the map do not load with the page); the placeholder box is sized in demo.css per element.
 * The snippet's <pre> is focusable, so a keyboard user can scroll it at 375 px.
 */
function renderElementCard(meta: AnyMeta, example: ElementExample | undefined): string {
  const tag = `${TAG_PREFIX}${meta.name}`;
  const id = `element-${meta.name}`;
  const lines = [
    '<li class="demo-element">',
    `  <h3 id="${id}"><a href="/demo/${meta.name}.html"><code>&lt;${tag}&gt;</code></a></h3>`,
    `  <p>${inlineCodeHtml(oneLine(meta.description))}</p>`,
  ];
  if (example) {
    lines.push(
      `  <div class="demo-preview" data-demo-preview="${meta.name}">`,
      `    <p class="demo-preview-placeholder">The live example loads as you scroll to it.</p>`,
      '    <template>',
      indentLines(example.html, '      '),
      '    </template>',
      '  </div>',
      '  <div class="demo-snippet">',
      // No indentation inside <pre>: it would be part of the copied markup.
      `    <pre class="demo-code" tabindex="0" aria-label="Markup of the ${tag} example"><code>${escapeHtml(example.html)}</code></pre>`,
      `    <button type="button" class="demo-copy" data-demo-copy>Copy<span class="demo-visually-hidden"> the ${tag} markup</span></button>`,
      '    <span class="demo-copy-status" role="status"></span>',
      '  </div>',
    );
  }
  lines.push('</li>');
  return lines.join('\n');
}

/** The generated part of the index: one section per family (src/families.ts order), elements by name. */
export function renderElementList(metas: AnyMeta[], examples: ReadonlyMap<string, ElementExample> = new Map(), indent = '    '): string {
  const sorted = [...metas].sort((a, b) => a.name.localeCompare(b.name));
  const unfiled = sorted.filter((meta) => !meta.family);
  if (unfiled.length > 0)
    throw new Error(`no family in meta.ts of: ${unfiled.map((meta) => meta.name).join(', ')} (add family: ${Object.keys(FAMILIES).join(' | ')})`);
  const sections = (Object.entries(FAMILIES) as Array<[ElementFamily, string]>).flatMap(([family, title]) => {
    const members = sorted.filter((meta) => meta.family === family);
    if (members.length === 0) return [];
    return [
      [
        `<section class="demo-family" aria-labelledby="family-${family}">`,
        `  <h2 id="family-${family}">${escapeHtml(title)}</h2>`,
        '  <ul class="demo-element-list">',
        indentPreserving(members.map((meta) => renderElementCard(meta, examples.get(meta.name))).join('\n'), '    '),
        '  </ul>',
        '</section>',
      ].join('\n'),
    ];
  });
  const body = sections.length > 0 ? sections.join('\n') : '<p>No elements yet.</p>';
  // A <pre>'s later lines keep no indentation of ours: indentLines would add it to the copied markup.
  return `\n${indentPreserving(body, indent)}\n${indent}`;
}

/** Indents every line except those inside a <pre> (whose text is shown and copied as is). */
function indentPreserving(text: string, by: string): string {
  let inPre = false;
  return text
    .split('\n')
    .map((line) => {
      const out = inPre || line.trim() === '' ? line : by + line;
      if (line.includes('<pre')) inPre = true;
      if (line.includes('</pre>')) inPre = false;
      return out;
    })
    .join('\n');
}

/** demo/index.html with the element list replaced; throws when the markers are missing. */
export function updateDemoIndex(html: string, metas: AnyMeta[], examples: ReadonlyMap<string, ElementExample> = new Map()): string {
  const start = html.indexOf(LIST_START);
  const end = html.indexOf(LIST_END);
  if (start < 0 || end < start) throw new Error(`${DEMO_INDEX} lacks the markers ${LIST_START} ... ${LIST_END}.`);
  const lineStart = html.lastIndexOf('\n', start) + 1;
  const indent = html.slice(lineStart, start).replace(/\S/g, '');
  return html.slice(0, start + LIST_START.length) + renderElementList(metas, examples, indent) + html.slice(end);
}

/**
 * Every file generated from the metas, by path relative to the repo, with its content: the manifest,
 * the demo index, and (scripts/api-files.ts) event types, typings, VS Code data and README tables.
 */
export async function generateFiles(root = ROOT, metas?: AnyMeta[]): Promise<Map<string, string>> {
  const all = metas ?? (await loadMetas(root));
  const types = withChoiceTypes(
    all,
    propTypeTexts(
      root,
      all.map((m) => m.name),
    ),
  );
  const files = new Map<string, string>();
  files.set(MANIFEST_FILE, serializeManifest(await buildManifest(root, all, types)));
  const indexFile = path.join(root, DEMO_INDEX);
  if (existsSync(indexFile)) files.set(DEMO_INDEX, updateDemoIndex(readFileSync(indexFile, 'utf8'), all, await loadFirstExamples(root)));
  const props = new Map<string, PropsSource>(all.map((meta) => [meta.name, propsSource(root, meta.name)]));
  for (const meta of all) {
    files.set(`elements/${meta.name}/events.ts`, eventsFile(meta));
    files.set(`${TYPES_DIR}/${meta.name}.ts`, typesFile(meta, props.get(meta.name) ?? propsSource(root, meta.name)));
    const readme = `elements/${meta.name}/README.md`;
    if (existsSync(path.join(root, readme))) files.set(readme, updateReadme(readFileSync(path.join(root, readme), 'utf8'), meta, types.get(meta.name)));
  }
  files.set(`${TYPES_DIR}/index.ts`, typesIndexFile(all));
  files.set(`${TYPES_DIR}/jsx.ts`, jsxFile(all, props));
  files.set(VSCODE_DATA_FILE, vscodeData(all, types));
  const rootReadme = path.join(root, 'README.md');
  if (existsSync(rootReadme)) files.set('README.md', updateRootReadme(readFileSync(rootReadme, 'utf8'), all));
  return formatted(root, files);
}

interface PrettierApi {
  format(source: string, options: Record<string, unknown>): Promise<string>;
  resolveConfig(file: string): Promise<Record<string, unknown> | null>;
  getFileInfo(file: string, options: { ignorePath: string }): Promise<{ ignored: boolean; inferredParser: string | null }>;
}

/**
 * Generated code as the repo's Prettier (when installed) writes it, so `npm run lint` and the
 * staleness test agree; files Prettier ignores (.prettierignore) are left as generated.
 */
async function formatted(root: string, files: Map<string, string>): Promise<Map<string, string>> {
  let prettier: PrettierApi;
  try {
    // A variable specifier: Prettier is optional here, and its types need not be installed.
    const name = 'prettier';
    prettier = (await import(name)) as PrettierApi;
  } catch {
    return files;
  }
  const ignorePath = path.join(root, '.prettierignore');
  for (const [file, content] of files) {
    const absolute = path.join(root, file);
    const info = await prettier.getFileInfo(absolute, { ignorePath });
    if (info.ignored || !info.inferredParser) continue;
    files.set(file, await prettier.format(content, { ...(await prettier.resolveConfig(absolute)), filepath: absolute }));
  }
  return files;
}

async function main(): Promise<void> {
  const files = await generateFiles(ROOT);
  let changed = 0;
  for (const [file, content] of files) {
    const absolute = path.join(ROOT, file);
    if (existsSync(absolute) && readFileSync(absolute, 'utf8') === content) continue;
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, content);
    changed += 1;
    console.log(`wrote ${file}`);
  }
  console.log(`${files.size} generated file(s), ${changed} changed.`);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
