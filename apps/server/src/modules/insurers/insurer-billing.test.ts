import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InsurerAccount, InsurerPaymentSummary, Statement } from '@clinica/contracts/insurer-billing';
import { insurerBillingMessages as m } from '@clinica/contracts/insurer-billing';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from '../invoicing/invoicing.test-helpers.js';
import { readPdf } from '../invoicing/pdf-reading.test-helpers.js';
import { validateSaft } from '../saft/saft-schema.js';
import { PRODUCER_NIF, blocks, value } from '../saft/saft.test-helpers.js';

/**
 * Billing an insurer (issue 45, decision 047): the monthly statement, its FT addressed to the insurer
 * (PDF, QR, SAF-T), an appointment billed to its insurer once, the insurer's payments with refusals, its
 * current account, and who may do it.
 */
const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = useInvoicingFixture(t);
const { api } = f;
const INSURER_NIF = '503504564';

/** 10:00 UTC as the clinic's wall clock shows it that day (summer or winter time). */
const lisbon = (day: string) =>
  new Date(`${day}T10:00:00Z`).toLocaleTimeString('pt-PT', {
    timeZone: 'Europe/Lisbon',
    hour: '2-digit',
    minute: '2-digit',
  });

const s = {
  nc: '',
  insurer: '',
  month: '',
  days: [] as string[],
  covered: '',
  full: '',
  sessions: [] as string[],
};

/** The appointment's insurer part and status. */
async function insurerPart(id: string) {
  const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ status: string | null; cents: number | null; insurer_id: string | null }>(
      tx,
      sql`select insurer_invoicing_status as status, insurer_part_cents as cents, insurer_id
          from appointments where id = ${id}`,
    ),
  );
  return row!;
}

const statement = async (month = s.month, cookie?: string) => {
  const res = await api('GET', `/api/v1/insurers/${s.insurer}/statement?month=${month}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Statement;
};
const account = async () => {
  const res = await api('GET', `/api/v1/insurers/${s.insurer}/account`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsurerAccount;
};

beforeAll(async () => {
  // Last month, in the clinic's zone: its sessions were held.
  const [y, mo] = f.state.today.split('-').map(Number) as [number, number];
  const prev = mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
  s.month = prev;
  s.days = ['03', '04', '05', '06', '07'].map((d) => `${prev}-${d}`);
  const insurer = await api('POST', '/api/v1/insurers', {
    name: 'Seguros Tejo',
    fiscal_name: 'Seguros Tejo — Companhia de Seguros, S.A.',
    nif: INSURER_NIF,
    address: 'Avenida da Liberdade, 200',
    postal_code: '1250-147',
    city: 'Lisboa',
    agreement_number: 'ST-7781',
    email: 'prestadores@segurostejo.pt',
  });
  expect(insurer.statusCode, insurer.body).toBe(201);
  s.insurer = insurer.json().id;
  const agreement = await api('POST', `/api/v1/insurers/${s.insurer}/agreements`, {
    valid_from: `${y - 1}-01-01`,
    lines: [
      // 30,00 € of which the patient pays 33,33 % = 9,999 → 10,00 €; the insurer 20,00 €.
      {
        service_id: f.fx.sessionService,
        price_cents: 3000,
        patient_part_type: 'percent',
        patient_part_value: 33.33,
      },
    ],
  });
  expect(agreement.statusCode, agreement.body).toBe(201);
  const patient = async (first_name: string, surname: string, insurance_number: string) => {
    const res = await api('POST', '/api/v1/users/patients', {
      first_name,
      surname,
      insurer_id: s.insurer,
      insurance_number,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  s.covered = await patient('Rosa', 'Tavares', 'ST-100200');
  s.full = await patient('Jorge', 'Antunes', 'ST-300400');
  for (const [i, day] of s.days.entries())
    s.sessions.push(await f.appointment(day, i % 2 ? s.full : s.covered, 'present'));
  // The desk invoices the patient's part of the first session: its insurer part is recorded then.
  await f.issue((await f.draft({ patient_id: s.covered, appointment_ids: [s.sessions[0]] })).id);
  // Not billable: a session not held, and the same patient's session of another month.
  await f.appointment(`${prev}-10`, s.covered);
});

describe('the monthly statement', () => {
  it('lists the month’s held sessions with the insurer’s part, recorded or split by the agreement', async () => {
    const st = await statement();
    expect(st.insurer).toMatchObject({
      fiscal_name: 'Seguros Tejo — Companhia de Seguros, S.A.',
      nif: INSURER_NIF,
    });
    expect(st.lines.map((l) => l.appointment_id)).toEqual(s.sessions);
    expect(st.lines[0]).toMatchObject({
      date: s.days[0],
      time: lisbon(s.days[0]!),
      patient: { id: s.covered, name: 'Rosa Tavares' },
      insurance_number: 'ST-100200',
      price_cents: 3000,
      patient_cents: 1000,
      insurer_cents: 2000,
    });
    expect(st.lines.every((l) => l.patient_cents + l.insurer_cents === l.price_cents)).toBe(true);
    expect(st.total_cents).toBe(5 * 2000);
    expect(st.documents).toEqual([]);
  });

  it('exports CSV with a BOM and semicolons, and a PDF that reads back', async () => {
    const csv = await api('GET', `/api/v1/insurers/${s.insurer}/statement.csv?month=${s.month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`mapa-seguros-tejo-${s.month}.csv`);
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFData;Hora;Paciente;N.º beneficiário;')).toBe(true);
    const rows = text.slice(1).trim().split('\r\n');
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows[1]).toBe(
      `${s.days[0]!.split('-').reverse().join('/')};${lisbon(s.days[0]!)};Rosa Tavares;ST-100200;Sessão de fisioterapia;` +
        `${rows[1]!.split(';')[5]};30,00;10,00;20,00`,
    );
    expect(rows.at(-1)).toBe('Total;;;;;;;;100,00');

    const pdf = await api('GET', `/api/v1/insurers/${s.insurer}/statement.pdf?month=${s.month}`);
    expect(pdf.statusCode).toBe(200);
    const read = readPdf(pdf.rawPayload).text();
    expect(read).toContain('Mapa mensal — Seguros Tejo');
    expect(read).toContain('Acordo n.º ST-7781');
    expect(read).toContain('Jorge Antunes');
    expect(read).toMatch(/Total \(5 sessões\) 100,00 €/);
  });

  it('answers 400 naming the month for a malformed one', async () => {
    const res = await api('GET', `/api/v1/insurers/${s.insurer}/statement?month=2026-13`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ month: m.monthInvalid });
  });
});

