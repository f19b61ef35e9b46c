import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notificationSettings, tenants } from '../schema.js';
import { seedDemoCommunications } from './demo-communications.js';
import { isValidNif } from '@clinica/contracts/pt';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { DEMO_TENANT_ID, seedDemo, TESTE_TENANT_ID } from './demo.js';
import { DEMO_PATIENT_ID } from './demo-ids.js';
import { DEMO_LOW_STOCK_PRODUCT } from './demo-stock.js';

let database: Database;
// Seeding a whole clinic (a month of appointments, documents, payments…) on PGlite takes most of a
// minute on a loaded 2-core host: done once here with its own time limit; each test seeds again, which
// must add nothing.
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  await seedDemo(database);
}, 180_000);
afterAll(() => database.close());

const counts = (tenantId = DEMO_TENANT_ID) =>
  database.withTenant(tenantId, (tx) =>
    queryRows<Record<string, number>>(
      tx,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from clinics) as clinics,
                 (select count(*)::int from clinic_spaces) as spaces, (select count(*)::int from services) as services,
                 (select count(*)::int from clinic_schedules) as schedules, (select count(*)::int from insurers) as insurers,
                 (select count(*)::int from users where type = 'patient') as patients,
                 (select count(*)::int from patient_profiles) as profiles,
                 (select count(*)::int from "references") as "references",
                 (select count(*)::int from user_clinics) as user_clinics`,
    ),
  );

it('seeds a living demo clinic, and seeding again adds nothing', async () => {
  const first = (await counts())[0]!;
  expect(first.users).toBeGreaterThanOrEqual(5);
  expect(first.clinics).toBe(2);
  expect(first.spaces).toBeGreaterThanOrEqual(4);
  expect(first.services).toBeGreaterThanOrEqual(5);
  expect(first.schedules).toBeGreaterThanOrEqual(10);
  expect(first.patients).toBe(41); // the portal demo patient and 40 more
  expect(first.profiles).toBe(41);
  expect(first.references).toBe(5);
  const teste = (await counts(TESTE_TENANT_ID))[0]!;
  expect(teste.patients).toBe(3);
  await seedDemo(database);
  expect((await counts())[0]).toEqual(first);
  expect((await counts(TESTE_TENANT_ID))[0]).toEqual(teste);
});

it('gives the demo patients valid NIFs, phones, postal codes and searchable text', async () => {
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ name: string; nif: string; phone: string; postal_code: string; search_text: string }>(
      tx,
      sql`select u.first_name || ' ' || u.surname as name, p.nif, u.phone, p.postal_code, u.search_text
            from users u join patient_profiles p on p.user_id = u.id where u.type = 'patient'`,
    ),
  );
  const bad = rows.filter(
    (r) =>
      !isValidNif(r.nif) ||
      !/^\+3519[1236]\d{7}$/.test(r.phone) ||
      !/^\d{4}-\d{3}$/.test(r.postal_code) ||
      !r.search_text,
  );
  expect(bad).toEqual([]);
  expect(rows.find((r) => r.name === 'João Carlos Silva')).toBeDefined();
  const joao = rows.filter((r) => r.search_text.includes('joao')).map((r) => r.name);
  expect(joao).toEqual(expect.arrayContaining(['João Carlos Silva', 'João Pedro Gonçalves']));
});

it('marks Porto’s municipal holiday and draws Tiago’s absence and training this week (decision 024)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ holiday: string | null; notes: string[] }>(
      tx,
      sql`select (select municipal_holiday_day || '/' || municipal_holiday_month || ' ' || municipal_holiday_name
                    from clinics where id = '0d3c7a52-5b1e-4c59-9d4a-000000001001') as holiday,
                 (select array_agg(notes order by starts_at) from schedule_exceptions
                   where professional_id = '0d3c7a52-5b1e-4c59-9d4a-000000000102'
                     and id in ('0d3c7a52-5b1e-4c59-9d4a-000000001753', '0d3c7a52-5b1e-4c59-9d4a-000000001754')) as notes`,
    ),
  );
  expect(rows[0]).toEqual({ holiday: '24/6 São João (Porto)', notes: ['Ausência', 'Formação'] });
});

it('gives four patients signed subjective and objective evaluations with body-chart marks (issue 23)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{
      patients: number;
      subjective: number;
      objective: number;
      unsigned: number;
      marks: number;
      addenda: number;
    }>(
      tx,
      sql`select count(distinct patient_id)::int as patients,
                 count(*) filter (where type = 'subjective')::int as subjective,
                 count(*) filter (where type = 'objective')::int as objective,
                 count(*) filter (where signed_at is null)::int as unsigned,
                 coalesce(sum(jsonb_array_length(content -> 'body_chart')) filter (where type = 'objective'), 0)::int as marks,
                 (select count(*)::int from evaluation_addenda) as addenda
            from evaluations`,
    ),
  );
  expect(rows[0]).toEqual({ patients: 4, subjective: 4, objective: 4, unsigned: 0, marks: 8, addenda: 1 });
});

it('gives the clinic a library of at least 40 interventions across every region (issue 24)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ n: number; regions: number; names: number }>(
      tx,
      sql`select count(*)::int as n, count(distinct region)::int as regions,
                 count(distinct app_search_text(name))::int as names from interventions`,
    ),
  );
  expect(rows[0]!.n).toBeGreaterThanOrEqual(40);
  expect(rows[0]!.names).toBe(rows[0]!.n);
  expect(rows[0]!.regions).toBe(10);
});

it('puts four patients, the portal patient among them, on a home programme with the sessions they marked (issue 24)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ programmes: number; portal: number; items: number; sessions: number; future: number }>(
      tx,
      sql`select (select count(*)::int from exercise_programmes where ended_at is null) as programmes,
                 (select count(*)::int from exercise_programmes where patient_id = ${DEMO_PATIENT_ID}) as portal,
                 (select count(*)::int from exercise_programme_items) as items,
                 (select count(*)::int from exercise_programme_sessions) as sessions,
                 (select count(*)::int from exercise_programme_sessions where done_at > now()) as future`,
    ),
  );
  // 4 + 4 + 3 + 2 exercises, every one found in the library by its name.
  expect(rows[0]).toMatchObject({ programmes: 4, portal: 1, items: 13, future: 0 });
  expect(rows[0]!.sessions).toBeGreaterThan(30);
});

it('gives four patients outcome measures a week apart that improve past the MCID (issue 25)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ code: string; patients: number; responses: number; first: number; last: number }>(
      tx,
      sql`select code, count(distinct patient_id)::int as patients, count(*)::int as responses,
                 (array_agg(score::float order by recorded_at))[1] as first,
                 (array_agg(score::float order by recorded_at desc))[1] as last
            from instrument_responses group by code order by code`,
    ),
  );
  expect(rows).toEqual([
    { code: 'lefs', patients: 1, responses: 3, first: 38, last: 50 },
    { code: 'ndi', patients: 1, responses: 3, first: 22, last: 13 },
    { code: 'nprs', patients: 1, responses: 3, first: 7, last: 3 },
    { code: 'odi', patients: 1, responses: 3, first: 44, last: 28 },
    { code: 'psfs', patients: 1, responses: 3, first: 3, last: 6.3 },
    { code: 'quickdash', patients: 1, responses: 3, first: 40.9, last: 22.7 },
  ]);
});

it('issues a month of fiscal documents for the demo clinic, its chain valid, and leaves the last days to invoice (issue 26)', async () => {
  const started = Date.now();
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ type: string; status: string; documents: number; first: number; last: number }>(
      tx,
      sql`select type::text, status::text, count(*)::int as documents, min(number)::int as first, max(number)::int as last
            from invoicing_documents group by type, status order by type, status`,
    ),
  );
  const of = (type: string, status: string) => rows.find((r) => r.type === type && r.status === status);
  expect(of('FR', 'N')!.documents).toBeGreaterThan(60);
  expect(of('FR', 'A')!.documents).toBe(1);
  expect(of('FT', 'N')!.documents).toBeGreaterThan(3);
  expect(of('FS', 'N')!.documents).toBeGreaterThan(3);
  // A session paid twice, the advance's regularisation (decision 032) and its refund (decision 033).
  expect(of('NC', 'N')!.documents).toBe(3);
  expect(of('FT', 'D')!.documents).toBe(1);
  const { verifyChains } = await import('../../modules/invoicing/chain.js');
  const chain = await database.withTenant(DEMO_TENANT_ID, (tx) => verifyChains(tx, DEMO_TENANT_ID));
  expect(chain.series.flatMap((s) => s.problems)).toEqual([]);
  const toInvoice = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from appointments where state = 'present' and invoicing_status = 'not_invoiced' and starts_at < now()`,
    ),
  );
  expect(toInvoice[0]!.n).toBeGreaterThan(5);
  // The calendar's quick view shows every invoicing state (issue 38).
  const states = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ s: string }>(
      tx,
      sql`select distinct invoicing_status::text as s from appointments order by 1`,
    ),
  );
  expect(states.map((r) => r.s)).toEqual(['draft_invoice', 'invoiced', 'not_invoiced']);
  // The demo clinic is an Lda.: its documents carry its company mentions (CSC art. 171.º, issue 37).
  const issuers = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ legal_form: string; capital: number; office: string; n: number }>(
      tx,
      sql`select issuer_legal_form::text as legal_form, issuer_share_capital_cents::int as capital,
                 issuer_registry_office as office, count(*)::int as n
            from invoicing_documents where status <> 'D' group by 1, 2, 3`,
    ),
  );
  expect(issuers).toEqual([
    {
      legal_form: 'lda',
      capital: 500_000,
      office: 'Conservatória do Registo Comercial do Porto',
      n: expect.any(Number),
    },
  ]);
  console.log(`demo invoicing seeded in ${Date.now() - started} ms`);
});

