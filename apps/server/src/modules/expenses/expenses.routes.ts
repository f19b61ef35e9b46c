import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  expense,
  expenseFilters,
  expenseInput,
  expenseList,
  expenseListQuery,
  expenseUpdate,
} from '@clinica/contracts/expenses';
import { DOCUMENT_MAX_BYTES } from '@clinica/contracts/files';
import { okResponse } from '@clinica/contracts/auth';
import { localClock } from '../invoicing/issue.service.js';
import { attachReceipt, readReceipt, removeReceipt } from './expense-receipts.service.js';
import * as service from './expenses.service.js';

const errors = { 400: errorBody, 404: errorBody };

/**
 * Expenses (issue 27, spec §6 "/expenses"). Reading them is `expenses:list_all` — managers, and the
 * professionals a manager grants it to; the front desk and patients never (DESIGN's role matrix).
 */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, clock } = app.deps;
  const tags = ['expenses'];

  app.get(
    '/api/v1/expenses',
    {
      config: { permission: 'expenses:list_all' },
      schema: {
        tags,
        summary:
          'Expenses, newest first, filtered by category, vendor and date range; totals of the whole set',
        querystring: expenseListQuery,
        response: { 200: expenseList, 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.listExpenses(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/expenses/export.csv',
    {
      config: { permission: 'expenses:list_all' },
      schema: {
        tags,
        summary: 'The filtered expenses as CSV for Excel (";", UTF-8 with BOM, dd/mm/yyyy, decimal comma)',
        querystring: expenseFilters,
      },
    },
    async (req, reply) => {
      const csv = await req.tenantTx((tx) => service.exportExpenses(tx, req.user!, req.query));
      const today = localClock(clock.now(), req.user!.tenant.timeZone).date;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gastos-${today}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
  app.get(
    '/api/v1/expenses/:id',
    {
      config: { permission: 'expenses:list_all' },
      schema: { tags, summary: 'An expense', params: idParams, response: { 200: expense, ...errors } },
    },
    (req) => req.tenantTx((tx) => service.getExpense(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/expenses',
    {
      config: { permission: 'expenses:create' },
      schema: {
        tags,
        summary: 'Record an expense (with a VAT rate the server computes the VAT; 409 on a duplicate)',
        body: expenseInput,
        response: { 201: expense, 400: errorBody, 409: errorBody },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.createExpense(tx, req.user!, clock.now(), req.body))),
  );
  app.put(
    '/api/v1/expenses/:id',
    {
      config: { permission: 'expenses:update' },
      schema: {
        tags,
        summary: 'Change an expense (only the fields sent; 409 if it becomes a duplicate of another)',
        params: idParams,
        body: expenseUpdate,
        response: { 200: expense, ...errors, 409: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.updateExpense(tx, req.user!, clock.now(), req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/expenses/:id',
    {
      config: { permission: 'expenses:delete' },
      schema: {
        tags,
        summary: 'Delete an expense and its receipt',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      const storageKey = await req.tenantTx((tx) => service.deleteExpense(tx, req.user!, req.params.id));
      if (storageKey) await storage.delete(storageKey);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/v1/expenses/:id/attachment',
    {
      config: { permission: 'expenses:list_all' },
      schema: { tags, summary: 'Download the receipt (as an attachment)', params: idParams },
    },
    async (req, reply) => {
      const f = await readReceipt({ storage, tenantTx: req.tenantTx.bind(req) }, req.user!, req.params.id);
      return reply
        .header('Content-Type', f.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('Cache-Control', 'private, no-store')
        .send(f.bytes);
    },
  );
  app.put(
    '/api/v1/expenses/:id/attachment',
    {
      config: { permission: 'expenses:update' },
      schema: {
        tags,
        summary: 'Attach or replace the receipt (multipart `file`; PDF/JPG/PNG/WebP by content, ≤ 20 MB)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: expense, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    (req) =>
      attachReceipt({ storage, tenantTx: req.tenantTx.bind(req) }, req.user!, req.params.id, () =>
        req.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4 } }),
      ),
  );
  app.delete(
    '/api/v1/expenses/:id/attachment',
    {
      config: { permission: 'expenses:update' },
      schema: {
        tags,
        summary: 'Remove the receipt',
        params: idParams,
        response: { 200: expense, ...errors },
      },
    },
    (req) => removeReceipt({ storage, tenantTx: req.tenantTx.bind(req) }, req.user!, req.params.id),
  );
};