describe('the insurer’s FT', () => {
  let ft: InvoicingDocument;

  it('refuses stale lines with 409 naming them, and writes nothing', async () => {
    const other = await f.appointment(`${s.month}-12`, s.covered);
    const res = await api('POST', `/api/v1/insurers/${s.insurer}/statement/invoice`, {
      month: s.month,
      appointment_ids: [s.sessions[0], other],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ 'appointment_ids.1': m.notInStatement });
    expect(await insurerPart(s.sessions[1]!)).toEqual({ status: null, cents: null, insurer_id: null });
  });

  it('issues one FT to the insurer for the month: its customer, a line per session, the parts invoiced', async () => {
    const res = await api('POST', `/api/v1/insurers/${s.insurer}/statement/invoice`, {
      month: s.month,
      appointment_ids: s.sessions,
    });
    expect(res.statusCode, res.body).toBe(201);
    ft = res.json();
    expect(ft).toMatchObject({
      type: 'FT',
      status: 'N',
      patient: null,
      insurer: { id: s.insurer, name: 'Seguros Tejo' },
      customer: {
        nif: INSURER_NIF,
        name: 'Seguros Tejo — Companhia de Seguros, S.A.',
        address: 'Avenida da Liberdade, 200',
        postal_code: '1250-147',
        city: 'Lisboa',
      },
      gross_cents: 10000,
    });
    expect(ft.notes).toContain('acordo n.º ST-7781');
    const day = s.days[0]!.split('-').reverse().join('/');
    expect(ft.lines[0]).toMatchObject({
      appointment_id: s.sessions[0],
      description: `Sessão de fisioterapia — ${day} — Rosa Tavares, n.º ST-100200`,
      unit_price_cents: 2000,
      service_date: s.days[0],
      tax_exemption_code: 'M07',
    });
    expect(ft.lines).toHaveLength(5);
    for (const id of s.sessions)
      expect(await insurerPart(id)).toMatchObject({ status: 'invoiced', cents: 2000 });
    // The patient's part of the sessions the desk has not invoiced is untouched.
    expect(await f.appointmentStatus(s.sessions[1]!)).toBe('not_invoiced');
    await f.expectValidChain();
  });

  it('bills an appointment to its insurer once: the statement leaves it out; a second FT is refused', async () => {
    const st = await statement();
    expect(st.lines).toEqual([]);
    expect(st.documents.map((d) => d.id)).toEqual([ft.id]);
    const again = await api('POST', `/api/v1/insurers/${s.insurer}/statement/invoice`, {
      month: s.month,
      appointment_ids: [s.sessions[2]],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ 'appointment_ids.0': m.alreadyBilled });
    const empty = await api('POST', `/api/v1/insurers/${s.insurer}/statement/invoice`, { month: s.month });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ month: m.nothingToBill });
    // The desk's later draft of the patient's part leaves the billed insurer part as it is.
    await f.draft({ patient_id: s.full, appointment_ids: [s.sessions[1]] });
    expect(await insurerPart(s.sessions[1]!)).toMatchObject({ status: 'invoiced', cents: 2000 });
  });

  it('prints the insurer as the customer with the patients on the lines, and AT’s QR names its NIF', async () => {
    const res = await api('POST', `/api/v1/invoicing-documents/${ft.id}/generate-pdf`);
    expect(res.statusCode).toBe(200);
    const pdf = readPdf(res.rawPayload);
    const text = pdf.text();
    expect(text).toContain('Seguros Tejo — Companhia de Seguros, S.A.');
    expect(text).toContain(INSURER_NIF);
    expect(text).toContain('Jorge Antunes, n.º ST-300400');
    expect(text).not.toContain('Paciente:');
    const [qr] = pdf.qrCodes(1);
    expect(qr).toContain(`*B:${INSURER_NIF}*C:PT*D:FT*`);
    expect(qr).toContain('*O:100.00*');
  });

  it('leaves the insurer’s FT to managers: the front desk may not cancel nor credit it', async () => {
    const cancel = await api(
      'POST',
      `/api/v1/invoicing-documents/${ft.id}/cancel`,
      { reason: 'x' },
      f.rececao,
    );
    expect(cancel.statusCode).toBe(403);
    const credit = await api(
      'POST',
      '/api/v1/invoicing-documents',
      { type: 'NC', credited_document_id: ft.id, credit_reason: 'x' },
      f.rececao,
    );
    expect(credit.statusCode).toBe(403);
    expect((await api('GET', `/api/v1/invoicing-documents/${ft.id}`)).json()).toMatchObject({
      status: 'N',
      credit_notes: [],
    });
  });

  it('keeps the insurer’s FT (other patients’ names on its lines) from patients and professionals', async () => {
    for (const [who, cookie] of [
      ['patient', f.paciente],
      ['professional', f.fisio],
    ] as const) {
      expect(
        (await api('GET', `/api/v1/invoicing-documents/${ft.id}`, undefined, cookie)).statusCode,
        who,
      ).toBe(404);
      const pdf = await api('POST', `/api/v1/invoicing-documents/${ft.id}/generate-pdf`, undefined, cookie);
      expect(pdf.statusCode).toBe(404);
      const list = await api('GET', '/api/v1/invoicing-documents?page_size=100', undefined, cookie);
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((d: { id: string }) => d.id)).not.toContain(ft.id);
    }
  });

  it('writes the insurer as a Customer in the month’s SAF-T, which validates', async () => {
    const [year, month] = f.state.today.split('-').map(Number);
    const res = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await validateSaft(res.rawPayload)).toEqual([]);
    const xml = iconv.decode(res.rawPayload, 'win1252');
    const customer = blocks(xml, 'Customer').find((c) => value(c, 'CustomerTaxID') === INSURER_NIF)!;
    expect(value(customer, 'CompanyName')).toBe('Seguros Tejo — Companhia de Seguros, S.A.');
    expect(value(customer, 'City')).toBe('Lisboa');
    const invoice = blocks(xml, 'Invoice').find((i) => value(i, 'InvoiceNo') === ft.invoice_no)!;
    expect(value(invoice, 'CustomerID')).toBe(INSURER_NIF);
    expect(blocks(invoice, 'Line')).toHaveLength(5);
  });

  it('two managers issuing the same month at once: one FT, the other finds nothing left to bill', async () => {
    const [y, mo] = s.month.split('-').map(Number) as [number, number];
    const earlier = mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
    const sessions = [
      await f.appointment(`${earlier}-14`, s.covered, 'present'),
      await f.appointment(`${earlier}-15`, s.full, 'present'),
    ];
    const results = await Promise.all(
      [0, 1].map(() => api('POST', `/api/v1/insurers/${s.insurer}/statement/invoice`, { month: earlier })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const ft = results.find((r) => r.statusCode === 201)!.json() as InvoicingDocument;
    expect(ft.lines.map((l) => l.appointment_id)).toEqual(sessions);
    const lost = results.find((r) => r.statusCode === 400)!.json();
    expect(lost.error.fields).toEqual({ month: m.nothingToBill });
    // Cancelled again so the account below holds the one FT of last month.
    const undone = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: 'Teste' });
    expect(undone.statusCode, undone.body).toBe(200);
  });

  it('refuses an insurer without a NIF, naming it, and writes nothing', async () => {
    const bare = (await api('POST', '/api/v1/insurers', { name: 'Mútua Sem NIF' })).json().id as string;
    const res = await api('POST', `/api/v1/insurers/${bare}/statement/invoice`, { month: s.month });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ nif: m.insurerNoNif });
  });

  it('an NC credits the insurer’s FT without naming a patient; crediting a line frees its insurer part', async () => {
    const nc = await f.draft({
      type: 'NC',
      patient_id: undefined,
      credited_document_id: ft.id,
      credit_reason: 'Sessão não comparticipada',
      credit_lines: [{ credited_line_id: ft.lines[4]!.id, quantity: 1 }],
    });
    expect(nc).toMatchObject({ patient: null, insurer: { id: s.insurer }, customer: { nif: INSURER_NIF } });
    const issued = await f.issue(nc.id);
    s.nc = issued.id;
    expect(issued.gross_cents).toBe(2000);
    expect(await insurerPart(s.sessions[4]!)).toMatchObject({ status: 'not_invoiced' });
    expect((await statement()).lines.map((l) => l.appointment_id)).toEqual([s.sessions[4]]);
  });
});