it('records the weekly invoices’ payments with receipts, partial, owed, cancelled and an advance (issue 27)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ method: string; status: string; receipts: number; n: number; advances: number }>(
      tx,
      sql`select method::text, status::text, count(receipt_no)::int as receipts, count(*)::int as n,
                 count(advance_document_id)::int as advances
            from payments group by method, status order by method, status`,
    ),
  );
  const sum = (pick: (r: (typeof rows)[number]) => number, where = (_: (typeof rows)[number]) => true) =>
    rows.filter(where).reduce((s, r) => s + pick(r), 0);
  expect(sum((r) => r.n)).toBeGreaterThan(5);
  // Every payment settles with its receipt but the advance alone; nothing is recorded «em conta corrente».
  expect(sum((r) => r.receipts)).toBe(sum((r) => r.n) - 1);
  expect(
    sum(
      (r) => r.n,
      (r) => r.status === 'A',
    ),
  ).toBe(1);
  expect(rows.map((r) => r.method)).not.toContain('current_account');
  expect(rows.map((r) => r.method)).toContain('mb_way');
  expect(sum((r) => r.advances)).toBe(1);
  // The advance used in the month: a compensation and its NC «Regularização de adiantamento» (decision 032).
  const regularised = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ method: string; reason: string; gross: number }>(
      tx,
      sql`select p.method::text as method, d.credit_reason as reason, d.gross_cents as gross
            from payment_regularisations r
            join payments p on p.id = r.payment_id
            join invoicing_documents d on d.id = r.document_id and d.status = 'N'`,
    ),
  );
  expect(regularised).toEqual([
    { method: 'balance_compensation', reason: 'Regularização de adiantamento', gross: 7000 },
  ]);
  // Receipt numbers run 1…n with no gap.
  const numbers = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select receipt_number as n from payments where receipt_number is not null order by 1`,
    ),
  );
  expect(numbers.map((r) => r.n)).toEqual(numbers.map((_, i) => i + 1));
});

it('records a month of the clinic’s expenses with valid vendor NIFs and VAT, some with a stored receipt (issue 27)', async () => {
  const stored = new Map<string, Buffer>();
  const storage = {
    put: async (key: string, bytes: Buffer) => void stored.set(key, bytes),
    get: async (key: string) => stored.get(key) ?? null,
    delete: async (key: string) => void stored.delete(key),
  };
  // A fresh database: the earlier tests seeded without a storage, so drop theirs first.
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    await tx.execute(sql`delete from expenses`);
    await tx.execute(sql`delete from files where purpose = 'expense_receipt'`);
  });
  await seedDemo(database, storage);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{
      vendor_nif: string | null;
      total_cents: number;
      vat_cents: number;
      category: string;
      expense_date: string;
      storage_key: string | null;
      content_type: string | null;
    }>(
      tx,
      sql`select e.vendor_nif, e.total_cents, e.vat_cents, e.category::text, e.expense_date::text,
                 f.storage_key, f.content_type
            from expenses e left join files f on f.id = e.receipt_file_id`,
    ),
  );
  expect(rows.length).toBeGreaterThanOrEqual(25);
  expect(rows.length).toBeLessThanOrEqual(35);
  expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(8);
  expect(rows.filter((r) => r.vendor_nif !== null && !isValidNif(r.vendor_nif))).toEqual([]);
  expect(rows.filter((r) => r.vat_cents < 0 || r.vat_cents > r.total_cents)).toEqual([]);
  const today = new Date().toISOString().slice(0, 10);
  expect(rows.filter((r) => r.expense_date > today)).toEqual([]);
  const withReceipt = rows.filter((r) => r.storage_key);
  expect(withReceipt.length).toBeGreaterThanOrEqual(3);
  for (const r of withReceipt) {
    expect(r.content_type).toBe('application/pdf');
    expect(stored.get(r.storage_key!)?.subarray(0, 5).toString()).toBe('%PDF-');
  }
  // Issue 43 §9: every expense with a rate has its lines, summing to its total and VAT; the supplier's
  // invoice with two rates is one expense with two lines and the supplier's document number.
  const lines = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{
      rate: number | null;
      doc: string | null;
      n: number;
      total: number;
      vat: number;
      ok: boolean;
    }>(
      tx,
      sql`select e.vat_rate_percent as rate, e.vendor_document_number as doc, count(l.id)::int as n,
                 e.total_cents as total, e.vat_cents as vat,
                 coalesce(sum(l.total_cents), e.total_cents) = e.total_cents
                   and coalesce(sum(l.vat_cents), e.vat_cents) = e.vat_cents as ok
            from expenses e left join expense_lines l on l.expense_id = e.id and l.tenant_id = e.tenant_id
           group by e.tenant_id, e.id`,
    ),
  );
  expect(lines.filter((l) => !l.ok)).toEqual([]);
  expect(lines.filter((l) => l.rate !== null && l.n !== 1)).toEqual([]);
  expect(lines.filter((l) => l.n === 2).map((l) => l.doc)).toEqual(['FT 2026A/1187']);
  await seedDemo(database, storage);
  const again = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from expenses`),
  );
  expect(again[0]!.n).toBe(rows.length);
});

