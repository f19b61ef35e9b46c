import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import type { Payment } from '@clinica/contracts/payments';
import { useInvoiceXpressSuite } from '../invoicing/invoicexpress.test-helpers.js';
import { startSmtp } from '../../test/smtp.js';

/**
 * Issue 53 (decision 053): the PDF of a payment's receipt issued at InvoiceXpress is InvoiceXpress's own,
 * fetched once and kept; read as the payment is read.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());
const { t, f, api, acc, ixDocs, switchToInvoiceXpress } = useInvoiceXpressSuite({
  env: () => ({ SMTP_URL: smtp.url }),
});

const ft = async (cents: number) => f.issue((await f.draft({ type: 'FT', lines: [f.freeLine(cents)] })).id);
const pay = (document_id: string, amount_cents: number) =>
  api('POST', '/api/v1/payments', {
    patient_id: f.fx.patientId,
    method: 'cash',
    amount_cents,
    allocations: [{ document_id, amount_cents }],
  });
const pdfUrl = (paymentId: string, documentId: string) =>
  `/api/v1/payments/${paymentId}/provider-receipts/${documentId}/pdf`;
/** The receipt InvoiceXpress holds for one of the invoice's payments. */
const receiptAt = (invoiceId: string) => {
  const ixInvoice = ixDocs(`CLINICA-${invoiceId}`)[0]!;
  return [...acc().documents.values()].find(
    (d) => d.resource === 'receipts' && d.owner_invoice_id === ixInvoice.id,
  );
};

describe('the PDF of a receipt issued at InvoiceXpress', () => {
  it('is InvoiceXpress’s PDF of that receipt, fetched once and kept', async () => {
    await switchToInvoiceXpress();
    const doc = await ft(4500);
    const res = await pay(doc.id, 4500);
    expect(res.statusCode, res.body).toBe(201);
    const p: Payment = res.json();
    const rg = receiptAt(doc.id)!;
    expect(rg.pdfRequests).toBe(0);

    const first = await api('GET', pdfUrl(p.id, doc.id));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `inline; filename="${p.provider_receipts[0]!.receipt_no!.replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf"`,
    );
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Asked of InvoiceXpress for this receipt (202 while generated, then its address), and only once.
    expect(rg.pdfRequests).toBe(2);
    const again = await api('GET', pdfUrl(p.id, doc.id));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rg.pdfRequests).toBe(2);

    // Another clinic's manager, an invoice the payment does not settle, a made-up payment: 404.
    expect((await api('GET', pdfUrl(p.id, doc.id), undefined, t.other)).statusCode).toBe(404);
    const other = await ft(1000);
    expect((await api('GET', pdfUrl(p.id, other.id))).statusCode).toBe(404);
    expect((await api('GET', pdfUrl(other.id, doc.id))).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/payments/${p.id}/provider-receipts/nope/pdf`)).statusCode).toBe(400);
  });

  it('a receipt still to issue answers 409; once issued, its PDF', async () => {
    const doc = await ft(2000);
    acc().fault = '5xx';
    const res = await pay(doc.id, 2000);
    acc().fault = null;
    expect(res.statusCode, res.body).toBe(502);
    const id = res.json().error.details.payment_id as string;
    const pending = await api('GET', pdfUrl(id, doc.id));
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.fields).toEqual({ document_id: m.receiptPending });

    expect((await api('POST', `/api/v1/payments/${id}/provider-receipts`)).statusCode).toBe(200);
    const pdf = await api('GET', pdfUrl(id, doc.id));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(receiptAt(doc.id)!.pdfRequests).toBe(2);
  });

  it('InvoiceXpress down while fetching it: 502 with the provider’s message, nothing kept', async () => {
    const doc = await ft(1200);
    const p: Payment = (await pay(doc.id, 1200)).json();
    acc().fault = '5xx';
    const down = await api('GET', pdfUrl(p.id, doc.id));
    acc().fault = null;
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({ code: 'invoicing_provider_error', message: m.unavailable });
    const up = await api('GET', pdfUrl(p.id, doc.id));
    expect(up.statusCode).toBe(200);
    expect(up.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('goes by e-mail, each receipt of the payment with its own PDF; the current account names them', async () => {
    const [a, b] = [await ft(3000), await ft(2000)];
    const res = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      method: 'mb',
      amount_cents: 5000,
      allocations: [
        { document_id: a.id, amount_cents: 3000 },
        { document_id: b.id, amount_cents: 2000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const p: Payment = res.json();
    const numbers = p.provider_receipts.map((r) => r.receipt_no!);
    expect(numbers).toHaveLength(2);
    const sent = await api('POST', '/api/v1/payments/send-receipt-by-email', {
      payment_id: p.id,
      email: 'recibos.ix@exemplo.pt',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === 'recibos.ix@exemplo.pt');
    expect(mail.subject).toContain('Recibos');
    for (const n of numbers) expect(mail.subject).toContain(n);
    expect(mail.attachments).toHaveLength(2);
    // The attachments are InvoiceXpress's PDFs of those receipts, the same bytes the PDF route answers.
    for (const r of p.provider_receipts) {
      const pdf = await api('GET', pdfUrl(p.id, r.document_id));
      expect(mail.attachments.some((x) => x.content.equals(pdf.rawPayload))).toBe(true);
    }
    const account = await api('GET', `/api/v1/users/${f.fx.patientId}/current-account`);
    expect(account.statusCode, account.body).toBe(200);
    const line = account.json().entries.find((e: { payment_id: string | null }) => e.payment_id === p.id);
    expect(line.reference).toBe([...numbers].sort().join(', '));
  });

  it('is not e-mailed while a receipt is still to issue there (409 naming the payment)', async () => {
    const doc = await ft(1200);
    acc().fault = '5xx';
    const res = await pay(doc.id, 1200);
    acc().fault = null;
    expect(res.statusCode, res.body).toBe(502);
    const paymentId = res.json().error.details.payment_id as string;
    const sent = await api('POST', '/api/v1/payments/send-receipt-by-email', {
      payment_id: paymentId,
      email: 'recibos.ix@exemplo.pt',
    });
    expect(sent.statusCode, sent.body).toBe(409);
    expect(sent.json().error.fields).toEqual({ payment_id: m.receiptPending });
  });
});
