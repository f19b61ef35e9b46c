import { beforeAll, expect } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import type { SuiteApp } from '../../test/test-app.js';
import { useClinicFixture } from '../appointments/fixtures.test-helpers.js';
import { localClock } from './issue.service.js';

/** A valid NIF for the clinic (check digit right), and the series' AT validation codes. */
export const CLINIC_NIF = '509442013';
export const VALIDATION = {
  FT: 'AAJFJ9VC',
  FR: 'AAJFJ9VR',
  FS: 'AAJFJ9VS',
  NC: 'AAJFJ9VN',
  RG: 'AAJFJ9VG',
} as const;

/**
 * The invoicing suites' set-up: the clinic fixture (patients, a €35 exempt session, an €8.50 product at
 * the normal rate) with invoicing on in `region`, and a series per type (receipts too) for this year
 * ("<year>A").
 */
export function useInvoicingFixture(t: SuiteApp, region: 'PT' | 'PT-AC' | 'PT-MA' = 'PT') {
  const f = useClinicFixture(t);
  const state = { year: 0, today: '' };

  const settings = (extra: object = {}) => ({
    active: true,
    fiscal_name: 'Clínica Demo, Lda.',
    nif: CLINIC_NIF,
    address: 'Rua de Santa Catarina, 312',
    postal_code: '4000-443',
    city: 'Porto',
    tax_region: region,
    ...extra,
  });

  beforeAll(async () => {
    state.today = localClock(t.clock.now(), 'Europe/Lisbon').date;
    state.year = Number(state.today.slice(0, 4));
    const res = await f.api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, {
      ...settings(),
      series: (['FT', 'FR', 'FS', 'NC', 'RG'] as const).map((document_type) => ({
        document_type,
        year: state.year,
        code: `${state.year}A`,
        validation_code: VALIDATION[document_type],
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  /** A draft; must succeed. */
  async function draft(body: object, cookie?: string): Promise<InvoicingDocument> {
    const res = await f.api(
      'POST',
      '/api/v1/invoicing-documents',
      { patient_id: f.fx.patientId, ...body },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** Issues a draft; must succeed. */
  async function issue(id: string, body: object = {}, cookie?: string): Promise<InvoicingDocument> {
    const res = await f.api('POST', `/api/v1/invoicing-documents/${id}/issue`, body, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** A free exempt line of `cents`. */
  const freeLine = (cents: number, description = 'Avaliação inicial') => ({
    description,
    unit_price_cents: cents,
    tax_exemption_code: 'M07',
  });

  async function appointmentStatus(id: string) {
    const res = await f.api('GET', `/api/v1/appointments/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invoicing_status as string;
  }

  async function chain() {
    const res = await f.api('GET', '/api/v1/invoicing-documents/chain-verification');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      valid: boolean;
      series: {
        document_type: string;
        documents: number;
        problems: { invoice_no: string; problem: string }[];
      }[];
    };
  }

  /** The chain verifies: no problem in any series. */
  async function expectValidChain() {
    const check = await chain();
    expect(check.series.flatMap((s) => s.problems)).toEqual([]);
    expect(check.valid).toBe(true);
  }

  return Object.assign(f, {
    state,
    settings,
    draft,
    issue,
    freeLine,
    appointmentStatus,
    chain,
    expectValidChain,
  });
}