describe('the insurer pays', () => {
  let ftId = '';
  let payment: InsurerPaymentSummary;

  it('shows what it owes: the FT less the credit note', async () => {
    const acc = await account();
    expect(acc.documents).toHaveLength(1);
    ftId = acc.documents[0]!.id;
    expect(acc).toMatchObject({
      invoiced_cents: 10000,
      credited_cents: 2000,
      settled_cents: 0,
      owed_cents: 8000,
    });
  });

  it('refuses bad payments, naming the field, and writes nothing', async () => {
    const acc = await account();
    const [doc] = acc.documents;
    const line = doc!.lines[0]!;
    const pay = (body: object) =>
      api('POST', `/api/v1/insurers/${s.insurer}/payments`, {
        amount_cents: 6000,
        method: 'bank_transfer',
        allocations: [{ document_id: ftId, amount_cents: 6000 }],
        ...body,
      });
    const cases: [object, Record<string, string>][] = [
      [{ amount_cents: 5000 }, { amount_cents: m.mustMatch }],
      [
        { amount_cents: 9000, allocations: [{ document_id: ftId, amount_cents: 9000 }] },
        { 'allocations.0.amount_cents': paymentMessages.allocationExceeds },
      ],
      [
        { refusals: [{ line_id: line.id, amount_cents: 2001, reason: 'Fora do acordo' }] },
        {
          'refusals.0.amount_cents': m.refusalExceeds,
        },
      ],
      [
        {
          refusals: [
            { line_id: doc!.lines[1]!.id, amount_cents: 2000, reason: 'Sem prescrição' },
            { line_id: line.id, amount_cents: 1000, reason: 'Fora do acordo' },
          ],
        },
        { 'allocations.0.amount_cents': m.paidAndRefusedExceed },
      ],
      [
        { refusals: [{ line_id: ftId, amount_cents: 100, reason: 'x' }] },
        { 'refusals.0.line_id': m.refusalLineNotFound },
      ],
      [
        { refusals: [{ line_id: line.id, amount_cents: 100, reason: ' ' }] },
        { 'refusals.0.reason': m.refusalReason },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await pay(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    }
    // A patient's FT is not the insurer's to pay.
    const patientFt = (await f.draft({ patient_id: s.covered, lines: [f.freeLine(1000)] })).id;
    const issued = await f.issue(patientFt);
    const other = await pay({
      amount_cents: 1000,
      allocations: [{ document_id: issued.id, amount_cents: 1000 }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ 'allocations.0.document_id': m.documentOtherInsurer });
    expect((await account()).payments).toEqual([]);
  });

  it('pays part with a receipt addressed to the insurer, noting a refused line; the account shows the rest', async () => {
    const acc = await account();
    const refusedLine = acc.documents[0]!.lines[3]!;
    const res = await api('POST', `/api/v1/insurers/${s.insurer}/payments`, {
      amount_cents: 6000,
      method: 'bank_transfer',
      source: 'Transferência 2026-11',
      allocations: [{ document_id: ftId, amount_cents: 6000 }],
      refusals: [{ line_id: refusedLine.id, amount_cents: 2000, reason: 'Sessão sem prescrição médica' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    payment = res.json();
    expect(payment.receipt_no).toMatch(/^RG \d{4}A\/1$/);
    expect(payment.refusals).toEqual([
      {
        line_id: refusedLine.id,
        description: refusedLine.description,
        amount_cents: 2000,
        reason: 'Sessão sem prescrição médica',
      },
    ]);
    const after = await account();
    expect(after).toMatchObject({ settled_cents: 6000, refused_cents: 2000, owed_cents: 2000 });
    expect(after.documents[0]!.lines[3]!.refused_cents).toBe(2000);

    // The receipt names the insurer, and a payment of the insurer lists as one.
    const rg = await api('POST', '/api/v1/generate-receipt', { payment_id: payment.id });
    expect(rg.statusCode).toBe(200);
    const text = readPdf(rg.rawPayload).text();
    expect(text).toContain('Seguros Tejo — Companhia de Seguros, S.A.');
    expect(text).toContain(INSURER_NIF);
    const listed = (await api('GET', `/api/v1/payments/${payment.id}`)).json();
    expect(listed).toMatchObject({ patient: null, insurer: { id: s.insurer, name: 'Seguros Tejo' } });
    // In the month's SAF-T, the receipt's customer is the insurer, and the file still validates.
    const [year, month] = f.state.today.split('-').map(Number);
    const saft = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(await validateSaft(saft.rawPayload)).toEqual([]);
    const receipt = blocks(iconv.decode(saft.rawPayload, 'win1252'), 'Payment').find(
      (p) => value(p, 'PaymentRefNo') === payment.receipt_no,
    )!;
    expect(value(receipt, 'CustomerID')).toBe(INSURER_NIF);
    // The FT it settles cannot be cancelled while the payment stands.
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${ftId}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('a cancelled payment gives the amount back to what is owed, and its refusals no longer count', async () => {
    const res = await api('POST', `/api/v1/payments/${payment.id}/cancel`, {
      reason: 'Transferência devolvida',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await account()).toMatchObject({ settled_cents: 0, refused_cents: 0, owed_cents: 8000 });
  });

  it('cancelling the FT (after its credit note) frees its sessions for the next statement', async () => {
    const nc = await api('POST', `/api/v1/invoicing-documents/${s.nc}/cancel`, { reason: 'Mapa refeito' });
    expect(nc.statusCode, nc.body).toBe(200);
    const res = await api('POST', `/api/v1/invoicing-documents/${ftId}/cancel`, { reason: 'Mapa refeito' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await statement()).lines).toHaveLength(5);
  });
});

describe('who may do it', () => {
  it('only managers: the front desk and professionals get 403 on every billing route', async () => {
    for (const cookie of [f.rececao, f.fisio])
      for (const [method, url, body] of [
        ['GET', `/api/v1/insurers/${s.insurer}/statement?month=${s.month}`],
        ['GET', `/api/v1/insurers/${s.insurer}/statement.csv?month=${s.month}`],
        ['GET', `/api/v1/insurers/${s.insurer}/statement.pdf?month=${s.month}`],
        ['POST', `/api/v1/insurers/${s.insurer}/statement/invoice`, { month: s.month }],
        ['GET', `/api/v1/insurers/${s.insurer}/account`],
        [
          'POST',
          `/api/v1/insurers/${s.insurer}/payments`,
          { amount_cents: 100, method: 'cash', allocations: [{ document_id: s.insurer, amount_cents: 100 }] },
        ],
      ] as const) {
        const res = await api(method, url, body, cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
  });

  it('an unknown insurer answers 404', async () => {
    const res = await api('GET', `/api/v1/insurers/${f.fx.patientId}/account`);
    expect(res.statusCode).toBe(404);
  });
});
