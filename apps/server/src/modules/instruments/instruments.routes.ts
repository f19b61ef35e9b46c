import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  instrument,
  instrumentResponse,
  responseInput,
  responseListQuery,
  trend,
  trendsQuery,
} from '@clinica/contracts/instruments';
import * as service from './instruments.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * Outcome measures (issue 25, decision 028): the global catalogue of definitions, the responses recorded
 * for patients (scored by the server), and each patient's trends against the MCID. Reading is
 * `instruments:read`; recording a response is `instruments:create`.
 */
export const instrumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['instruments'];
  const now = () => app.deps.clock.now();

  app.get(
    '/api/v1/instruments',
    {
      config: { permission: 'instruments:read' },
      schema: {
        tags,
        summary: 'The outcome measures: each one’s latest definition',
        response: { 200: z.object({ items: z.array(instrument) }), ...errors },
      },
    },
    (req) => req.tenantTx(async (tx) => ({ items: await service.listInstruments(tx) })),
  );
  app.get(
    '/api/v1/instruments/responses',
    {
      config: { permission: 'instruments:read' },
      schema: {
        tags,
        summary:
          "A patient's responses (patient_id), or the clinic's latest to one instrument (code), newest first",
        querystring: responseListQuery,
        response: { 200: listResponse(instrumentResponse), ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.listResponses(tx, req.user!, req.query)),
  );
  app.post(
    '/api/v1/instruments/responses',
    {
      config: { permission: 'instruments:create' },
      schema: {
        tags,
        summary: 'Record a response; the server computes the score',
        body: responseInput,
        response: { 201: instrumentResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.recordResponse(tx, req.user!, req.body, now()))),
  );
  app.get(
    '/api/v1/instruments/trends',
    {
      config: { permission: 'instruments:read' },
      schema: {
        tags,
        summary: "A patient's scores over time per instrument, each against the first and the MCID",
        querystring: trendsQuery,
        response: { 200: z.object({ items: z.array(trend) }), ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.trendsOf(tx, req.user!, req.query.patient_id)),
  );
  app.get(
    '/api/v1/instruments/:code',
    {
      config: { permission: 'instruments:read' },
      schema: {
        tags,
        summary: 'An outcome measure’s latest definition',
        params: z.object({ code: z.string().trim().min(1).max(40) }),
        response: { 200: instrument, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.getInstrument(tx, req.params.code)),
  );
};
