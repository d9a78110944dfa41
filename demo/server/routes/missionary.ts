/**
 * GET /api/missionaryPhoneNumbers?unitIds=<id>,<id>,... (spec section 7): unit id -> the missionary phone
 * numbers shown for it (spec section 3: "missionaryPhoneNumbers (list; first shown)"). A unit without
 * numbers is answered with its parent unit's numbers, under the unit's own id ("empty units retried with
 * the parent unit"); an id the data does not know maps to []. The units are the finder's own
 * (demo/server/maps, getMapsData()), so a number shown in a result and the one answered here agree.
 */
import type { FastifyPluginAsync } from 'fastify';
import { getMapsData } from '../maps/data.ts';
import { InputError } from '../validation.ts';

/** A finder page shows at most 10 meetinghouses, each with a handful of units; this leaves ample room. */
export const MISSIONARY_MAX_UNIT_IDS = 200;
const UNIT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

interface MissionaryQuery {
  unitIds: string;
}

const missionarySchema = {
  querystring: {
    type: 'object',
    required: ['unitIds'],
    additionalProperties: false,
    properties: { unitIds: { type: 'string', maxLength: MISSIONARY_MAX_UNIT_IDS * 42 } },
  },
  response: {
    200: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

/** The ids in request order, without duplicates; blank entries (`1,,2`, a trailing comma) are skipped. */
export function parseUnitIds(raw: string): string[] {
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length === 0) throw new InputError('unitIds', 'unitIds must list at least one unit id, separated by commas');
  if (ids.length > MISSIONARY_MAX_UNIT_IDS) {
    throw new InputError('unitIds', `unitIds must list at most ${MISSIONARY_MAX_UNIT_IDS} unit ids`);
  }
  const bad = ids.find((id) => !UNIT_ID_PATTERN.test(id));
  if (bad !== undefined) {
    throw new InputError('unitIds', `unitIds entry "${bad.slice(0, 40)}" is not a unit id (letters, digits, - and _)`);
  }
  return ids;
}

export const missionaryRoutes: FastifyPluginAsync = async (api) => {
  api.get<{ Querystring: MissionaryQuery }>('/missionaryPhoneNumbers', { schema: missionarySchema }, async (request) => {
    const ids = parseUnitIds(request.query.unitIds);
    // Loaded on first use rather than at start-up: generating the world costs seconds the other routes need not pay.
    const data = getMapsData();
    // fromEntries defines own properties, so an id such as `__proto__` is just a key.
    return Object.fromEntries(ids.map((id) => [id, data.missionaryPhoneNumbers(id).numbers]));
  });
};
