import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  cashClose,
  cashCloseInput,
  cashCloseList,
  cashCloseListQuery,
  cashCloseOptions,
  cashDay,
  cashDayQuery,
} from '@clinica/contracts/cash-close';
import { cashClosePdfFilename, renderCashClosePdf } from './cash-close-pdf.js';
import * as service from './cash-close.service.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * The daily cash close (issue 38, decision 033): `cash_closes:read` to read, `cash_closes:create` to
 * close (managers and front desk; professionals not by default). A close is final: no edit, no delete.
 */
export const cashCloseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cash-close'];
  app.get(
    '/api/v1/cash-closes/options',
    {
      config: { permission: 'cash_closes:read' },
      schema: {
        tags,
        summary: 'The clinics and users the caller may pick',
        response: { 200: cashCloseOptions },
      },
    },
    (req) => req.tenantTx((tx) => service.closeOptions(tx, req.user!, app.deps.clock)),
  );
  app.get(
    '/api/v1/cash-closes/day',
    {
      config: { permission: 'cash_closes:read' },
      schema: {
        tags,
        summary:
          'A clinic’s, a user’s day: movements and expected amounts by method, and its close if closed',
        querystring: cashDayQuery,
        response: { 200: cashDay, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.cashDay(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/cash-closes',
    {
      config: { permission: 'cash_closes:read' },
      schema: {
        tags,
        summary: 'Past closes, the newest day first',
        querystring: cashCloseListQuery,
        response: { 200: cashCloseList, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.listCloses(tx, req.user!, req.query)),
  );
  app.post(
    '/api/v1/cash-closes',
    {
      config: { permission: 'cash_closes:create' },
      schema: {
        tags,
        summary:
          'Close a day: the figures as computed now, what was counted per method; final (a second close: 409)',
        body: cashCloseInput,
        response: { 201: cashClose, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.closeDay(tx, req.user!, req.body, app.deps.clock))),
  );
  app.get(
    '/api/v1/cash-closes/:id',
    {
      config: { permission: 'cash_closes:read' },
      schema: { tags, summary: 'A close', params: idParams, response: { 200: cashClose, ...errors } },
    },
    (req) => req.tenantTx((tx) => service.getClose(tx, req.user!, req.params.id)),
  );
  app.get(
    '/api/v1/cash-closes/:id/pdf',
    {
      config: { permission: 'cash_closes:read' },
      schema: { tags, summary: 'A close as an A4 PDF (pt-PT), from its stored figures', params: idParams },
    },
    async (req, reply) => {
      const close = await req.tenantTx((tx) => service.getClose(tx, req.user!, req.params.id));
      const bytes = await renderCashClosePdf(close, req.user!.tenant.name);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${cashClosePdfFilename(close)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};
