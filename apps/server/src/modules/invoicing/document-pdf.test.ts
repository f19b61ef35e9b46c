import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  documentTotals,
  exemptionText,
  lineGrossCents,
  taxSummary,
  type TaxRegion,
} from '@clinica/contracts/invoicing-tax';
import { FINAL_CONSUMER_NIF, type DocumentType, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { hashControl, qrPayload } from '@clinica/contracts/invoicing-signature';
import { printable } from '../../lib/pdf.js';
import { documentPdfFilename, renderDocumentPdf, type DocumentIssuer } from './document-pdf.js';
import { expectAtcudPlacement, readPdf } from './pdf-reading.test-helpers.js';

// ---------------------------------------------------------------------------------------------------
// Fixtures: documents as the API returns them, their fiscal fields computed by the contract's helpers.
// ---------------------------------------------------------------------------------------------------

const SIGNATURE =
  'Xk3pQ9aL2mVb7RtY1zWc8NdE4fGh6JsU0oIq5KyTrAvBnMlPwZxCeDfHgJiKmLnOpQrStUvWxYz0123456789+/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ01234567==';
const HASH = hashControl(SIGNATURE); // 'XaR8'

type LineSpec = {
  description: string;
  quantity?: number;
  unit_price_cents: number;
  discount_percent?: number;
  vat_rate_percent?: number | null;
  tax_exemption_code?: string | null;
  service_date?: string | null;
};

function makeDoc(spec: {
  type: DocumentType;
  region: TaxRegion;
  issuerNif: string;
  invoiceNo: string;
  atcud: string;
  invoiceDate: string;
  customer: Partial<InvoicingDocument['customer']> & { name: string };
  lines: LineSpec[];
  certificateNumber?: string;
  status?: 'N' | 'A';
  extra?: Partial<InvoicingDocument>;
}): InvoicingDocument {
  const lines = spec.lines.map((l, i) => {
    const base = {
      quantity: l.quantity ?? 1,
      unit_price_cents: l.unit_price_cents,
      discount_percent: l.discount_percent ?? 0,
    };
    const code = l.vat_rate_percent != null ? null : (l.tax_exemption_code ?? null);
    return {
      id: randomUUID(),
      position: i + 1,
      appointment_id: null,
      service_id: null,
      description: l.description,
      ...base,
      vat_rate_percent: l.vat_rate_percent ?? null,
      tax_exemption_code: code,
      tax_exemption_text: code ? exemptionText(code) : null,
      service_date: l.service_date ?? spec.invoiceDate,
      gross_cents: lineGrossCents(base),
      credited_line_id: null,
      creditable_quantity: null,
      creditable_cents: null,
      credits_amount: false,
    };
  });
  const summary = taxSummary(lines);
  const totals = documentTotals(summary);
  const customer = {
    nif: spec.customer.nif ?? FINAL_CONSUMER_NIF,
    name: spec.customer.name,
    address: spec.customer.address ?? null,
    postal_code: spec.customer.postal_code ?? null,
    city: spec.customer.city ?? null,
  };
  const status = spec.status ?? 'N';
  const [series, number] = spec.invoiceNo.split(' ')[1]!.split('/') as [string, string];
  const now = '2026-03-12T10:00:00.000Z';
  return {
    id: randomUUID(),
    type: spec.type,
    provider: 'clinica',
    status,
    series,
    number: Number(number),
    invoice_no: spec.invoiceNo,
    atcud: spec.atcud,
    invoice_date: spec.invoiceDate,
    system_entry_date: `${spec.invoiceDate}T10:00:00`,
    patient: { id: randomUUID(), name: spec.customer.name },
    insurer: null,
    issuer: null,
    customer,
    notes: null,
    lines,
    tax_summary: summary,
    ...totals,
    hash_control: HASH,
    key_version: 1,
    qr_payload: qrPayload({
      issuerNif: spec.issuerNif,
      customerNif: customer.nif,
      customerCountry: 'PT',
      type: spec.type,
      status,
      invoiceDate: spec.invoiceDate,
      invoiceNo: spec.invoiceNo,
      atcud: spec.atcud,
      region: spec.region,
      summary,
      grossCents: totals.gross_cents,
      taxCents: totals.tax_cents,
      hashControl: HASH,
      certificateNumber: spec.certificateNumber ?? '0',
    }),
    credited_document: null,
    credit_reason: null,
    credit_notes: [],
    cancellable: true,
    cancel_refusal: null,
    payments: [],
    cancel_reason: null,
    cancelled_at: null,
    archived_at: null,
    issued_by: { id: randomUUID(), name: 'Tiago Fonseca' },
    created_at: now,
    updated_at: now,
    ...spec.extra,
  };
}

/** A company (Lda.): its documents carry its CSC art. 171.º mentions. */
const mainland: DocumentIssuer = {
  fiscal_name: 'Fisio Demo, Lda.',
  nif: '509876540',
  address: 'Rua da Conceição, 12, 1.º Esq.',
  postal_code: '1100-150',
  city: 'Lisboa',
  tax_region: 'PT',
  legal_form: 'lda',
  share_capital_cents: 500_000,
  registry_office: 'Conservatória do Registo Comercial de Lisboa',
  registration_number: '509876540',
};
/** A physiotherapist on their own account: no company mentions. */
const azores: DocumentIssuer = {
  fiscal_name: 'Ana Medeiros Reabilitação',
  nif: '214123456',
  address: 'Avenida Infante D. Henrique, 45',
  postal_code: '9500-150',
  city: 'Ponta Delgada',
  tax_region: 'PT-AC',
  legal_form: 'individual',
  share_capital_cents: null,
  registry_office: null,
  registration_number: null,
};
/** The first print of a document. */
const original = { clinicName: 'Clínica Demo', copy: 1 };

/** An exempt FT (M07, CIVA art. 9.º), mainland, final consumer. */
const exemptFt = makeDoc({
  type: 'FT',
  region: 'PT',
  issuerNif: mainland.nif!,
  invoiceNo: 'FT 2026A/17',
  atcud: 'AAJFJ9VC-17',
  invoiceDate: '2026-03-12',
  customer: { name: 'Conceição Gonçalves' },
  lines: [
    {
      description: 'Consulta de fisioterapia — avaliação inicial',
      unit_price_cents: 4500,
      tax_exemption_code: 'M07',
      service_date: '2026-03-02',
    },
    {
      description: 'Sessão de reabilitação pós-operatória',
      quantity: 1.5,
      unit_price_cents: 123450,
      discount_percent: 10,
      tax_exemption_code: 'M07',
      service_date: '2026-03-09',
    },
  ],
});

/** A taxed FS in the Azores: 16 % (normal) and 4 % (reduced), a customer with NIF and address. */
const taxedFs = makeDoc({
  type: 'FS',
  region: 'PT-AC',
  issuerNif: azores.nif!,
  invoiceNo: 'FS 2026B/3',
  atcud: 'BBKQ7M2X-3',
  invoiceDate: '2026-04-01',
  customer: {
    name: 'João Medeiros',
    nif: '123456789',
    address: 'Rua do Mercado, 3',
    postal_code: '9500-020',
    city: 'Ponta Delgada',
  },
  lines: [
    {
      description: 'Banda elástica de resistência média',
      quantity: 2,
      unit_price_cents: 1250,
      vat_rate_percent: 16,
    },
    { description: 'Livro de exercícios «Coluna saudável»', unit_price_cents: 1890, vat_rate_percent: 4 },
  ],
});

// ---------------------------------------------------------------------------------------------------

describe('renderDocumentPdf', () => {
  it('prints an exempt FT for a final consumer: A4, identity, lines, exemption reason, totals, QR, the processing line', async () => {
    const pdf = await renderDocumentPdf(exemptFt, mainland, original);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const r = readPdf(pdf);
    expect(r.info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(r.pages).toBe(1);
    const text = r.text();
    for (const expected of [
      'Clínica Demo',
      'Fisio Demo, Lda.',
      'NIF 509876540',
      'Rua da Conceição, 12, 1.º Esq.',
      '1100-150 Lisboa',
      'Fatura',
      'FT 2026A/17',
      'Data: 12/03/2026',
      'ATCUD: AAJFJ9VC-17',
      'Original',
      'Conceição Gonçalves',
      'Consumidor final',
      // the lines: description, service date, quantity, unit price without and with VAT (exempt: the
      // same), discount, exemption code, total
      'Consulta de fisioterapia — avaliação inicial 02/03/2026 1 45,00 45,00 0 M07 45,00',
      'Sessão de reabilitação pós-operatória 09/03/2026 1,5 1234,50 1234,50 10 M07 1666,58',
      'Isento — M07: Isento artigo 9.º do CIVA',
      'Isento (M07) 1711,58 € 0,00 € 1711,58 €',
      'Total ilíquido 1711,58 €',
      'Total IVA 0,00 €',
      'Total a pagar 1711,58 €',
      `${HASH}-Processado por programa não certificado`,
      'Página 1 de 1',
    ])
      expect(text).toContain(expected);
    // Plainly «não certificado», never a notice that the patient's invoice has no validity.
    expect(text).not.toMatch(/validade|Documento emitido por programa/);
    expect(text).not.toContain('NIF: 999999990');
    expect(text).not.toContain('ANULADO');
    // The certificate line only appears with a certificate.
    expect(text).not.toMatch(/programa certificado n\.º/);
  });

  it('prints a taxed FS in the Azores (16 % and 4 %) with the customer’s NIF and address, one summary row per rate', async () => {
    const pdf = await renderDocumentPdf(taxedFs, azores, { clinicName: 'Reabilitação Atlântica', copy: 1 });
    const text = readPdf(pdf).text();
    for (const expected of [
      'Fatura simplificada',
      'FS 2026B/3',
      'Data: 01/04/2026',
      'ATCUD: BBKQ7M2X-3',
      'NIF 214123456',
      'NIF: 123456789',
      'João Medeiros',
      'Rua do Mercado, 3',
      '9500-020 Ponta Delgada',
      // Unit prices without VAT: 12,50 × 100/116 = 10,78; 18,90 × 100/104 = 18,17 (CIVA art. 36.º n.º 5 c)).
      'Banda elástica de resistência média 01/04/2026 2 10,78 12,50 0 16% 25,00',
      'Livro de exercícios «Coluna saudável» 01/04/2026 1 18,17 18,90 0 4% 18,90',
      // 25,00 at 16 %: net 21,55, VAT 3,45; 18,90 at 4 %: net 18,17, VAT 0,73
      '16% 21,55 € 3,45 € 25,00 €',
      '4% 18,17 € 0,73 € 18,90 €',
      'Total ilíquido 39,72 €',
      'Total IVA 4,18 €',
      'Total a pagar 43,90 €',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Consumidor final');
    expect(text).not.toContain('Isento');
    // An individual: no company mentions.
    expect(text).not.toMatch(/Capital social|Conservatória|Matrícula/);
  });

  it('draws a QR code of at least 30 × 30 mm that decodes to exactly the document’s QR payload', async () => {
    for (const [doc, issuer] of [
      [exemptFt, mainland],
      [taxedFs, azores],
    ] as const) {
      const r = readPdf(await renderDocumentPdf(doc, issuer, original));
      expect(r.qrCodes(r.pages)).toEqual([doc.qr_payload]);
      const size = r.qrSizeMm(r.pages);
      expect(size.width).toBeGreaterThanOrEqual(30);
      expect(size.width).toBeLessThan(45);
      expect(size.height).toBeCloseTo(size.width, 0);
      // The ATCUD is printed twice: in the header and immediately above the QR code.
      expect(r.text().split(`ATCUD: ${doc.atcud}`)).toHaveLength(3);
      expectAtcudPlacement(r, doc.atcud!);
    }
  });

  it('says «Original» on the first copy and «2.ª via» on every later one, on every page', async () => {
    const first = readPdf(await renderDocumentPdf(manyLines(60), mainland, original));
    const again = readPdf(await renderDocumentPdf(manyLines(60), mainland, { ...original, copy: 3 }));
    for (const r of [first, again]) expect(r.pages).toBeGreaterThan(1);
    for (let page = 1; page <= first.pages; page++) {
      expect(first.text(page)).toContain('Original');
      expect(first.text(page)).not.toContain('2.ª via');
      expect(again.text(page)).toContain('2.ª via');
      expect(again.text(page)).not.toContain('Original');
    }
  });

  it('prints a company’s mentions (CSC art. 171.º): its kind, share capital, registry office and number', async () => {
    const text = readPdf(await renderDocumentPdf(exemptFt, mainland, original)).text();
    expect(text).toContain('Sociedade por quotas · Capital social 5000,00 €');
    expect(text).toContain('Conservatória do Registo Comercial de Lisboa');
    expect(text).toContain('Matrícula e NIPC n.º 509876540');
    const sa = { ...mainland, legal_form: 'sa' as const, share_capital_cents: 5_000_000_000 };
    expect(readPdf(await renderDocumentPdf(exemptFt, sa, original)).text()).toContain(
      'Sociedade anónima · Capital social 50 000 000,00 €',
    );
    // A document issued before the legal form was recorded prints none.
    const before = { ...mainland, legal_form: null };
    expect(readPdf(await renderDocumentPdf(exemptFt, before, original)).text()).not.toContain(
      'Capital social',
    );
  });

  it('with a certificate number prints «Processado por programa certificado n.º …/AT»', async () => {
    const text = readPdf(
      await renderDocumentPdf(exemptFt, mainland, { ...original, certificateNumber: '1234' }),
    ).text();
    expect(text).toContain(`${HASH}-Processado por programa certificado n.º 1234/AT`);
    expect(text).not.toContain('não certificado');
  });

  it('renders every page as an image with content', async () => {
    const blank = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    blank.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => blank.on('end', resolve));
    blank.end();
    await ended;
    const [blankPng] = readPdf(Buffer.concat(chunks)).render(50);
    const blankSize = fs.statSync(blankPng!).size;

    const r = readPdf(await renderDocumentPdf(manyLines(60), mainland, original));
    const pngs = r.render(50);
    expect(pngs).toHaveLength(r.pages);
    for (const png of pngs) expect(fs.statSync(png).size).toBeGreaterThan(blankSize * 3);
  });

  it('spreads 60 lines over pages: no line split, the heading on every page, «Página i de N», the QR on the last page', async () => {
    const doc = manyLines(60);
    const r = readPdf(await renderDocumentPdf(doc, mainland, original));
    expect(r.pages).toBeGreaterThan(1);
    const pages = Array.from({ length: r.pages }, (_, i) => r.text(i + 1));
    const all = pages.join('\n');
    for (let i = 1; i <= 60; i++) {
      const start = `L${String(i).padStart(2, '0')}início`;
      const end = `L${String(i).padStart(2, '0')}fim`;
      expect(all.split(start)).toHaveLength(2); // exactly once
      expect(all.split(end)).toHaveLength(2);
      const pageOf = (marker: string) => pages.findIndex((p) => p.includes(marker));
      expect(pageOf(start), `line ${i} split across pages`).toBe(pageOf(end));
    }
    pages.forEach((p, i) => {
      expect(p).toContain(`Página ${i + 1} de ${r.pages}`);
      // The table's heading on every page that has lines.
      if (/L\d\dinício/.test(p)) expect(p.match(/Descrição/g)).toHaveLength(1);
      expect(p).toContain(`${HASH}-Processado por programa não certificado`);
    });
    expect(r.text(r.pages)).toContain('Total a pagar');
    expect(r.qrCodes(r.pages)).toEqual([doc.qr_payload]);
    for (let p = 1; p < r.pages; p++) expect(r.qrCodes(p, 100)).toEqual([]);
    // The ATCUD in every page's header, and immediately above the QR code on the last.
    expectAtcudPlacement(r, doc.atcud!);
  });

  it('prints a credit note with the document it credits and why, totalled as «Total creditado»', async () => {
    const nc = makeDoc({
      type: 'NC',
      region: 'PT',
      issuerNif: mainland.nif!,
      invoiceNo: 'NC 2026A/2',
      atcud: 'CCQW8P3Z-2',
      invoiceDate: '2026-03-20',
      customer: { name: 'Conceição Gonçalves' },
      lines: [
        {
          description: 'Consulta de fisioterapia — avaliação inicial',
          unit_price_cents: 4500,
          tax_exemption_code: 'M07',
        },
      ],
      extra: {
        credited_document: { id: randomUUID(), invoice_no: 'FT 2026A/3' },
        credit_reason: 'Sessão cancelada pela clínica',
      },
    });
    const text = readPdf(await renderDocumentPdf(nc, mainland, original)).text();
    expect(text).toContain('Nota de crédito');
    expect(text).toContain('NC 2026A/2');
    expect(text).toContain('Nota de crédito referente a FT 2026A/3');
    expect(text).toContain('Motivo: Sessão cancelada pela clínica');
    expect(text).toContain('Total creditado 45,00 €');
    expect(text).not.toContain('Total a pagar');
  });

  it('marks a cancelled document «ANULADO» with the reason', async () => {
    const cancelled = { ...exemptFt, status: 'A' as const, cancel_reason: 'NIF do cliente errado' };
    const r = readPdf(await renderDocumentPdf(cancelled, mainland, original));
    const text = r.text();
    expect(text).toContain('ANULADO');
    expect(text).toContain('Motivo da anulação: NIF do cliente errado');
    expect(text).toContain('Total a pagar 1711,58 €');
    expect(r.qrCodes(1)).toEqual([cancelled.qr_payload]);
  });

  it('refuses a draft', async () => {
    const draft = { ...exemptFt, status: 'D' as const, invoice_no: null, atcud: null, qr_payload: null };
    await expect(renderDocumentPdf(draft, mainland, original)).rejects.toThrow(
      'Um rascunho não é um documento fiscal',
    );
    await expect(renderDocumentPdf({ ...exemptFt, invoice_no: null }, mainland, original)).rejects.toThrow();
  });

  it('keeps Portuguese text and «€» through a round trip, and draws what Helvetica lacks as near as it can', async () => {
    const doc = makeDoc({
      type: 'FR',
      region: 'PT-MA',
      issuerNif: mainland.nif!,
      invoiceNo: 'FR 2026A/9',
      atcud: 'DDZT4K8R-9',
      invoiceDate: '2026-05-04',
      customer: { name: 'Zoë Łukasiewicz Ação', nif: '123456789' },
      lines: [
        { description: 'Massagem ≥ 30 min — ção ã º ª € ü', unit_price_cents: 3000, vat_rate_percent: 22 },
      ],
    });
    const text = readPdf(await renderDocumentPdf(doc, { ...mainland, tax_region: 'PT-MA' }, original)).text();
    expect(text).toContain('Fatura-recibo');
    expect(text).toContain('Zoë Lukasiewicz Ação');
    expect(text).toContain('Massagem >= 30 min — ção ã º ª € ü');
    expect(text).toContain('Total pago 30,00 €');
    expect(printable('Łódź\t→ ok')).toBe('Lódz ? ok');
  });

  it('names the file after the number', () => {
    expect(documentPdfFilename(exemptFt)).toBe('FT_2026A_17.pdf');
  });
});

/** An FT of `n` lines whose descriptions wrap, each marked at its start and its end (words with no break inside). */
function manyLines(n: number): InvoicingDocument {
  return makeDoc({
    type: 'FT',
    region: 'PT',
    issuerNif: mainland.nif!,
    invoiceNo: 'FT 2026A/18',
    atcud: 'AAJFJ9VC-18',
    invoiceDate: '2026-03-12',
    customer: {
      name: 'Maria Antónia Rebelo',
      nif: '123456789',
      address: 'Largo do Carmo, 1',
      postal_code: '1200-092',
      city: 'Lisboa',
    },
    lines: Array.from({ length: n }, (_, i) => {
      const k = String(i + 1).padStart(2, '0');
      return {
        description: `L${k}início sessão de fisioterapia com mobilização articular e reforço muscular L${k}fim`,
        unit_price_cents: 3500 + i,
        tax_exemption_code: 'M07',
        service_date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      };
    }),
  });
}
