import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { pdfQrCodes } from '../../test/pdf-qr.js';
import { useTestApp } from '../../test/test-app.js';
import { validateSaft } from '../saft/saft-schema.js';
import { PRODUCER_NIF, blocks, value, values } from '../saft/saft.test-helpers.js';
import { useInvoicingFixture } from './invoicing.test-helpers.js';

const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = useInvoicingFixture(t);
const { api } = f;

describe('a line not subject to VAT (M99)', () => {
  it('is NS in the SAF-T file and field L of the QR code; an exempt line (M07) stays ISE and I2', async () => {
    const doc = await f.issue(
      (
        await f.draft({
          lines: [
            f.freeLine(2000, 'Relatório clínico'),
            {
              description: 'Indemnização por falta à sessão',
              unit_price_cents: 1500,
              tax_exemption_code: 'M99',
            },
            { service_id: f.fx.productService },
          ],
        })
      ).id,
    );
    // I2 the exempt base, I7/I8 the product at 23 % (8,50: 6,91 + 1,59), L the base not subject to VAT;
    // O = I2 + I7 + L + N.
    expect(doc.qr_payload).toContain('*I1:PT*I2:20.00*I7:6.91*I8:1.59*L:15.00*N:1.59*O:43.50*Q:');

    // The QR code on the PDF, read back as a phone would, says the same.
    const pdf = await api('POST', `/api/v1/invoicing-documents/${doc.id}/generate-pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfQrCodes(pdf.rawPayload)).toEqual([doc.qr_payload]);

    // The month's SAF-T file: valid against the schema, the M99 line NS, the M07 line IVA/ISE.
    const [year, month] = f.state.today.split('-').map(Number) as [number, number];
    const res = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await validateSaft(res.rawPayload)).toEqual([]);
    const xml = iconv.decode(res.rawPayload, 'win1252');
    const invoice = blocks(xml, 'Invoice').find((i) => value(i, 'InvoiceNo') === doc.invoice_no)!;
    const lines = blocks(invoice, 'Line').map((l) =>
      ['TaxType', 'TaxCode', 'TaxPercentage', 'TaxExemptionCode']
        .map((tag) => value(l, tag) ?? '-')
        .join(' '),
    );
    expect(lines).toEqual(['IVA ISE 0 M07', 'NS NS 0 M99', 'IVA NOR 23 -']);
    const taxTable = blocks(xml, 'TaxTableEntry').map((e) =>
      ['TaxType', 'TaxCode', 'TaxPercentage'].map((tag) => value(e, tag)).join(' '),
    );
    expect(taxTable.sort()).toEqual(['IVA ISE 0', 'IVA NOR 23', 'NS NS 0']);
    const ns = blocks(xml, 'TaxTableEntry').find((e) => value(e, 'TaxType') === 'NS')!;
    expect(values(ns, 'Description')).toEqual(['Não sujeito']);
  });
});
