import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PaymentList } from '@clinica/contracts/payments';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startSmtp } from '../../test/smtp.js';
import { useTestApp } from '../../test/test-app.js';
import { pdfText, usePaymentsFixture } from './payments.test-helpers.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });
const f = usePaymentsFixture(t);
const { api } = f;

const list = async (query: string, cookie?: string) => {
  const res = await api('GET', `/api/v1/payments?page_size=200&${query}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentList;
};

describe('receipts under concurrency', () => {
  it('40 payments at once in one series get consecutive receipt numbers, their entry times rising with them', async () => {
    const fts = [];
    for (let i = 0; i < 40; i++) fts.push(await f.issued(1000 + i));
    const before = (await f.footprint()).rg;
    // A running clock (a second per reading): an entry time read before the series' lock would let a
    // later number carry an earlier time.
    t.clock.tick(1000);
    const results = await Promise.all(
      fts.map((ft) =>
        api('POST', '/api/v1/payments', {
          patient_id: f.fx.patientId,
          amount_cents: ft.gross_cents,
          method: 'cash',
          allocations: [{ document_id: ft.id, amount_cents: ft.gross_cents }],
        }),
      ),
    ).finally(() => t.clock.tick(0));
    expect(results.map((r) => r.statusCode)).toEqual(fts.map(() => 201));
    const receipts = results
      .map((r) => (r.json() as Payment).receipt!)
      .map((r) => ({ number: Number(r.receipt_no.split('/')[1]), entered: r.system_entry_date }))
      .sort((a, b) => a.number - b.number);
    expect(receipts.map((r) => r.number)).toEqual(Array.from({ length: 40 }, (_, i) => before + i + 1));
    const entered = receipts.map((r) => r.entered);
    expect(new Set(entered).size).toBeGreaterThan(1);
    expect(entered).toEqual([...entered].sort());
    expect((await f.footprint()).rg).toBe(before + 40);
  });
});

describe('who reads and records payments', () => {
  it('the front desk records and lists; a professional only with payments:list_all; a patient their own', async () => {
    const mine = await f.issued(2000);
    const theirs = await f.issued(2000, 'FT', f.fx.otherPatientId);
    const p = await f.pay(
      { amount_cents: 2000, method: 'mb', allocations: [{ document_id: mine.id, amount_cents: 2000 }] },
      f.rececao,
    );
    const q = await f.pay({
      patient_id: f.fx.otherPatientId,
      amount_cents: 2000,
      method: 'cash',
      allocations: [{ document_id: theirs.id, amount_cents: 2000 }],
    });
    expect((await list('', f.rececao)).items.map((i) => i.id)).toEqual(expect.arrayContaining([p.id, q.id]));

    // A professional: 403 until a manager grants payments:list_all; never records without payments:create.
    expect((await api('GET', '/api/v1/payments', undefined, f.fisio)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/payments/${p.id}`, undefined, f.fisio)).statusCode).toBe(403);
    const grant = (value: boolean) =>
      api('PUT', '/api/v1/permissions', {
        user_id: DEMO_PROFESSIONAL_ID,
        permissions: { payments: { list_all: value } },
      });
    expect((await grant(true)).statusCode).toBe(200);
    try {
      expect((await list('', f.fisio)).items.map((i) => i.id)).toContain(p.id);
      expect(
        (await api('GET', `/api/v1/users/${f.fx.patientId}/current-account`, undefined, f.fisio)).statusCode,
      ).toBe(200);
      const write = await api(
        'POST',
        '/api/v1/payments',
        { patient_id: f.fx.patientId, amount_cents: 100, method: 'cash', advance: true },
        f.fisio,
      );
      expect(write.statusCode).toBe(403);
    } finally {
      await grant(false);
    }

    // The patient: their own payments, receipts and account; another's is 404.
    const own = await list('', f.paciente);
    expect(own.items.map((i) => i.id)).toContain(p.id);
    expect(own.items.map((i) => i.id)).not.toContain(q.id);
    expect((await list(`patient_id=${f.fx.otherPatientId}`, f.paciente)).items).toEqual([]);
    expect((await api('GET', `/api/v1/payments/${q.id}`, undefined, f.paciente)).statusCode).toBe(404);
    const receipt = await api('POST', '/api/v1/generate-receipt', { payment_id: p.id }, f.paciente);
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload)).toContain(p.receipt!.receipt_no);
    expect((await api('POST', '/api/v1/generate-receipt', { payment_id: q.id }, f.paciente)).statusCode).toBe(
      404,
    );
    expect(
      (await api('GET', `/api/v1/users/${f.fx.patientId}/current-account`, undefined, f.paciente)).statusCode,
    ).toBe(200);
    expect(
      (await api('GET', `/api/v1/users/${f.fx.otherPatientId}/current-account`, undefined, f.paciente))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'x' }, f.paciente)).statusCode,
    ).toBe(403);
  });
});

