/**
 * vb-offer-selector's rules (spec section 3 'Form submission extras'): offerType, oItemId and sourceId
 * are JSON arrays of the selected offers, and sourceId is set to the first selected offer's.
 */
export interface Offer {
  label: string;
  offerType: string;
  oItemId: string;
  sourceId: string;
  description: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The author's JSON list; entries without a label or an oItemId are dropped (they could not be told apart). */
export function parseOffers(value: unknown): Offer[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const offers: Offer[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const offer = {
      label: text(record.label),
      offerType: text(record.offerType),
      oItemId: text(record.oItemId),
      sourceId: text(record.sourceId),
      description: text(record.description),
    };
    if (!offer.label || !offer.oItemId || seen.has(offer.oItemId)) continue;
    seen.add(offer.oItemId);
    offers.push(offer);
  }
  return offers;
}

/** What the form submits for the selected offers (in the list's order); nothing when none is selected. */
export function offerFields(offers: readonly Offer[], selected: ReadonlySet<string>): Array<[string, string]> {
  const chosen = offers.filter((offer) => selected.has(offer.oItemId));
  const first = chosen[0];
  if (!first) return [];
  return [
    ['offerType', JSON.stringify(chosen.map((offer) => offer.offerType))],
    ['oItemId', JSON.stringify(chosen.map((offer) => offer.oItemId))],
    ['sourceId', JSON.stringify([first.sourceId])],
  ];
}

/** `value`: the oItemIds selected at first, comma-separated. */
export function parseSelection(value: string, offers: readonly Offer[], multiple: boolean): Set<string> {
  const known = new Set(offers.map((offer) => offer.oItemId));
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => known.has(id));
  return new Set(multiple ? ids : ids.slice(0, 1));
}
