/**
 * Vite plugin: an element's meta.ts reaches the browser without its documentation.
 *
 * meta.ts is the one source of an element's public API (DESIGN.md section 3): the manifest, the
 * README tables and the typings read its descriptions, slots, parts and custom properties. The
 * browser needs none of that: defineElement reads the name, the default render mode, each prop's
 * type, default and attribute, and the event names. Shipped whole, the prose is about a third of
 * an element's module (issue 9, section 2). So at build time the plugin evaluates meta.ts in Node
 * (it imports only types, so it runs without a DOM) and gives the bundler a module with the same
 * exports holding only that data. Tests and the generators keep reading the full meta.ts.
 */
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const META_FILE = /[\\/]elements[\\/][^\\/]+[\\/]meta\.ts$/;

interface PropLike {
  type?: unknown;
  default?: unknown;
  attribute?: unknown;
  emptyIsDefault?: unknown;
  choices?: unknown;
  range?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the runtime reads from an element's meta; everything else is documentation. */
export function slimMeta(meta: unknown): Record<string, unknown> {
  if (!isRecord(meta) || typeof meta.name !== 'string' || !isRecord(meta.props)) {
    throw new Error('an element meta needs a name and props');
  }
  const props: Record<string, PropLike> = {};
  for (const [name, spec] of Object.entries(meta.props)) {
    if (!isRecord(spec)) throw new Error(`meta ${meta.name}: prop ${name} is not an object`);
    const slim: PropLike = { type: spec.type, default: spec.default };
    if ('attribute' in spec) slim.attribute = spec.attribute;
    if (spec.emptyIsDefault === true) slim.emptyIsDefault = true;
    // Behaviour, not documentation: the runtime refuses a value outside them (src/props.ts).
    if (spec.choices !== undefined) slim.choices = spec.choices;
    if (spec.range !== undefined) slim.range = spec.range;
    props[name] = slim;
  }
  const slim: Record<string, unknown> = { name: meta.name, props };
  if (meta.render !== undefined) slim.render = meta.render;
  // A form field: the runtime makes it form-associated (ElementInternals); without the flag every field breaks in a build.
  if (meta.formAssociated === true) slim.formAssociated = true;
  // Event names only: the runtime dispatches them; their descriptions and detail types are docs.
  if (isRecord(meta.events)) slim.events = Object.fromEntries(Object.keys(meta.events).map((name) => [name, {}]));
  return slim;
}

/** The module text that replaces meta.ts in the bundle: the same named exports, `meta` slimmed. */
export function slimMetaModule(exports: Record<string, unknown>, file = 'meta.ts'): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'default') throw new Error(`${file}: a meta module has named exports only`);
    const data = name === 'meta' ? slimMeta(value) : value;
    const json = JSON.stringify(data);
    // A function or a value JSON cannot carry would silently change; meta.ts is data only.
    if (json === undefined || !sameData(data, JSON.parse(json))) {
      throw new Error(`${file}: export ${name} is not plain data (JSON); meta.ts holds data only`);
    }
    lines.push(`export const ${name} = ${json};`);
  }
  return lines.join('\n') + '\n';
}

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function slimMetaPlugin(): Plugin {
  return {
    name: 'vb-slim-meta',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!META_FILE.test(file)) return null;
      this.addWatchFile(file);
      const { tsImport } = await import('tsx/esm/api');
      // A query per build, so a watch rebuild reads the edited file rather than Node's module cache.
      const url = `${pathToFileURL(file).href}?slim=${Date.now()}`;
      const exports = (await tsImport(url, import.meta.url)) as Record<string, unknown>;
      return slimMetaModule(exports, file);
    },
  };
}
