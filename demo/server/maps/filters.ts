/**
 * Filters (maps-toolkit spec section 3: field, operator, operand, optional types) and the list fields
 * every location call shares (layers, ids, filters, limit, start, children, associated, related).
 *
 * Semantics: filters are ANDed. A filter with `types` tests only locations of those types; others pass
 * it (so "language.code = spa for wards" leaves meetinghouses in). Text compares without regard to
 * case or accents. On list fields (LocalNames, missionaryPhoneNumbers...) '=' and 'contains' hold when any
 * item matches; '!=' and 'not contains' are their negations, so a missing value is != anything.
 */
import { FilterOperator } from '../../../maps/geo/enums.ts';
import { InputError } from '../validation.ts';
import { findField, isKnownType, layerTypes, type FieldContext, type FieldInfo, type FieldValue } from './catalog.ts';
import { checkListLength, MAX_FILTER_OPERANDS, MAX_FILTERS, MAX_IDS, MAX_LAYERS, MAX_LOCATIONS } from './limits.ts';
import { readBoolean, readList, readNumber, toKey, type Params } from './params.ts';
import type { LocationRecord } from './types.ts';

export const OPERATORS: readonly string[] = Object.values(FilterOperator);

/** How many locations one call answers at most, and by default. */
export const MAX_LIMIT = MAX_LOCATIONS;
export const DEFAULT_LIMIT = 100;

export interface CompiledFilter {
  field: string;
  operator: FilterOperator;
  operand: unknown;
  types?: ReadonlySet<string>;
  test(record: LocationRecord, context: FieldContext): boolean;
}

const NON_ASCII = /\P{ASCII}/u;

/** Lower case, and accents folded only where there are any (most names are plain ASCII: keep it cheap). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : lower;
}

const STRING_FILTER = /^\s*([A-Za-z][\w.]*)\s*(not contains|contains|!=|>=|<=|=|>|<)\s*(.*?)\s*$/i;

/** A filter written as text ('language.code = spa') for hand-made URLs. */
function parseFilterText(text: string): Record<string, unknown> | undefined {
  const match = STRING_FILTER.exec(text);
  if (!match) return undefined;
  return { field: match[1], operator: (match[2] ?? '').toLowerCase(), operand: match[3] };
}

function compareValues(value: string | number, operand: string | number): number {
  if (typeof value === 'number' && typeof operand === 'number') return value - operand;
  const a = fold(String(value));
  const b = fold(String(operand));
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compileFilter(raw: unknown, name: string): CompiledFilter {
  const source = typeof raw === 'string' ? parseFilterText(raw) : raw;
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    throw new InputError(name, `${name} must be a filter object { field, operator, operand, types? }`);
  }
  const record = source as Record<string, unknown>;
  if (typeof record.field !== 'string' || record.field.trim() === '') throw new InputError(`${name}.field`, `${name}.field is required`);
  const field = findField(record.field);
  if (!field) throw new InputError(`${name}.field`, `${name}.field ${JSON.stringify(record.field)} is not a queryable field (see /locations/fields)`);
  if (!field.filterable || !field.read) throw new InputError(`${name}.field`, `${name}.field ${field.name} cannot be filtered on`);
  const operatorText = typeof record.operator === 'string' ? record.operator.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  const operator = OPERATORS.find((op) => op === operatorText) as FilterOperator | undefined;
  if (!operator) throw new InputError(`${name}.operator`, `${name}.operator must be one of ${OPERATORS.map((op) => `'${op}'`).join(', ')}`);
  if (!('operand' in record)) throw new InputError(`${name}.operand`, `${name}.operand is required`);
  let operand: unknown = record.operand;
  if (Array.isArray(operand)) checkListLength(`${name}.operand`, operand.length, MAX_FILTER_OPERANDS);

  let types: Set<string> | undefined;
  if (record.types !== undefined && record.types !== null) {
    if (!Array.isArray(record.types)) throw new InputError(`${name}.types`, `${name}.types must be a list of location types`);
    types = new Set();
    for (const [i, type] of (record.types as unknown[]).entries()) {
      const resolved = typeof type === 'string' ? layerTypes(type) : undefined;
      if (!resolved) throw new InputError(`${name}.types[${i}]`, `${name}.types[${i}] ${JSON.stringify(type)} is not a location type or group`);
      for (const t of resolved) types.add(t);
    }
  }

  const ordering = operator === '>' || operator === '>=' || operator === '<' || operator === '<=';
  const textual = operator === 'contains' || operator === 'not contains';
  if (ordering || textual) {
    if (field.type === 'list' || field.type === 'reference-list') {
      if (ordering) throw new InputError(`${name}.operator`, `${name}.operator '${operator}' does not apply to the list field ${field.name}`);
    }
    if (Array.isArray(operand) || operand === null || (typeof operand !== 'string' && typeof operand !== 'number')) {
      throw new InputError(`${name}.operand`, `${name}.operand must be a string or a number for '${operator}'`);
    }
  } else if (operand !== null && typeof operand !== 'string' && typeof operand !== 'number' && typeof operand !== 'boolean' && !Array.isArray(operand)) {
    throw new InputError(`${name}.operand`, `${name}.operand must be a string, a number, null or a list`);
  }
  if (field.type === 'number' && operand !== null && !Array.isArray(operand) && !textual) {
    const number = typeof operand === 'number' ? operand : Number(operand);
    if (typeof operand === 'boolean' || !Number.isFinite(number)) throw new InputError(`${name}.operand`, `${name}.operand must be a number for ${field.name}`);
    operand = number;
  }
  if (field.type === 'date' && ordering && !/^\d{4}(-\d{2}(-\d{2})?)?/.test(String(operand))) {
    throw new InputError(`${name}.operand`, `${name}.operand must be a date (YYYY-MM-DD) for ${field.name}`);
  }
  if (field.type === 'string' && typeof operand === 'number' && !textual) operand = String(operand);

  return { field: field.name, operator, operand, ...(types ? { types } : {}), test: buildTest(field, operator, operand, types) };
}

