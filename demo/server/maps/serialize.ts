/**
 * A stored record as the service's Location answer (maps-toolkit section 3, visitor-blocks section 3):
 * coordinates as { latitude, longitude }; language.code; hours.primary.code; parent.id;
 * properties.LocalNames (first entry preferred for display); missionaryPhoneNumbers. Relations are
 * references ({ id, type, key, name }) unless the call asks to expand them.
 */
import { IdentifierType } from '../../../maps/geo/enums.ts';
import type { MapsData } from './data.ts';
import type { GivingMachine, LocationRecord } from './types.ts';

export interface Reference {
  id: string;
  type: string;
  key: string;
  name: string;
}

export interface Expand {
  children?: boolean;
  associated?: boolean;
  related?: boolean;
}

const DAY_NAMES: Readonly<Record<string, string>> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};

export function keyOf(record: Pick<LocationRecord, 'type' | 'id'>): string {
  return `${record.type}:${record.id}`;
}

export function reference(record: LocationRecord): Reference {
  return { id: record.id, type: record.type, key: keyOf(record), name: record.name };
}

function isUnit(record: LocationRecord): boolean {
  return (
    record.type.startsWith('WARD') ||
    record.type.startsWith('STAKE') ||
    record.type === 'MISSION' ||
    record.type === 'AREA' ||
    record.type === 'TEMPLE_DISTRICT'
  );
}

export class Serializer {
  private readonly machines: ReadonlyMap<string, GivingMachine>;

  constructor(private readonly data: MapsData) {
    this.machines = new Map(data.givingMachines.map((machine) => [machine.id, machine]));
  }

  private references(ids: readonly string[] | undefined): Reference[] | undefined {
    if (!ids) return undefined;
    const out: Reference[] = [];
    for (const id of ids) {
      const record = this.data.byId(id);
      if (record) out.push(reference(record));
    }
    return out;
  }

  private expanded(ids: readonly string[] | undefined): Array<Record<string, unknown>> | undefined {
    if (!ids) return undefined;
    const out: Array<Record<string, unknown>> = [];
    for (const id of ids) {
      const record = this.data.byId(id);
      if (record) out.push(this.location(record));
    }
    return out;
  }

  location(record: LocationRecord, expand: Expand = {}): Record<string, unknown> {
    const out: Record<string, unknown> = {
      id: record.id,
      key: keyOf(record),
      type: record.type,
      name: record.name,
      coordinates: { latitude: record.latitude, longitude: record.longitude },
    };
    if (record.address) out.address = { ...record.address };
    if (record.language) out.language = { code: record.language, name: this.data.languageNames[record.language] ?? record.language };
    if (record.hours) {
      const day = record.hours.slice(0, 2);
      const time = `${record.hours.slice(2, 4)}:${record.hours.slice(4, 6)}`;
      out.hours = { primary: { code: record.hours, day, dayName: DAY_NAMES[day] ?? day, time } };
    }
    if (record.phone) out.phone = record.phone;
    if (record.email) out.email = record.email;
    if (record.notes) out.notes = record.notes;
    if (record.missionaryPhoneNumbers) out.missionaryPhoneNumbers = [...record.missionaryPhoneNumbers];
    out.identifiers = [{ type: isUnit(record) ? IdentifierType.UNIT_NUMBER : IdentifierType.FACILITY_ID, value: record.id }];
    const parent = record.parentId ? this.data.byId(record.parentId) : undefined;
    if (parent) out.parent = reference(parent);
    const facility = record.facility ? record : record.facilityId ? this.data.byId(record.facilityId) : undefined;
    if (facility) out.facility = { ...reference(facility), ...(facility.facility ?? {}) };
    const properties: Record<string, unknown> = {};
    if (record.localNames) properties.LocalNames = [...record.localNames];
    if (record.language) properties.Language = this.data.languageNames[record.language] ?? record.language;
    const machine = this.machines.get(record.id);
    if (machine) {
      // The giving-machine panel's detail fields (visitor spec section 3), on the location too.
      const { facebook, instagram, venue, dates, hours, charities } = machine;
      Object.assign(properties, { facebook, instagram, venue, dates, hours, charities: [...charities] });
    }
    out.properties = properties;
    const children = expand.children ? this.expanded(record.childIds) : this.references(record.childIds);
    if (children) out.children = children;
    const associated = expand.associated ? this.expanded(record.associatedIds) : this.references(record.associatedIds);
    if (associated) out.associated = associated;
    const related = expand.related ? this.expanded(record.relatedIds) : this.references(record.relatedIds);
    if (related) out.related = related;
    out.created = record.created;
    out.updated = record.updated;
    return out;
  }
}
