/**
 * The controls' wording from the maps service's `/strings`, for any map that places controls (vb-map's
 * session and the unit finder's map). Moved here from elements/map/map-session.ts so both use one copy.
 */
import type { MapsClient } from '../service/client.ts';
import { CONTROL_STRINGS } from './strings.ts';

/** The service's labels for the control keys; an empty record when the call fails (the controls have English for every key). */
export async function loadControlStrings(client: MapsClient, signal?: AbortSignal): Promise<Record<string, string>> {
  try {
    const answer = await client.strings(Object.keys(CONTROL_STRINGS), signal ? { signal } : undefined);
    return answer && typeof answer === 'object' ? answer : {};
  } catch {
    return {};
  }
}
