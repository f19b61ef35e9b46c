import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from './invoicing.test-helpers.js';
import { readPdf } from './pdf-reading.test-helpers.js';

/** Decision 032: an NC may credit an amount of a line (VAT included), up to what the line has uncredited. */
const t = useTestApp();
const f = useInvoicingFixture(t);
const { api } = f;

const ncDraft = (ft: InvoicingDocument, credit_lines: object[]) =>
  api('POST', '/api/v1/invoicing-documents', {
    type: 'NC',
    patient_id: f.fx.patientId,
    credited_document_id: ft.id,
    credit_reason: 'Desconto acordado',
    credit_lines,
  });

const fieldsOf = (res: { json: () => { error: { fields: Record<string, string> } } }) =>
  res.json().error.fields;

describe('a credit note for part of an amount', () => {
  it('credits an amount of a line, then only what the line has left, by amounts', async () => {
    // 3 × 8,50 € at 23 % (25,50 €) and a 35 € exempt session.
    const ft = await f.issue(
      (await f.draft({ lines: [{ service_id: f.fx.productService, quantity: 3 }, f.freeLine(3500)] })).id,
    );
    const [products, session] = ft.lines as [InvoicingDocument['lines'][0], InvoicingDocument['lines'][0]];
    expect([products.creditable_cents, session.creditable_cents]).toEqual([2550, 3500]);

    const tooMuch = await ncDraft(ft, [{ credited_line_id: products.id, amount_cents: 2551 }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldsOf(tooMuch)).toEqual({
      'credit_lines.0.amount_cents': invoicingMessages.creditAmountExceeds,
    });
    const both = await ncDraft(ft, [{ credited_line_id: products.id, amount_cents: 500, quantity: 1 }]);
    expect(both.statusCode).toBe(400);
    expect(fieldsOf(both)).toEqual({ 'credit_lines.0.quantity': invoicingMessages.creditQuantityOrAmount });

    const draft = await ncDraft(ft, [{ credited_line_id: products.id, amount_cents: 700 }]);
    expect(draft.statusCode, draft.body).toBe(201);
    const d = draft.json() as InvoicingDocument;
    expect(d.lines).toMatchObject([
      { quantity: 1, unit_price_cents: 700, gross_cents: 700, vat_rate_percent: 23, credits_amount: true },
    ]);
    // The draft's amount changes within what is left; its quantity does not.
    const item = `/api/v1/invoicing-documents/${d.id}/items/${d.lines[0]!.id}`;
    const over = await api('PUT', item, { amount_cents: 2600 });
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over)).toEqual({ amount_cents: invoicingMessages.creditAmountExceeds });
    const quantity = await api('PUT', item, { quantity: 2 });
    expect(quantity.statusCode).toBe(400);
    expect(fieldsOf(quantity)).toEqual({ quantity: invoicingMessages.creditAmountLine });
    const changed = await api('PUT', item, { amount_cents: 500 });
    expect(changed.statusCode, changed.body).toBe(200);
    const nc = await f.issue(d.id);
    expect([nc.gross_cents, nc.net_cents, nc.tax_cents]).toEqual([500, 407, 93]);

    // The FT line: 20,50 € left, credited by amounts from now on.
    const after = (await api('GET', `/api/v1/invoicing-documents/${ft.id}`)).json() as InvoicingDocument;
    expect(after.lines[0]).toMatchObject({ creditable_cents: 2050, creditable_quantity: 0 });
    const byQuantity = await ncDraft(ft, [{ credited_line_id: products.id, quantity: 1 }]);
    expect(byQuantity.statusCode).toBe(400);
    expect(fieldsOf(byQuantity)).toEqual({ 'credit_lines.0.quantity': invoicingMessages.creditExceeds });

    // Everything left: the rest of the product line as an amount, the session by its quantity.
    const rest = await f.issue((await ncDraft(ft, [])).json().id);
    expect(rest.lines.map((l) => [l.credits_amount, l.quantity, l.gross_cents])).toEqual([
      [true, 1, 2050],
      [false, 1, 3500],
    ]);
    const nothing = await ncDraft(ft, []);
    expect(nothing.statusCode).toBe(409);
  });

  it('checks again at issue: two drafts cannot together credit more than the line has', async () => {
    const ft = await f.issue((await f.draft({ lines: [f.freeLine(4000)] })).id);
    const line = ft.lines[0]!;
    const a = (await ncDraft(ft, [{ credited_line_id: line.id, amount_cents: 3000 }])).json();
    const b = (await ncDraft(ft, [{ credited_line_id: line.id, amount_cents: 2000 }])).json();
    await f.issue(a.id);
    const res = await api('POST', `/api/v1/invoicing-documents/${b.id}/issue`, {});
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'lines.0.amount_cents': invoicingMessages.creditAmountExceeds });
  });

  it('prints the amount: one unit at the amount without VAT, and the total credited', async () => {
    const ft = await f.issue(
      (await f.draft({ lines: [{ service_id: f.fx.productService, quantity: 2 }] })).id,
    );
    const nc = await f.issue(
      (await ncDraft(ft, [{ credited_line_id: ft.lines[0]!.id, amount_cents: 1230 }])).json().id,
    );
    const res = await api('POST', `/api/v1/invoicing-documents/${nc.id}/generate-pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = readPdf(res.rawPayload).text();
    const row = text.split('\n').find((l) => l.includes(ft.lines[0]!.description))!;
    // 12,30 € with 23 % VAT: quantity 1, 10,00 € without VAT (12,30 € with it), no discount, 23 %, 12,30 €.
    expect(row).toMatch(/ 1 10,00 12,30 0 23% 12,30\s*$/);
    expect(text).toContain(ft.invoice_no!);
  });
});
