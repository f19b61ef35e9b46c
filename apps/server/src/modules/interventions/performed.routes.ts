import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteResult, idParams, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  copyPreviousInput,
  performed,
  performedInput,
  performedListQuery,
  performedUpdate,
} from '@clinica/contracts/interventions-performed';
import * as service from './performed.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * What was done in each session (issue 24, decision 027): interventions from the library with their
 * sets. Removing an entry is an edit of the session's record (`update`), not a delete of a resource.
 */
export const performedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['interventions performed'];

  app.get(
    '/api/v1/interventions-performed',
    {
      config: { permission: 'interventions_performed:read' },
      schema: {
        tags,
        summary:
          "A session's interventions (appointment_id), or a patient's history (patient_id, intervention_id), oldest first",
        querystring: performedListQuery,
        response: { 200: listResponse(performed), ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.listPerformed(tx, req.user!, req.query)),
  );
  app.post(
    '/api/v1/interventions-performed',
    {
      config: { permission: 'interventions_performed:create' },
      schema: {
        tags,
        summary: 'Record an intervention performed in a session, with its sets',
        body: performedInput,
        response: { 201: performed, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.recordPerformed(tx, req.user!, req.body))),
  );
  app.post(
    '/api/v1/interventions-performed/copy-previous',
    {
      config: { permission: 'interventions_performed:create' },
      schema: {
        tags,
        summary: "Fill a session from the patient's previous one (interventions, sets, notes)",
        body: copyPreviousInput,
        response: { 201: z.object({ items: z.array(performed) }), ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.copyPrevious(tx, req.user!, req.body.appointment_id))),
  );
  app.put(
    '/api/v1/interventions-performed/:id',
    {
      config: { permission: 'interventions_performed:update' },
      schema: {
        tags,
        summary: "Change an entry's sets or notes",
        params: idParams,
        body: performedUpdate,
        response: { 200: performed, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.changePerformed(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/interventions-performed/:id',
    {
      config: { permission: 'interventions_performed:update' },
      schema: {
        tags,
        summary: 'Take an entry out of its session',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.removePerformed(tx, req.user!, req.params.id));
      return { result: 'deleted' as const };
    },
  );
};
