/**
 * Props: how an element's meta.ts declares its API, and how attribute and property values become props.
 *
 * meta.ts is the one source of an element's props (DESIGN.md section 5): a component never writes its own
 * props interface, it derives it, `type PollProps = PropsOf<typeof meta>`, and a default lives only in meta.
 * Pure data and functions with no DOM and no CSS: Node reads it too (scripts/manifest.ts, vite-slim-meta).
 */
import type { ElementFamily } from './families.ts';

export type PropType = 'string' | 'number' | 'boolean' | 'json';

type TypeOfProp<T> = [T] extends [boolean] ? 'boolean' : [T] extends [number] ? 'number' : [T] extends [string] ? 'string' : PropType;

/** What the runtime reads of a prop. Documentation is optional here: bundles may ship without it. */
export interface PropOptions<T> {
  type: TypeOfProp<NonNullable<T>>;
  /** Value when the attribute is absent (and the property never set). */
  default: T;
  description?: string;
  /** Attribute name; kebab-case of the prop name by default; false for a property only. */
  attribute?: string | false;
  /**
   * An attribute or property that is empty (or only white space) gives the default, as if absent: for wording
   * a visitor must see (a required message) where a blank attribute from a CMS field left empty is no choice.
   * Without it an empty attribute is a real value (an author may blank a label on purpose).
   */
  emptyIsDefault?: boolean;
  /**
   * A string prop's values, as HTML's enumerated attributes: matched ignoring case and surrounding space, given to
   * the component as written here (`choices: ['top', 'bottom'] as const` also types the prop as that union). Any
   * other value warns, naming the element, the attribute and the choices, and gives the default; a property keeps
   * its last value. `''` among the choices lets an empty value through.
   */
  choices?: readonly string[];
  /** A number prop's range: a whole number from the first to the second. Any other value warns the same way. */
  range?: readonly [min: number, max: number];
}

/** A documented prop, as written in an element's meta.ts (the manifest needs the description). */
export interface PropSpec<T> extends PropOptions<T> {
  description: string;
}

export interface DocEntry {
  description: string;
}

export interface EventDoc extends DocEntry {
  /** The TypeScript type of `event.detail`, for custom-elements.json. */
  detail: string;
  /**
   * A kit's event (the players' events, src/media/media-events.ts): the kit's typed map that declares it
   * (`type`, exported from `from`, a path from the repository root) and the detail types it names (`names`).
   * The element's events.ts then uses that map and re-exports those names instead of writing the types again.
   */
  declaredIn?: { type: string; from: string; names: readonly string[] };
}

export type RenderMode = 'shadow' | 'light';

/** The prop map of a meta, as the runtime reads it. */
export type PropOptionsMap<P extends object> = { [K in keyof P]-?: PropOptions<P[K]> };

/** The part of an element's description that the runtime and the docs share (everything but component and styles). */
export interface MetaBase {
  /** Folder name under elements/; the tag is `vb-<name>`. */
  name: string;
  /** The family the demo index groups the element under (src/families.ts); documentation, not shipped. */
  family?: ElementFamily;
  /** '' is the default slot. */
  slots?: Record<string, string>;
  parts?: Record<string, string>;
  cssProperties?: Record<`--vb-${string}`, string>;
  /** Default render mode; a page may choose per element with render="light" or render="shadow". */
  render?: RenderMode;
  /**
   * A form field: a form-associated custom element whose value a native <form> submits under its name,
   * whose validity the form sees, reset by the form and disabled by a fieldset. Shadow roots delegate focus.
   */
  formAssociated?: boolean;
  /**
   * What the block loads from the page's host, by call (`'GET {prefix}/api/emailVerify'`, `'GET {static}/country/countries.json'`),
   * each with when and what happens without it. The README's "Data and calls" table is generated from it.
   */
  calls?: Record<string, string>;
}

/**
 * An element's documentation and props, as pure data (elements/<name>/meta.ts). It imports only
 * types, so Node can read it to generate custom-elements.json without a DOM.
 */
export interface ElementMeta<P extends object> extends MetaBase {
  description: string;
  props: { [K in keyof P]-?: PropSpec<P[K]> };
  events?: Record<`vb-${string}`, EventDoc>;
}

/** What `defineMeta` accepts: props of any of the four types, each documented. */
export interface MetaShape extends MetaBase {
  description: string;
  props: Record<string, PropSpec<unknown> & { type: PropType }>;
  events?: Record<`vb-${string}`, EventDoc>;
}

/** A string prop keeps a union its default was cast to (`default: 'default' as Variant`); otherwise `string`. */
type StringOf<D> = D extends string ? (string extends D ? string : D) : string;

/**
 * The TypeScript type of one declared prop: from `type`, and for json (or a string union) from the default's type;
 * a number whose default is `null as number | null` ("empty: automatic") keeps the null.
 */
export type PropValue<S> = S extends { type: 'boolean' }
  ? boolean
  : S extends { type: 'number'; default: infer D }
    ? number | Exclude<D, number>
    : S extends { type: 'string'; choices: readonly (infer C)[] }
      ? C
      : S extends { type: 'string'; default: infer D }
        ? StringOf<D>
        : S extends { default: infer D }
          ? D
          : never;

