import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import { vatFromRate, type ExpenseCategory } from '@clinica/contracts/expenses';
import type { ExpenseMethod } from '@clinica/contracts/payment-methods';
import type { Database } from '../client.js';
import { expenseLines, expenses, files } from '../schema.js';
import type { Storage } from '../../modules/files/storage.js';
import { localClock } from '../../modules/invoicing/issue.service.js';
import { DEMO_MANAGER_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const DAY = 86_400_000;

type Row = {
  /** Days before today. */
  ago: number;
  name: string;
  vendor: string;
  nif: string | null;
  category: ExpenseCategory;
  cents: number;
  /** A rate, or `{ vat }` when the ticket gives the VAT amount. */
  rate: number | { vat: number };
  method: ExpenseMethod;
  notes?: string;
  /** Seeds a one-page PDF «receipt» with it. */
  receipt?: true;
};

/** A month of a small physiotherapy clinic's costs in Porto: vendors with valid NIFs, realistic VAT. */
const month: Row[] = [
  {
    ago: 29,
    name: 'Renda do espaço — mês corrente',
    vendor: 'Imobiliária Boavista, Lda.',
    nif: '509442013',
    category: 'rent',
    cents: 120_000,
    rate: 0,
    method: 'bank_transfer',
    notes: 'Isento de IVA (arrendamento, art. 9.º CIVA).',
    receipt: true,
  },
  {
    ago: 28,
    name: 'Eletricidade',
    vendor: 'EDP Comercial',
    nif: '503504564',
    category: 'utilities',
    cents: 14_273,
    rate: 23,
    method: 'bank_transfer',
    receipt: true,
  },
  {
    ago: 27,
    name: 'Gel condutor de ultrassons 5 L',
    vendor: 'OrtoSaúde Fornecimentos, Lda.',
    nif: '504615947',
    category: 'supplies',
    cents: 3_690,
    rate: 23,
    method: 'mb',
  },
  {
    ago: 27,
    name: 'Ligaduras elásticas (caixa de 12)',
    vendor: 'OrtoSaúde Fornecimentos, Lda.',
    nif: '504615947',
    category: 'supplies',
    cents: 2_214,
    rate: 6,
    method: 'mb',
  },
  {
    ago: 26,
    name: 'Água',
    vendor: 'Águas do Porto, EM',
    nif: '507718666',
    category: 'utilities',
    cents: 3_847,
    rate: 6,
    method: 'bank_transfer',
  },
  {
    ago: 25,
    name: 'Internet, telefone e TV',
    vendor: 'MEO — Serviços de Comunicações e Multimédia',
    nif: '502615753',
    category: 'communications',
    cents: 6_499,
    rate: 23,
    method: 'bank_transfer',
    receipt: true,
  },
  {
    ago: 25,
    name: 'Telemóvel da receção',
    vendor: 'NOS Comunicações',
    nif: '502604751',
    category: 'communications',
    cents: 1_999,
    rate: 23,
    method: 'credit_card',
  },
  {
    ago: 24,
    name: 'Kinesio tape 5 cm × 5 m (6 rolos)',
    vendor: 'Fisiomed Distribuição',
    nif: '505993082',
    category: 'supplies',
    cents: 5_412,
    rate: 23,
    method: 'credit_card',
    receipt: true,
  },
  {
    ago: 23,
    name: 'Limpeza semanal',
    vendor: 'Limpezas Brilho do Norte, Lda.',
    nif: '503219886',
    category: 'cleaning',
    cents: 9_225,
    rate: 23,
    method: 'bank_transfer',
  },
  {
    ago: 22,
    name: 'Lençóis descartáveis para marquesa',
    vendor: 'Fisiomed Distribuição',
    nif: '505993082',
    category: 'supplies',
    cents: 4_305,
    rate: 23,
    method: 'mb',
  },
  {
    ago: 21,
    name: 'Avença de contabilidade',
    vendor: 'Contas Certas — Contabilidade, Lda.',
    nif: '502544180',
    category: 'professional_services',
    cents: 18_450,
    rate: 23,
    method: 'bank_transfer',
    receipt: true,
  },
  {
    ago: 20,
    name: 'Café e águas para a sala de espera',
    vendor: 'Pingo Doce',
    nif: '500829993',
    category: 'other',
    cents: 2_387,
    rate: { vat: 311 },
    method: 'cash',
  },
  {
    ago: 19,
    name: 'Creme de massagem 1 L',
    vendor: 'OrtoSaúde Fornecimentos, Lda.',
    nif: '504615947',
    category: 'supplies',
    cents: 2_890,
    rate: 23,
    method: 'mb',
  },
  {
    ago: 18,
    name: 'Gás natural',
    vendor: 'Galp Gás Natural',
    nif: '504499777',
    category: 'utilities',
    cents: 4_128,
    rate: 23,
    method: 'bank_transfer',
  },
  {
    ago: 17,
    name: 'Formação em terapia manual (inscrição)',
    vendor: 'Academia de Fisioterapia do Porto',
    nif: '506848558',
    category: 'training',
    cents: 25_000,
    rate: 0,
    method: 'bank_transfer',
    notes: 'Formação certificada — isenta.',
    receipt: true,
  },
  {
    ago: 16,
    name: 'Limpeza semanal',
    vendor: 'Limpezas Brilho do Norte, Lda.',
    nif: '503219886',
    category: 'cleaning',
    cents: 9_225,
    rate: 23,
    method: 'bank_transfer',
  },
  {
    ago: 15,
    name: 'Material de escritório',
    vendor: 'Staples Portugal',
    nif: '503423971',
    category: 'supplies',
    cents: 3_156,
    rate: 23,
    method: 'credit_card',
  },
  {
    ago: 14,
    name: 'Seguro de responsabilidade civil profissional',
    vendor: 'Fidelidade — Companhia de Seguros',
    nif: '500918880',
    category: 'insurance',
    cents: 31_500,
    rate: 0,
    method: 'bank_transfer',
    notes: 'Prémio trimestral.',
  },
  {
    ago: 13,
    name: 'Elásticos de resistência (conjunto)',
    vendor: 'Fisiomed Distribuição',
    nif: '505993082',
    category: 'equipment',
    cents: 7_995,
    rate: 23,
    method: 'mb',
  },
  {
    ago: 12,
    name: 'Anúncio nas redes sociais',
    vendor: 'Meta Platforms Ireland',
    nif: null,
    category: 'marketing',
    cents: 5_000,
    rate: 0,
    method: 'credit_card',
    notes: 'Autoliquidação de IVA (serviço intracomunitário).',
  },
  {
    ago: 11,
    name: 'Manutenção do aparelho de eletroterapia',
    vendor: 'TecnoMed Assistência Técnica',
    nif: '500077568',
    category: 'maintenance',
    cents: 11_070,
    rate: 23,
    method: 'bank_transfer',
  },
  {
    ago: 10,
    name: 'Toalhas de papel e desinfetante',
    vendor: 'Makro Cash & Carry Portugal',
    nif: '502011475',
    category: 'supplies',
    cents: 4_679,
    rate: 23,
    method: 'mb',
  },
  {
    ago: 9,
    name: 'Limpeza semanal',
    vendor: 'Limpezas Brilho do Norte, Lda.',
    nif: '503219886',
    category: 'cleaning',
    cents: 9_225,
    rate: 23,
    method: 'bank_transfer',
  },
  {
    ago: 8,
    name: 'Estacionamento — visita domiciliária',
    vendor: 'Parque Trindade',
    nif: null,
    category: 'other',
    cents: 450,
    rate: 23,
    method: 'cash',
  },
  {
    ago: 7,
    name: 'Subscrição do software de gestão',
    vendor: 'Clínica Software, Lda.',
    nif: '500697256',
    category: 'professional_services',
    cents: 3_690,
    rate: 23,
    method: 'credit_card',
  },
  {
    ago: 6,
    name: 'Taxa da Ordem dos Fisioterapeutas',
    vendor: 'Ordem dos Fisioterapeutas',
    nif: '980245974',
    category: 'taxes',
    cents: 10_000,
    rate: 0,
    method: 'bank_transfer',
  },
  {
    ago: 5,
    name: 'Agulhas de punção seca (caixa de 100)',
    vendor: 'OrtoSaúde Fornecimentos, Lda.',
    nif: '504615947',
    category: 'supplies',
    cents: 1_845,
    rate: 23,
    method: 'mb',
    receipt: true,
  },
  {
    ago: 4,
    name: 'Rolo de espuma e bola de Pilates',
    vendor: 'Decathlon Portugal',
    nif: '503401277',
    category: 'equipment',
    cents: 3_498,
    rate: 23,
    method: 'credit_card',
  },
  {
    ago: 2,
    name: 'Limpeza semanal',
    vendor: 'Limpezas Brilho do Norte, Lda.',
    nif: '503219886',
    category: 'cleaning',
    cents: 9_225,
    rate: 23,
    method: 'bank_transfer',
  },
  {
    ago: 1,
    name: 'Garrafões de água para a receção',
    vendor: 'Água do Luso',
    nif: '500100144',
    category: 'other',
    cents: 1_260,
    rate: 6,
    method: 'cash',
  },
];

/** A one-page «receipt» as a vendor would print it (pdfkit, which the server already uses for invoices). */
function receiptPdf(row: Row, date: string, vat: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', margin: 24, info: { Title: `Recibo — ${row.vendor}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const euros = (c: number) => `${(c / 100).toFixed(2).replace('.', ',')} €`;
    doc.fontSize(12).text(row.vendor, { underline: true });
    if (row.nif) doc.fontSize(9).text(`NIF ${row.nif}`);
    doc
      .moveDown()
      .fontSize(10)
      .text(`Recibo — ${date.split('-').reverse().join('/')}`);
    doc.moveDown().text(row.name);
    doc.moveDown().text(`IVA incluído: ${euros(vat)}`);
    doc.fontSize(12).text(`Total: ${euros(row.cents)}`);
    doc.end();
  });
}

