import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startSmtp } from '../../test/smtp.js';
import { useTestApp } from '../../test/test-app.js';
import { CLINIC_NIF, VALIDATION } from '../invoicing/invoicing.test-helpers.js';
import { expectAtcudPlacement, readPdf } from '../invoicing/pdf-reading.test-helpers.js';
import { usePaymentsFixture } from './payments.test-helpers.js';

/**
 * The printed receipt (RG) read back (issue 37): AT's QR code decoded from the page (Portaria 195/2020:
 * D:RG, its ATCUD, no VAT «I1:0», unsigned «Q:0»), its ATCUD in the header and above the QR code,
 * «Original» then «2.ª via», and a company's mentions.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });
const f = usePaymentsFixture(t);
const { api } = f;

const printReceipt = async (paymentId: string, cookie?: string) => {
  const res = await api('POST', '/api/v1/generate-receipt', { payment_id: paymentId }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return readPdf(res.rawPayload);
};

describe('the printed receipt', () => {
  it('carries AT’s QR code built from its own fields, its ATCUD in the header and immediately above it', async () => {
    const ft = await f.issued(4500);
    const p = await f.pay({
      amount_cents: 4500,
      method: 'mb',
      allocations: [{ document_id: ft.id, amount_cents: 4500 }],
    });
    const receipt = p.receipt!;
    expect(receipt.atcud).toMatch(new RegExp(`^${VALIDATION.RG}-\\d+$`));
    const r = await printReceipt(p.id);
    const payload = [
      `A:${CLINIC_NIF}`,
      `B:${ft.customer.nif}`,
      'C:PT',
      'D:RG',
      'E:N',
      `F:${p.paid_at.replaceAll('-', '')}`,
      `G:${receipt.receipt_no}`,
      `H:${receipt.atcud}`,
      'I1:0',
      'N:0.00',
      'O:45.00',
      'Q:0',
      'R:0',
    ].join('*');
    expect(r.qrCodes(r.pages)).toEqual([payload]);
    expect(r.qrSizeMm(r.pages).width).toBeGreaterThanOrEqual(30);
    expectAtcudPlacement(r, receipt.atcud);
    expect(r.text()).toContain('Processado por programa não certificado');
    expect(r.text()).not.toMatch(/validade|Documento emitido por programa/);

    // Cancelled, its QR says so (E:A).
    expect((await api('POST', `/api/v1/payments/${p.id}/cancel`, { reason: 'Engano' })).statusCode).toBe(200);
    expect((await printReceipt(p.id)).qrCodes(1)).toEqual([payload.replace('*E:N*', '*E:A*')]);
  });

  it('says «Original» on the first copy (printed or e-mailed) and «2.ª via» on every later one', async () => {
    const ft = await f.issued(3000);
    const printed = await f.pay({
      amount_cents: 3000,
      method: 'cash',
      allocations: [{ document_id: ft.id, amount_cents: 3000 }],
    });
    expect((await printReceipt(printed.id)).text()).toContain('Original');
    for (const cookie of [f.paciente, undefined]) {
      const again = (await printReceipt(printed.id, cookie)).text();
      expect(again).toContain('2.ª via');
      expect(again).not.toContain('Original');
    }

    const other = await f.issued(2000);
    const mailed = await f.pay({
      amount_cents: 2000,
      method: 'cash',
      allocations: [{ document_id: other.id, amount_cents: 2000 }],
    });
    const sent = await api('POST', '/api/v1/payments/send-receipt-by-email', {
      payment_id: mailed.id,
      email: 'recibos@exemplo.pt',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to === 'recibos@exemplo.pt' && m.subject.includes(mailed.receipt!.receipt_no),
    );
    expect(readPdf(mail.attachments[0]!.content).text()).toContain('Original');
    const after = (await printReceipt(mailed.id)).text();
    expect(after).toContain('2.ª via');
    expect(after).not.toContain('Original');
  });

  it('shows a company’s mentions (CSC art. 171.º), those of the documents it settles as issued', async () => {
    const put = (extra: object) =>
      api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, f.settings(extra));
    const company = {
      legal_form: 'unipessoal',
      share_capital_cents: 100_000,
      registry_office: 'Conservatória do Registo Comercial do Porto',
      registration_number: CLINIC_NIF,
    };
    expect((await put(company)).statusCode).toBe(200);
    try {
      const ft = await f.issued(2500);
      const p = await f.pay({
        amount_cents: 2500,
        method: 'cash',
        allocations: [{ document_id: ft.id, amount_cents: 2500 }],
      });
      const text = (await printReceipt(p.id)).text();
      expect(text).toContain('Sociedade unipessoal por quotas · Capital social 1000,00 €');
      expect(text).toContain('Conservatória do Registo Comercial do Porto');
      expect(text).toContain(`Matrícula e NIPC n.º ${CLINIC_NIF}`);
    } finally {
      await put({});
    }
  });
});
