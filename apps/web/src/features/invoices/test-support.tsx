import type { Me } from '@clinica/contracts/auth';
import type { Appointment } from '@clinica/contracts/appointments';
import type { Service } from '@clinica/contracts/catalogue';
import { documentTotals, taxSummary } from '@clinica/contracts/invoicing-tax';
import { type DocumentLine, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { makeUser } from '../../app/test-users';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';

export { notFound, page, renderRoutes, renderWithQueries, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);

export const ids = {
  document: '5d3c7a52-5b1e-4c59-9d4a-000000000d01',
  creditNote: '5d3c7a52-5b1e-4c59-9d4a-000000000d02',
  issued: '5d3c7a52-5b1e-4c59-9d4a-000000000d03',
  patient: '5d3c7a52-5b1e-4c59-9d4a-000000000b01',
  otherPatient: '5d3c7a52-5b1e-4c59-9d4a-000000000b02',
  professional: '00000000-0000-4000-8000-000000000001',
  physio: '5d3c7a52-5b1e-4c59-9d4a-000000000501',
  cream: '5d3c7a52-5b1e-4c59-9d4a-000000000502',
  clinic: '5d3c7a52-5b1e-4c59-9d4a-000000000c01',
};

/** Front desk of a clinic that invoices: every invoicing permission. */
export const frontDesk = (): Me =>
  makeUser(
    'front_desk',
    {
      permissions: {
        invoicing_documents: { read: true, create: true, update: true },
        patients: { read: true },
      },
    },
    true,
  );
/** A professional who reads documents only. */
export const reader = (): Me =>
  makeUser('professional', { permissions: { invoicing_documents: { read: true } } }, true);

export function service(overrides: Partial<Service> = {}): Service {
  return {
    id: ids.physio,
    name: 'Sessão de fisioterapia',
    description: null,
    price_cents: 4500,
    unit: 'unit',
    duration_minutes: 50,
    vat_class: null,
    tax_exemption_code: 'M07',
    specialty_id: null,
    specialty_name: null,
    colour: null,
    kind: 'session',
    active: true,
    stock_quantity_milli: 0,
    low_stock_threshold_milli: null,
    ...overrides,
  };
}

/** A cream sold at the desk: VAT at the normal rate. */
export const cream = () =>
  service({
    id: ids.cream,
    name: 'Creme de massagem',
    price_cents: 1230,
    vat_class: 'normal',
    tax_exemption_code: null,
    kind: 'product',
  });

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-5b1e-4c59-9d4a-${String(sequence).padStart(12, '0')}`;
};

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: nextId('6d3c7a52'),
    patient_id: ids.patient,
    patient_name: 'Rui Costa',
    professional_id: ids.professional,
    professional_name: 'Ana Sousa',
    service_id: ids.physio,
    service_name: 'Sessão de fisioterapia',
    service_colour: null,
    clinic_id: ids.clinic,
    clinic_name: 'Clínica Exemplo',
    space_id: null,
    space_name: null,
    series_id: null,
    starts_at: '2026-11-24T10:00:00.000Z',
    ends_at: '2026-11-24T10:50:00.000Z',
    state: 'present',
    price_cents: 4500,
    notes: null,
    invoicing_status: 'not_invoiced',
    outside_schedule: false,
    paid_by_pack: false,
    ...overrides,
  };
}

export function line(overrides: Partial<DocumentLine> = {}): DocumentLine {
  const l: DocumentLine = {
    id: nextId('7d3c7a52'),
    position: 1,
    appointment_id: null,
    service_id: ids.physio,
    description: 'Sessão de fisioterapia',
    quantity: 1,
    unit_price_cents: 4500,
    discount_percent: 0,
    vat_rate_percent: null,
    tax_exemption_code: 'M07',
    tax_exemption_text: 'Isento artigo 9.º do CIVA',
    service_date: '2026-11-24',
    gross_cents: 4500,
    credited_line_id: null,
    creditable_quantity: null,
    creditable_cents: null,
    credits_amount: false,
    ...overrides,
  };
  return {
    ...l,
    gross_cents:
      overrides.gross_cents ?? Math.round(l.quantity * l.unit_price_cents * (1 - l.discount_percent / 100)),
  };
}

/** A document whose totals are its lines' (as the server sums them). */
export function document(overrides: Partial<InvoicingDocument> = {}): InvoicingDocument {
  const lines = overrides.lines ?? [line()];
  const summary = taxSummary(lines);
  const d: InvoicingDocument = {
    id: ids.document,
    type: 'FT',
    status: 'D',
    series: null,
    number: null,
    invoice_no: null,
    atcud: null,
    invoice_date: null,
    system_entry_date: null,
    patient: { id: ids.patient, name: 'Rui Costa' },
    insurer: null,
    issuer: null,
    customer: { nif: '999999990', name: 'Rui Costa', address: null, postal_code: null, city: null },
    notes: null,
    lines,
    tax_summary: summary,
    ...documentTotals(summary),
    provider: 'clinica',
    hash_control: null,
    key_version: null,
    qr_payload: null,
    credited_document: null,
    credit_reason: null,
    credit_notes: [],
    cancellable: overrides.status === 'N',
    cancel_refusal: null,
    payments: [],
    cancel_reason: null,
    cancelled_at: null,
    archived_at: null,
    issued_by: null,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
  return d;
}

/** The same document, issued as FT 2026A/17. */
export const issued = (overrides: Partial<InvoicingDocument> = {}) =>
  document({
    status: 'N',
    series: '2026A',
    number: 17,
    invoice_no: 'FT 2026A/17',
    atcud: 'ABCD1234-17',
    invoice_date: '2026-11-25',
    system_entry_date: '2026-11-25T11:02:03',
    hash_control: 'aBcD',
    key_version: 1,
    issued_by: { id: ids.professional, name: 'Ana Sousa' },
    ...overrides,
  });