it('says how the FRs were paid, refunds part of an advance and closes two days (issue 38)', async () => {
  await seedDemo(database);
  const [row] = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{
      split: number;
      unpaid: number;
      refunds: number;
      refundNotes: number;
      closes: number;
      short: number;
    }>(
      tx,
      sql`select (select count(*)::int from (select document_id from invoicing_document_payments
                    group by document_id having count(*) > 1) s) as split,
                 (select count(*)::int from invoicing_documents d where d.type in ('FR', 'FS') and d.status <> 'D'
                    and d.gross_cents > 0
                    and not exists (select 1 from invoicing_document_payments p where p.document_id = d.id)) as unpaid,
                 (select count(*)::int from refunds) as refunds,
                 (select count(*)::int from refunds r join invoicing_documents n on n.id = r.credit_note_id
                    where n.type = 'NC' and n.credit_reason = 'Devolução de adiantamento'
                      and n.gross_cents = r.amount_cents) as "refundNotes",
                 (select count(*)::int from cash_closes) as closes,
                 (select count(*)::int from cash_closes where counted_cents < expected_cents) as short`,
    ),
  );
  expect(row!.split).toBeGreaterThan(0);
  expect(row!.unpaid).toBe(0);
  expect(row!.refunds).toBe(1);
  // The refund came out of the advance: its FR is credited for it (decision 033).
  expect(row!.refundNotes).toBe(1);
  expect(row!.closes).toBe(2);
  expect(row!.short).toBe(1);
});

