// Issue 43 §9 (decision 039): a supplier's invoice with several VAT rates, its document number, and
// the duplicate refusal naming the expense recorded.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { expenseFixture } from './expenses.test-helpers.js';

const t = useTestApp();
const { api } = t;

const { base, create, count } = expenseFixture(t);
type Body = Record<string, unknown>;
describe('expenses: lines per VAT rate and the supplier’s document (issue 43 §9)', () => {
  const supplier = {
    ...base,
    name: 'Material de consumo e creme de massagem',
    vendor_name: 'Ortopedia Atlântico, Lda.',
    vendor_nif: '500100144',
    expense_date: '2025-05-20',
    category: 'supplies',
    method: 'bank_transfer',
  };
  const noRate = (b: Body) => {
    const copy = { ...b };
    delete copy.vat_rate_percent;
    delete copy.total_cents;
    return copy;
  };

  it('records one expense with a line per rate: the total and VAT are their sums, each line’s VAT its own', async () => {
    const res = await create({
      ...noRate(supplier),
      vendor_document_number: 'FT 2025A/318',
      lines: [
        { vat_rate_percent: 6, total_cents: 10_600 },
        { vat_rate_percent: 23, total_cents: 12_300 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      vendor_document_number: 'FT 2025A/318',
      total_cents: 22_900,
      vat_cents: 600 + 2_300,
      vat_rate_percent: null,
      lines: [
        { vat_rate_percent: 6, total_cents: 10_600, vat_cents: 600 },
        { vat_rate_percent: 23, total_cents: 12_300, vat_cents: 2_300 },
      ],
    });
    expect((await api('GET', `/api/v1/expenses/${e.id}`)).json()).toEqual(e);

    // The list's totals and the CSV count the lines' sums; the CSV names both rates and the document.
    const list = (
      await api(
        'GET',
        `/api/v1/expenses?vendor=${encodeURIComponent('Ortopedia Atlântico')}&from=2025-05-01&to=2025-05-31`,
      )
    ).json();
    expect(list.totals).toMatchObject({ count: 1, total_cents: 22_900, vat_cents: 2_900 });
    const csv = await api(
      'GET',
      `/api/v1/expenses/export.csv?vendor=${encodeURIComponent('Ortopedia Atlântico')}`,
    );
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const cells = Object.fromEntries(header!.split(';').map((h, i) => [h, row!.split(';')[i]]));
    expect(cells).toMatchObject({
      'Total (€)': '229,00',
      'IVA (€)': '29,00',
      'Taxa de IVA (%)': '6 e 23',
      'N.º do documento do fornecedor': 'FT 2025A/318',
    });

    // An edit of other fields keeps the lines; new lines replace them; one rate makes one line.
    const kept = await api('PUT', `/api/v1/expenses/${e.id}`, { notes: 'Entregue' });
    expect(kept.json().lines).toHaveLength(2);
    const tooMuch = await api('PUT', `/api/v1/expenses/${e.id}`, { total_cents: 30_000 });
    expect([tooMuch.statusCode, tooMuch.json().error.fields]).toEqual([
      400,
      { total_cents: 'Este gasto tem várias taxas de IVA: altere as linhas por taxa' },
    ]);
    const single = await api('PUT', `/api/v1/expenses/${e.id}`, {
      vat_rate_percent: 23,
      total_cents: 24_600,
    });
    expect(single.json()).toMatchObject({
      total_cents: 24_600,
      vat_cents: 4_600,
      vat_rate_percent: 23,
      lines: [{ vat_rate_percent: 23, total_cents: 24_600, vat_cents: 4_600 }],
    });
    const amount = await api('PUT', `/api/v1/expenses/${e.id}`, { vat_cents: 1_000 });
    expect(amount.json()).toMatchObject({ vat_cents: 1_000, vat_rate_percent: null, lines: [] });
  });

  it('refuses lines that repeat a rate, a total that is not their sum, and lines beside a rate', async () => {
    const wrong = { ...noRate(supplier), vendor_name: 'Ortopedia Erros', vendor_nif: null };
    const twice = await create({
      ...wrong,
      name: 'Repetida',
      lines: [
        { vat_rate_percent: 23, total_cents: 100 },
        { vat_rate_percent: 23, total_cents: 200 },
      ],
    });
    expect([twice.statusCode, twice.json().error.fields]).toEqual([
      400,
      { 'lines.1.vat_rate_percent': 'Uma linha por taxa de IVA: esta taxa já tem uma linha' },
    ]);
    const sum = await create({
      ...wrong,
      name: 'Soma errada',
      total_cents: 999,
      lines: [{ vat_rate_percent: 6, total_cents: 100 }],
    });
    expect([sum.statusCode, sum.json().error.fields]).toEqual([
      400,
      { total_cents: 'O total tem de ser a soma das linhas por taxa' },
    ]);
    const both = await create({
      ...wrong,
      vat_rate_percent: 23,
      name: 'Ambos',
      lines: [{ vat_rate_percent: 6, total_cents: 100 }],
    });
    expect(both.statusCode).toBe(400);
    expect(await count('Ortopedia Erros')).toBe(0);
  });

  it('refuses the same supplier document twice, whatever its date or total, naming the one recorded', async () => {
    const first = await create({
      ...supplier,
      name: 'Luvas',
      vendor_document_number: 'FT A/77',
      total_cents: 5_000,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await create({
      ...supplier,
      name: 'Luvas de nitrilo',
      vendor_document_number: 'ft a/77',
      expense_date: '2025-05-21',
      total_cents: 5_100,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'Gasto já se encontra criado',
      fields: { name: 'Gasto já se encontra criado' },
      details: { expense_id: first.json().id },
    });
    // Another vendor's document with that number is another document.
    const other = await create({
      ...supplier,
      name: 'Luvas',
      vendor_nif: '503504564',
      vendor_document_number: 'FT A/77',
      total_cents: 5_000,
    });
    expect(other.statusCode, other.body).toBe(201);
    // The day-and-total duplicate names the one recorded too.
    const sameDay = await create({ ...supplier, name: 'luvas', total_cents: 5_000 });
    expect(sameDay.json().error.details).toEqual({ expense_id: first.json().id });
  });
});
