import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteResult, idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { agreement, agreementInput, patientInsurance } from '@clinica/contracts/insurers';
import * as service from './agreements.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/** Insurer agreements (issue 45, decision 044): managers write them (insurers:update), staff read them. */
export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['insurers'];

  app.get(
    '/api/v1/insurers/:id/agreements',
    {
      config: { permission: 'insurers:read' },
      schema: {
        tags,
        summary: 'An insurer’s agreements, newest first, with their lines',
        params: idParams,
        response: { 200: z.object({ items: z.array(agreement) }), 404: errorBody },
      },
    },
    async (req) => ({ items: await req.tenantTx((tx) => service.listAgreements(tx, req.params.id)) }),
  );
  app.post(
    '/api/v1/insurers/:id/agreements',
    {
      config: { permission: 'insurers:update' },
      schema: {
        tags,
        summary: 'Add an agreement (a price table valid from a date; 409 when one starts that day)',
        params: idParams,
        body: agreementInput,
        response: { 201: agreement, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.createAgreement(tx, req.user!, req.params.id, req.body))),
  );
  app.put(
    '/api/v1/insurer-agreements/:id',
    {
      config: { permission: 'insurers:update' },
      schema: {
        tags,
        summary: 'Replace an agreement (date, notes and every line)',
        params: idParams,
        body: agreementInput,
        response: { 200: agreement, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateAgreement(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/insurer-agreements/:id',
    {
      config: { permission: 'insurers:update' },
      schema: {
        tags,
        summary: 'Remove an agreement',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.deleteAgreement(tx, req.params.id));
      return { result: 'deleted' as const };
    },
  );
  app.get(
    '/api/v1/users/:id/insurance',
    {
      config: { permission: 'insurers:read' },
      schema: {
        tags,
        summary: 'A patient’s insurer, insurance number and its agreements (the split of each session)',
        params: idParams,
        response: { 200: patientInsurance, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.patientInsurance(tx, req.user!, req.params.id)),
  );
};