describe('clinic scope (issue 39 §4)', () => {
  it('keeps the front desk and professionals to the payments of their clinics’ patients, on every path', async () => {
    // A patient of the other clinic only; the front desk and the physiotherapist work at the first one,
    // and the account does not share data between clinics.
    const created = await api('POST', '/api/v1/users/patients', {
      first_name: 'Fausto',
      surname: 'da Foz',
      email: 'fausto.foz@exemplo.pt',
      clinic_ids: [f.fx.otherClinicId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const fausto = created.json().id as string;
    const ft = await f.issued(2500, 'FT', fausto);
    const p = await f.pay({
      patient_id: fausto,
      amount_cents: 2500,
      method: 'cash',
      notes: 'Pagou em notas',
      allocations: [{ document_id: ft.id, amount_cents: 2500 }],
    });
    const grant = (value: boolean) =>
      api('PUT', '/api/v1/permissions', {
        user_id: DEMO_PROFESSIONAL_ID,
        permissions: { payments: { list_all: value } },
      });
    expect((await grant(true)).statusCode).toBe(200);
    const mailsTo = async (to: string) =>
      (
        await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from outbound_messages where recipient = ${to}`,
          ),
        )
      )[0]!.n;
    try {
      for (const cookie of [f.rececao, f.fisio]) {
        expect((await list('', cookie)).items.map((i) => i.id)).not.toContain(p.id);
        expect((await list(`patient_id=${fausto}`, cookie)).items).toEqual([]);
        expect((await api('GET', `/api/v1/payments/${p.id}`, undefined, cookie)).statusCode).toBe(404);
        const csv = await api('GET', '/api/v1/payments/export.csv', undefined, cookie);
        expect(csv.statusCode).toBe(200);
        expect(csv.body).not.toContain(p.receipt!.receipt_no);
        expect(
          (await api('GET', `/api/v1/users/${fausto}/current-account`, undefined, cookie)).statusCode,
        ).toBe(404);
        expect((await api('POST', '/api/v1/generate-receipt', { payment_id: p.id }, cookie)).statusCode).toBe(
          404,
        );
      }
      // The front desk's writes: e-mailing the receipt, editing, cancelling — 404, nothing sent or changed.
      const sent = await api(
        'POST',
        '/api/v1/payments/send-receipt-by-email',
        { payment_id: p.id, email: 'intruso@exemplo.pt' },
        f.rececao,
      );
      expect(sent.statusCode).toBe(404);
      expect(await mailsTo('intruso@exemplo.pt')).toBe(0);
      expect((await api('PUT', `/api/v1/payments/${p.id}`, { notes: 'Mexido' }, f.rececao)).statusCode).toBe(
        404,
      );
      expect(
        (await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Mexido' }, f.rececao)).statusCode,
      ).toBe(404);
      expect((await api('GET', `/api/v1/payments/${p.id}`)).json()).toMatchObject({
        status: 'N',
        notes: 'Pagou em notas',
      });

      // With data shared between clinics, the same front desk sees them all.
      const sharing = (on: boolean) =>
        t.database.withTenant(DEMO_TENANT_ID, (tx) =>
          tx.execute(sql`update tenants set allow_data_sharing = ${on} where id = ${DEMO_TENANT_ID}`),
        );
      await sharing(true);
      try {
        expect((await api('GET', `/api/v1/payments/${p.id}`, undefined, f.rececao)).statusCode).toBe(200);
        expect(
          (await api('GET', `/api/v1/users/${fausto}/current-account`, undefined, f.rececao)).statusCode,
        ).toBe(200);
      } finally {
        await sharing(false);
      }
    } finally {
      await grant(false);
    }
  });
});

describe('the list, its totals and the CSV', () => {
  it('filters by method, patient and date; totals count what came in; the CSV carries the filtered set', async () => {
    const a = await f.issued(3000, 'FT', f.fx.otherPatientId);
    const b = await f.issued(1250, 'FT', f.fx.otherPatientId);
    const transfer = await f.pay({
      patient_id: f.fx.otherPatientId,
      amount_cents: 3000,
      method: 'bank_transfer',
      notes: '=HYPERLINK("http://x")',
      source: 'IBAN; ref. 42',
      allocations: [{ document_id: a.id, amount_cents: 3000 }],
    });
    // A «conta corrente» record from before issue 38 (no longer recorded): counted apart, never received.
    const onAccount = { id: await f.legacyOnAccount(b.id, 1250, f.fx.otherPatientId) };
    const byPatient = await list(
      `patient_id=${f.fx.otherPatientId}&from=${f.state.today}&to=${f.state.today}`,
    );
    const ids = byPatient.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([transfer.id, onAccount.id]));
    expect(byPatient.items.every((i) => i.patient?.id === f.fx.otherPatientId)).toBe(true);
    // What came in leaves out current_account (it moves no money), which is still counted per method.
    const active = byPatient.items.filter((i) => i.status === 'N');
    const money = active.filter((i) => !['current_account', 'balance_compensation'].includes(i.method));
    expect(byPatient.totals!.received_cents).toBe(money.reduce((s, i) => s + i.amount_cents, 0));
    expect(byPatient.totals!.payments).toBe(active.length);
    expect(byPatient.totals!.by_method.find((m) => m.method === 'current_account')?.amount_cents).toBe(
      active.filter((i) => i.method === 'current_account').reduce((s, i) => s + i.amount_cents, 0),
    );
    const transfers = await list(`method=bank_transfer&patient_id=${f.fx.otherPatientId}`);
    expect(transfers.items.map((i) => i.id)).toEqual([transfer.id]);
    expect(transfers.totals!.received_cents).toBe(3000);
    expect((await list('from=2020-01-01&to=2020-12-31')).items).toEqual([]);

    const csv = await api(
      'GET',
      `/api/v1/payments/export.csv?method=bank_transfer&patient_id=${f.fx.otherPatientId}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="pagamentos-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Data;Paciente;Valor (€);Método;Recibo;ATCUD;Documentos;Adiantamento;Origem;Notas;Estado',
    );
    expect(rows).toHaveLength(2);
    const day = f.state.today.split('-').reverse().join('/');
    expect(rows[1]).toBe(
      [
        day,
        transfer.patient!.name,
        '30,00',
        'Transferência bancária',
        transfer.receipt!.receipt_no,
        transfer.receipt!.atcud,
        `${a.invoice_no} (30,00)`,
        '',
        '"IBAN; ref. 42"',
        `"'=HYPERLINK(""http://x"")"`,
        'Normal',
      ].join(';'),
    );
  });
});

describe('the receipt by e-mail', () => {
  it('goes over SMTP to the patient or the address given, with the PDF attached', async () => {
    const ft = await f.issued(4200);
    const p = await f.pay({
      amount_cents: 4200,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 4200 }],
    });
    const res = await api('POST', '/api/v1/payments/send-receipt-by-email', {
      payment_id: p.id,
      email: 'contabilidade@exemplo.pt',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: 'contabilidade@exemplo.pt' });
    const mail = await smtp.waitFor((m) => m.to === 'contabilidade@exemplo.pt');
    expect(mail.subject).toContain(`Recibo ${p.receipt!.receipt_no}`);
    expect(mail.attachments).toHaveLength(1);
    expect(pdfText(mail.attachments[0]!.content)).toContain(p.receipt!.atcud);

    const onAccount = { id: await f.legacyOnAccount((await f.issued(100)).id, 100) };
    const none = await api('POST', '/api/v1/payments/send-receipt-by-email', { payment_id: onAccount.id });
    expect(none.statusCode).toBe(409);
  });
});