it('keeps the products’ stock: purchases, consumptions on patients, the invoices’ sales, the tape below its threshold (issue 44)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ id: string; stock: number; threshold: number | null; ledger: number; kinds: string[] }>(
      tx,
      sql`select s.id, s.stock_quantity_milli as stock, s.low_stock_threshold_milli as threshold,
                 coalesce(sum(m.quantity_milli), 0)::int as ledger, array_agg(distinct m.kind::text) as kinds
            from services s join stock_movements m on m.service_id = s.id
           where s.kind = 'product' group by s.id, s.stock_quantity_milli, s.low_stock_threshold_milli`,
    ),
  );
  expect(rows.length).toBeGreaterThanOrEqual(5);
  // The stock on the product is its ledger's sum, and nothing sold below zero.
  for (const r of rows) {
    expect(r.stock).toBe(r.ledger);
    expect(r.stock).toBeGreaterThanOrEqual(0);
  }
  const kinds = new Set(rows.flatMap((r) => r.kinds));
  for (const kind of ['purchase', 'sale', 'consumption', 'adjustment']) expect(kinds).toContain(kind);
  const tape = rows.find((r) => r.id === DEMO_LOW_STOCK_PRODUCT)!;
  expect([tape.stock, tape.threshold]).toEqual([3000, 5000]);
});

