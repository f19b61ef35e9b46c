import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specialty, specialtyInput, specialtyUpdate } from '@clinica/contracts/catalogue';
import { idParams, listQuery, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { z } from 'zod';
import * as service from './specialties.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

export const specialtiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['specialties'];

  app.get(
    '/api/v1/specialties',
    {
      config: { permission: 'specialties:read' },
      schema: {
        tags,
        summary: 'Specialties (q searches the name)',
        querystring: listQuery,
        response: { 200: listResponse(specialty) },
      },
    },
    (req) => req.tenantTx((tx) => service.listSpecialties(tx, req.query)),
  );
  app.get(
    '/api/v1/specialties/:id',
    {
      config: { permission: 'specialties:read' },
      schema: {
        tags,
        summary: 'A specialty',
        params: idParams,
        response: { 200: specialty, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getSpecialty(tx, req.params.id)),
  );
  app.post(
    '/api/v1/specialties',
    {
      config: { permission: 'specialties:create' },
      schema: {
        tags,
        summary: 'Create a specialty (409 when the name exists, in any case)',
        body: specialtyInput,
        response: { 201: specialty, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createSpecialty(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/specialties/:id',
    {
      config: { permission: 'specialties:update' },
      schema: {
        tags,
        summary: 'Rename a specialty',
        params: idParams,
        body: specialtyUpdate,
        response: { 200: specialty, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateSpecialty(tx, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/specialties/:id',
    {
      config: { permission: 'specialties:delete' },
      schema: {
        tags,
        summary: 'Delete a specialty (professionals lose it; its services keep going without one)',
        params: idParams,
        response: { 200: z.object({ result: z.literal('deleted') }), 404: errorBody },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.removeSpecialty(tx, req.params.id));
      return { result: 'deleted' as const };
    },
  );
};
