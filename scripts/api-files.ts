/**
 * Everything generated from an element's meta.ts besides custom-elements.json (scripts/manifest.ts):
 *
 *   elements/<name>/events.ts     event detail types and the <Name>Events map the component emits with
 *   types/<name>.ts, types/index.ts  typings shipped in the package (emitted to dist/types/types/):
 *                                 HTMLElementTagNameMap, GlobalEventHandlersEventMap; no React types
 *   types/jsx.ts                  React 19 JSX typings of every tag, the opt-in entry 'visitor-blocks/jsx'
 *   vscode.html-custom-data.json  VS Code's HTML completions and hovers for every vb-* tag
 *   elements/<name>/README.md     the API tables, between <!-- vb:api:<table>:start --> markers
 *
 * One source: change meta.ts, run `npm run manifest`; test/scripts/manifest.node.test.ts fails while
 * any of these is stale. The types/ files are outside tsconfig.json on purpose: their global and
 * React augmentations are for consumers, and must not retype the repo's own tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ElementMeta, EventDoc, PropSpec } from '../src/props.ts';

type AnyMeta = ElementMeta<Record<string, unknown>>;

export const GENERATED_NOTE = 'Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.';
export const TYPES_DIR = 'types';
export const VSCODE_DATA_FILE = 'vscode.html-custom-data.json';
export const README_TABLES = ['attributes', 'events', 'slots', 'parts', 'css-properties'] as const;
export type ReadmeTable = (typeof README_TABLES)[number];

const TAG_PREFIX = 'vb-';

export function pascal(text: string): string {
  return text.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());
}

/** 'vb-poll-vote' -> 'PollVoteDetail' */
export function detailTypeName(event: string): string {
  return `${pascal(event.replace(/^vb-/, ''))}Detail`;
}

/** 'poll' -> 'PollEvents' (the map the component passes to useEmit). */
export function eventsTypeName(name: string): string {
  return `${pascal(name)}Events`;
}

/** 'poll' -> 'VbPollElement' */
export function elementTypeName(name: string): string {
  return `Vb${pascal(name)}Element`;
}

