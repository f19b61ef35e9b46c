import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import { useInvoiceXpressSuite } from '../invoicing/invoicexpress.test-helpers.js';

/**
 * Billing an insurer when the clinic invoices at InvoiceXpress (issues 45 and 53, decisions 047 and 053):
 * the month's FT is issued there, not signed here, and a provider outage leaves it a draft whose sessions
 * are not billed twice.
 */
const { f, api, acc, ixDocs, switchToInvoiceXpress } = useInvoiceXpressSuite();
const INSURER_NIF = '503504564';

async function insurerWithSessions(name: string, days: string[]) {
  const [y, mo] = f.state.today.split('-').map(Number) as [number, number];
  const month = mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
  const insurer = await api('POST', '/api/v1/insurers', {
    name,
    fiscal_name: `${name}, S.A.`,
    nif: INSURER_NIF,
  });
  expect(insurer.statusCode, insurer.body).toBe(201);
  const id = insurer.json().id as string;
  const agreement = await api('POST', `/api/v1/insurers/${id}/agreements`, {
    valid_from: `${y - 1}-01-01`,
    lines: [
      {
        service_id: f.fx.sessionService,
        price_cents: 3000,
        patient_part_type: 'amount',
        patient_part_value: 1000,
      },
    ],
  });
  expect(agreement.statusCode, agreement.body).toBe(201);
  const patient = await api('POST', '/api/v1/users/patients', {
    first_name: 'Rosa',
    surname: `Seguro${name}`,
    insurer_id: id,
    insurance_number: 'ST-100200',
  });
  expect(patient.statusCode, patient.body).toBe(201);
  for (const day of days) await f.appointment(`${month}-${day}`, patient.json().id, 'present');
  return { id, month };
}

describe('an insurer’s month billed at InvoiceXpress', () => {
  it('issues the FT there (the insurer as the client) and keeps its mirror; none of ours is signed', async () => {
    await switchToInvoiceXpress();
    const { id, month } = await insurerWithSessions('Seguros Tejo', ['03', '04']);
    const res = await api('POST', `/api/v1/insurers/${id}/statement/invoice`, { month });
    expect(res.statusCode, res.body).toBe(201);
    const ft = res.json() as InvoicingDocument;
    expect(ft).toMatchObject({ type: 'FT', status: 'N', provider: 'invoicexpress', hash_control: null });
    const [there] = ixDocs(`CLINICA-${ft.id}`);
    expect(there).toMatchObject({ resource: 'invoices', status: 'final' });
    expect(there!.client.fiscal_id).toBe(INSURER_NIF);
    expect(there!.items).toHaveLength(2);
    expect(ft.invoice_no).toMatch(/^FT FTA\d{4}\/\d+$/);
    expect(ft.atcud).toBe(there!.atcud);
  });

  it('a provider outage leaves the FT a draft with its sessions; issued once from the documents after', async () => {
    const { id, month } = await insurerWithSessions('Seguros Douro', ['05']);
    acc().fault = '5xx';
    const res = await api('POST', `/api/v1/insurers/${id}/statement/invoice`, { month });
    acc().fault = null;
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'invoicing_provider_error', message: m.unavailable });
    // The month's sessions are the draft's now: a second «Emitir fatura» bills nothing twice.
    const again = await api('POST', `/api/v1/insurers/${id}/statement/invoice`, { month });
    expect(again.statusCode, again.body).toBe(400);
    const drafts = await api('GET', `/api/v1/invoicing-documents?status=D&page_size=100`);
    const draft = (drafts.json().items as InvoicingDocument[]).find(
      (d) => d.insurer?.name === 'Seguros Douro',
    );
    expect(draft, drafts.body).toBeDefined();
    expect(ixDocs(`CLINICA-${draft!.id}`)).toEqual([]);
    const issued = await f.issue(draft!.id);
    expect(issued.provider).toBe('invoicexpress');
    expect(ixDocs(`CLINICA-${draft!.id}`)).toHaveLength(1);
  });
});
