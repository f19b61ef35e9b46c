import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, messages } from '../lib/errors.js';
import { videoPlayerOrigins } from '@clinica/contracts/interventions';

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
/**
 * Helmet's headers, computed once: our options are fixed at start-up (no per-request CSP nonces), so
 * every response gets the same set. (`@fastify/helmet` rebuilt Helmet's middleware on every request —
 * about 3 % of the server's time on a small read; decision 011.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { publicUrl } = app.deps.config;
  const https = publicUrl?.startsWith('https://') ?? false;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Exercise videos, embedded from the privacy-enhanced players only (decision 027).
        frameSrc: ["'self'", ...videoPlayerOrigins],
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
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    // A mail client's one-click unsubscribe (RFC 8058) posts a form from anywhere; its token is the
    // credential and the effect (consent off) is idempotent (decision 045).
    if (req.method === 'POST' && req.url.startsWith('/unsubscribe/')) return;
    if (!originAllowed(req, publicUrl)) throw forbidden(messages.csrf);
    // The test provider's hosted page (no keys configured) posts a plain form from our own origin.
    if (req.method === 'POST' && req.url.startsWith('/api/payments-test/') && req.headers.origin) return;
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/json') && !req.headers['x-requested-with']) {
      throw forbidden(messages.csrf);
    }
  });
});
