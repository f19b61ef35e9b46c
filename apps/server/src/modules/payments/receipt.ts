import { paymentMessages, type Payment } from '@clinica/contracts/payments';
import type { Database, Tx } from '../../db/client.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { insurerCustomer, nextCopy } from '../invoicing/documents.service.js';
import { dateText, euros } from '../invoicing/fiscal-pdf.js';
import { fiscalDocumentEmail } from '../mail/templates.js';
import * as repo from './payments.repository.js';
import { getPayment } from './payments-read.service.js';
import { receiptPdfFilename, renderReceiptPdf, type ReceiptParties } from './receipt-pdf.js';

export const RECEIPT_EMAIL_KIND = 'receipt';

/**
 * A payment's receipt about to go out (printed, downloaded or e-mailed), as its reader may see it: who it
 * is from and to, and which copy this is (the first: «Original»); no receipt: 409.
 */
export async function receiptToPrint(
  tx: Tx,
  user: AuthUser,
  paymentId: string,
  write = false,
): Promise<{ payment: Payment; parties: ReceiptParties; copy: number }> {
  const payment = await getPayment(tx, user, paymentId, write);
  const row = payment.receipt ? await repo.receiptParties(tx, user.tenantId, payment.id) : null;
  if (!payment.receipt || !row) throw conflict(paymentMessages.noReceipt);
  const parties: ReceiptParties = {
    issuer: {
      fiscal_name: row.fiscalName,
      nif: row.nif,
      address: row.address,
      postal_code: row.postalCode,
      city: row.city,
      legal_form: row.legalForm,
      share_capital_cents: row.shareCapitalCents,
      registry_office: row.registryOffice,
      registration_number: row.registrationNumber,
    },
    customer: {
      nif: row.customerNif,
      name: row.customerName,
      address: row.customerAddress,
      postal_code: row.customerPostalCode,
      city: row.customerCity,
      country: row.customerCountry,
    },
  };
  return { payment, parties, copy: await nextCopy(tx, user.tenantId, { paymentId: payment.id }) };
}

export const renderReceipt = (
  found: Awaited<ReturnType<typeof receiptToPrint>>,
  opts: { clinicName: string; certificateNumber?: string },
) => renderReceiptPdf(found.payment, found.parties, { ...opts, copy: found.copy });

export const receiptFilename = (payment: Payment) => receiptPdfFilename(payment.receipt!.receipt_no);

/** Where the receipt goes: the address given, else the patient's (none: 400 on `email`). */
export async function receiptRecipient(
  tx: Tx,
  tenantId: string,
  payment: Payment,
  email: string | null | undefined,
) {
  // An insurer's receipt goes to the insurer's e-mail (decision 047).
  const patient = payment.patient && (await repo.patientOf(tx, tenantId, payment.patient.id));
  const insurer = payment.insurer && (await insurerCustomer(tx, tenantId, payment.insurer.id));
  const to = email ?? patient?.email ?? insurer?.email ?? null;
  if (!to) throw badRequest({ email: paymentMessages.noEmail });
  return { to, firstName: patient?.firstName ?? insurer?.name ?? payment.patient?.name ?? '' };
}

/** One receipt going out by e-mail: ours (rendered) or one issued at InvoiceXpress (its own PDF). */
export interface MailedReceipt {
  receiptNo: string;
  grossCents: number;
  pdf: Buffer;
}

/**
 * Queues the receipt's e-mail (the PDF attached) in its own short transaction, after the request's, and
 * starts delivery after the commit — like a fiscal document's (transactional: also during the trial). A
 * payment of invoices issued at InvoiceXpress has one receipt there per invoice: one e-mail, each attached.
 */
export async function sendReceiptByEmail(
  deps: { database: Database; mailer: Mailer },
  input: {
    tenantId: string;
    to: string;
    firstName: string;
    clinicName: string;
    payment: Payment;
    receipts: MailedReceipt[];
  },
) {
  const numbers = input.receipts.map((r) => r.receiptNo).join(', ');
  const email = fiscalDocumentEmail({
    firstName: input.firstName,
    clinicName: input.clinicName,
    title: input.receipts.length > 1 ? 'Recibos' : 'Recibo',
    invoiceNo: numbers,
    what: input.receipts.length > 1 ? `os recibos ${numbers}` : `o recibo ${numbers}`,
    date: dateText(input.payment.paid_at),
    total: euros(input.receipts.reduce((sum, r) => sum + r.grossCents, 0)),
    cancelled: input.payment.status === 'A',
  });
  const messageId = await deps.database.withTenant(input.tenantId, (tx) =>
    deps.mailer.queue(tx, input.tenantId, input.to, RECEIPT_EMAIL_KIND, {
      ...email,
      attachments: input.receipts.map((r) => ({
        filename: receiptPdfFilename(r.receiptNo),
        contentType: 'application/pdf',
        content: r.pdf,
      })),
    }),
  );
  deps.mailer.deliver(input.tenantId, [messageId]);
  return { messageId };
}
