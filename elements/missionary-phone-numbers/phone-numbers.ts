/**
 * vb-missionary-phone-numbers' rules as pure functions (spec section 7 GET /api/missionaryPhoneNumbers,
 * section 3 'missionaryPhoneNumbers (list; first shown)'): which ids to ask for, what the answer means,
 * and which numbers a visitor sees. No DOM, no network: a node test covers them.
 */

import { numbersOf, type NumbersByUnit, type UnitPair } from '../../src/missionary-numbers.ts';

export { MAX_UNIT_IDS, readNumbers, requestIds, type NumbersByUnit, type UnitPair } from '../../src/missionary-numbers.ts';

const UNIT_ID = /^[A-Za-z0-9_-]{1,40}$/u;

/**
 * The units to show, in the author's order, without duplicates: `unit-ids` (comma list) first, then the
 * `units` pairs. Ids the server would refuse (not letters, digits, - and _) are dropped with their pair.
 */
export function unitPairs(unitIds: string, units: readonly UnitPair[] | null | undefined): UnitPair[] {
  const seen = new Map<string, UnitPair>();
  const add = (unit: unknown, parent?: unknown) => {
    const id = typeof unit === 'string' || typeof unit === 'number' ? String(unit).trim() : '';
    if (!UNIT_ID.test(id)) return;
    const parentId = typeof parent === 'string' || typeof parent === 'number' ? String(parent).trim() : '';
    const known = seen.get(id);
    if (known) {
      if (!known.parent && UNIT_ID.test(parentId)) known.parent = parentId;
      return;
    }
    seen.set(id, UNIT_ID.test(parentId) ? { unit: id, parent: parentId } : { unit: id });
  };
  for (const id of unitIds.split(',')) add(id);
  if (Array.isArray(units)) {
    for (const pair of units) if (pair && typeof pair === 'object') add(pair.unit, pair.parent);
  }
  return [...seen.values()];
}

/** One unit's line: its numbers as the visitor sees them. */
export interface UnitNumbers {
  unit: string;
  numbers: string[];
}

/**
 * What to show: per unit its own numbers, else its parent's (the server already retries with the parent it
 * knows; a parent the page gave covers units it does not), the first only unless `all`. A number shown for
 * an earlier unit is not repeated (units of one building often share their parent's number); units left
 * without a number are left out.
 */
export function numbersToShow(pairs: readonly UnitPair[], answer: NumbersByUnit, all: boolean): UnitNumbers[] {
  const shown = new Set<string>();
  const lines: UnitNumbers[] = [];
  for (const { unit, parent } of pairs) {
    const found = numbersOf(answer, unit, parent);
    const numbers = (all ? found : found.slice(0, 1)).filter((n) => {
      const key = telHref(n);
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    });
    if (numbers.length > 0) lines.push({ unit, numbers });
  }
  return lines;
}

/** The event's map: every unit asked about, with the numbers found for it (own or parent's), [] when none. */
export function numbersByUnit(pairs: readonly UnitPair[], answer: NumbersByUnit): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const { unit, parent } of pairs) {
    const numbers = numbersOf(answer, unit, parent);
    Object.defineProperty(result, unit, { value: [...numbers], enumerable: true, writable: true, configurable: true });
  }
  return result;
}

/**
 * A tel: URI (RFC 3966) without any library: the digits, with the leading + when the number has one.
 * Extensions and letters are dropped; phones dial the digits.
 */
export function telHref(number: string): string {
  const plus = number.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${number.replace(/\D/gu, '')}`;
}

export type NumberFormat = 'international' | 'national' | 'as-given';

export function numberFormat(value: string): NumberFormat {
  return value === 'national' || value === 'as-given' ? value : 'international';
}
