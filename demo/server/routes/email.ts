/**
 * GET {prefix}/api/emailVerify?address=... (spec section 7): `{ email: { address, status, error_code?, reason? } }`.
 * The rules are in forms/email.ts and demo/server/README.md. An address is never stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import { verifyEmail, type EmailVerdict } from '../forms/email.ts';

interface EmailQuery {
  address: string;
}

const emailSchema = {
  querystring: {
    type: 'object',
    required: ['address'],
    properties: { address: { type: 'string' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['email'],
      properties: {
        email: {
          type: 'object',
          required: ['address', 'status'],
          properties: {
            address: { type: 'string' },
            status: { type: 'string', enum: ['valid', 'invalid'] },
            error_code: { type: 'string', enum: ['email_address_invalid', 'email_domain_invalid', 'email_account_invalid'] },
            reason: { type: 'string' },
          },
        },
      },
    },
  },
} as const;

export const emailRoutes: FastifyPluginAsync = async (api) => {
  api.get<{ Querystring: EmailQuery }>('/emailVerify', { schema: emailSchema }, async (request) => {
    const { address } = request.query;
    const verdict: EmailVerdict = verifyEmail(address);
    return { email: { address, ...verdict } };
  });
};