function attributeName(prop: string, spec: PropSpec<unknown>): string | undefined {
  if (spec.attribute === false) return undefined;
  return spec.attribute ?? prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Text for a JSDoc block: no comment terminator inside, one line. */
function doc(text: string, indent = ''): string {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n`;
}

function quote(text: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(text) ? text : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

// --- elements/<name>/events.ts ---

export function eventsFile(meta: AnyMeta): string {
  const events = Object.entries(meta.events ?? {});
  let out = `// ${GENERATED_NOTE}\n// Edit the events' detail in elements/${meta.name}/meta.ts.\n\n`;
  // A kit's events (the players' events, src/media/media-events.ts): the kit's map types them and names their
  // detail types once; this file imports the map and re-exports the names.
  const kits = kitEventTypes(events.map(([, entry]) => entry));
  for (const [from, kit] of kits) {
    const module = `../../${from}`;
    out += `import type { ${[...new Set(kit.types.map((t) => t.replace(/<.*$/, '')))].join(', ')} } from '${module}';\n`;
    out += `export type { ${kit.names.join(', ')} } from '${module}';\n\n`;
  }
  const typed = events.filter(([, entry]) => !entry.declaredIn);
  // Another block's event a block also sends (the finder's map sends vb-map-legal-error): its detail type is that
  // block's to export (two exports of one name would clash in types/index.ts), so it stays inline below.
  const own = (event: string) => event.startsWith(`${TAG_PREFIX}${meta.name}-`);
  for (const [event, entry] of typed) {
    if (!own(event)) continue;
    out += doc(`\`${event}\`: ${entry.description}`);
    out += `export type ${detailTypeName(event)} = ${entry.detail};\n\n`;
  }
  out += doc(`Every event <${TAG_PREFIX}${meta.name}> sends, by name: its \`event.detail\`.`);
  if (events.length === 0) return `${out}export type ${eventsTypeName(meta.name)} = Record<never, never>;\n`;
  const parts = [...kits.values()].flatMap((kit) => kit.types);
  if (typed.length > 0) {
    let map = '{\n';
    for (const [event, entry] of typed) map += `  '${event}': ${own(event) ? detailTypeName(event) : entry.detail};\n`;
    parts.unshift(`${map}}`);
  }
  return `${out}export type ${eventsTypeName(meta.name)} = ${parts.join(' & ')};\n`;
}

/** The kits' event maps a meta's events name (`declaredIn`), by module: the map types and the detail type names. */
function kitEventTypes(entries: EventDoc[]): Map<string, { types: string[]; names: string[] }> {
  const kits = new Map<string, { types: string[]; names: string[] }>();
  for (const { declaredIn } of entries) {
    if (!declaredIn) continue;
    const kit = kits.get(declaredIn.from) ?? { types: [], names: [] };
    if (!kit.types.includes(declaredIn.type)) kit.types.push(declaredIn.type);
    for (const name of declaredIn.names) if (!kit.names.includes(name)) kit.names.push(name);
    kits.set(declaredIn.from, kit);
  }
  return kits;
}

// --- types/<name>.ts and types/index.ts ---

export interface PropsSource {
  /** The props interface named in `meta: ElementMeta<X>`. */
  typeName: string;
  /** Where meta.ts imports it from, relative to the element folder (e.g. './poll.tsx'). */
  module: string;
}

/** Reads `ElementMeta<X>` and X's import from meta.ts, so the typings name the component's own props type. */
export function propsSource(root: string, name: string): PropsSource {
  const file = path.join(root, 'elements', name, 'meta.ts');
  const source = readFileSync(file, 'utf8');
  const typeName = /ElementMeta<\s*([A-Za-z_$][\w$]*)\s*>/.exec(source)?.[1];
  if (!typeName) return derivedPropsSource(root, name);
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const names = (match[1] ?? '').split(',').map((n) => n.replace(/^\s*type\s+/, '').trim());
    if (names.includes(typeName) && match[2]) return { typeName, module: match[2] };
  }
  throw new Error(`elements/${name}/meta.ts: cannot find where ${typeName} is imported from.`);
}

/** A meta written with defineMeta: the props type is the one a file of the folder derives, `export type X = PropsOf<typeof meta>`. */
function derivedPropsSource(root: string, name: string): PropsSource {
  const folder = path.join(root, 'elements', name);
  for (const file of readdirSync(folder).sort()) {
    if (!/\.tsx?$/.test(file) || file === 'meta.ts') continue;
    const typeName = /export type ([A-Za-z_$][\w$]*) = PropsOf<typeof meta>/.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1];
    if (typeName) return { typeName, module: `./${file}` };
  }
  throw new Error(`elements/${name}: no \`ElementMeta<Props>\` annotation on meta and no \`export type X = PropsOf<typeof meta>\`.`);
}

/** Attribute value type for JSX: attributes are text, numbers and booleans are written for the author. */
function attributeValueType(spec: PropSpec<unknown>): string {
  switch (spec.type) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number | `${number}`';
    default:
      return 'string';
  }
}

/** 'poll' -> 'VbPollJsxProps' */
export function jsxTypeName(name: string): string {
  return `Vb${pascal(name)}JsxProps`;
}

/**
 * types/<name>.ts: the element's class, props and events for any TypeScript app. It reaches no React type:
 * the props are `PropsOf<typeof meta>` (meta.ts imports only data files), so an app without @types/react
 * type-checks with skipLibCheck off. The JSX typings are in types/jsx.ts, which React apps opt into.
 */
