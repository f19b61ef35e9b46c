import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from '../invoicing/invoicing.test-helpers.js';

const t = useTestApp();
const f = useInvoicingFixture(t);
const { api } = f;

/** The appointment's two payers: the patient's status and the insurer's part and status. */
async function payers(id: string) {
  const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ patient: string; insurer: string | null; insurer_part_cents: number | null }>(
      tx,
      sql`select invoicing_status as patient, insurer_invoicing_status as insurer, insurer_part_cents
          from appointments where id = ${id}`,
    ),
  );
  return row!;
}

let insured: string;
let uninsured: string;

beforeAll(async () => {
  const insurer = (await api('POST', '/api/v1/insurers', { name: 'Seguros Partilha' })).json().id;
  const agreement = await api('POST', `/api/v1/insurers/${insurer}/agreements`, {
    valid_from: '2026-01-01',
    lines: [
      {
        service_id: f.fx.sessionService,
        price_cents: 3000,
        patient_part_type: 'percent',
        patient_part_value: 33.33,
      },
    ],
  });
  expect(agreement.statusCode, agreement.body).toBe(201);
  const patient = async (surname: string, insurance_number: string | null) => {
    const res = await api('POST', '/api/v1/users/patients', {
      first_name: 'Paciente',
      surname,
      insurer_id: insurer,
      insurance_number,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  insured = await patient('Segurado', 'SP-100200');
  // An insurer but no insurance number: no split, the patient pays the appointment's price.
  uninsured = await patient('Sem Cartão', null);
});

describe('who pays what, per appointment', () => {
  it('the desk drafts only the patient’s part; the insurer’s part waits, through invoice, cancel and credit', async () => {
    const a1 = await f.appointment(undefined, insured);
    // 30,00 € × 33,33 % = 9,999 € → 10,00 € for the patient, 20,00 € for the insurer.
    const d = await f.draft({ patient_id: insured, appointment_ids: [a1] });
    expect(d.lines).toMatchObject([
      {
        description: 'Sessão de fisioterapia — parte do paciente (Seguros Partilha, n.º SP-100200)',
        unit_price_cents: 1000,
        gross_cents: 1000,
      },
    ]);
    expect(await payers(a1)).toEqual({
      patient: 'draft_invoice',
      insurer: 'not_invoiced',
      insurer_part_cents: 2000,
    });

    const ft = await f.issue(d.id);
    expect(ft.gross_cents).toBe(1000);
    expect(await payers(a1)).toEqual({
      patient: 'invoiced',
      insurer: 'not_invoiced',
      insurer_part_cents: 2000,
    });
    // The appointment says it too: the patient's part invoiced, the insurer's waiting.
    expect((await api('GET', `/api/v1/appointments/${a1}`)).json()).toMatchObject({
      invoicing_status: 'invoiced',
      insurer_part: { insurer_id: expect.any(String), amount_cents: 2000, invoicing_status: 'not_invoiced' },
    });

    // Cancelled: the patient's part is free again; the insurer's is untouched.
    const cancelled = await api('POST', `/api/v1/invoicing-documents/${ft.id}/cancel`, { reason: 'Erro' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await payers(a1)).toEqual({
      patient: 'not_invoiced',
      insurer: 'not_invoiced',
      insurer_part_cents: 2000,
    });

    // Invoiced again, then credited in full: the same.
    const again = await f.issue((await f.draft({ patient_id: insured, appointment_ids: [a1] })).id);
    expect(again.gross_cents).toBe(1000);
    const nc = await f.draft({
      type: 'NC',
      patient_id: insured,
      credited_document_id: again.id,
      credit_reason: 'Anulação do serviço',
    });
    expect((await f.issue(nc.id)).gross_cents).toBe(1000);
    expect(await payers(a1)).toEqual({
      patient: 'not_invoiced',
      insurer: 'not_invoiced',
      insurer_part_cents: 2000,
    });
  });

  it('keeps today’s behaviour without cover: the whole price, no insurer part', async () => {
    const a2 = await f.appointment(undefined, uninsured);
    const d: InvoicingDocument = await f.draft({ patient_id: uninsured, appointment_ids: [a2] });
    expect(d.lines).toMatchObject([{ description: 'Sessão de fisioterapia', unit_price_cents: 3500 }]);
    expect(await payers(a2)).toEqual({ patient: 'draft_invoice', insurer: null, insurer_part_cents: null });
    expect((await api('GET', `/api/v1/appointments/${a2}`)).json().insurer_part).toBeNull();
    const a3 = await f.appointment();
    await f.draft({ appointment_ids: [a3] });
    expect(await payers(a3)).toEqual({ patient: 'draft_invoice', insurer: null, insurer_part_cents: null });
  });

  it('a removed line or an archived draft frees the patient’s part only', async () => {
    const a4 = await f.appointment(undefined, insured);
    const d = await f.draft({ patient_id: insured, appointment_ids: [a4] });
    expect((await api('DELETE', `/api/v1/invoicing-documents/${d.id}`)).statusCode).toBe(200);
    expect(await payers(a4)).toEqual({
      patient: 'not_invoiced',
      insurer: 'not_invoiced',
      insurer_part_cents: 2000,
    });
  });
});
