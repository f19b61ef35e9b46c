import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);

function multipart(file: Buffer, filename: string) {
  const b = 'expenseBoundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  };
}
const attach = (id: string, file: Buffer, filename: string, cookie = t.manager) =>
  t.request({
    method: 'PUT',
    url: `/api/v1/expenses/${id}/attachment`,
    cookie,
    ...multipart(file, filename),
  });

let n = 0;
async function expense(over: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/v1/expenses', {
    name: `Consumíveis ${++n}`,
    vendor_name: 'Recibos & Companhia',
    expense_date: '2025-05-02',
    category: 'supplies',
    total_cents: 1230,
    vat_rate_percent: 23,
    method: 'mb',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; attachment: unknown };
}
/** The stored receipts' files on disk (the local storage driver's folder). */
const storedFiles = () => {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
};

describe('an expense’s receipt', () => {
  it('takes a PNG, a JPEG or a PDF by content, downloads the bytes, replaces and removes it', async () => {
    const e = await expense();
    const before = storedFiles();
    for (const [file, filename, type] of [
      [PNG, 'talao.png', 'image/png'],
      [JPEG, 'talao.bin', 'image/jpeg'],
      [PDF, 'fatura.pdf', 'application/pdf'],
    ] as const) {
      const res = await attach(e.id, file, filename);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().attachment).toEqual({ name: filename, content_type: type, size_bytes: file.length });
      const dl = await api('GET', `/api/v1/expenses/${e.id}/attachment`);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe(type);
      expect(dl.headers['content-disposition']).toContain(`attachment; filename*=UTF-8''${filename}`);
      expect(dl.rawPayload.equals(file)).toBe(true);
      // A replaced receipt's bytes are gone: one file on disk for this expense.
      expect(storedFiles()).toBe(before + 1);
    }
    const removed = await api('DELETE', `/api/v1/expenses/${e.id}/attachment`);
    expect([removed.statusCode, removed.json().attachment]).toEqual([200, null]);
    expect(storedFiles()).toBe(before);
    expect((await api('GET', `/api/v1/expenses/${e.id}/attachment`)).statusCode).toBe(404);
  });

  it('refuses a text file renamed .png (415), an empty one (400) and one over 20 MB (413), writing nothing', async () => {
    const e = await expense();
    const before = storedFiles();
    const text = await attach(e.id, Buffer.from('isto não é uma imagem'), 'talao.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.fields).toEqual({
      file: 'Tipo de ficheiro não suportado. Use PDF, JPG, PNG ou WebP.',
    });
    expect((await attach(e.id, Buffer.alloc(0), 'vazio.png')).statusCode).toBe(400);
    const big = await attach(e.id, Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]), 'grande.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O ficheiro não pode exceder 20 MB');
    expect((await api('GET', `/api/v1/expenses/${e.id}`)).json().attachment).toBeNull();
    expect(storedFiles()).toBe(before);
  });

  it('goes with the expense when it is deleted', async () => {
    const e = await expense();
    const before = storedFiles();
    expect((await attach(e.id, PNG, 'recibo.png')).statusCode).toBe(200);
    expect(storedFiles()).toBe(before + 1);
    expect((await api('DELETE', `/api/v1/expenses/${e.id}`)).statusCode).toBe(200);
    expect(storedFiles()).toBe(before);
  });

  it('is read by whoever reads expenses, and changed by whoever updates them', async () => {
    const e = await expense();
    await attach(e.id, PNG, 'recibo.png');
    const rececao = await t.login('rececao@demo.clinica.pt');
    expect((await api('GET', `/api/v1/expenses/${e.id}/attachment`, undefined, rececao)).statusCode).toBe(
      403,
    );
    expect((await attach(e.id, PNG, 'outro.png', rececao)).statusCode).toBe(403);
    expect((await attach(e.id, PNG, 'outro.png', t.other)).statusCode).toBe(404);
  });
});

