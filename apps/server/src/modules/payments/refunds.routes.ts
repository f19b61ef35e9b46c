import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { refund, refundInput, refundList, refundListQuery } from '@clinica/contracts/payments';
import * as refunds from './refunds.service.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Refunds (issue 38, decision 033): money given back from a patient's credit. Reading: `payments:read`
 * (narrowed as payments are); recording: `payments:create`. A refund is final: no edit, no delete.
 */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  app.get(
    '/api/v1/payments/refunds',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'Refunds filtered by patient, method and date, the newest first',
        querystring: refundListQuery,
        response: { 200: refundList, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => refunds.listRefunds(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/payments/refunds/:id',
    {
      config: { permission: 'payments:read' },
      schema: { tags, summary: 'A refund', params: idParams, response: { 200: refund, ...errors } },
    },
    (req) => req.tenantTx((tx) => refunds.getRefund(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/payments/refunds',
    {
      config: { permission: 'payments:create' },
      schema: {
        tags,
        summary:
          'Give money back from the credit of an advance or a credit note (never more than the patient’s credit)',
        body: refundInput,
        response: { 201: refund, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(
        await req.tenantTx((tx) =>
          refunds.recordRefund(tx, req.user!, req.body, {
            clock: app.deps.clock,
            signingKeyPem: app.deps.config.invoiceSigningKey,
            certificateNumber: app.deps.config.invoiceCertificateNumber,
          }),
        ),
      ),
  );
};
