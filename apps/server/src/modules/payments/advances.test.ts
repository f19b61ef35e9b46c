import { describe, expect, it } from 'vitest';
import { invoicingMessages, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { VALIDATION } from '../invoicing/invoicing.test-helpers.js';
import { usePaymentsFixture } from './payments.test-helpers.js';

/** Decision 032: an advance is invoiced once — the compensation that uses it regularises it by an NC. */
const t = useTestApp();
const f = usePaymentsFixture(t);
const { api, newPatient, document } = f;

const compensate = (patient_id: string, ft: InvoicingDocument, amount_cents = ft.gross_cents) =>
  f.pay({
    patient_id,
    amount_cents,
    method: 'balance_compensation',
    allocations: [{ document_id: ft.id, amount_cents }],
  });

describe('an advance used by a balance compensation', () => {
  it('is refused, nothing written, when the compensation is dated before the advance it would use', async () => {
    const patient = await newPatient('Vasco', 'Monteiro Dias');
    const ft = await f.issued(2000, 'FT', patient);
    await f.pay({ patient_id: patient, amount_cents: 2000, method: 'cash', advance: true });
    const held = await f.footprint();
    const yesterday = new Date(Date.parse(`${f.state.today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await api('POST', '/api/v1/payments', {
      patient_id: patient,
      paid_at: yesterday,
      amount_cents: 2000,
      method: 'balance_compensation',
      allocations: [{ document_id: ft.id, amount_cents: 2000 }],
    });
    expect(res.statusCode).toBe(400);
    // The NC would be dated before the FR it credits (the first test: no receipt dated today yet).
    expect(res.json().error.fields).toEqual({ paid_at: invoicingMessages.creditBeforeOriginal });
    expect(await f.footprint()).toEqual(held);
  });

  it('is regularised by an NC for the amount used, in the same transaction, over as many uses as it takes', async () => {
    const patient = await newPatient('Inês', 'Carvalho Moreira');
    const advance = await f.pay({ patient_id: patient, amount_cents: 10000, method: 'cash', advance: true });
    const fr = advance.advance!;
    const first = await f.issued(6000, 'FT', patient);
    const before = await f.footprint();

    const comp = await compensate(patient, first);
    expect(comp.regularisations).toHaveLength(1);
    const nc = await document(comp.regularisations[0]!.id);
    expect(nc).toMatchObject({
      type: 'NC',
      status: 'N',
      invoice_no: `NC ${f.state.year}A/${before.nc + 1}`,
      atcud: `${VALIDATION.NC}-${before.nc + 1}`,
      invoice_date: comp.paid_at,
      credited_document: { id: fr.id, invoice_no: fr.invoice_no },
      credit_reason: paymentMessages.regularisationReason,
      gross_cents: 6000,
    });
    // The advance's line, credited by an amount, with its tax (the clinic's default exemption here).
    expect(nc.lines).toMatchObject([
      { quantity: 1, unit_price_cents: 6000, credits_amount: true, tax_exemption_code: 'M07' },
    ]);
    expect(nc.qr_payload).toContain('D:NC');
    expect((await document(fr.id)).lines[0]!.creditable_cents).toBe(4000);
    // The credit spent once: the NC is no new credit, and the ledger's last balance is owed − credit.
    let account = await f.account(patient);
    expect([account.owed_cents, account.credit_cents]).toEqual([0, 4000]);
    expect(account.entries.find((e) => e.document_id === nc.id)).toMatchObject({
      kind: 'regularisation',
      debit_cents: 0,
      credit_cents: 0,
    });

    // The rest of the advance, on a later FT: a second NC for what is left, the next number.
    const second = await f.issued(4000, 'FT', patient);
    const again = await compensate(patient, second);
    expect(again.regularisations).toMatchObject([
      { type: 'NC', invoice_no: `NC ${f.state.year}A/${before.nc + 2}`, gross_cents: 4000 },
    ]);
    expect((await document(fr.id)).lines[0]!.creditable_cents).toBe(0);
    account = await f.account(patient);
    expect([account.owed_cents, account.credit_cents]).toEqual([0, 0]);
    await f.expectValidChain();

    // Nothing left: a third compensation is refused, nothing written and no number used.
    const third = await f.issued(1000, 'FT', patient);
    const held = await f.footprint();
    const res = await api('POST', '/api/v1/payments', {
      patient_id: patient,
      amount_cents: 1000,
      method: 'balance_compensation',
      allocations: [{ document_id: third.id, amount_cents: 1000 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ amount_cents: paymentMessages.creditInsufficient });
    expect(await f.footprint()).toEqual(held);
  });

  it('uses the oldest advance first, each NC crediting its own FR, never more than it has left', async () => {
    const patient = await newPatient('Tomás', 'Ribeiro Antunes');
    const older = (await f.pay({ patient_id: patient, amount_cents: 3000, method: 'mb', advance: true }))
      .advance!;
    const newer = (await f.pay({ patient_id: patient, amount_cents: 5000, method: 'cash', advance: true }))
      .advance!;
    const comp = await compensate(patient, await f.issued(4000, 'FT', patient));
    const ncs = await Promise.all(comp.regularisations.map((r) => document(r.id)));
    expect(ncs.map((d) => [d.credited_document?.id, d.gross_cents])).toEqual([
      [older.id, 3000],
      [newer.id, 1000],
    ]);
    const account = await f.account(patient);
    expect([account.owed_cents, account.credit_cents]).toEqual([0, 4000]);
  });

  it('goes with its compensation when it is cancelled, and is never cancelled nor credited on its own', async () => {
    const patient = await newPatient('Leonor', 'Batista Pires');
    const advance = await f.pay({ patient_id: patient, amount_cents: 5000, method: 'cash', advance: true });
    const comp = await compensate(patient, await f.issued(5000, 'FT', patient));
    const ncId = comp.regularisations[0]!.id;

    const alone = await api('POST', `/api/v1/invoicing-documents/${ncId}/cancel`, { reason: 'Teste' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(paymentMessages.regularisationCancel);
    const credit = await api('POST', '/api/v1/invoicing-documents', {
      type: 'NC',
      patient_id: patient,
      credited_document_id: advance.advance!.id,
      credit_reason: 'Devolução',
    });
    expect(credit.statusCode).toBe(409);
    // The advance stays refused while its credit is spent.
    const spent = await api('POST', `/api/v1/payments/${advance.id}/cancel`, { reason: 'Devolução' });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().error.message).toBe(paymentMessages.advanceSpent);

    const cancelled = await api('POST', `/api/v1/payments/${comp.id}/cancel`, { reason: 'Engano' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await document(ncId)).status).toBe('A');
    let account = await f.account(patient);
    expect([account.owed_cents, account.credit_cents]).toEqual([5000, 5000]);
    expect((await document(advance.advance!.id)).lines[0]!.creditable_cents).toBe(5000);
    // Its credit back, the advance can be given back now.
    const back = await api('POST', `/api/v1/payments/${advance.id}/cancel`, { reason: 'Devolução' });
    expect(back.statusCode, back.body).toBe(200);
    account = await f.account(patient);
    expect([account.owed_cents, account.credit_cents]).toEqual([5000, 0]);
  });
});

describe('the advance’s VAT', () => {
  it('follows the service it is for: a taxed service’s rate, an exempt one’s exemption; its NC the same', async () => {
    const patient = await newPatient('Sara', 'Matos Coelho');
    const taxed = await f.pay({
      patient_id: patient,
      amount_cents: 12300,
      method: 'cash',
      advance: true,
      advance_service_id: f.fx.productService,
    });
    expect(taxed.advance_service?.id).toBe(f.fx.productService);
    const taxedFr = await document(taxed.advance!.id);
    expect(taxedFr.lines).toMatchObject([
      { description: 'Adiantamento', vat_rate_percent: 23, tax_exemption_code: null, gross_cents: 12300 },
    ]);
    expect([taxedFr.net_cents, taxedFr.tax_cents]).toEqual([10000, 2300]);

    const exempt = await f.pay({
      patient_id: patient,
      amount_cents: 3500,
      method: 'mb',
      advance: true,
      advance_service_id: f.fx.sessionService,
    });
    expect((await document(exempt.advance!.id)).lines).toMatchObject([
      { vat_rate_percent: null, tax_exemption_code: 'M07' },
    ]);

    // The regularisation NC takes the line it credits' VAT: 23 % on the taxed advance (the older).
    const comp = await compensate(patient, await f.issued(6150, 'FT', patient));
    const nc = await document(comp.regularisations[0]!.id);
    expect(nc.credited_document?.id).toBe(taxedFr.id);
    expect(nc.lines).toMatchObject([{ vat_rate_percent: 23, gross_cents: 6150 }]);
    expect([nc.net_cents, nc.tax_cents]).toEqual([5000, 1150]);
  });

  it('refuses a service without an advance, or one not in the catalogue, naming the field', async () => {
    const before = await f.footprint();
    const ft = await f.issued(1000);
    const withoutAdvance = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: 1000,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 1000 }],
      advance_service_id: f.fx.sessionService,
    });
    expect(withoutAdvance.statusCode).toBe(400);
    expect(withoutAdvance.json().error.fields).toEqual({
      advance_service_id: paymentMessages.advanceServiceWithoutAdvance,
    });
    const unknown = await api('POST', '/api/v1/payments', {
      patient_id: f.fx.patientId,
      amount_cents: 1000,
      method: 'cash',
      advance: true,
      advance_service_id: '5d3c7a52-5b1e-4c59-9d4a-00000000ffff',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['advance_service_id']);
    expect(await f.footprint()).toEqual(before);
  });

  it('in a taxed clinic (no default exemption, cleared in the settings) is never exempt: the normal rate', async () => {
    const url = `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`;
    const cleared = await api('PUT', url, f.settings({ default_exemption_code: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await api('GET', url)).json().default_exemption_code).toBeNull();
    try {
      const p = await f.pay({ amount_cents: 2000, method: 'cash', advance: true });
      expect((await document(p.advance!.id)).lines).toMatchObject([
        { vat_rate_percent: 23, tax_exemption_code: null, gross_cents: 2000 },
      ]);
      // An empty choice in the form is none too.
      const blank = await api('PUT', url, f.settings({ default_exemption_code: '' }));
      expect(blank.json().default_exemption_code).toBeNull();
    } finally {
      const restored = await api('PUT', url, f.settings({ default_exemption_code: 'M07' }));
      expect(restored.json().default_exemption_code).toBe('M07');
    }
  });
});
