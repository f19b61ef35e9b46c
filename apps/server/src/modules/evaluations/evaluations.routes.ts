import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  addendumInput,
  evaluation,
  evaluationCreate,
  evaluationListQuery,
  evaluationSummary,
  evaluationUpdate,
} from '@clinica/contracts/evaluations';
import * as service from './evaluations.service.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Clinical evaluations (issue 23, decision 026). Who reads them is who sees the patient; only the
 * author writes, signs and adds addenda; every read by someone else is in the patient's access log.
 */
export const evaluationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['evaluations'];
  const now = () => app.deps.clock.now();

  app.get(
    '/api/v1/evaluations',
    {
      config: { permission: 'evaluations:read' },
      schema: {
        tags,
        summary: "A patient's or an appointment's evaluations, newest session first, as list rows",
        querystring: evaluationListQuery,
        response: { 200: listResponse(evaluationSummary), ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.listEvaluations(tx, { user: req.user!, ip: req.ip }, req.query)),
  );
  app.get(
    '/api/v1/evaluations/:id',
    {
      config: { permission: 'evaluations:read' },
      schema: {
        tags,
        summary: 'An evaluation, whole, with its addenda',
        params: idParams,
        response: { 200: evaluation, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.getEvaluation(tx, { user: req.user!, ip: req.ip }, req.params.id)),
  );
  app.post(
    '/api/v1/evaluations',
    {
      config: { permission: 'evaluations:create' },
      schema: {
        tags,
        summary: 'Start an evaluation of an appointment (a draft, by the caller)',
        body: evaluationCreate,
        response: { 201: evaluation, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await req.tenantTx((tx) => service.createEvaluation(tx, { user: req.user!, ip: req.ip }, req.body)),
        ),
  );
  app.put(
    '/api/v1/evaluations/:id',
    {
      config: { permission: 'evaluations:update' },
      schema: {
        tags,
        summary: "Replace a draft's content (its author only; a signed one answers 409)",
        params: idParams,
        body: evaluationUpdate,
        response: { 200: evaluation, ...errors },
      },
    },
    (req) =>
      req.tenantTx((tx) =>
        service.updateEvaluation(tx, { user: req.user!, ip: req.ip }, req.params.id, req.body),
      ),
  );
  app.post(
    '/api/v1/evaluations/:id/sign',
    {
      config: { permission: 'evaluations:update' },
      schema: {
        tags,
        summary: 'Sign a draft: from then on it is read-only and corrected by addenda',
        params: idParams,
        response: { 200: evaluation, ...errors },
      },
    },
    (req) =>
      req.tenantTx((tx) => service.signEvaluation(tx, { user: req.user!, ip: req.ip }, req.params.id, now())),
  );
  app.post(
    '/api/v1/evaluations/:id/addenda',
    {
      config: { permission: 'evaluations:update' },
      schema: {
        tags,
        summary: 'Add a dated correction to a signed evaluation (its author only)',
        params: idParams,
        body: addendumInput,
        response: { 201: evaluation, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await req.tenantTx((tx) =>
            service.addAddendum(tx, { user: req.user!, ip: req.ip }, req.params.id, req.body.text),
          ),
        ),
  );
};
