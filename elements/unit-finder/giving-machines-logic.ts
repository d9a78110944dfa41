/**
 * The giving-machines variant's pure parts (visitor-blocks spec sections 2 'Unit finder' and 3 'Giving
 * machine'): the panel's detail fields in order, links that are safe to follow, and the variant's wording from
 * the finder's attributes. The machines themselves come from search.ts (listGivingMachines). Node tests:
 * test/elements/unit-finder/unit-finder-map-giving.node.test.ts.
 */
import type { UnitFinderProps } from './unit-finder.tsx';

/** One detail field as the panel lists it: the label key and the text. */
export interface GivingMachineDetail {
  /** 'venue', 'dates', 'hours', 'charities', or another property name of the data. */
  key: string;
  text: string;
}

/** The variant's wording (messages as attributes, spec section 8), as the panel uses it. */
export interface GivingMachinesStrings {
  /** The list's heading. */
  heading: string;
  /** The map region's name. */
  mapLabel: string;
  /** The detail panel's back button. */
  back: string;
  loading: string;
  /** The machine list could not be loaded. */
  loadError: string;
  /** The list came back empty. */
  empty: string;
  /** The button that loads the list again after it failed. */
  retry: string;
  facebook: string;
  instagram: string;
  address: string;
  /** Labels of the detail fields by key; a field without one is labelled by its key. */
  venue: string;
  dates: string;
  hours: string;
  charities: string;
}

/** The finder's attributes the variant's wording comes from (their English defaults stand in meta.ts, only there). */
export type GivingWords = Pick<
  UnitFinderProps,
  | 'mapLabel'
  | 'givingMapLabel'
  | 'givingHeading'
  | 'givingBack'
  | 'givingLoading'
  | 'givingLoadError'
  | 'givingEmpty'
  | 'givingRetry'
  | 'givingFacebook'
  | 'givingInstagram'
  | 'givingAddress'
  | 'givingVenue'
  | 'givingDates'
  | 'givingHours'
  | 'givingCharities'
>;

/** The variant's wording from the finder's attributes; the map is named by `map-label` only when the author set it. */
export function givingStrings(words: GivingWords, mapLabelSet: boolean): GivingMachinesStrings {
  return {
    heading: words.givingHeading,
    mapLabel: mapLabelSet ? words.mapLabel : words.givingMapLabel,
    back: words.givingBack,
    loading: words.givingLoading,
    loadError: words.givingLoadError,
    empty: words.givingEmpty,
    retry: words.givingRetry,
    facebook: words.givingFacebook,
    instagram: words.givingInstagram,
    address: words.givingAddress,
    venue: words.givingVenue,
    dates: words.givingDates,
    hours: words.givingHours,
    charities: words.givingCharities,
  };
}

/** Detail fields shown first, in this order; then any other text field of the data, by name. */
const DETAIL_ORDER = ['venue', 'dates', 'hours', 'charities'] as const;
/** Properties that are never detail fields (links are shown as links; language and names elsewhere). */
const NOT_DETAILS = new Set(['facebook', 'instagram', 'Language', 'LocalNames']);

/** An https (or http) link, else undefined: data never becomes a `javascript:` or relative href. */
export function safeLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function detailText(value: string | readonly string[]): string | undefined {
  const parts = (typeof value === 'string' ? [value] : value).map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * A machine's detail fields (listGivingMachines' `details`) in the panel's order: venue, dates, hours and
 * charities first, then any other field of the data by name; lists joined with commas, empty ones left out.
 */
export function machineDetails(details: Readonly<Record<string, string | readonly string[]>>): GivingMachineDetail[] {
  const out: GivingMachineDetail[] = [];
  const add = (key: string) => {
    const value = Object.prototype.hasOwnProperty.call(details, key) ? details[key] : undefined;
    const text = value === undefined ? undefined : detailText(value);
    if (text) out.push({ key, text });
  };
  for (const key of DETAIL_ORDER) add(key);
  for (const key of Object.keys(details)) if (!NOT_DETAILS.has(key) && !(DETAIL_ORDER as readonly string[]).includes(key)) add(key);
  return out;
}

/** The label of a detail field: the known ones from the wording, others by their own name. */
export function detailLabel(strings: GivingMachinesStrings, key: string): string {
  switch (key) {
    case 'venue':
    case 'dates':
    case 'hours':
    case 'charities':
      return strings[key];
    default:
      return key;
  }
}