it('sells packs to three patients, each invoiced with an issued FR, with the sessions attended since used (issue 44)', async () => {
  await seedDemo(database);
  const [row] = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{
      packs: number;
      sales: number;
      patients: number;
      issued: number;
      used: number;
      consumed: number;
    }>(
      tx,
      sql`select (select count(*)::int from service_packs) as packs,
                 (select count(*)::int from service_pack_sales) as sales,
                 (select count(distinct patient_id)::int from service_pack_sales) as patients,
                 (select count(*)::int from service_pack_sales s join invoicing_documents d on d.id = s.document_id
                    where d.status = 'N' and d.type = 'FR' and d.gross_cents = s.price_cents) as issued,
                 (select coalesce(sum(sessions_used), 0)::int from service_pack_sales) as used,
                 (select count(*)::int from service_consumptions) as consumed`,
    ),
  );
  expect(row).toMatchObject({ packs: 2, sales: 3, patients: 3, issued: 3 });
  expect(row!.used).toBe(row!.consumed);
  expect(row!.consumed).toBeGreaterThan(0);
});

it('bills Médis last month’s sessions in one FT, paid by transfer but for one refused line (issue 45)', async () => {
  await seedDemo(database);
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{
      lines: number;
      gross: number;
      customer: string;
      paid: number;
      refused: number;
      billed: number;
    }>(
      tx,
      sql`select (select count(*)::int from invoicing_document_lines l where l.document_id = d.id) as lines,
                 d.gross_cents as gross, d.customer_nif as customer,
                 (select coalesce(sum(a.amount_cents), 0)::int from payment_allocations a where a.document_id = d.id) as paid,
                 (select coalesce(sum(r.amount_cents), 0)::int from payment_refusals r
                    join invoicing_document_lines l on l.id = r.line_id where l.document_id = d.id) as refused,
                 (select count(*)::int from appointments a where a.insurer_id = d.insurer_id
                    and a.insurer_invoicing_status = 'invoiced') as billed
            from invoicing_documents d where d.insurer_id is not null`,
    ),
  );
  expect(rows).toHaveLength(1);
  const [ft] = rows;
  expect(ft!.customer).toBe('503496944');
  expect(ft!.lines).toBeGreaterThan(1);
  expect(ft!.billed).toBe(ft!.lines);
  expect(ft!.refused).toBeGreaterThan(0);
  expect(ft!.paid + ft!.refused).toBe(ft!.gross);
});

it('keeps Clínica Teste on a trial ending 7 days after every start, and Clínica Demo sending reminders', async () => {
  const later = new Date(Date.now() + 30 * 86_400_000);
  await seedDemoCommunications(database, later);
  const [teste] = await database.withTenant(TESTE_TENANT_ID, (tx) =>
    tx.select().from(tenants).where(eq(tenants.id, TESTE_TENANT_ID)),
  );
  expect(teste).toMatchObject({
    subscriptionStatus: 'trialing',
    trialEndsAt: new Date(later.getTime() + 7 * 86_400_000),
  });
  const [demo] = await database.withTenant(DEMO_TENANT_ID, (tx) => tx.select().from(notificationSettings));
  expect(demo).toMatchObject({ reminderEnabled: true, senderName: 'ClinicaDemo' });
});
