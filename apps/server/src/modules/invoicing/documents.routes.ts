import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  chainVerification,
  documentList,
  documentListQuery,
  invoicingDocument,
  invoicingMessages,
  type InvoicingDocument,
} from '@clinica/contracts/invoicing';
import {
  cancelInput,
  draftInput,
  draftUpdate,
  issueInput,
  itemParams,
  itemsInput,
  lineUpdate,
  sendByEmailInput,
  sendByEmailResult,
} from '@clinica/contracts/invoicing-drafts';
import { badRequest } from '../../lib/errors.js';
import { sendDocumentByEmail } from './document-mail.js';
import { documentPdfFilename, renderDocumentPdf } from './document-pdf.js';
import { insurerCustomer, patientCustomer } from './documents.repository.js';
import { verifyChains } from './chain.js';
import * as documents from './documents.service.js';
import * as drafts from './drafts.service.js';
import { cancelDocument, lockCancellable } from './issue.service.js';
import { invoicingProvider, providerForDocument, requestProviderDeps } from './provider.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };
/** A provider's answers (decision 053): rate limit, its failure, no answer. */
const providerErrors = { 429: errorBody, 502: errorBody, 503: errorBody };
type Print = { doc: InvoicingDocument; copy: number };

/**
 * Fiscal documents (issue 26, decision 029). Reading: `invoicing_documents:read`, narrowed by the
 * service (list_all: every document; a professional: those with their appointments; a patient: their
 * own issued ones). Drafts, their lines, issuing and credit notes: `:create`. Cancelling: `:update`.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoicing documents'];
  const now = () => app.deps.clock.now();
  const pdfOf = ({ doc, copy }: Print, clinicName: string) =>
    renderDocumentPdf(doc, doc.issuer!, {
      clinicName,
      certificateNumber: app.deps.config.invoiceCertificateNumber,
      copy,
    });
  const providerDeps = (req: FastifyRequest) => requestProviderDeps(app, req);
  const providerOf = async (req: FastifyRequest, id: string) =>
    invoicingProvider(providerDeps(req), await req.tenantTx((tx) => providerForDocument(tx, req.user!, id)));
  /** The provider's PDF of its document, else ours rendered. */
  const documentPdf = async (req: FastifyRequest, print: Print) =>
    (await (await providerOf(req, print.doc.id)).pdf(req.user!, print.doc.id)) ??
    pdfOf(print, req.user!.tenant.name);

  app.get(
    '/api/v1/invoicing-documents',
    {
      config: { permission: 'invoicing_documents:read' },
      schema: {
        tags,
        summary:
          'Documents filtered by type, status, series, patient and date, with the filtered set’s totals',
        querystring: documentListQuery,
        response: { 200: documentList, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => documents.listDocuments(tx, req.user!, req.query, now())),
  );
  app.get(
    '/api/v1/invoicing-documents/chain-verification',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'The signature chain of every series checked in number order (manager)',
        response: { 200: chainVerification, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => verifyChains(tx, req.user!.tenantId)),
  );
  app.get(
    '/api/v1/invoicing-documents/:id',
    {
      config: { permission: 'invoicing_documents:read' },
      schema: {
        tags,
        summary: 'A document with its lines and VAT summary',
        params: idParams,
        response: { 200: invoicingDocument, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => documents.getDocument(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/invoicing-documents',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary:
          'A draft (not a fiscal document: no number) from appointments and lines, or a credit note of an issued document',
        body: draftInput,
        response: { 201: invoicingDocument, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => drafts.createDraft(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/invoicing-documents/:id',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary: 'Change a draft’s type, customer or notes (an issued document is final: 409)',
        params: idParams,
        body: draftUpdate,
        response: { 200: invoicingDocument, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => drafts.updateDraft(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/invoicing-documents/:id',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary:
          'Archive a draft (spec: deleting is archiving) and free its appointments; an issued document: 409',
        params: idParams,
        response: { 200: invoicingDocument, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => drafts.archiveDraft(tx, req.user!, req.params.id, now())),
  );
  app.post(
    '/api/v1/invoicing-documents/:id/items',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary: 'Add appointments and lines to a draft',
        params: idParams,
        body: itemsInput,
        response: { 200: invoicingDocument, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => drafts.addItems(tx, req.user!, req.params.id, req.body)),
  );
  app.put(
    '/api/v1/invoicing-documents/:id/items/:itemId',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary: 'Change a draft’s line (a credit note’s: only the quantity credited)',
        params: itemParams,
        body: lineUpdate,
        response: { 200: invoicingDocument, ...errors },
      },
    },
    (req) =>
      req.tenantTx((tx) => drafts.updateItem(tx, req.user!, req.params.id, req.params.itemId, req.body)),
  );
  app.delete(
    '/api/v1/invoicing-documents/:id/items/:itemId',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary: 'Remove a draft’s line (its appointment is not invoiced any more)',
        params: itemParams,
        response: { 200: invoicingDocument, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => drafts.removeItem(tx, req.user!, req.params.id, req.params.itemId)),
  );
  app.post(
    '/api/v1/invoicing-documents/:id/issue',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary: 'Issue a draft: next number of its series, ATCUD, signature chain, QR; then final',
        params: idParams,
        body: issueInput,
        response: { 200: invoicingDocument, ...errors, ...providerErrors },
      },
    },
    async (req) => (await providerOf(req, req.params.id)).issue(req.user!, req.params.id, req.body),
  );
  app.post(
    '/api/v1/invoicing-documents/:id/cancel',
    {
      config: { permission: 'invoicing_documents:update' },
      schema: {
        tags,
        summary: 'Cancel an issued document (status A) with its reason',
        params: idParams,
        body: cancelInput,
        response: { 200: invoicingDocument, ...errors, ...providerErrors },
      },
    },
    async (req) => {
      const provider = await providerOf(req, req.params.id);
      if (provider.name !== 'clinica') {
        // Refused here first (credited, paid…), so the provider never cancels what we would not.
        await req.tenantTx((tx) => lockCancellable(tx, req.user!, req.params.id));
        await provider.cancelAtProvider(req.user!, req.params.id, req.body);
      }
      return req.tenantTx((tx) => cancelDocument(tx, req.user!, req.params.id, req.body, now()));
    },
  );
  app.post(
    '/api/v1/invoicing-documents/:id/generate-pdf',
    {
      config: { permission: 'invoicing_documents:read' },
      schema: {
        tags,
        summary:
          'The issued document as an A4 PDF (pt-PT, QR code, ATCUD); the first copy says «Original», every later one «2.ª via»; a draft: 409',
        params: idParams,
      },
    },
    async (req, reply) => {
      const print = await req.tenantTx((tx) => documents.documentToPrint(tx, req.user!, req.params.id));
      // Rendered (or fetched from the provider) outside the transaction: nothing to hold a connection for.
      const bytes = await documentPdf(req, print);
      const doc = print.doc;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${documentPdfFilename(doc)}"`)
        .send(bytes);
    },
  );
  app.post(
    '/api/v1/invoicing-documents/send-by-email',
    {
      config: { permission: 'invoicing_documents:create' },
      schema: {
        tags,
        summary:
          'E-mail an issued document’s PDF to the patient (or the address given); transactional, also in the trial',
        body: sendByEmailInput,
        response: { 200: sendByEmailResult, ...errors, ...providerErrors },
      },
    },
    async (req) => {
      const user = req.user!;
      const { print, to, firstName } = await req.tenantTx(async (tx) => {
        const found = await documents.documentToPrint(tx, user, req.body.document_id);
        // An insurer's document goes to the insurer's e-mail (issue 45), a patient's to the patient's.
        const patient = found.doc.patient && (await patientCustomer(tx, user.tenantId, found.doc.patient.id));
        const insurer = found.doc.insurer && (await insurerCustomer(tx, user.tenantId, found.doc.insurer.id));
        const address = req.body.email ?? patient?.email ?? insurer?.email ?? null;
        // Refused here, the transaction's copy is not counted either.
        if (!address) throw badRequest({ email: invoicingMessages.noEmail });
        return { print: found, to: address, firstName: patient?.firstName ?? found.doc.customer.name };
      });
      const { doc } = print;
      const pdf = await documentPdf(req, print);
      // The message is queued in its own short transaction (after the request's) and sent after the answer.
      await sendDocumentByEmail(app.deps, {
        tenantId: user.tenantId,
        to,
        patientFirstName: firstName,
        clinicName: user.tenant.name,
        doc,
        pdf,
      });
      return { sent_to: to };
    },
  );
};
