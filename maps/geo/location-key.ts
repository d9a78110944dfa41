/** Location keys (maps-toolkit spec sections 3 and 5): a location is named by its type and id, 'TYPE:id'. */

export interface LocationKey {
  type: string;
  id: string;
}

export const LOCATION_KEY_SEPARATOR = ':';

/**
 * 'ward:123' or 'ward/123' -> { type: 'WARD', id: '123' }. The type ends at the first ':' or '/', so an id
 * may itself contain either. An object with type and id is checked and normalised the same way.
 */
export function parseLocationKey(input: string | Readonly<LocationKey>): LocationKey {
  let type: string;
  let id: string;
  if (typeof input === 'string') {
    const cut = input.search(/[:/]/);
    if (cut === -1) throw new TypeError(`Invalid location key ${JSON.stringify(input)}: expected 'type:id' or 'type/id'.`);
    type = input.slice(0, cut);
    id = input.slice(cut + 1);
  } else if (typeof input === 'object' && input !== null && typeof input.type === 'string' && (typeof input.id === 'string' || typeof input.id === 'number')) {
    type = input.type;
    id = String(input.id);
  } else {
    throw new TypeError(`Invalid location key ${JSON.stringify(input)}: expected 'type:id', 'type/id' or { type, id }.`);
  }
  type = type.trim().toUpperCase();
  id = id.trim();
  if (!type || !id) throw new TypeError(`Invalid location key ${JSON.stringify(input)}: both a type and an id are required.`);
  return { type, id };
}

export function tryParseLocationKey(input: string | Readonly<LocationKey>): LocationKey | undefined {
  try {
    return parseLocationKey(input);
  } catch {
    return undefined;
  }
}

/** 'TYPE:id', from a key object, any accepted key string, or a type and an id. */
export function formatLocationKey(key: string | Readonly<LocationKey>): string;
export function formatLocationKey(type: string, id: string | number): string;
export function formatLocationKey(keyOrType: string | Readonly<LocationKey>, id?: string | number): string {
  const key = id === undefined || typeof keyOrType !== 'string' ? parseLocationKey(keyOrType) : parseLocationKey({ type: keyOrType, id: String(id) });
  return `${key.type}${LOCATION_KEY_SEPARATOR}${key.id}`;
}