export function typesFile(meta: AnyMeta, props: PropsSource): string {
  const dir = `../elements/${meta.name}`;
  const element = elementTypeName(meta.name);
  const tag = `${TAG_PREFIX}${meta.name}`;
  const P = props.typeName;
  const events = eventsTypeName(meta.name);
  const eventNames = Object.keys(meta.events ?? {});

  let out = `// ${GENERATED_NOTE}\n`;
  out += `import type { PropsOf } from '../src/props.ts';\n`;
  out += `import type { meta } from '${dir}/meta.ts';\n`;
  // An element that sends no events has an empty map and nothing to import from it.
  out += eventNames.length > 0 ? `import type { ${events} } from '${dir}/events.ts';\n\n` : '\n';
  out += `export type * from '${dir}/events.ts';\n`;
  out += `export { default } from '${dir}/define.ts';\n\n`;
  out += doc(`Properties of <${tag}>, each with its default when unset (from meta.ts).`);
  out += `export type ${P} = PropsOf<typeof meta>;\n\n`;
  out += doc(`<${tag}>: ${meta.description}`);
  out += `export interface ${element} extends HTMLElement, ${P} {\n`;
  out += doc('Re-render with the current properties (window.visitorBlocks.reinit() calls it).', '  ');
  out += `  refresh(): void;\n}\n\n`;
  out += `declare global {\n  interface HTMLElementTagNameMap {\n    '${tag}': ${element};\n  }\n`;
  if (eventNames.length) {
    out += `  interface GlobalEventHandlersEventMap {\n`;
    for (const event of eventNames) out += `    '${event}': CustomEvent<${events}['${event}']>;\n`;
    out += `  }\n`;
  }
  return `${out}}\n`;
}

/** One element's props in React 19 JSX: properties (camelCase), attributes (kebab-case) and `on<event-name>` handlers. */
function jsxProps(meta: AnyMeta, props: PropsSource): string {
  const element = elementTypeName(meta.name);
  const events = eventsTypeName(meta.name);
  const tag = `${TAG_PREFIX}${meta.name}`;
  const P = props.typeName;
  const members = new Map<string, { type: string[]; description: string }>();
  const add = (key: string, type: string, description: string): void => {
    const known = members.get(key);
    if (known) known.type.push(type);
    else members.set(key, { type: [type], description });
  };
  for (const [prop, value] of Object.entries(meta.props)) {
    const spec = value as PropSpec<unknown>;
    // A JSON property also takes the attribute's text (React 19 passes a string prop as it is).
    add(prop, spec.type === 'json' ? `${P}['${prop}'] | string` : `${P}['${prop}']`, spec.description);
    const attribute = attributeName(prop, spec);
    if (attribute && attribute !== prop) add(attribute, attributeValueType(spec), spec.description);
  }
  add('render', "'shadow' | 'light'", 'Render mode, read once when the element first connects.');
  // React 19 adds a listener for a custom element's prop named `on` + the exact event name (no camelCase).
  for (const [event, entry] of Object.entries(meta.events ?? {})) {
    add(`on${event}`, `(event: CustomEvent<${events}['${event}']>) => void`, `\`${event}\`: ${entry.description}`);
  }
  const own = [...members.keys()];
  let out = doc(`Props of <${tag}> in React 19 JSX: properties (camelCase), attributes (kebab-case), \`on<event-name>\` handlers.`);
  out += `export type ${jsxTypeName(meta.name)} = React.ClassAttributes<${element}> &\n`;
  out += `  Omit<React.HTMLAttributes<${element}>, ${own.map((k) => `'${k}'`).join(' | ')}> & {\n`;
  for (const [key, { type, description }] of members) out += `${doc(description, '    ')}    ${quote(key)}?: ${type.join(' | ')};\n`;
  return `${out}  };\n\n`;
}

