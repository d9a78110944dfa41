/**
 * The local request-verification service (forms/verification.ts):
 *   GET /api/verification                                   whether it is on, its public site key, the token field
 *   GET /api/verification/token?action=form_submit&siteKey=  a signed, single-use token valid for two minutes
 *   GET /api/verification/script.js?render=KEY&behaviour=     the stand-in for the service's script (a
 *     reCAPTCHA-v3-style `grecaptcha` global, src/request-verification.ts); `behaviour` lets a test make it
 *     fail (execute rejects) or hang (execute never answers); the default asks the token route above
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

/** What the stand-in script does when the page asks for a token. */
export const STAND_IN_BEHAVIOURS = ['token', 'fail', 'hang'] as const;
type StandInBehaviour = (typeof STAND_IN_BEHAVIOURS)[number];

const scriptSchema = {
  querystring: {
    type: 'object',
    properties: { render: { type: 'string', maxLength: 100 }, behaviour: { type: 'string', enum: STAND_IN_BEHAVIOURS } },
  },
} as const;

/** The stand-in's source: the behaviour is fixed into it (JSON-quoted), so the page cannot change it later. */
export function standInScript(behaviour: StandInBehaviour): string {
  return `/* Reference-server stand-in for the request-verification service (behaviour ${behaviour}). */
(() => {
  const behaviour = ${JSON.stringify(behaviour)};
  const script = document.currentScript;
  const tokenUrl = new URL('token', script && script.src ? script.src : location.href);
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    execute(siteKey, options) {
      if (behaviour === 'fail') return Promise.reject(new Error('stand-in: verification failed'));
      if (behaviour === 'hang') return new Promise(() => {});
      const url = new URL(tokenUrl);
      url.searchParams.set('action', options && options.action ? options.action : '');
      url.searchParams.set('siteKey', siteKey);
      return fetch(url, { credentials: 'same-origin' })
        .then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error('stand-in: token call answered ' + answer.status))))
        .then((body) => body.token);
    },
  };
})();
`;
}

export const verificationRoutes: FastifyPluginAsync = async (api) => {
  const settings = readVerificationConfig();

  api.get('/verification', async () => ({
    enabled: settings !== null,
    siteKey: settings?.siteKey ?? null,
    action: FORM_SUBMIT_ACTION,
    tokenField: VERIFICATION_TOKEN_FIELD,
    tokenTtlSeconds: VERIFICATION_TOKEN_TTL_MS / 1000,
  }));

  api.get<{ Querystring: { render?: string; behaviour?: StandInBehaviour } }>('/verification/script.js', { schema: scriptSchema }, async (request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(standInScript(request.query.behaviour ?? 'token')),
  );

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
