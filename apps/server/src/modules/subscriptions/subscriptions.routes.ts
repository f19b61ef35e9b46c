import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  checkoutOutcome,
  checkoutSessionCreated,
  checkoutSessionInput,
  checkoutSuccessInput,
  subscriptionMessages,
  subscriptionPlanList,
  subscriptionUpdate,
  tenantSubscription,
} from '@clinica/contracts/subscriptions';
import { publicBaseUrl } from '../../config.js';
import { badRequest } from '../../lib/errors.js';
import { callProvider, providerFor } from './provider-config.js';
import { applyEvent } from './subscription-events.js';
import * as service from './subscriptions.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 502: errorBody };

/**
 * Issue 49 (decision 048): the plans, the hosted checkout and its confirmation, the plan change and
 * cancellation, the card change, and the provider's signed webhooks. Manager-only (`tenants:update`);
 * these stay open when the subscription is not active (the 402 gate's exemptions, plugins/auth.ts).
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['subscriptions'];
  // The browser's own address (checked by the CSRF guard) for the return routes, so the session
  // cookie comes back with it; else PUBLIC_URL.
  const origin = (req: FastifyRequest) => req.headers.origin ?? publicBaseUrl(deps.config);

  app.get(
    '/subscriptions',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The plans on offer (per active professional, VAT shown)',
        response: { 200: subscriptionPlanList },
      },
    },
    () => service.listPlans(deps.database),
  );
  app.get(
    '/api/v1/tenants/:id/subscription',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'The clinic’s subscription: plan, status, trial, next charge, card',
        params: idParams,
        response: { 200: tenantSubscription, 404: errorBody },
      },
    },
    (req) => service.getSubscription(deps, req.user!, req.params.id),
  );
  app.put(
    '/api/v1/tenants/:id/subscription',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Change plan (prorated by the provider) or cancel / resume at the end of the period',
        params: idParams,
        body: subscriptionUpdate,
        response: { 200: tenantSubscription, ...errors },
      },
    },
    (req) => service.updateSubscription(deps, req.user!, req.params.id, req.body),
  );
  app.put(
    '/api/v1/tenants/:id/subscription/card',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'A hosted session in setup mode to change the card (returns through the success route)',
        params: idParams,
        response: { 200: checkoutSessionCreated, ...errors },
      },
    },
    (req) => service.startCardChange(deps, req.user!, req.params.id, origin(req)),
  );
  app.post(
    '/api/v1/checkout-session',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'The hosted checkout of a plan (quantity: the active professionals)',
        body: checkoutSessionInput,
        response: { 201: checkoutSessionCreated, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.startCheckout(deps, req.user!, req.body.plan_id, origin(req))),
  );
  app.post(
    '/api/v1/checkout-session/success',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Confirms a checkout with the provider (idempotent; the webhook may have come first)',
        body: checkoutSuccessInput,
        response: { 200: checkoutOutcome, ...errors },
      },
    },
    (req) => service.confirmCheckout(deps, req.user!, req.body.checkout_session_id),
  );

  // The webhook reads its body as bytes: the signature is over them, not over re-serialised JSON.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/webhooks/payments',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'The provider’s signed events (each applied once)',
          response: { 200: z.object({ received: z.literal(true) }), 400: errorBody, 502: errorBody },
        },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        const body = req.body;
        if (!Buffer.isBuffer(body) || typeof signature !== 'string')
          throw badRequest(
            { signature: subscriptionMessages.invalidSignature },
            subscriptionMessages.invalidSignature,
          );
        let event;
        try {
          event = providerFor(deps).readEvent(body, signature);
        } catch {
          // A forged, altered or replayed (timestamp outside the tolerance) event; the test provider signs none.
          throw badRequest(
            { signature: subscriptionMessages.invalidSignature },
            subscriptionMessages.invalidSignature,
          );
        }
        await callProvider(() => applyEvent(deps, event));
        return { received: true as const };
      },
    );
  });
};
