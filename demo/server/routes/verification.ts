/**
 * The local request-verification service (forms/verification.ts):
 *   GET /api/verification                                   whether it is on, its public site key, the token field
 *   GET /api/verification/token?action=form_submit&siteKey=  a signed, single-use token valid for two minutes
 */
import type { FastifyPluginAsync } from 'fastify';
import { readVerificationConfig } from '../config.ts';
import { ACTION_PATTERN, FORM_SUBMIT_ACTION, issueToken, VERIFICATION_TOKEN_FIELD, VERIFICATION_TOKEN_TTL_MS } from '../forms/verification.ts';
import { InputError } from '../validation.ts';

interface TokenQuery {
  action: string;
  siteKey: string;
}

const tokenSchema = {
  querystring: {
    type: 'object',
    required: ['action', 'siteKey'],
    properties: { action: { type: 'string' }, siteKey: { type: 'string' } },
  },
} as const;

export const verificationRoutes: FastifyPluginAsync = async (api) => {
  const settings = readVerificationConfig();

  api.get('/verification', async () => ({
    enabled: settings !== null,
    siteKey: settings?.siteKey ?? null,
    action: FORM_SUBMIT_ACTION,
    tokenField: VERIFICATION_TOKEN_FIELD,
    tokenTtlSeconds: VERIFICATION_TOKEN_TTL_MS / 1000,
  }));

  api.get<{ Querystring: TokenQuery }>('/verification/token', { schema: tokenSchema }, async (request) => {
    const { action, siteKey } = request.query;
    if (!ACTION_PATTERN.test(action)) {
      throw new InputError('action', "action must be 1 to 100 letters, digits, '_' or '/' (forms use form_submit)");
    }
    if (settings === null) {
      // The spec's client then skips verification and sends an empty token, which this server accepts.
      throw new InputError('siteKey', 'Request verification is not configured on this server (VB_VERIFY_SITE_KEY is unset)', 404);
    }
    if (siteKey !== settings.siteKey) throw new InputError('siteKey', 'siteKey is not the site key of this server');
    const { token, expiresAt } = issueToken(settings, action);
    return { token, action, expiresAt };
  });
};
