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
  reference,
  referenceDetail,
  referenceInput,
  referenceListQuery,
  referenceUpdate,
} from '@clinica/contracts/references';
import * as service from './references.service.js';

const errors = { 400: errorBody, 404: errorBody };

export const referencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['references'];

  app.get(
    '/api/v1/references',
    {
      config: { permission: 'references:read' },
      schema: {
        tags,
        summary: 'Referral contacts (every word of q must match the name or the contact, accents ignored)',
        querystring: referenceListQuery,
        response: { 200: listResponse(reference), 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.listReferences(tx, req.query)),
  );
  app.get(
    '/api/v1/references/:id',
    {
      config: { permission: 'references:read' },
      schema: {
        tags,
        summary: 'A referral contact with the active patients it referred',
        params: idParams,
        response: { 200: referenceDetail, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.getReference(tx, req.params.id)),
  );
  app.post(
    '/api/v1/references',
    {
      config: { permission: 'references:create' },
      schema: {
        tags,
        summary: 'Create a referral contact',
        body: referenceInput,
        response: { 201: referenceDetail, 400: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createReference(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/references/:id',
    {
      config: { permission: 'references:update' },
      schema: {
        tags,
        summary: 'Change a referral contact (only the fields sent)',
        params: idParams,
        body: referenceUpdate,
        response: { 200: referenceDetail, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateReference(tx, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/references/:id',
    {
      config: { permission: 'references:delete' },
      schema: {
        tags,
        summary: 'Remove a referral contact (deactivated if any patient names it)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => ({ result: await req.tenantTx((tx) => service.removeReference(tx, req.params.id)) }),
  );
  app.post(
    '/api/v1/references/delete-batch',
    {
      config: { permission: 'references:delete' },
      schema: {
        tags,
        summary:
          'Remove several referral contacts (all or nothing: an unknown id answers 404, nothing changes)',
        body: deleteBatchBody,
        response: { 200: deleteBatchResult, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.removeReferences(tx, req.body.ids)),
  );
};
