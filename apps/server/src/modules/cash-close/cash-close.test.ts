import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CashClose, CashDay } from '@clinica/contracts/cash-close';
import type { Refund, RefundList } from '@clinica/contracts/payments';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID, DEMO_PROFESSIONAL_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { RECECAO } from '../appointments/fixtures.test-helpers.js';
import { pdfText, usePaymentsFixture } from '../payments/payments.test-helpers.js';

/** Issue 38 items 4 and 5: refunds, and the daily cash close per clinic and user. */
const t = useTestApp();
const f = usePaymentsFixture(t);
const { api } = f;

const fieldsOf = (res: { json: () => unknown }) =>
  Object.keys((res.json() as { error: { fields?: object } }).error.fields ?? {});
const refundCount = async () =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from refunds`),
    )
  )[0]!.n;

describe('refunds', () => {
  it('gives an advance back to zero credit, the ledger showing it; never more than the credit, nothing written', async () => {
    const patient = f.fx.otherPatientId;
    const p = await f.pay({ patient_id: patient, amount_cents: 10000, method: 'cash', advance: true });
    const before = await f.account(patient);
    expect(before.credit_cents).toBe(10000);
    const ft = await f.issued(1000, 'FT', patient);

    const n0 = await refundCount();
    const refused: [object, string][] = [
      [{ document_id: p.advance!.id, amount_cents: 10001, method: 'cash' }, 'amount_cents'],
      [{ document_id: ft.id, amount_cents: 1000, method: 'cash' }, 'document_id'],
      [{ document_id: p.advance!.id, amount_cents: 1000, method: 'balance_compensation' }, 'method'],
      [
        { document_id: p.advance!.id, amount_cents: 1000, method: 'cash', refunded_at: '2999-01-01' },
        'refunded_at',
      ],
    ];
    for (const [body, field] of refused) {
      const res = await api('POST', '/api/v1/payments/refunds', { patient_id: patient, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
    expect(await refundCount()).toBe(n0);

    const res = await api('POST', '/api/v1/payments/refunds', {
      patient_id: patient,
      document_id: p.advance!.id,
      amount_cents: 10000,
      method: 'bank_transfer',
      notes: 'Tratamento cancelado',
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json() as Refund;
    expect(refund).toMatchObject({
      amount_cents: 10000,
      method: 'bank_transfer',
      document: { id: p.advance!.id, invoice_no: p.advance!.invoice_no },
    });
    const after = await f.account(patient); // checks the last balance = owed − credit
    expect(after.credit_cents).toBe(0);
    expect(after.owed_cents).toBe(1000);
    expect(after.entries.at(-1)).toMatchObject({
      kind: 'refund',
      debit_cents: 10000,
      method: 'bank_transfer',
    });

    // No credit left: another refund is refused; its payment can no longer be cancelled (the money left).
    const more = await api('POST', '/api/v1/payments/refunds', {
      patient_id: patient,
      document_id: p.advance!.id,
      amount_cents: 1,
      method: 'cash',
    });
    expect(more.statusCode).toBe(400);
    expect(fieldsOf(more)).toEqual(['amount_cents']);
    const cancel = await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Engano' });
    expect(cancel.statusCode, cancel.body).toBe(409);

    // Listed, and final in the database.
    const list = (await api('GET', `/api/v1/payments/refunds?patient_id=${patient}`).then((r) =>
      r.json(),
    )) as RefundList;
    expect(list.items.map((r) => r.id)).toEqual([refund.id]);
    await expect(
      t.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.execute(sql`update refunds set amount_cents = 1 where id = ${refund.id}`),
      ),
    ).rejects.toThrow();
  });
});

describe('the daily cash close', () => {
  it('totals one clinic’s, one user’s day by method, closes it once, prints it, and refuses later movements on it', async () => {
    const day = f.state.today;
    const clinic = f.fx.clinicId;
    const desk = f.rececao;
    // The front desk's day at the clinic: an FT paid by debit card (receipt), an advance in cash, an FR by
    // MB and cash, part of the advance given back in cash.
    const ft = await f.issue((await f.draft({ lines: [f.freeLine(3000)] }, desk)).id, {}, desk);
    await f.pay(
      { amount_cents: 3000, method: 'debit_card', allocations: [{ document_id: ft.id, amount_cents: 3000 }] },
      desk,
    );
    const adv = await f.pay({ amount_cents: 2000, method: 'cash', advance: true }, desk);
    const frDraft = await f.draft({ type: 'FR', lines: [f.freeLine(5000)] }, desk);
    await f.issue(
      frDraft.id,
      {
        payments: [
          { method: 'mb', amount_cents: 3000 },
          { method: 'cash', amount_cents: 2000 },
        ],
      },
      desk,
    );
    const refund = await api(
      'POST',
      '/api/v1/payments/refunds',
      { patient_id: f.fx.patientId, document_id: adv.advance!.id, amount_cents: 500, method: 'cash' },
      desk,
    );
    expect(refund.statusCode, refund.body).toBe(201);
    // Not this day's: the manager's money at the same clinic, and the desk's payment of yesterday.
    await f.pay({ amount_cents: 1000, method: 'cash', advance: true, clinic_id: clinic });

    const query = `clinic_id=${clinic}&user_id=${RECECAO}&day=${day}`;
    const res = await api('GET', `/api/v1/cash-closes/day?${query}`, undefined, desk);
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json() as CashDay;
    const by = (m: string) => open.methods.find((x) => x.method === m)!;
    expect(by('debit_card')).toMatchObject({ receipts_cents: 3000, expected_cents: 3000 });
    expect(by('cash')).toMatchObject({
      advances_cents: 2000,
      invoices_cents: 2000,
      refunds_cents: 500,
      expected_cents: 3500,
    });
    expect(by('mb')).toMatchObject({ invoices_cents: 3000, expected_cents: 3000 });
    expect(open.expected_cents).toBe(9500);
    expect(open.movements.map((m) => `${m.kind} ${m.method} ${m.amount_cents}`)).toEqual([
      'receipt debit_card 3000',
      'advance cash 2000',
      'invoice cash 2000',
      'invoice mb 3000',
      'refund cash -500',
    ]);
    expect(open.close).toBeNull();

    // Closing: what was counted, the difference; stored.
    const body = {
      clinic_id: clinic,
      user_id: RECECAO,
      day,
      counted: [
        { method: 'cash', counted_cents: 3400 },
        { method: 'debit_card', counted_cents: 3000 },
        { method: 'mb', counted_cents: 3000 },
      ],
    };
    const closed = await api('POST', '/api/v1/cash-closes', body, desk);
    expect(closed.statusCode, closed.body).toBe(201);
    const close = closed.json() as CashClose;
    expect(close).toMatchObject({ expected_cents: 9500, counted_cents: 9400, difference_cents: -100 });
    expect(close.methods.find((m) => m.method === 'cash')).toMatchObject({
      expected_cents: 3500,
      counted_cents: 3400,
      difference_cents: -100,
    });
    const second = await api('POST', '/api/v1/cash-closes', body, desk);
    expect(second.statusCode).toBe(409);
    expect(fieldsOf(second)).toEqual(['day']);

    // A closed day is final: the desk's money on it is refused, naming the date; no number is used.
    const fr0 = (await f.footprint()).fr;
    const late = await api(
      'POST',
      '/api/v1/payments',
      { patient_id: f.fx.patientId, amount_cents: 100, method: 'cash', advance: true },
      desk,
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(fieldsOf(late)).toEqual(['paid_at']);
    const lateFr = await f.draft({ type: 'FR', lines: [f.freeLine(700)] }, desk);
    const issued = await api(
      'POST',
      `/api/v1/invoicing-documents/${lateFr.id}/issue`,
      { payments: [{ method: 'cash', amount_cents: 700 }] },
      desk,
    );
    expect(issued.statusCode, issued.body).toBe(409);
    expect(fieldsOf(issued)).toEqual(['invoice_date']);
    const lateRefund = await api(
      'POST',
      '/api/v1/payments/refunds',
      { patient_id: f.fx.patientId, document_id: adv.advance!.id, amount_cents: 100, method: 'cash' },
      desk,
    );
    expect(lateRefund.statusCode).toBe(409);
    expect(fieldsOf(lateRefund)).toEqual(['refunded_at']);
    expect((await f.footprint()).fr).toBe(fr0);
    // Another user's day at the same clinic is still open.
    await f.pay({ amount_cents: 100, method: 'cash', advance: true, clinic_id: clinic });

    // The day now shows its close; the list has it; the PDF prints the stored figures.
    const shown = (await api('GET', `/api/v1/cash-closes/day?${query}`, undefined, desk).then((r) =>
      r.json(),
    )) as CashDay;
    expect(shown.close?.id).toBe(close.id);
    const list = await api('GET', '/api/v1/cash-closes', undefined, desk);
    expect(list.json().items.map((c: CashClose) => c.id)).toContain(close.id);
    const pdf = await api('GET', `/api/v1/cash-closes/${close.id}/pdf`, undefined, desk);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Fecho de caixa');
    expect(text).toContain('Marta Sousa');
    expect(text).toMatch(
      /Numerário\s+0,00\s*€\s+20,00\s*€\s+20,00\s*€\s+-5,00\s*€\s+35,00\s*€\s+34,00\s*€\s+-1,00\s*€/,
    );
    expect(text).toMatch(/Diferença\s+-1,00\s*€/);
  });

  it('lets the front desk and managers in, not a professional; another clinic’s or user’s day answers 404/403', async () => {
    const day = f.state.today;
    const mine = `clinic_id=${f.fx.clinicId}&user_id=${RECECAO}&day=${day}`;
    expect((await api('GET', `/api/v1/cash-closes/day?${mine}`, undefined, f.fisio)).statusCode).toBe(403);
    expect(
      (
        await api(
          'POST',
          '/api/v1/cash-closes',
          { clinic_id: f.fx.clinicId, user_id: DEMO_PROFESSIONAL_ID, day, counted: [] },
          f.fisio,
        )
      ).statusCode,
    ).toBe(403);
    expect((await api('GET', '/api/v1/cash-closes/options', undefined, f.fisio)).statusCode).toBe(403);
    // The front desk works at the first clinic only (the account does not share data between clinics).
    const other = `clinic_id=${f.fx.otherClinicId}&user_id=${RECECAO}&day=${day}`;
    expect((await api('GET', `/api/v1/cash-closes/day?${other}`, undefined, f.rececao)).statusCode).toBe(404);
    const unknown = `clinic_id=${randomUUID()}&user_id=${RECECAO}&day=${day}`;
    expect((await api('GET', `/api/v1/cash-closes/day?${unknown}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/cash-closes/${randomUUID()}`)).statusCode).toBe(404);
    // Someone else's day: the front desk no; the manager yes.
    const someone = `clinic_id=${f.fx.clinicId}&user_id=${DEMO_PROFESSIONAL_ID}&day=${day}`;
    expect((await api('GET', `/api/v1/cash-closes/day?${someone}`, undefined, f.rececao)).statusCode).toBe(
      403,
    );
    expect((await api('GET', `/api/v1/cash-closes/day?${someone}`)).statusCode).toBe(200);
    const options = await api('GET', '/api/v1/cash-closes/options', undefined, f.rececao);
    expect(options.json()).toMatchObject({
      clinics: [{ id: f.fx.clinicId }],
      users: [{ id: RECECAO }],
      default_clinic_id: f.fx.clinicId,
    });
    // A future day is not closed.
    const future = await api('POST', '/api/v1/cash-closes', {
      clinic_id: f.fx.clinicId,
      user_id: RECECAO,
      day: '2999-01-01',
      counted: [],
    });
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toEqual(['day']);
  });
});