/** types/jsx.ts, the entry `visitor-blocks/jsx`: every vb-* tag in React 19's JSX. Only a React app imports it. */
export function jsxFile(metas: AnyMeta[], props: Map<string, PropsSource>): string {
  const source = (meta: AnyMeta): PropsSource => {
    const found = props.get(meta.name);
    if (!found) throw new Error(`No props type for ${meta.name}.`);
    return found;
  };
  let out = `// ${GENERATED_NOTE}\n// React 19 JSX typings of every vb-* tag: \`import type {} from 'visitor-blocks/jsx'\` in a React app.\n`;
  out += `import type * as React from 'react';\n`;
  for (const meta of metas) {
    const names = [elementTypeName(meta.name), source(meta).typeName];
    if (Object.keys(meta.events ?? {}).length > 0) names.push(eventsTypeName(meta.name));
    out += `import type { ${names.join(', ')} } from './${meta.name}.ts';\n`;
  }
  out += '\n';
  for (const meta of metas) out += jsxProps(meta, source(meta));
  // React declares its JSX types as the namespace React.JSX: adding a tag means merging into that namespace,
  // which only a namespace declaration can do, so the generated line carries a disable with that reason.
  out += `declare module 'react' {\n  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it\n  namespace JSX {\n    interface IntrinsicElements {\n`;
  for (const meta of metas) out += `      '${TAG_PREFIX}${meta.name}': ${jsxTypeName(meta.name)};\n`;
  return `${out}    }\n  }\n}\n`;
}

export function typesIndexFile(metas: AnyMeta[]): string {
  let out = `// ${GENERATED_NOTE}\n// Types of the package entry: every element's typings, and src/all.ts. No React types (those are types/jsx.ts).\n`;
  out += `export * from '../src/all.ts';\n`;
  for (const meta of metas) out += `export type * from './${meta.name}.ts';\n`;
  return out;
}

// --- vscode.html-custom-data.json ---

interface VsValue {
  name: string;
}
interface VsAttribute {
  name: string;
  description: string;
  valueSet?: 'v';
  values?: VsValue[];
}
interface VsTag {
  name: string;
  description: string;
  attributes: VsAttribute[];
}

