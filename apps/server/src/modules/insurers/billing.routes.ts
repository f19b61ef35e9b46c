import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  insurerAccount,
  insurerPaymentInput,
  insurerPaymentSummary,
  statement,
  statementInvoiceInput,
  statementQuery,
} from '@clinica/contracts/insurer-billing';
import { invoicingDocument } from '@clinica/contracts/invoicing';
import { csvDisposition } from '../../lib/csv.js';
import { invoicingProvider, requestProviderDeps } from '../invoicing/provider.js';
import { issueReceiptsAtInvoiceXpress } from '../invoicing/providers/invoicexpress-receipts.js';
import {
  insurerAccount as account,
  insurerPayment,
  recordInsurerPayment,
} from '../payments/insurer-account.service.js';
import { statementCsv } from './statement-format.js';
import { renderStatementPdf, statementFilename } from './statement-pdf.js';
import { getStatement, invoiceStatement } from './statement.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * Billing an insurer (issue 45, decision 047): the monthly statement (JSON, CSV, PDF), its FT, the
 * insurer's payments and current account. Managers only: every route declares `insurers:update`, the
 * permission only managers hold (decision 003) — the front desk takes the patient's part at the desk.
 */
export const insurerBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['insurers'];
  const issueContext = () => ({
    clock: app.deps.clock,
    signingKeyPem: app.deps.config.invoiceSigningKey,
    certificateNumber: app.deps.config.invoiceCertificateNumber,
  });
  const config = { permission: 'insurers:update' as const };

  app.get(
    '/api/v1/insurers/:id/statement',
    {
      config,
      schema: {
        tags,
        summary: 'The month’s sessions with the insurer’s part still to bill, and its FTs of the month',
        params: idParams,
        querystring: statementQuery,
        response: { 200: statement, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => getStatement(tx, req.user!, req.params.id, req.query.month)),
  );
  app.get(
    '/api/v1/insurers/:id/statement.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The statement as CSV (`;`, UTF-8 with a BOM)',
        params: idParams,
        querystring: statementQuery,
      },
    },
    async (req, reply) => {
      const s = await req.tenantTx((tx) => getStatement(tx, req.user!, req.params.id, req.query.month));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', csvDisposition(statementFilename(s, 'csv')))
        .header('Cache-Control', 'private, no-store')
        .send(statementCsv(s));
    },
  );
  app.get(
    '/api/v1/insurers/:id/statement.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The statement as an A4 PDF (pt-PT)',
        params: idParams,
        querystring: statementQuery,
      },
    },
    async (req, reply) => {
      const s = await req.tenantTx((tx) => getStatement(tx, req.user!, req.params.id, req.query.month));
      const bytes = await renderStatementPdf(s, req.user!.tenant.name);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${statementFilename(s, 'pdf')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
  app.post(
    '/api/v1/insurers/:id/statement/invoice',
    {
      config,
      schema: {
        tags,
        summary:
          'Issue one FT to the insurer for the month’s sessions still to bill (the ones listed, or all); ' +
          '409 naming any billed meanwhile',
        params: idParams,
        body: statementInvoiceInput,
        response: { 201: invoicingDocument, ...errors, 429: errorBody, 502: errorBody, 503: errorBody },
      },
    },
    async (req, reply) => {
      const done = await req.tenantTx((tx) =>
        invoiceStatement(tx, req.user!, req.params.id, req.body, issueContext()),
      );
      if ('issued' in done) return reply.status(201).send(done.issued);
      // At InvoiceXpress: the FT's draft is committed with its sessions; a provider failure leaves it a
      // draft, issued later from the documents like any other.
      const provider = invoicingProvider(requestProviderDeps(app, req), 'invoicexpress');
      return reply
        .status(201)
        .send(await provider.issue(req.user!, done.pending, { invoice_date: req.body.invoice_date }));
    },
  );
  app.get(
    '/api/v1/insurers/:id/account',
    {
      config,
      schema: {
        tags,
        summary: 'The insurer’s current account: its FTs with what each owes, and its payments',
        params: idParams,
        response: { 200: insurerAccount, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => account(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/insurers/:id/payments',
    {
      config,
      schema: {
        tags,
        summary:
          'The insurer pays its FTs (amount = the allocations) with a receipt RG, noting what it refused per line',
        params: idParams,
        body: insurerPaymentInput,
        response: { 201: insurerPaymentSummary, ...errors, 429: errorBody, 502: errorBody, 503: errorBody },
      },
    },
    async (req, reply) => {
      const recorded = await req.tenantTx((tx) =>
        recordInsurerPayment(tx, req.user!, req.params.id, req.body, issueContext()),
      );
      // FTs issued at InvoiceXpress: their receipts there, once the payment is committed (decision 053).
      if (recorded.receipt_no !== null) return reply.status(201).send(recorded);
      await issueReceiptsAtInvoiceXpress(requestProviderDeps(app, req), req.user!, recorded.id);
      return reply
        .status(201)
        .send(await req.tenantTx((tx) => insurerPayment(tx, req.user!, req.params.id, recorded.id)));
    },
  );
};
