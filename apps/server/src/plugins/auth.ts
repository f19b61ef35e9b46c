import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession } from '../modules/auth/auth.repository.js';
import { can } from '../modules/permissions/grants.js';
import { AppError, forbidden, messages, unauthenticated } from '../lib/errors.js';
import { readTenantSecret } from '../lib/tokens.js';
import { subscriptionActive } from '../modules/subscriptions/subscription-rules.js';

export const SESSION_COOKIE = 'clinica_session';
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

/** Routes a clinic whose subscription is not active may still call (to pay, or to see who it is). */
const SUBSCRIPTION_EXEMPT = [
  /^\/api\/v1\/me$/,
  /^\/api\/v1\/logout$/,
  /^\/api\/v1\/tenants\/[^/]+\/subscription(\/.*)?$/,
  /^\/api\/v1\/checkout-session(\/.*)?$/,
];

export { subscriptionActive } from '../modules/subscriptions/subscription-rules.js';

/**
 * Resolves the caller once per request and enforces the route's declared permission before the body
 * is parsed or validated (a caller without the permission must not learn the schema): 401 → 402 → 403.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { database, clock } = app.deps;
  app.decorateRequest('user', null);
  app.decorateRequest('tenantTx', function (this: FastifyRequest, fn) {
    if (!this.user) throw unauthenticated();
    return database.withTenant(this.user.tenantId, fn);
  });

  app.addHook('onRequest', async (req) => {
    if (!req.routeOptions.url) return; // not-found handler
    const { permission } = req.routeOptions.config;
    if (permission === undefined) throw forbidden(); // deny by default
    if (permission === 'public') return;

    // `<tenant id>.<secret>` (decision 035); a cookie from before issue 40 has no tenant: logged out.
    const token = req.cookies[SESSION_COOKIE];
    const key = token && token.length <= 200 ? readTenantSecret(token) : null;
    if (!key) throw unauthenticated();
    const now = clock.now();
    const user = await findSession(database, key, now, SESSION_IDLE_SECONDS);
    if (!user) throw unauthenticated();
    req.user = user;

    const path = req.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api/v1/') &&
      !subscriptionActive(user.tenant, now) &&
      !SUBSCRIPTION_EXEMPT.some((re) => re.test(path))
    ) {
      throw new AppError(402, 'subscription_inactive', messages.subscriptionInactive);
    }
    if (permission === 'authenticated') return;
    const [resource, action] = permission.split(':') as [string, string];
    if (!can(user.type, user.overrides, resource, action)) throw forbidden();
  });
});
