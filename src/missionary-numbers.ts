/**
 * The missionary phone number lookup (spec section 7: GET /api/missionaryPhoneNumbers with a comma list of unit
 * ids; a unit without numbers is retried with its parent; errors give an empty map), for every element that
 * shows the numbers: vb-missionary-phone-numbers and vb-unit-finder.
 */
import { api } from './api.ts';

/** A unit and, optionally, its parent unit (spec section 7: the lookup takes a list of {unit, parent} pairs). */
export interface UnitPair {
  unit: string;
  parent?: string;
}

/** The server's own limit on one call (demo/server/routes/missionary.ts MISSIONARY_MAX_UNIT_IDS). */
export const MAX_UNIT_IDS = 200;

/** Unit id -> numbers, the answer's shape. Built with `Map`: an id such as `__proto__` is just a key. */
export type NumbersByUnit = ReadonlyMap<string, readonly string[]>;

/** The ids one call asks for: every unit, then each parent the page gave, capped at the server's limit. */
export function requestIds(pairs: readonly UnitPair[]): string[] {
  const ids = new Set<string>();
  for (const { unit } of pairs) ids.add(unit);
  for (const { parent } of pairs) if (parent) ids.add(parent);
  return [...ids].slice(0, MAX_UNIT_IDS);
}

/**
 * The answer (`{ "<unit id>": ["+1 801-555-0101", ...] }`). Anything else is an error, and errors give
 * an empty map (spec section 7): entries that are not lists of strings are dropped, blank numbers too.
 */
export function readNumbers(body: unknown): NumbersByUnit {
  const map = new Map<string, readonly string[]>();
  if (!body || typeof body !== 'object' || Array.isArray(body)) return map;
  for (const [unit, value] of Object.entries(body as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    const numbers = value.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim());
    map.set(unit, numbers);
  }
  return map;
}

/** A unit's numbers in an answer: its own, else its parent's (the spec's retry with the parent unit). */
export function numbersOf(answer: NumbersByUnit, unit: string, parent?: string): readonly string[] {
  const own = answer.get(unit) ?? [];
  return own.length > 0 ? own : parent ? (answer.get(parent) ?? []) : [];
}

/**
 * One call for the units and their parents (`requestIds`), read by `readNumbers`. Rejects as `api` does (an
 * abort, a failure): the caller decides what a failure shows (the spec: an empty map).
 */
export async function fetchMissionaryNumbers(pairs: readonly UnitPair[], options: { signal?: AbortSignal; apiOrigin?: string } = {}): Promise<NumbersByUnit> {
  const ids = requestIds(pairs);
  if (ids.length === 0) return new Map();
  const body = await api(`${options.apiOrigin ?? ''}/api/missionaryPhoneNumbers`, { query: { unitIds: ids.join(',') }, signal: options.signal });
  return readNumbers(body);
}