function buildTest(field: FieldInfo, operator: FilterOperator, operand: unknown, types: ReadonlySet<string> | undefined): CompiledFilter['test'] {
  const read = field.read as NonNullable<FieldInfo['read']>;
  const operands = (Array.isArray(operand) ? operand : [operand]).map((item) => (typeof item === 'string' ? fold(item) : item));
  const needle = typeof operand === 'string' ? fold(operand) : String(operand);

  // Sets, not a scan of the operands per record: a list operand is tested against every selected location.
  const exact = new Set<unknown>(operands);
  const asText = new Set(operands.filter((item) => typeof item === 'number' || typeof item === 'boolean').map((item) => String(item)));
  const equalsOne = (value: string | number): boolean => {
    const folded = typeof value === 'string' ? fold(value) : value;
    return exact.has(folded) || (typeof folded === 'string' && asText.has(folded));
  };
  const equals = (value: FieldValue): boolean => {
    if (value === null) return operands.includes(null);
    if (Array.isArray(value)) return value.some(equalsOne);
    return equalsOne(value as string | number);
  };
  const contains = (value: FieldValue): boolean => {
    if (value === null) return false;
    if (Array.isArray(value)) return value.some((item) => fold(item).includes(needle));
    return fold(String(value)).includes(needle);
  };
  const order = (value: FieldValue): number | undefined => {
    if (value === null || Array.isArray(value)) return undefined;
    return compareValues(value as string | number, operand as string | number);
  };

  let check: (value: FieldValue) => boolean;
  switch (operator) {
    case '=':
      check = equals;
      break;
    case '!=':
      check = (value) => !equals(value);
      break;
    case 'contains':
      check = contains;
      break;
    case 'not contains':
      check = (value) => !contains(value);
      break;
    case '>':
      check = (value) => (order(value) ?? Number.NaN) > 0;
      break;
    case '>=':
      check = (value) => (order(value) ?? Number.NaN) >= 0;
      break;
    case '<':
      check = (value) => (order(value) ?? Number.NaN) < 0;
      break;
    case '<=':
      check = (value) => (order(value) ?? Number.NaN) <= 0;
      break;
  }
  return (record, context) => {
    if (types && !types.has(record.type)) return true;
    return check(read(record, context));
  };
}

export function readFilters(params: Params, name = 'filters'): CompiledFilter[] {
  const list = readList(params, name, MAX_FILTERS);
  if (!list) return [];
  return list.map((item, index) => compileFilter(item, `${name}[${index}]`));
}

/** The types the `layers` field stands for; undefined when absent (every type). */
export function readLayers(params: Params, name = 'layers'): ReadonlySet<string> | undefined {
  const list = readList(params, name, MAX_LAYERS);
  if (!list || list.length === 0) return undefined;
  const types = new Set<string>();
  list.forEach((layer, index) => {
    const resolved = typeof layer === 'string' ? layerTypes(layer) : undefined;
    if (!resolved)
      throw new InputError(`${name}[${index}]`, `${name}[${index}] ${JSON.stringify(layer)} is not a layer (a location type or group; see /layers)`);
    for (const type of resolved) types.add(type);
  });
  return types;
}

export interface IdRef {
  id: string;
  /** Set when the caller named the type ('WARD:123'): the location must be of it. */
  type?: string;
}

/** `ids`: location keys ('TYPE:id', 'TYPE/id') or bare ids. */
export function readIds(params: Params, name = 'ids'): IdRef[] | undefined {
  const list = readList(params, name, MAX_IDS);
  if (!list) return undefined;
  return list.map((item, index) => {
    if (typeof item === 'number' || (typeof item === 'string' && /^\d+$/.test(item.trim()))) return { id: String(item).trim() };
    const key = toKey(`${name}[${index}]`, item);
    if (!isKnownType(key.type)) throw new InputError(`${name}[${index}]`, `${name}[${index}]: ${key.type} is not a location type`);
    return { id: key.id, type: key.type };
  });
}

export interface ListOptions {
  types?: ReadonlySet<string>;
  ids?: IdRef[];
  filters: CompiledFilter[];
  limit: number;
  start: number;
  children: boolean;
  associated: boolean;
  related: boolean;
}

export function readListOptions(params: Params, defaults: { limit?: number; maxLimit?: number } = {}): ListOptions {
  const maxLimit = defaults.maxLimit ?? MAX_LIMIT;
  const types = readLayers(params);
  const ids = readIds(params);
  return {
    ...(types ? { types } : {}),
    ...(ids ? { ids } : {}),
    filters: readFilters(params),
    limit: readNumber(params, 'limit', { integer: true, min: 1, max: maxLimit }) ?? defaults.limit ?? DEFAULT_LIMIT,
    start: readNumber(params, 'start', { integer: true, min: 0, max: 10_000_000 }) ?? 0,
    children: readBoolean(params, 'children') ?? false,
    associated: readBoolean(params, 'associated') ?? false,
    related: readBoolean(params, 'related') ?? false,
  };
}

export function matches(record: LocationRecord, options: Pick<ListOptions, 'types' | 'filters'>, context: FieldContext): boolean {
  if (options.types && !options.types.has(record.type)) return false;
  for (const filter of options.filters) if (!filter.test(record, context)) return false;
  return true;
}
