import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  service as serviceSchema,
  serviceInput,
  serviceListQuery,
  serviceUpdate,
} from '@clinica/contracts/catalogue';
import {
  deleteBatchBody,
  deleteBatchResult,
  deleteResult,
  idParams,
  listResponse,
} from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './services.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['services'];

  app.get(
    '/api/v1/services',
    {
      // The catalogue list is the "services list_all" switch (DOMAIN.md); a single service by id stays
      // readable so an appointment can show its own.
      config: { permission: 'services:list_all' },
      schema: {
        tags,
        summary:
          'Services and products (active only unless ?active=false|all; q searches name and description)',
        querystring: serviceListQuery,
        response: { 200: listResponse(serviceSchema) },
      },
    },
    (req) => req.tenantTx((tx) => service.listServices(tx, req.query)),
  );
  app.get(
    '/api/v1/services/:id',
    {
      config: { permission: 'services:read' },
      schema: {
        tags,
        summary: 'A service, also when deactivated (old appointments and invoices still show it)',
        params: idParams,
        response: { 200: serviceSchema, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getService(tx, req.params.id)),
  );
  app.post(
    '/api/v1/services',
    {
      config: { permission: 'services:create' },
      schema: {
        tags,
        summary: 'Create a service (a VAT rate or an exemption code; neither means M07)',
        body: serviceInput,
        response: { 201: serviceSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createService(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/services/:id',
    {
      config: { permission: 'services:update' },
      schema: {
        tags,
        summary: 'Change a service (only the fields sent; active: true reactivates it)',
        params: idParams,
        body: serviceUpdate,
        response: { 200: serviceSchema, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateService(tx, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/services/:id',
    {
      config: { permission: 'services:delete' },
      schema: {
        tags,
        summary: 'Remove a service (deactivated if records need it)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => ({ result: await req.tenantTx((tx) => service.removeService(tx, req.params.id)) }),
  );
  app.post(
    '/api/v1/services/delete-batch',
    {
      config: { permission: 'services:delete' },
      schema: {
        tags,
        summary: 'Remove several services (all or nothing: an unknown id answers 404 and nothing changes)',
        body: deleteBatchBody,
        response: { 200: deleteBatchResult, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.removeServices(tx, req.body.ids)),
  );
};
