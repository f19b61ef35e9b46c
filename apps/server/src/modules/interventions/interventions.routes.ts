import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteBatchBody,
  deleteBatchResult,
  deleteResult,
  idParams,
  listResponse,
} from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  intervention,
  interventionInput,
  interventionListQuery,
  interventionUpdate,
} from '@clinica/contracts/interventions';
import * as service from './interventions.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * The interventions library (issue 24, decision 027). Reading it is `interventions:read` (a professional's
 * base grant: sessions and programmes pick from it); `interventions:list_all` only shows the menu item.
 */
export const interventionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['interventions'];

  app.get(
    '/api/v1/interventions',
    {
      config: { permission: 'interventions:read' },
      schema: {
        tags,
        summary:
          'The library: every word of q in the name or a tag (accents ignored); filters by type, region, tag',
        querystring: interventionListQuery,
        response: { 200: listResponse(intervention), 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.listInterventions(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/interventions/:id',
    {
      config: { permission: 'interventions:read' },
      schema: {
        tags,
        summary: 'An intervention',
        params: idParams,
        response: { 200: intervention, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.getIntervention(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/interventions',
    {
      config: { permission: 'interventions:create' },
      schema: {
        tags,
        summary:
          'Add an intervention (409 «Nome da intervenção já existe» for a name the clinic already uses)',
        body: interventionInput,
        response: { 201: intervention, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createIntervention(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/interventions/:id',
    {
      config: { permission: 'interventions:update' },
      schema: {
        tags,
        summary: 'Change an intervention (only the fields sent)',
        params: idParams,
        body: interventionUpdate,
        response: { 200: intervention, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateIntervention(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/interventions/:id',
    {
      config: { permission: 'interventions:delete' },
      schema: {
        tags,
        summary: 'Remove an intervention (deactivated if sessions or programmes used it)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => ({
      result: await req.tenantTx((tx) => service.removeIntervention(tx, req.user!, req.params.id)),
    }),
  );
  app.post(
    '/api/v1/interventions/delete-batch',
    {
      config: { permission: 'interventions:delete' },
      schema: {
        tags,
        summary: 'Remove several interventions (all or nothing: an unknown id answers 404, nothing changes)',
        body: deleteBatchBody,
        response: { 200: deleteBatchResult, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.removeInterventions(tx, req.user!, req.body.ids)),
  );
};