/** 'a' | 'b' -> [a, b]; undefined unless the whole type is string literals. */
function literalValues(typeText: string | undefined): VsValue[] | undefined {
  if (!typeText) return undefined;
  const parts = typeText.split('|').map((p) => p.trim());
  if (!parts.every((p) => /^'[^']*'$/.test(p))) return undefined;
  return parts.map((p) => ({ name: p.slice(1, -1) }));
}

export function vscodeData(metas: AnyMeta[], types: Map<string, Map<string, string>>): string {
  const tags: VsTag[] = metas.map((meta) => {
    const attributes: VsAttribute[] = [];
    for (const [prop, value] of Object.entries(meta.props)) {
      const spec = value as PropSpec<unknown>;
      const attribute = attributeName(prop, spec);
      if (!attribute) continue;
      const fallback = spec.default === undefined ? '' : ` Default: ${JSON.stringify(spec.default)}.`;
      const entry: VsAttribute = { name: attribute, description: `${spec.description}${fallback}` };
      const values = literalValues(types.get(meta.name)?.get(prop));
      if (spec.type === 'boolean') entry.valueSet = 'v';
      else if (values) entry.values = values;
      attributes.push(entry);
    }
    attributes.push({
      name: 'render',
      description: 'Render mode, read once when the element first connects.',
      values: [{ name: 'shadow' }, { name: 'light' }],
    });
    return {
      name: `${TAG_PREFIX}${meta.name}`,
      description: meta.description,
      attributes,
    };
  });
  return `${JSON.stringify({ $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json', version: 1.1, tags }, null, 2)}\n`;
}

// --- README API tables ---

export function readmeStart(table: ReadmeTable): string {
  return `<!-- vb:api:${table}:start (generated from meta.ts by npm run manifest) -->`;
}
export function readmeEnd(table: ReadmeTable): string {
  return `<!-- vb:api:${table}:end -->`;
}

/** Markdown table cell: pipes escaped, one line. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}
/** A description in a cell: also `<div>` shown as text, not swallowed as HTML. */
export function prose(text: string): string {
  return cell(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function code(text: string): string {
  return `\`${cell(text)}\``;
}

export function readmeTable(meta: AnyMeta, table: ReadmeTable, types: Map<string, string> = new Map()): string {
  const rows: string[] = [];
  switch (table) {
    case 'attributes': {
      rows.push('| attribute | property | type | default | meaning |', '|---|---|---|---|---|');
      for (const [prop, value] of Object.entries(meta.props)) {
        const spec = value as PropSpec<unknown>;
        const attribute = attributeName(prop, spec);
        const type = types.get(prop) ?? spec.type;
        const fallback = spec.default === undefined ? '' : code(JSON.stringify(spec.default));
        rows.push(`| ${attribute ? code(attribute) : '(property only)'} | ${code(prop)} | ${code(type)} | ${fallback} | ${prose(spec.description)} |`);
      }
      const render = JSON.stringify(meta.render ?? 'shadow');
      rows.push(`| \`render\` | | \`'shadow' \\| 'light'\` | \`${render}\` | Render mode, read once when the element first connects. |`);
      break;
    }
    case 'events':
      rows.push('| event | `event.detail` | when |', '|---|---|---|');
      for (const [event, entry] of Object.entries(meta.events ?? {})) rows.push(`| ${code(event)} | ${code(entry.detail)} | ${prose(entry.description)} |`);
      break;
    case 'slots':
      rows.push('| slot | content |', '|---|---|');
      for (const [slot, description] of Object.entries(meta.slots ?? {})) rows.push(`| ${slot ? code(slot) : '(default)'} | ${prose(description)} |`);
      break;
    case 'parts':
      rows.push('| part | element |', '|---|---|');
      for (const [part, description] of Object.entries(meta.parts ?? {})) rows.push(`| ${code(part)} | ${prose(description)} |`);
      break;
    case 'css-properties':
      rows.push('| property | meaning |', '|---|---|');
      for (const [property, description] of Object.entries(meta.cssProperties ?? {})) rows.push(`| ${code(property)} | ${prose(description)} |`);
      break;
  }
  if (rows.length === 2) return '_None._';
  return rows.join('\n');
}

/**
 * The README with every generated table replaced. A table whose markers are missing is an error when
 * meta has entries for it (the README must show them); an empty one may be left out.
 */
export function updateReadme(markdown: string, meta: AnyMeta, types: Map<string, string> = new Map()): string {
  let out = markdown;
  const missing: ReadmeTable[] = [];
  for (const table of README_TABLES) {
    const start = out.indexOf(readmeStart(table));
    const end = out.indexOf(readmeEnd(table));
    const body = readmeTable(meta, table, types);
    if (start < 0 || end < start) {
      if (body !== '_None._') missing.push(table);
      continue;
    }
    out = `${out.slice(0, start + readmeStart(table).length)}\n${body}\n${out.slice(end)}`;
  }
  if (missing.length) {
    throw new Error(
      `elements/${meta.name}/README.md lacks the generated tables ${missing.join(', ')}: add ${missing.map((t) => `${readmeStart(t)} ${readmeEnd(t)}`).join(', ')}.`,
    );
  }
  return out;
}

// --- the root README's "Data and calls" table ---

export const CALLS_START = '<!-- vb:data-calls:start (generated from meta.ts `calls` by npm run manifest) -->';
export const CALLS_END = '<!-- vb:data-calls:end -->';

/** Which block loads what from the page's host (meta.ts `calls`), and which load nothing. */
export function callsTable(metas: AnyMeta[]): string {
  const rows: string[] = [];
  const none: string[] = [];
  for (const meta of metas) {
    const calls = Object.entries(meta.calls ?? {});
    if (calls.length === 0) none.push(`\`${TAG_PREFIX}${meta.name}\``);
    for (const [call, what] of calls) rows.push(`| \`${TAG_PREFIX}${meta.name}\` | \`${cell(call)}\` | ${prose(what)} |`);
  }
  let out = '| block | loads | when, and without it |\n|---|---|---|\n';
  out += `${rows.join('\n')}\n\n`;
  if (none.length > 0) out += `These load nothing from the host: ${none.join(', ')}.\n`;
  return out;
}

/** The root README with its calls table regenerated between the markers. */
export function updateRootReadme(markdown: string, metas: AnyMeta[]): string {
  const start = markdown.indexOf(CALLS_START);
  const end = markdown.indexOf(CALLS_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${CALLS_START} ... ${CALLS_END}.`);
  return `${markdown.slice(0, start + CALLS_START.length)}\n\n${callsTable(metas)}\n${markdown.slice(end)}`;
}
