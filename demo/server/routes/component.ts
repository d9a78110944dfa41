/**
 * POST /api/component (spec section 7: "JSON component data -> JSON; called only when data is non-empty;
 * non-200 or empty data gives empty string"). The spec leaves the answer open; the reference behaviour is
 * a resolver for the data a CMS stores with a component:
 *
 *   { "type": "card-tile", "data": { "cards": [ { "$page": "/pages/temples" } ], "likes": { "$counter": { "group": "likes", "id": "temples" } } } }
 *   -> { "type": "card-tile", "data": { "cards": [ { "url", "title", "description", "image" } ], "likes": { "group", "id", "value" } } }
 *
 * An object whose only key is `$page` becomes that content page's summary (null when no such page exists, so
 * one unpublished page does not blank the whole component); one whose only key is `$counter` becomes the
 * social counter's current value. Everything else comes back as sent. Empty data is a 400 naming `data`,
 * which the client turns into its empty result, as the spec says.
 */
import type { FastifyPluginAsync } from 'fastify';
import { checkKey, COUNTER_GROUP_MAX_CHARS, COUNTER_ID_MAX_CHARS } from '../counters/keys.ts';
import { createCounterStore, type CounterStore } from '../counters/store.ts';
import { CONTENT_PAGES, pageImage, pageUrl, PAGE_URL_PREFIX, type ContentPage } from '../search/pages.ts';
import { InputError } from '../validation.ts';

/** Component folder names (spec: every component is registered by its folder name). */
const COMPONENT_TYPE_PATTERN = '^[a-z][a-z0-9-]{0,63}$';
/** A 64 KiB body cannot nest deeper than this usefully; the cap keeps the resolver's recursion bounded. */
export const COMPONENT_MAX_DEPTH = 32;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface ComponentBody {
  type: string;
  data: Json[] | { [key: string]: Json };
}

const componentSchema = {
  body: {
    type: 'object',
    required: ['type', 'data'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', pattern: COMPONENT_TYPE_PATTERN },
      data: { type: ['object', 'array'] },
    },
  },
} as const;

export interface PageSummary {
  url: string;
  title: string;
  description: string;
  image: string;
}

function summary(page: ContentPage): PageSummary {
  return { url: pageUrl(page), title: page.title, description: page.description, image: pageImage(page) };
}

function childField(parent: string, key: string | number): string {
  return typeof key === 'number' ? `${parent}[${key}]` : `${parent}.${key}`;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKey(value: { [key: string]: Json }): string | undefined {
  const keys = Object.keys(value);
  return keys.length === 1 ? keys[0] : undefined;
}

class Resolver {
  constructor(
    private readonly pages: ReadonlyMap<string, ContentPage>,
    private readonly counters: CounterStore,
  ) {}

  resolve(value: Json, field: string, depth: number): Json {
    if (depth > COMPONENT_MAX_DEPTH) throw new InputError(field, `data must not nest deeper than ${COMPONENT_MAX_DEPTH} levels`);
    if (Array.isArray(value)) return value.map((item, index) => this.resolve(item, childField(field, index), depth + 1));
    if (!isObject(value)) return value;
    const directive = onlyKey(value);
    if (directive === '$page') return this.page(value.$page ?? null, childField(field, '$page'));
    if (directive === '$counter') return this.counter(value.$counter ?? null, childField(field, '$counter'));
    const resolved: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) resolved[key] = this.resolve(item, childField(field, key), depth + 1);
    return resolved;
  }

  private page(reference: Json, field: string): Json {
    if (typeof reference !== 'string' || reference.trim() === '') {
      throw new InputError(field, `${field} must be a page address such as "${PAGE_URL_PREFIX}temples"`);
    }
    const page = this.pages.get(reference.trim().replace(/\/+$/, ''));
    return page ? { ...summary(page) } : null;
  }

  private counter(reference: Json, field: string): Json {
    if (!isObject(reference)) throw new InputError(field, `${field} must be an object with group and id`);
    const { group, id } = reference;
    if (typeof group !== 'string') throw new InputError(`${field}.group`, `${field}.group must be a string`);
    if (typeof id !== 'string') throw new InputError(`${field}.id`, `${field}.id must be a string`);
    checkKey(`${field}.group`, group, COUNTER_GROUP_MAX_CHARS);
    checkKey(`${field}.id`, id, COUNTER_ID_MAX_CHARS);
    return { group, id, value: this.counters.read(group, id) };
  }
}

export const componentRoutes: FastifyPluginAsync = async (api) => {
  const pages = new Map<string, ContentPage>(CONTENT_PAGES.map((page) => [pageUrl(page), page]));
  const resolver = new Resolver(pages, createCounterStore(api.db));

  api.post<{ Body: ComponentBody }>('/component', { schema: componentSchema }, async (request) => {
    const { type, data } = request.body;
    const empty = Array.isArray(data) ? data.length === 0 : Object.keys(data).length === 0;
    if (empty) throw new InputError('data', 'data must not be empty');
    return { type, data: resolver.resolve(data, 'data', 0) };
  });
};
