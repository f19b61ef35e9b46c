import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { CLINIC_NIF, useInvoicingFixture } from './invoicing.test-helpers.js';

const t = useTestApp();
const f = useInvoicingFixture(t, 'PT-AC');
const { api } = f;

describe('a clinic in the Azores', () => {
  it('prices the normal class at 16% and writes the QR of a taxed FS field by field', async () => {
    const fs = await f.issue(
      (
        await f.draft({
          patient_id: f.fx.otherPatientId,
          type: 'FS',
          lines: [
            { service_id: f.fx.productService, quantity: 2 },
            { description: 'Livro de exercícios', unit_price_cents: 1000, vat_rate_percent: 4 },
          ],
        })
      ).id,
    );
    // 17.00 at 16%: net 14.655… → 14.66 (half-up), VAT 2.34; 10.00 at 4%: net 9.615… → 9.62, VAT 0.38.
    expect(fs.tax_summary.map((r) => [r.vat_rate_percent, r.net_cents, r.tax_cents])).toEqual([
      [16, 1466, 234],
      [4, 962, 38],
    ]);
    expect(fs.qr_payload!.split('*')).toEqual([
      `A:${CLINIC_NIF}`,
      'B:999999990',
      'C:PT',
      'D:FS',
      'E:N',
      `F:${f.state.today.replaceAll('-', '')}`,
      `G:FS ${f.state.year}A/1`,
      `H:AAJFJ9VS-1`,
      'I1:PT-AC',
      'I3:9.62',
      'I4:0.38',
      'I7:14.66',
      'I8:2.34',
      'N:2.72',
      'O:27.00',
      `Q:${fs.hash_control}`,
      'R:0',
    ]);
  });

  it('refuses a mainland rate', async () => {
    const res = await api('POST', '/api/v1/invoicing-documents', {
      patient_id: f.fx.patientId,
      lines: [{ description: 'x', unit_price_cents: 100, vat_rate_percent: 23 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'lines.0.vat_rate_percent': 'Taxa de IVA que não existe na região fiscal da clínica',
    });
  });
});
