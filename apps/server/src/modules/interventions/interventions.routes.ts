import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteBatchBody,
  deleteBatchResult,
  deleteResult,
  idParams,
  listResponse,
} from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { IMAGE_MAX_BYTES } from '@clinica/contracts/files';
import {
  intervention,
  interventionImageParams,
  interventionInput,
  interventionListQuery,
  interventionUpdate,
} from '@clinica/contracts/interventions';
import * as images from './intervention-images.js';
import * as service from './interventions.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * The interventions library (issue 24, decision 027). Reading it is `interventions:read` (a professional's
 * base grant: sessions and programmes pick from it); `interventions:list_all` only shows the menu item.
 */
export const interventionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['interventions'];
  const { storage, clock } = app.deps;

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

  // The exercise's picture (issue 43): shown in the home programme, on the patient's phone and in its PDF.
  app.put(
    '/api/v1/interventions/:id/image',
    {
      config: { permission: 'interventions:update' },
      schema: {
        tags,
        summary: "Set the exercise's picture: multipart field `file`, jpg or png by content, ≤ 5 MB",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: intervention, 400: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    (req) =>
      images.setInterventionImage(
        { storage, clock, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        () => req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } }),
      ),
  );
  app.delete(
    '/api/v1/interventions/:id/image',
    {
      config: { permission: 'interventions:update' },
      schema: {
        tags,
        summary: "Remove the exercise's picture",
        params: idParams,
        response: { 200: intervention, 404: errorBody },
      },
    },
    (req) =>
      images.removeInterventionImage(
        { storage, clock, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
      ),
  );
  app.get(
    '/api/v1/interventions/:id/images/:fileId',
    {
      // Staff and the patients its programmes go to: an exercise's drawing is the library's, nobody's data.
      config: { permission: 'authenticated' },
      schema: { tags, summary: "The exercise's picture (its address changes with the picture)", params: interventionImageParams },
    },
    async (req, reply) => {
      const file = await images.readInterventionImage(
        { storage, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        req.params.fileId,
      );
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.bytes);
    },
  );
};