/**
 * The props a component receives, derived from its meta: `type Props = PropsOf<typeof meta>`.
 * Every prop is always set (absent attributes give the default), so none is optional.
 */
export type PropsOf<M extends { props: object }> = { -readonly [K in keyof M['props']]: PropValue<M['props'][K]> };

/**
 * Declare an element's meta. It returns its argument unchanged; it exists so that the meta's prop types are
 * inferred (a string default widens to `string`, a json default keeps the type it is written with:
 * `default: [] as PollAnswer[]`) and checked against the documented shape.
 */
export function defineMeta<M extends MetaShape>(meta: M): M {
  return meta;
}

/** A shared group of props (the base field, the map-service attributes) declared once and spread into each meta. */
export function defineProps<G extends Record<string, PropSpec<unknown> & { type: PropType }>>(group: G): G {
  return group;
}

/** Attribute names are kebab-case of prop names, as in HTML: noResults -> no-results. */
export function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

type Parsed<T> = { ok: true; value: T } | { ok: false };

function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** Parse an attribute value for a prop; null (absent) gives the default. Invalid values warn and give the default. */
export function parseAttribute<T>(tag: string, attribute: string, spec: PropOptions<T>, value: string | null): T {
  if (value === null || (spec.emptyIsDefault && isBlank(value))) return spec.default;
  const parsed = parseString(tag, `attribute ${attribute}`, spec, value);
  return parsed.ok ? parsed.value : spec.default;
}

/**
 * Attributes fall back to the default (an error for bad JSON, as before); properties keep their last value (a warning).
 * A number outside its `range`, or a string not among its `choices`, is refused the same way.
 */
function parseString<T>(tag: string, what: string, spec: PropOptions<T>, value: string, property = false): Parsed<T> {
  const fallback = property ? '; keeping its last value' : `; using the default (${JSON.stringify(spec.default)})`;
  let problem: string;
  switch (spec.type) {
    case 'boolean':
      // Present means true (`<vb-drawers only-one-open>`); only an explicit "false" turns it off.
      return { ok: true, value: (value.trim().toLowerCase() !== 'false') as T };
    case 'number': {
      const n = value.trim() === '' ? Number.NaN : Number(value);
      const range = spec.range;
      if (!Number.isFinite(n)) problem = 'is not a number';
      else if (!range || (Number.isInteger(n) && n >= range[0] && n <= range[1])) return { ok: true, value: n as T };
      else problem = `is not a whole number from ${range[0]} to ${range[1]}`;
      break;
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(value) as T };
      } catch (error) {
        const log = property ? console.warn : console.error;
        log(`<${tag}>: ${what} is not valid JSON (${(error as Error).message})${fallback}.`);
        return { ok: false };
      }
    default: {
      const key = value.trim().toLowerCase();
      const choice = spec.choices ? spec.choices.find((c) => c.toLowerCase() === key) : value;
      if (choice !== undefined) return { ok: true, value: choice as T };
      problem = `is not one of ${JSON.stringify(spec.choices)}`;
    }
  }
  console.warn(`<${tag}>: ${what}="${value}" ${problem}${fallback}.`);
  return { ok: false };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * A value given to a property. A string is parsed like the attribute (React 19 sets `el.answers = '[…]'`);
 * null and undefined restore the default (and so does a blank string for an `emptyIsDefault` prop);
 * anything else must have the prop's type.
 */
export function parseProperty<T>(tag: string, prop: string, spec: PropOptions<T>, value: unknown): Parsed<T> {
  if (value === null || value === undefined || (spec.emptyIsDefault && isBlank(value))) return { ok: true, value: spec.default };
  if (typeof value === 'string') return parseString(tag, `property ${prop}`, spec, value, true);
  let fits: boolean;
  let expected: string;
  switch (spec.type) {
    case 'boolean':
      fits = typeof value === 'boolean';
      expected = 'a boolean';
      break;
    case 'number':
      fits = typeof value === 'number' && Number.isFinite(value);
      expected = 'a finite number';
      break;
    case 'json':
      // The default tells the shape: a list wants a list, an object an object.
      if (Array.isArray(spec.default)) {
        fits = Array.isArray(value);
        expected = 'a list';
      } else if (spec.default !== null && typeof spec.default === 'object') {
        fits = typeof value === 'object' && !Array.isArray(value);
        expected = 'an object';
      } else {
        fits = typeof value !== 'function' && typeof value !== 'symbol' && typeof value !== 'bigint';
        expected = 'JSON data';
      }
      break;
    default:
      fits = false;
      expected = 'a string';
  }
  // A number goes through its range as its text would.
  if (fits) return spec.type === 'number' ? parseString(tag, `property ${prop}`, spec, String(value), true) : { ok: true, value: value as T };
  console.warn(`<${tag}>: property ${prop} must be ${expected}, not ${describe(value)}; keeping its last value.`);
  return { ok: false };
}
