/**
 * Response headers that make every page run under the strict policy the demo pages promise:
 * no inline script or style, no eval. A demo page that breaks a rule fails in the browser (and in the
 * e2e sweep) instead of passing here and failing on a real site with a strict policy.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "frame-src 'self'",
  // MapLibre (vb-map) parses its data in a Web Worker, which it may start from a blob: URL.
  "worker-src 'self' blob:",
  "child-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  // onSend runs for every answer (routes, static files, 404s and errors), so no page escapes the policy.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    const type = reply.getHeader('content-type');
    // The mime table answers .js and .mjs with application/javascript, obsolete since RFC 9239.
    if (typeof type === 'string' && type.startsWith('application/javascript')) {
      reply.header('content-type', 'text/javascript; charset=utf-8');
    }
    return payload;
  });
}
