import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { paymentMethodLabels, paymentMethods } from '@clinica/contracts/payment-methods';
import {
  currentAccount,
  generateReceiptInput,
  payment,
  paymentCancelInput,
  paymentExportQuery,
  paymentInput,
  paymentList,
  paymentListQuery,
  paymentMethodList,
  paymentUpdate,
  sendReceiptInput,
  type Payment,
} from '@clinica/contracts/payments';
import { csvAmount, csvDate, csvDisposition, CSV_BOM, csvRow } from '../../lib/csv.js';
import { localClock } from '../invoicing/issue.service.js';
import { requestProviderDeps } from '../invoicing/provider.js';
import * as reading from './payments-read.service.js';
import { providerReceiptsToMail } from './provider-receipt-pdf.js';
import * as payments from './payments.service.js';
import {
  cancelPaymentEverywhere,
  issuePendingReceipts,
  retryProviderReceipts,
} from './provider-receipts.service.js';
import {
  receiptFilename,
  receiptRecipient,
  receiptToPrint,
  renderReceipt,
  sendReceiptByEmail,
} from './receipt.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const providerErrors = { 429: errorBody, 502: errorBody, 503: errorBody };

/**
 * Payments, receipts and the current account (issue 27, decision 030). Reading: `payments:read`, narrowed
 * by the service (list_all: every payment; a patient: their own; a professional without list_all: 403).
 * Recording: `payments:create`; editing the notes and cancelling: `payments:update`.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  const now = () => app.deps.clock.now();
  const pdfOptions = (clinicName: string) => ({
    clinicName,
    certificateNumber: app.deps.config.invoiceCertificateNumber,
  });

  app.get(
    '/api/v1/payment-methods',
    {
      config: { permission: 'payment_methods:read' },
      schema: { tags, summary: 'The payment methods (spec §4)', response: { 200: paymentMethodList } },
    },
    () => ({ items: [...paymentMethods] }),
  );
  app.get(
    '/api/v1/payments',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'Payments filtered by method, patient, status and date, with the filtered set’s totals',
        querystring: paymentListQuery,
        response: { 200: paymentList, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => reading.listPayments(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/payments/export.csv',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'The filtered payments as CSV (`;`, UTF-8 with BOM, dd/mm/aaaa, decimal comma)',
        querystring: paymentExportQuery,
      },
    },
    async (req, reply) => {
      const rows: Payment[] = [];
      await req.tenantTx(async (tx) => {
        for await (const page of reading.exportPayments(tx, req.user!, req.query)) rows.push(...page);
      });
      const head = [
        'Data',
        'Paciente',
        'Valor (€)',
        'Método',
        'Recibo',
        'ATCUD',
        'Documentos',
        'Adiantamento',
        'Origem',
        'Notas',
        'Estado',
      ];
      const body = rows.map((p) =>
        csvRow([
          csvDate(p.paid_at),
          (p.patient ?? p.insurer)?.name,
          csvAmount(p.amount_cents),
          paymentMethodLabels[p.method],
          p.receipt?.receipt_no,
          p.receipt?.atcud,
          p.allocations.map((a) => `${a.invoice_no} (${csvAmount(a.amount_cents)})`).join(', '),
          p.advance?.invoice_no,
          p.source,
          p.notes,
          p.status === 'A' ? 'Anulado' : 'Normal',
        ]),
      );
      const today = localClock(now(), req.user!.tenant.timeZone).date;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', csvDisposition(`pagamentos-${today}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(CSV_BOM + csvRow(head) + body.join(''));
    },
  );
  app.get(
    '/api/v1/payments/:id',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'A payment with its documents and receipt',
        params: idParams,
        response: { 200: payment, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => reading.getPayment(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/payments',
    {
      config: { permission: 'payments:create' },
      schema: {
        tags,
        summary:
          'Record a payment: it settles FTs (issuing their receipt RG), and its surplus, when asked, is an advance (FR)',
        body: paymentInput,
        response: { 201: payment, ...errors, ...providerErrors },
      },
    },
    async (req, reply) => {
      const recorded = await req.tenantTx((tx) =>
        payments.recordPayment(tx, req.user!, req.body, {
          clock: app.deps.clock,
          signingKeyPem: app.deps.config.invoiceSigningKey,
          certificateNumber: app.deps.config.invoiceCertificateNumber,
        }),
      );
      // Invoices issued at InvoiceXpress: their receipts there, once the payment is committed (decision 053).
      return reply
        .status(201)
        .send(await issuePendingReceipts(requestProviderDeps(app, req), req.user!, recorded));
    },
  );
  app.post(
    '/api/v1/payments/:id/provider-receipts',
    {
      config: { permission: 'payments:create' },
      schema: {
        tags,
        summary:
          'Issue again, at InvoiceXpress, the receipts of a payment still to issue there (a provider failure); never one twice',
        params: idParams,
        response: { 200: payment, ...errors, ...providerErrors },
      },
    },
    (req) => retryProviderReceipts(requestProviderDeps(app, req), req.user!, req.params.id),
  );
  app.put(
    '/api/v1/payments/:id',
    {
      config: { permission: 'payments:update' },
      schema: {
        tags,
        summary: 'Change a payment’s source or notes (its money and receipt never change)',
        params: idParams,
        body: paymentUpdate,
        response: { 200: payment, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => payments.updatePayment(tx, req.user!, req.params.id, req.body)),
  );
  app.post(
    '/api/v1/payments/:id/cancel',
    {
      config: { permission: 'payments:update' },
      schema: {
        tags,
        summary: 'Cancel a payment (A, with a reason): its receipt and its advance FR are cancelled too',
        params: idParams,
        body: paymentCancelInput,
        response: { 200: payment, ...errors, ...providerErrors },
      },
    },
    (req) => cancelPaymentEverywhere(requestProviderDeps(app, req), req.user!, req.params.id, req.body),
  );
  app.post(
    '/api/v1/generate-receipt',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary:
          'The payment’s receipt (RG) as an A4 PDF with AT’s QR code; the first copy says «Original», every later one «2.ª via»; no receipt: 409',
        body: generateReceiptInput,
      },
    },
    async (req, reply) => {
      const found = await req.tenantTx((tx) => receiptToPrint(tx, req.user!, req.body.payment_id));
      // Rendered outside the transaction: nothing to hold a connection for.
      const bytes = await renderReceipt(found, pdfOptions(req.user!.tenant.name));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${receiptFilename(found.payment)}"`)
        .send(bytes);
    },
  );
  app.post(
    '/api/v1/payments/send-receipt-by-email',
    {
      config: { permission: 'payments:create' },
      schema: {
        tags,
        summary:
          'E-mail the receipt’s PDF to the patient (or the address given); transactional, also in the trial',
        body: sendReceiptInput,
        response: { 200: z.object({ sent_to: z.string() }), ...errors },
      },
    },
    async (req) => {
      const user = req.user!;
      const { found, payment, to, firstName } = await req.tenantTx(async (tx) => {
        const payment = await reading.getPayment(tx, user, req.body.payment_id, true);
        // Our RG (printed as a copy), or the receipts issued at InvoiceXpress (decision 053).
        const found =
          payment.receipt || !payment.provider_receipts.length
            ? await receiptToPrint(tx, user, payment.id, true)
            : null;
        return { found, payment, ...(await receiptRecipient(tx, user.tenantId, payment, req.body.email)) };
      });
      const receipts = found
        ? [
            {
              receiptNo: found.payment.receipt!.receipt_no,
              grossCents: found.payment.receipt!.gross_cents,
              pdf: await renderReceipt(found, pdfOptions(user.tenant.name)),
            },
          ]
        : await providerReceiptsToMail(requestProviderDeps(app, req), user, payment.id);
      await sendReceiptByEmail(app.deps, {
        tenantId: user.tenantId,
        to,
        firstName,
        clinicName: user.tenant.name,
        payment,
        receipts,
      });
      return { sent_to: to };
    },
  );
  app.get(
    '/api/v1/users/:id/current-account',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary:
          'The patient’s current account: owed, credit, open documents and every movement in date order',
        params: idParams,
        response: { 200: currentAccount, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => reading.currentAccount(tx, req.user!, req.params.id)),
  );
};
