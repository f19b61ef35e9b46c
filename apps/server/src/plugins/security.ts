import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, messages } from '../lib/errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originAllowed(req: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  // The request's own host on any port, as 127.0.0.1 or localhost or a real name.
  return origin === `${req.protocol}://${req.host}`;
}

/**
 * Helmet headers, and the CSRF defence of DESIGN §4/§9: a state-changing request must come from our
 * own origin (when the browser says one) and carry JSON or `X-Requested-With` (which a cross-site
 * form cannot send without a CORS preflight, and we answer none).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { publicUrl } = app.deps.config;
  const https = publicUrl?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    if (!originAllowed(req, publicUrl)) throw forbidden(messages.csrf);
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/json') && !req.headers['x-requested-with']) {
      throw forbidden(messages.csrf);
    }
  });
});
