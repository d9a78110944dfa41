/**
 * vb-campaigner's rule (spec section 3 'form-display mode', section 6): always-display shows, none hides, and
 * dynamic-display needs the visitor's campaign cookie (CID) in the campaign list and, when the page names its unit,
 * the unit in the unit list.
 */
export const MODES = ['dynamic-display', 'always-display', 'none'] as const;
export type CampaignMode = (typeof MODES)[number];

export function modeOf(value: string): CampaignMode | undefined {
  return (MODES as readonly string[]).includes(value) ? (value as CampaignMode) : undefined;
}

export function idList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface CampaignRule {
  mode: CampaignMode | undefined;
  campaignIds: readonly string[];
  unitIds: readonly string[];
  unit: string;
}

export function campaignShows({ mode, campaignIds, unitIds, unit }: CampaignRule, cid: string | undefined): boolean {
  if (mode === 'always-display') return true;
  if (mode !== 'dynamic-display') return false;
  const campaign = (cid ?? '').trim();
  if (!campaign || !campaignIds.includes(campaign)) return false;
  return unit.trim() === '' || unitIds.includes(unit.trim());
}

/** The link's address with the visitor's campaign id as `cid` (kept as the address had it when there is none). */
export function campaignLink(url: URL, cid: string | undefined): string {
  const copy = new URL(url.href);
  if (cid) copy.searchParams.set('cid', cid);
  return copy.href;
}
