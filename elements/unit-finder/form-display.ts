/**
 * Whether a unit shows its contact form (visitor-blocks spec section 3 'Element data', section 6): always in
 * always-display mode; in dynamic-display mode only when the campaign cookie CID is in the campaign list
 * and the unit is in the unit list; otherwise never.
 */
import { getCookie } from '../../src/storage.ts';
import { splitList } from './default-finder-logic.ts';

export type FormDisplayMode = 'always-display' | 'dynamic-display' | 'none';

/** The element data's units-and-campaigns (spec section 3). */
export interface UnitsAndCampaigns {
  campaignIds: string[];
  unitIds: string[];
}

/** The attribute as authors write it: the spec's two lists, each of ids (strings or numbers). */
export interface UnitsAndCampaignsInput {
  campaignIds?: readonly (string | number)[];
  unitIds?: readonly (string | number)[];
}

/** The mode attribute as written; anything else is none (spec: 'otherwise none'). */
export function parseFormDisplayMode(value: string | null | undefined): FormDisplayMode {
  const mode = (value ?? '').trim().toLowerCase();
  return mode === 'always-display' || mode === 'dynamic-display' ? mode : 'none';
}

const idList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((id) => typeof id === 'string' || typeof id === 'number')
        .map((id) => String(id).trim())
        .filter((id) => id !== '')
    : [];

/** Reads units-and-campaigns from its JSON attribute (or an object); bad input gives empty lists. */
export function parseUnitsAndCampaigns(value: unknown): UnitsAndCampaigns {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      data = undefined;
    }
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { campaignIds: idList(record.campaignIds), unitIds: idList(record.unitIds) };
}

/**
 * The lists `dynamic-display` reads: the spec's JSON object (`units-and-campaigns`) and the comma-list aliases
 * (`form-campaign-ids`, `form-unit-ids`; see the README for why they stay), together, each id once.
 */
export function formLists(unitsAndCampaigns: unknown, campaignList: string, unitList: string): UnitsAndCampaigns {
  const json = parseUnitsAndCampaigns(unitsAndCampaigns);
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return { campaignIds: union(json.campaignIds, splitList(campaignList)), unitIds: union(json.unitIds, splitList(unitList)) };
}

/** The campaign cookie CID (spec section 1: accepted in upper and lower case). */
export function campaignCookie(): string | undefined {
  return getCookie('CID') ?? getCookie('cid');
}

export function showsForm(mode: FormDisplayMode, unitId: string, lists: UnitsAndCampaigns, cid: string | undefined = campaignCookie()): boolean {
  if (mode === 'always-display') return true;
  if (mode !== 'dynamic-display' || cid === undefined || cid === '') return false;
  return lists.campaignIds.includes(cid) && lists.unitIds.includes(unitId);
}
