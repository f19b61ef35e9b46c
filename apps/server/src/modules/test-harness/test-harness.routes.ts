import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionActions, permissionResources } from '@clinica/contracts/permissions';
import { subscriptionStatus } from '@clinica/contracts/auth';
import { notFound } from '../../lib/errors.js';
import { accountLookup, loginLookup } from '../auth/auth.service.js';
import { clearCounters } from '../rate-limit/rate-limit.service.js';
import { upsertOverrides } from '../permissions/permissions.service.js';
import { applyEvent } from '../subscriptions/subscription-events.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { secretsWith } from '../../lib/secrets.js';
import { localClock } from '../invoicing/issue.service.js';
import {
  clearPermissions,
  endSessions,
  messagesTo,
  tenantTimeZone,
  updateTenant,
} from './test-harness.repository.js';

const ok = z.object({ ok: z.literal(true) });

/**
 * Arranges state for end-to-end tests (invoicing on/off, an expired trial, a missing permission, a
 * session ended on the server). Registered only with TEST_HARNESS=1 outside production.
 */
export const testHarnessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const account = async (email: string) => {
    const a = await loginLookup(database, email);
    if (!a) throw notFound();
    return a;
  };
  const common = { config: { permission: 'public' as const }, schema: { hide: true, response: { 200: ok } } };

  app.post(
    '/api/test/tenant',
    {
      ...common,
      schema: {
        ...common.schema,
        body: z.strictObject({
          email: z.string(),
          invoicing_active: z.boolean().optional(),
          subscription_status: subscriptionStatus.optional(),
          trial_ends_at: z.iso.datetime().nullable().optional(),
          /** A renewal that failed at this instant (the grace counts from it); null clears it. */
          payment_failed_at: z.iso.datetime().nullable().optional(),
          /**
           * Issue with InvoiceXpress from the first day of this month, without the settings' key check nor
           * its refusal of a month that already has documents (decision 053: the journeys run with each
           * provider on the demo clinic, whose month has documents of «Clínica»).
           */
          invoicexpress: z
            .strictObject({ account_name: z.string().min(1), api_key: z.string().min(1) })
            .optional(),
        }),
      },
    },
    async (req) => {
      const a = await account(req.body.email);
      await database.withTenant(a.tenantId, async (tx) => {
        const ix = req.body.invoicexpress;
        if (ix) {
          const today = localClock(app.deps.clock.now(), await tenantTimeZone(tx, a.tenantId)).date;
          await updateTenant(tx, a.tenantId, {
            invoicingProvider: 'invoicexpress',
            invoicingProviderAccount: ix.account_name,
            invoicingProviderKeyEnc: secretsWith(app.deps.config.secretsKey).seal(ix.api_key),
            invoicingProviderSince: `${today.slice(0, 7)}-01`,
          });
        }
        await updateTenant(tx, a.tenantId, {
          invoicingActive: req.body.invoicing_active,
          subscriptionStatus: req.body.subscription_status,
          trialEndsAt:
            req.body.trial_ends_at === undefined
              ? undefined
              : req.body.trial_ends_at === null
                ? null
                : new Date(req.body.trial_ends_at),
          paymentFailedAt:
            req.body.payment_failed_at === undefined
              ? undefined
              : req.body.payment_failed_at === null
                ? null
                : new Date(req.body.payment_failed_at),
        });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/test/permission',
    {
      ...common,
      schema: {
        ...common.schema,
        body: z.strictObject({
          email: z.string(),
          resource: z.enum(permissionResources),
          action: z.enum(permissionActions),
          allowed: z.boolean(),
        }),
      },
    },
    async (req) => {
      const a = await account(req.body.email);
      await database.withTenant(a.tenantId, (tx) =>
        upsertOverrides(tx, a.tenantId, a.userId, [
          { resource: req.body.resource, action: req.body.action, allowed: req.body.allowed },
        ]),
      );
      return { ok: true as const };
    },
  );

  // A provider event for the clinic's subscription (the test provider sends no webhooks): applied through
  // the same code as a verified webhook, once per event id.
  app.post(
    '/api/test/payment-event',
    {
      ...common,
      schema: {
        ...common.schema,
        body: z.strictObject({ email: z.string(), kind: z.enum(['payment_failed', 'payment_succeeded']) }),
      },
    },
    async (req) => {
      const a = await account(req.body.email);
      await applyEvent(app.deps, {
        id: `evt_test_${randomUUID()}`,
        created: app.deps.clock.now(),
        kind: req.body.kind,
        tenantId: a.tenantId,
        subscriptionId: null,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/test/end-sessions',
    { ...common, schema: { ...common.schema, body: z.strictObject({ email: z.string() }) } },
    async (req) => {
      const a = await account(req.body.email);
      await database.withTenant(a.tenantId, (tx) => endSessions(tx, a.userId));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/test/reset-throttle',
    { ...common, schema: { ...common.schema, body: z.strictObject({}).nullish() } },
    async () => {
      await clearCounters(database);
      return { ok: true as const };
    },
  );

  // The e-mails kept for an address (newest first): browser tests read codes and links from them,
  // as a person would from their inbox.
  app.post(
    '/api/test/outbox',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.strictObject({ email: z.string() }),
        response: {
          200: z.object({
            messages: z.array(
              z.object({ subject: z.string().nullable(), text: z.string(), created_at: z.string() }),
            ),
          }),
        },
      },
    },
    async (req) => {
      await app.deps.mailer.idle();
      const a = await accountLookup(database, req.body.email);
      if (!a) return { messages: [] };
      const rows = await database.withTenant(a.tenantId, (tx) => messagesTo(tx, req.body.email));
      return {
        messages: rows.map((r) => ({
          subject: r.subject,
          text: r.text,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/test/reset',
    { ...common, schema: { ...common.schema, body: z.strictObject({}).nullish() } },
    async () => {
      await clearCounters(database);
      await database.withTenant(DEMO_TENANT_ID, async (tx) => {
        await updateTenant(tx, DEMO_TENANT_ID, {
          invoicingActive: false,
          subscriptionStatus: 'active',
          trialEndsAt: null,
          paymentFailedAt: null,
          // Back on «Clínica», as the demo is; the account and key stay, as when a clinic switches back.
          invoicingProvider: 'clinica',
          invoicingProviderSince: null,
        });
        await clearPermissions(tx);
      });
      return { ok: true as const };
    },
  );
};
