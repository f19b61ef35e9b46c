import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from '../invoicing/invoicing.test-helpers.js';
import { stockCalls } from './stock.test-helpers.js';

/** Decision 041: issued documents move stock through the real issue, credit-note and cancel paths. */
const t = useTestApp();
const f = useInvoicingFixture(t);
const { api } = f;
const { product, moved, stockOf, movements, lowStock } = stockCalls(api);

const creditNote = (ft: InvoicingDocument, credit_lines: object[]) =>
  f.draft({ type: 'NC', credited_document_id: ft.id, credit_reason: 'Devolução', credit_lines });

describe('stock and issued documents', () => {
  it('takes a sold product out when the FT is issued, and puts a credited quantity back', async () => {
    const tape = await product({ name: 'Kinesio tape 5 cm', unit: 'unit', price_cents: 950 });
    await moved({ service_id: tape.id, kind: 'purchase', quantity_milli: 10_000 });

    const draft = await f.draft({ lines: [{ service_id: tape.id, quantity: 3 }, f.freeLine(3500)] });
    expect(await stockOf(tape.id)).toBe(10_000); // a draft moves nothing
    const ft = await f.issue(draft.id);
    expect(await stockOf(tape.id)).toBe(7000);
    const sale = (await movements(tape.id)).find((m) => m.kind === 'sale')!;
    expect(sale).toMatchObject({
      quantity_milli: -3000,
      balance_after_milli: 7000,
      document_id: ft.id,
      invoice_no: ft.invoice_no,
    });

    // An NC of 1 of the 3 returns it; an NC of an amount (a discount) returns no goods.
    const line = ft.lines.find((l) => l.service_id === tape.id)!;
    const nc = await f.issue((await creditNote(ft, [{ credited_line_id: line.id, quantity: 1 }])).id);
    expect(await stockOf(tape.id)).toBe(8000);
    const credit = (await movements(tape.id)).find((m) => m.kind === 'credit')!;
    expect(credit).toMatchObject({ quantity_milli: 1000, document_id: nc.id, invoice_no: nc.invoice_no });
    await f.issue((await creditNote(ft, [{ credited_line_id: line.id, amount_cents: 100 }])).id);
    expect(await stockOf(tape.id)).toBe(8000);
    expect((await movements(tape.id)).map((m) => m.kind).sort()).toEqual(['credit', 'purchase', 'sale']);
    await f.expectValidChain();
  });

  it('moves fractions of the unit (0,25 l on a line)', async () => {
    const gel = await product({ name: 'Gel condutor a granel', unit: 'l' });
    await moved({ service_id: gel.id, kind: 'purchase', quantity_milli: 5000 });
    await f.issue((await f.draft({ type: 'FR', lines: [{ service_id: gel.id, quantity: 0.25 }] })).id, {
      payments: [{ method: 'cash', amount_cents: 300 }],
    });
    expect(await stockOf(gel.id)).toBe(4750);
  });

  it('never refuses to issue: a sale below zero is recorded and the product needs an adjustment', async () => {
    const bands = await product({ name: 'Ligadura elástica', unit: 'unit', low_stock_threshold_milli: 2000 });
    await moved({ service_id: bands.id, kind: 'purchase', quantity_milli: 1000 });
    const ft = await f.issue((await f.draft({ lines: [{ service_id: bands.id, quantity: 3 }] })).id);
    expect(ft.status).toBe('N');
    expect(await stockOf(bands.id)).toBe(-2000);
    expect((await lowStock()).find((p) => p.id === bands.id)).toMatchObject({
      stock_quantity_milli: -2000,
      needs_adjustment: true,
    });
    await moved({
      service_id: bands.id,
      kind: 'adjustment',
      quantity_milli: 5000,
      reason: 'Contagem do armazém',
    });
    expect((await lowStock()).map((p) => p.id)).not.toContain(bands.id);
  });

  it('gives the goods back when an issued FT is cancelled', async () => {
    const gel = await product({ name: 'Creme de massagem', unit: 'unit' });
    await moved({ service_id: gel.id, kind: 'purchase', quantity_milli: 4000 });
    const ft = await f.issue((await f.draft({ lines: [{ service_id: gel.id, quantity: 2 }] })).id);
    expect(await stockOf(gel.id)).toBe(2000);
    const res = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, {
      reason: 'Erro no cliente',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(gel.id)).toBe(4000);
    const back = (await movements(gel.id)).filter((m) => m.document_id === ft.id);
    expect(back.map((m) => [m.kind, m.quantity_milli]).sort()).toEqual([
      ['credit', 2000],
      ['sale', -2000],
    ]);
  });

  it('leaves sessions and free-text lines out of the stock', async () => {
    const before = (await lowStock()).length;
    await f.issue(
      (await f.draft({ lines: [{ service_id: f.fx.sessionService, quantity: 1 }, f.freeLine(500)] })).id,
    );
    expect((await lowStock()).length).toBe(before);
    const sessionMovements = await api('GET', `/api/v1/stock-movements?service_id=${f.fx.sessionService}`);
    expect(sessionMovements.statusCode).toBe(400);
  });
});
