import { invoicingMessages, type InvoicingDocument } from '@clinica/contracts/invoicing';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { fiscalDocumentEmail, type Email } from '../mail/templates.js';
import { documentPdfFilename, documentTitles } from './document-pdf.js';
import { dateText, euros } from './fiscal-pdf.js';

/**
 * Sending an issued document to the patient (issue 26): the PDF attached to a pt-PT e-mail, through the
 * outbound_messages queue like every other e-mail (kind `invoicing_document`). It is a transactional
 * message — the patient's own fiscal document — so it goes out during the trial as well.
 */

export const DOCUMENT_EMAIL_KIND = 'invoicing_document';

export interface DocumentEmailInput {
  /** The document's tenant (the clinic). */
  tenantId: string;
  /** The recipient: the address given in the request, else the patient's. */
  to: string;
  patientFirstName: string;
  /** The account's name (tenant name), as in the other e-mails. */
  clinicName: string;
  /** An issued document (N or A), as the API returns it. */
  doc: InvoicingDocument;
  /** Its PDF, from renderDocumentPdf. */
  pdf: Buffer;
}

/** The message: «Fatura FT 2026A/17 — Clínica Demo», a short pt-PT body, the PDF attached. */
export function documentEmail(input: Omit<DocumentEmailInput, 'tenantId' | 'to'>): Email {
  const { doc } = input;
  if (doc.status === 'D' || !doc.invoice_no || !doc.invoice_date)
    throw new Error(invoicingMessages.draftNoPdf);
  const title = documentTitles[doc.type];
  const email = fiscalDocumentEmail({
    firstName: input.patientFirstName,
    clinicName: input.clinicName,
    title,
    invoiceNo: doc.invoice_no,
    // Fatura, fatura-recibo, fatura simplificada, nota de crédito: all take «a».
    what: `a ${title.toLowerCase()} ${doc.invoice_no}`,
    date: dateText(doc.invoice_date),
    total: euros(doc.gross_cents),
    cancelled: doc.status === 'A',
  });
  return {
    ...email,
    attachments: [{ filename: documentPdfFilename(doc), contentType: 'application/pdf', content: input.pdf }],
  };
}

/**
 * Queues the e-mail in its own short transaction and starts delivery after the commit; resolves with
 * the outbound message's id once queued (delivery goes on off the request path). Call it after the
 * request's transaction — never inside one (PGlite has a single connection) — with a PDF rendered
 * outside any transaction too.
 */
export async function sendDocumentByEmail(
  deps: { database: Database; mailer: Mailer },
  input: DocumentEmailInput,
): Promise<{ messageId: string }> {
  const email = documentEmail(input);
  const messageId = await deps.database.withTenant(input.tenantId, (tx) =>
    deps.mailer.queue(tx, input.tenantId, input.to, DOCUMENT_EMAIL_KIND, email),
  );
  deps.mailer.deliver(input.tenantId, [messageId]);
  return { messageId };
}