describe('the expenses list', () => {
  const vendor = 'Listagem Fornecimentos';
  const made: string[] = [];
  it('filters by category, vendor and date range, newest first, with the totals of the whole set', async () => {
    for (const [date, category, total, vendorName] of [
      ['2024-01-05', 'supplies', 1230, `${vendor} Norte`],
      ['2024-01-20', 'rent', 50_000, `${vendor} Norte`],
      ['2024-02-03', 'supplies', 615, `${vendor} Sul`],
      ['2024-02-28', 'supplies', 2460, `${vendor} Sul`],
    ] as const) {
      made.push(
        (
          await expense({
            name: `Lista ${date}`,
            vendor_name: vendorName,
            expense_date: date,
            category,
            total_cents: total,
          })
        ).id,
      );
    }
    const get = async (query: string) => {
      const res = await api('GET', `/api/v1/expenses?vendor=${encodeURIComponent(vendor)}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const year = 'from=2024-01-01&to=2024-12-31';
    const all = await get(year);
    expect(all.items.map((i: { expense_date: string }) => i.expense_date)).toEqual([
      '2024-02-28',
      '2024-02-03',
      '2024-01-20',
      '2024-01-05',
    ]);
    expect(all.totals).toEqual({ count: 4, total_cents: 54_305, vat_cents: 230 + 9350 + 115 + 460 });
    const supplies = await get('category=supplies&from=2024-01-06&to=2024-02-28');
    expect(supplies.totals).toEqual({ count: 2, total_cents: 3075, vat_cents: 575 });
    // The totals are the whole filtered set's, not the page's.
    const page = await get(`page_size=1&page=2&${year}`);
    expect([page.items.length, page.total, page.totals.count]).toEqual([1, 4, 4]);
    // Issue 41: no closed period, no money totals — the list and its exact count below the cap remain.
    const open = await get('page_size=1&from=2024-01-01');
    expect([open.items.length, open.total, open.total_capped, open.totals]).toEqual([1, 4, false, null]);
    expect(page.items[0].expense_date).toBe('2024-02-03');
    const sul = await api('GET', `/api/v1/expenses?vendor=${encodeURIComponent('fornecimentos SUL')}`);
    expect(sul.json().total).toBe(2);
    expect((await api('GET', '/api/v1/expenses?category=holidays')).statusCode).toBe(400);
  });

  it('exports the filtered set as CSV for a Portuguese Excel', async () => {
    const tricky = await expense({
      name: '=HYPERLINK("http://x";"clique")',
      vendor_name: `${vendor} Aspas; "Lda"`,
      notes: 'Primeira linha\nSegunda linha',
      expense_date: '2024-03-09',
      total_cents: 123_456,
      vat_rate_percent: undefined,
      vat_cents: 1_005,
      category: 'equipment',
      method: 'bank_transfer',
    });
    const minus = await expense({
      name: '-2+3',
      vendor_name: `@${vendor}`,
      expense_date: '2024-03-10',
      category: 'equipment',
    });
    const res = await api(
      'GET',
      `/api/v1/expenses/export.csv?vendor=${encodeURIComponent(vendor)}&category=equipment`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gastos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Data;Nome;Fornecedor;NIF do fornecedor;Categoria;Método de pagamento;Total (€);IVA (€);Taxa de IVA (%);N.º do documento do fornecedor;Notas',
    );
    expect(lines[1]).toBe(`10/03/2024;'-2+3;'@${vendor};;Equipamento;Multibanco;12,30;2,30;23;;`);
    expect(text).toContain(
      `09/03/2024;"'=HYPERLINK(""http://x"";""clique"")";"${vendor} Aspas; ""Lda""";;Equipamento;Transferência bancária;1234,56;10,05;;;"Primeira linha\nSegunda linha"\r\n`,
    );
    // One row per expense of the filtered set (the header, two rows, the final line end).
    expect(lines).toHaveLength(4);
    const filtered = await api(
      'GET',
      `/api/v1/expenses?vendor=${encodeURIComponent(vendor)}&category=equipment`,
    );
    expect(filtered.json().items.map((i: { id: string }) => i.id)).toEqual([minus.id, tricky.id]);
  });
});
