/**
 * The generated data as stored (and cached): plain JSON, ids instead of object references, coordinates
 * as numbers. `locations.ts` turns a record into the service's Location answer.
 */
import type { LocationType } from '../../../maps/geo/enums.ts';

export interface AddressRecord {
  street1: string;
  street2?: string;
  neighborhood?: string;
  city: string;
  county?: string;
  state?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-1 alpha-3 (what the visitor pages read to preselect a country). */
  countryCode3: string;
  countryName: string;
  /** One line, as printed on an envelope in that country. */
  formatted: string;
}

export interface FacilityDetails {
  /** Square metres of floor. */
  buildingSize: number;
  /** Square metres of land. */
  lotSize: number;
  parking: number;
}

export interface LocationRecord {
  id: string;
  type: LocationType;
  name: string;
  longitude: number;
  latitude: number;
  address?: AddressRecord;
  /** ISO 639-3 code, e.g. 'eng'. */
  language?: string;
  /** Two-letter weekday and HHMM, e.g. 'SU0900' (visitor spec: hours.primary.code). */
  hours?: string;
  phone?: string;
  email?: string;
  missionaryPhoneNumbers?: string[];
  parentId?: string;
  /** The building a unit meets in (wards, stakes, family history centers in meetinghouses). */
  facilityId?: string;
  facility?: FacilityDetails;
  childIds?: string[];
  associatedIds?: string[];
  relatedIds?: string[];
  localNames?: string[];
  notes?: string;
  /** Geographic wards split their meetinghouse's cell; language, age-group and other wards overlap it. */
  geographic?: boolean;
  created: string;
  updated: string;
}

export interface GivingMachine {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  facebook: string;
  instagram: string;
  /** Detail fields the giving-machine panel shows under translated labels. */
  venue: string;
  dates: string;
  hours: string;
  charities: string[];
  city: string;
  country: string;
}

export interface MapsDataset {
  generatorVersion: number;
  seed: string;
  locations: LocationRecord[];
  givingMachines: GivingMachine[];
  /** ISO 639-3 code -> English name, for every language a location uses. */
  languageNames: Record<string, string>;
}
