/**
 * Every `/api/...` endpoint of the specs. A route module is a Fastify plugin that declares its paths
 * relative to `/api` (`api.post('/polls', ...)`); add it to API_ROUTES and it is served at `/api/...`
 * and, when VB_API_PREFIX is set, at `{prefix}/api/...` too (the spec's consolidation prefix).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { pollRoutes } from './polls.ts';
import { addressRoutes } from './address.ts';
import { emailRoutes } from './email.ts';
import { formRoutes } from './forms.ts';
import { phoneRoutes } from './phone.ts';
import { verificationRoutes } from './verification.ts';
import { componentRoutes } from './component.ts';
import { counterRoutes } from './counters.ts';
import { mediaRoutes } from './media.ts';
import { missionaryRoutes } from './missionary.ts';
import { searchRoutes } from './search.ts';
import { mapsRoutes } from '../maps/routes.ts';

export const API_ROUTES: readonly FastifyPluginAsync[] = [
  pollRoutes,
  addressRoutes,
  emailRoutes,
  phoneRoutes,
  formRoutes,
  verificationRoutes,
  counterRoutes,
  searchRoutes,
  mediaRoutes,
  componentRoutes,
  missionaryRoutes,
  mapsRoutes,
];

const apiPlugin: FastifyPluginAsync = async (api) => {
  // Answers change with every vote or submission; a cached one would show stale counts.
  api.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  for (const routes of API_ROUTES) await api.register(routes);
};

/** Registers the API once per mount point: `/api` always, `{apiPrefix}/api` when a prefix is set. */
export async function registerApi(app: FastifyInstance, apiPrefix: string): Promise<void> {
  const mounts = apiPrefix === '' ? ['/api'] : ['/api', `${apiPrefix}/api`];
  for (const prefix of mounts) await app.register(apiPlugin, { prefix });
}