/**
 * The demo clinic's expenses of the last month (issue 27), some with their receipt stored as the app
 * stores one. Idempotent: seeded once (the first row's id says whether they are there). Without a
 * storage (the seed tests), the receipts are left out.
 */
export async function seedDemoExpenses(
  database: Database,
  storage?: Storage,
  now = new Date(),
): Promise<void> {
  const there = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ id: expenses.id })
      .from(expenses)
      .where(eq(expenses.id, id(27_001))),
  );
  if (there.length) return;
  const today = localClock(now, 'Europe/Lisbon').date;
  const dateOf = (ago: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) - ago * DAY).toISOString().slice(0, 10);

  const receipts = new Map<number, { fileId: string; key: string; bytes: Buffer }>();
  if (storage) {
    for (const [i, row] of month.entries()) {
      if (!row.receipt) continue;
      const fileId = id(27_101 + i);
      const vat = typeof row.rate === 'number' ? vatFromRate(row.cents, row.rate) : row.rate.vat;
      const bytes = await receiptPdf(row, dateOf(row.ago), vat);
      const key = `${DEMO_TENANT_ID}/${fileId}`;
      await storage.put(key, bytes); // bytes before rows, as an upload does
      receipts.set(i, { fileId, key, bytes });
    }
  }
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    for (const [i, row] of month.entries()) {
      const receipt = receipts.get(i);
      if (receipt)
        await tx.insert(files).values({
          id: receipt.fileId,
          tenantId: DEMO_TENANT_ID,
          ownerId: null,
          purpose: 'expense_receipt',
          name: `recibo-${row.vendor.split(/[ ,—]/)[0]!.toLowerCase()}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: receipt.bytes.length,
          storageKey: receipt.key,
          createdBy: DEMO_MANAGER_ID,
        });
      const rate = typeof row.rate === 'number' ? row.rate : null;
      const vatCents = rate === null ? (row.rate as { vat: number }).vat : vatFromRate(row.cents, rate);
      await tx.insert(expenses).values({
        id: id(27_001 + i),
        tenantId: DEMO_TENANT_ID,
        name: row.name,
        vendorName: row.vendor,
        vendorNif: row.nif,
        expenseDate: dateOf(row.ago),
        category: row.category,
        totalCents: row.cents,
        vatCents,
        vatRatePercent: rate,
        method: row.method,
        notes: row.notes ?? null,
        receiptFileId: receipt?.fileId ?? null,
        createdBy: DEMO_MANAGER_ID,
      });
      // An expense with a rate has its line (decision 039); a VAT typed as an amount has none.
      if (rate !== null)
        await tx.insert(expenseLines).values({
          id: id(27_301 + i),
          tenantId: DEMO_TENANT_ID,
          expenseId: id(27_001 + i),
          vatRatePercent: rate,
          totalCents: row.cents,
          vatCents,
        });
    }
  });
}

/**
 * A supplier's invoice with two VAT rates (issue 43 §9), recorded as one expense with a line per rate
 * and the supplier's document number: a cervical collar and an elbow brace at 6 % (CIVA, Lista I, verba
 * 2.6: orthopaedic devices) and massage cream at 23 %. Its own idempotent part, so a clinic seeded before
 * gets it too.
 */
export async function seedDemoSupplierInvoice(database: Database, now = new Date()): Promise<void> {
  const expenseId = id(27_201);
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const there = await tx.select({ id: expenses.id }).from(expenses).where(eq(expenses.id, expenseId));
    if (there.length) return;
    const today = localClock(now, 'Europe/Lisbon').date;
    const date = new Date(Date.parse(`${today}T12:00:00Z`) - 12 * DAY).toISOString().slice(0, 10);
    const lines = [
      { vatRatePercent: 6, totalCents: 8_480 },
      { vatRatePercent: 23, totalCents: 4_182 },
    ].map((l) => ({ ...l, vatCents: vatFromRate(l.totalCents, l.vatRatePercent) }));
    await tx.insert(expenses).values({
      id: expenseId,
      tenantId: DEMO_TENANT_ID,
      name: 'Colar cervical, cotoveleiras e creme de massagem',
      vendorName: 'Fisiomed Distribuição',
      vendorNif: '505993082',
      vendorDocumentNumber: 'FT 2026A/1187',
      expenseDate: date,
      category: 'supplies',
      totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
      vatCents: lines.reduce((sum, l) => sum + l.vatCents, 0),
      vatRatePercent: null,
      method: 'bank_transfer',
      notes: 'Fatura com duas taxas: material ortopédico a 6 %, creme a 23 %.',
      createdBy: DEMO_MANAGER_ID,
    });
    await tx
      .insert(expenseLines)
      .values(lines.map((l, i) => ({ ...l, id: id(27_211 + i), tenantId: DEMO_TENANT_ID, expenseId })));
  });
}
