import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insurer, insurerInput, insurerUpdate } from '@clinica/contracts/catalogue';
import { deleteResult, idParams, listQuery, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './insurers.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

export const insurersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['insurers'];

  app.get(
    '/api/v1/insurers',
    {
      config: { permission: 'insurers:read' },
      schema: {
        tags,
        summary: 'Insurers (q searches the name)',
        querystring: listQuery,
        response: { 200: listResponse(insurer) },
      },
    },
    (req) => req.tenantTx((tx) => service.listInsurers(tx, req.query)),
  );
  app.get(
    '/api/v1/insurers/:id',
    {
      config: { permission: 'insurers:read' },
      schema: {
        tags,
        summary: 'An insurer',
        params: idParams,
        response: { 200: insurer, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getInsurer(tx, req.params.id)),
  );
  app.post(
    '/api/v1/insurers',
    {
      config: { permission: 'insurers:create' },
      schema: {
        tags,
        summary: 'Create an insurer (409 when the name exists, in any case)',
        body: insurerInput,
        response: { 201: insurer, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createInsurer(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/insurers/:id',
    {
      config: { permission: 'insurers:update' },
      schema: {
        tags,
        summary: 'Change an insurer (only the fields sent)',
        params: idParams,
        body: insurerUpdate,
        response: { 200: insurer, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateInsurer(tx, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/insurers/:id',
    {
      config: { permission: 'insurers:delete' },
      schema: {
        tags,
        summary: 'Remove an insurer (deactivated if patients need it)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => ({ result: await req.tenantTx((tx) => service.removeInsurer(tx, req.params.id)) }),
  );
};
