import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSession, findSessionWithVersions, openSession } from '../modules/auth/auth.repository.js';
import { can } from '../modules/permissions/grants.js';
import { AppError, forbidden, messages, unauthenticated } from '../lib/errors.js';
import { hashSecret } from '../lib/tokens.js';
import type { AuthUser } from './context.js';

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

export function subscriptionActive(
  tenant: Pick<AuthUser['tenant'], 'subscriptionStatus' | 'trialEndsAt'>,
  now: Date,
): boolean {
  if (tenant.subscriptionStatus === 'active') return true;
  return tenant.subscriptionStatus === 'trialing' && tenant.trialEndsAt !== null && tenant.trialEndsAt > now;
}

/** Methods without a request body: their tenant transaction may open with the session lookup. */
const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * Resolves the caller once per request and enforces the route's declared permission before the body
 * is parsed or validated (a caller without the permission must not learn the schema): 401 → 402 → 403.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { database, clock } = app.deps;
  app.decorateRequest('user', null);
  app.decorateRequest('openTx', null);
  app.decorateRequest('answerVersions', null);
  app.decorateRequest('tenantTx', function (this: FastifyRequest, fn) {
    if (!this.user) throw unauthenticated();
    // The first tenant transaction of a request whose session lookup opened one runs in it.
    const open = this.openTx;
    if (open) {
      this.openTx = null;
      return open.run(fn);
    }
    return database.withTenant(this.user.tenantId, fn);
  });
  app.decorateRequest('tenantRead', function (this: FastifyRequest, fn) {
    if (!this.user) throw unauthenticated();
    if (this.openTx) return this.tenantTx(fn);
    return database.withTenantRead(this.user.tenantId, fn);
  });

  /**
   * A transaction the request did not use (an error, or a route that needed none) is ended once the
   * response is done or the client has gone ('close' comes in both cases). A listener on the requests
   * that hold one, not an onResponse hook: hooks would cost every request, /me included.
   */
  const discardOpenTxOnClose = (req: FastifyRequest, reply: FastifyReply) => {
    const discard = () => {
      const open = req.openTx;
      if (!open) return;
      req.openTx = null;
      open.discard().catch((err: unknown) => req.log.error({ err }, 'ending an unused transaction failed'));
    };
    // A client that went away during the lookup has had its 'close' already.
    if (reply.raw.destroyed || req.raw.destroyed) discard();
    else reply.raw.once('close', discard);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.url) return; // not-found handler
    const { permission, sessionOnly, answerVersions } = req.routeOptions.config;
    if (permission === undefined) throw forbidden(); // deny by default
    if (permission === 'public') return;

    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) throw unauthenticated();
    const now = clock.now();
    const hash = hashSecret(token);
    let user: AuthUser | null;
    // On PostgreSQL a read (no body to wait for) opens its tenant transaction in the lookup's own round
    // trip (decision 015); a write, or a route that reads no tenant table, looks the session up alone; a
    // route that answers from a versioned cache reads the tenant's data versions with it (decision 016).
    if (answerVersions) {
      const found = await findSessionWithVersions(database, hash, now, SESSION_IDLE_SECONDS);
      user = found?.user ?? null;
      req.answerVersions = found?.versions ?? null;
    } else if (database.beginWith && BODYLESS.has(req.method) && !sessionOnly) {
      const open = await openSession(database, hash, now, SESSION_IDLE_SECONDS);
      user = open?.user ?? null;
      if (open) {
        req.openTx = open.tx;
        discardOpenTxOnClose(req, reply);
      }
    } else {
      user = await findSession(database, hash, now, SESSION_IDLE_SECONDS);
    }
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
