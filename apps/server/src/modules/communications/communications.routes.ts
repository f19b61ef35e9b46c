import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import {
  communicationDetail,
  communicationInput,
  communicationList,
  communicationQuery,
  previewCount,
  previewCountInput,
} from '@clinica/contracts/communications';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './communications.service.js';

/**
 * Campaigns (spec §2 /communications, §7 preview-count). Spec §6: a professional sees them only with
 * `communications:list_all`; the front desk sends (`create`) and follows what it sent (`read`).
 */
export const communicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communications'];
  const now = () => app.deps.clock.now();

  app.get(
    '/api/v1/communications',
    {
      config: { permission: 'communications:list_all' },
      schema: {
        tags,
        summary: "The clinic's campaigns, newest first",
        querystring: communicationQuery,
        response: { 200: communicationList, 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.listCommunications(tx, req.query)),
  );
  app.get(
    '/api/v1/communications/:id',
    {
      config: { permission: 'communications:read' },
      schema: {
        tags,
        summary: 'A campaign: its progress by status and its recipients',
        params: idParams,
        response: { 200: communicationDetail, 400: errorBody, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getCommunication(tx, req.params.id)),
  );
  app.post(
    '/api/v1/communications/preview-count',
    {
      config: { permission: 'communications:create' },
      schema: {
        tags,
        summary:
          'How many patients the filters reach, and how many are left out and why (one capped aggregate)',
        body: previewCountInput,
        response: { 200: previewCount, 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.previewCount(tx, req.user!, req.body, now())),
  );
  app.post(
    '/api/v1/communications',
    {
      config: { permission: 'communications:create' },
      schema: {
        tags,
        summary: 'Send a campaign: its recipients and their jobs are queued together (refused on trial)',
        body: communicationInput,
        response: { 201: communicationDetail, 400: errorBody, 402: errorBody },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.sendCommunication(tx, req.user!, req.body, now()))),
  );
};
