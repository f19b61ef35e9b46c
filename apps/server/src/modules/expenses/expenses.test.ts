import { describe, expect, it } from 'vitest';
import { DEMO_PROFESSIONAL_ID as FISIO } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { expenseFixture } from './expenses.test-helpers.js';
import { localClock } from '../invoicing/issue.service.js';

const t = useTestApp();
const { api } = t;

const { base, create, count } = expenseFixture(t);
describe('expenses: create, read, change, delete', () => {
  it('records an expense, reads it back, changes only the fields sent, and deletes it', async () => {
    const res = await create({ ...base, vendor_nif: 'PT 509 442 013', notes: '  Pago a 1 de março  ' });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      name: 'Renda de março',
      vendor_nif: '509442013',
      expense_date: '2025-03-01',
      total_cents: 80_000,
      vat_cents: 0,
      vat_rate_percent: 0,
      notes: 'Pago a 1 de março',
      attachment: null,
    });
    expect((await api('GET', `/api/v1/expenses/${e.id}`)).json()).toEqual(e);

    const put = await api('PUT', `/api/v1/expenses/${e.id}`, { notes: 'Transferência', category: 'other' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renda de março', notes: 'Transferência', category: 'other' });

    const del = await api('DELETE', `/api/v1/expenses/${e.id}`);
    expect(del.statusCode).toBe(200);
    expect((await api('GET', `/api/v1/expenses/${e.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/expenses/${e.id}`)).statusCode).toBe(404);
  });
});

describe('expenses: VAT', () => {
  it('computes the VAT from a rate, the net rounded half-up (VAT = total − round(total×100/(100+rate)))', async () => {
    const cases: Array<[number, number, number]> = [
      [1230, 23, 230], // 10,00 net exactly
      [1000, 23, 187], // net 813,008… → 813
      [1001, 6, 57], // net 944,339… → 944
      [1500, 13, 173], // net 1327,43… → 1327
      [107, 6, 6], // net 100,943… → 101
      [2150, 23, 402], // net 1747,967… → 1748
      [123, 23, 23], // net 100 exactly
      [615, 23, 115], // net 500 exactly
    ];
    for (const [i, [total, rate, vat]] of cases.entries()) {
      const res = await create({ ...base, name: `IVA ${i}`, total_cents: total, vat_rate_percent: rate });
      expect(res.statusCode, res.body).toBe(201);
      expect([total, rate, res.json().vat_cents]).toEqual([total, rate, vat]);
    }
    // Exactly half a cent of net goes up (not to even): 0,14 € at 12 % → net 12,5 → 13, VAT 1;
    // 0,13 € at 4 % → net 12,5 → 13, VAT 0.
    for (const [total, rate, vat] of [
      [14, 12, 1],
      [13, 4, 0],
    ] as const) {
      const half = await create({
        ...base,
        name: `IVA meio ${rate}`,
        total_cents: total,
        vat_rate_percent: rate,
      });
      expect(half.json().vat_cents).toBe(vat);
    }
  });

  it('takes a VAT amount as given, and switching between amount and rate recomputes', async () => {
    const res = await create({
      ...base,
      name: 'Gel condutor',
      vat_rate_percent: undefined,
      vat_cents: 345,
      total_cents: 2000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vat_cents: 345, vat_rate_percent: null });
    const id = res.json().id;
    const rate = await api('PUT', `/api/v1/expenses/${id}`, { vat_rate_percent: 23 });
    expect(rate.json()).toMatchObject({ vat_cents: 374, vat_rate_percent: 23 });
    // A new total keeps the rate and recomputes the VAT.
    const total = await api('PUT', `/api/v1/expenses/${id}`, { total_cents: 1230 });
    expect(total.json()).toMatchObject({ vat_cents: 230, vat_rate_percent: 23 });
    const amount = await api('PUT', `/api/v1/expenses/${id}`, { vat_cents: 100 });
    expect(amount.json()).toMatchObject({ vat_cents: 100, vat_rate_percent: null });
    // A smaller total than the stored VAT amount is refused on the VAT.
    const below = await api('PUT', `/api/v1/expenses/${id}`, { total_cents: 50 });
    expect([below.statusCode, below.json().error.fields]).toEqual([
      400,
      { vat_cents: 'O IVA não pode ser superior ao total' },
    ]);
  });
});

describe('expenses: bad input', () => {
  const vendor = 'Fornecedor Recusado';
  const tomorrow = () => {
    const today = localClock(t.clock.now(), 'Europe/Lisbon').date;
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };

  it.each([
    ['a total of 0', { total_cents: 0 }, 'total_cents', 'O total tem de ser superior a 0,00 €'],
    ['a negative total', { total_cents: -500 }, 'total_cents', 'O total tem de ser superior a 0,00 €'],
    [
      'a method not in the list',
      { method: 'balance_compensation' },
      'method',
      'Método de pagamento inválido',
    ],
    ['an invalid NIF', { vendor_nif: '123456788' }, 'vendor_nif', 'NIF inválido'],
    [
      'VAT above the total',
      { vat_rate_percent: undefined, vat_cents: 80_001 },
      'vat_cents',
      'O IVA não pode ser superior ao total',
    ],
    ['an unknown category', { category: 'holidays' }, 'category', 'Categoria inválida'],
    ['notes over 1000 characters', { notes: 'x'.repeat(1001) }, 'notes', 'Máximo de 1000 caracteres'],
    [
      'a rate that does not exist',
      { vat_rate_percent: 21 },
      'vat_rate_percent',
      'Taxa de IVA inválida (0, 4, 5, 6, 9, 12, 13, 16, 22 ou 23 %)',
    ],
    [
      'both a VAT amount and a rate',
      { vat_cents: 100 },
      'vat_cents',
      'Indique o valor do IVA, a taxa ou as linhas por taxa, só um deles',
    ],
    ['neither a VAT amount nor a rate', { vat_rate_percent: undefined }, 'vat_cents', 'Campo Obrigatório'],
    ['no name', { name: '  ' }, 'name', 'Campo Obrigatório'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_what, change, field, message) => {
    const res = await create({ ...base, vendor_name: vendor, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await count(vendor)).toBe(0);
  });

  it('refuses a date after the clinic’s today, and accepts today', async () => {
    const future = await create({ ...base, vendor_name: vendor, expense_date: tomorrow() });
    expect([future.statusCode, future.json().error.fields]).toEqual([
      400,
      { expense_date: 'A data não pode ser no futuro' },
    ]);
    expect(await count(vendor)).toBe(0);
    const today = localClock(t.clock.now(), 'Europe/Lisbon').date;
    const ok = await create({
      ...base,
      name: 'Hoje',
      vendor_name: 'Fornecedor de Hoje',
      expense_date: today,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const moved = await api('PUT', `/api/v1/expenses/${ok.json().id}`, { expense_date: tomorrow() });
    expect(moved.statusCode).toBe(400);
  });
});

describe('expenses: «Gasto já se encontra criado» (spec §8)', () => {
  const dup = {
    ...base,
    name: 'Ligaduras elásticas',
    vendor_name: 'Farmácia Central',
    vendor_nif: '503504564',
    expense_date: '2025-04-10',
    category: 'supplies',
    total_cents: 4_599,
    vat_rate_percent: 23,
  };

  it('answers 409 on the name for the same vendor, day, total and name (case and spaces ignored)', async () => {
    expect((await create(dup)).statusCode).toBe(201);
    const again = await create({ ...dup, name: '  LIGADURAS Elásticas ', vendor_name: 'Outra grafia' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      message: 'Gasto já se encontra criado',
      fields: { name: 'Gasto já se encontra criado' },
    });
    // Without a NIF on one side, the vendor's name decides.
    const byName = await create({ ...dup, vendor_nif: null, vendor_name: 'farmácia central ' });
    expect(byName.statusCode).toBe(409);
    expect(await count('Farmácia Central')).toBe(1);
  });

  it('creates it when the day, the total, the vendor or the name differ', async () => {
    for (const change of [
      { expense_date: '2025-04-11' },
      { total_cents: 4_600 },
      { vendor_nif: '500100144' },
      { vendor_nif: null, vendor_name: 'Farmácia do Bairro' },
      { name: 'Ligaduras coesivas' },
    ]) {
      const res = await create({ ...dup, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(201);
    }
  });

  it('lets an expense be saved unchanged, and refuses an edit that makes it another’s duplicate', async () => {
    const first = await create({ ...dup, name: 'Kinesio tape', total_cents: 1_999 });
    const second = await create({ ...dup, name: 'Kinesio tape', total_cents: 2_999 });
    expect(second.statusCode).toBe(201);
    const same = await api('PUT', `/api/v1/expenses/${first.json().id}`, {
      ...dup,
      name: 'Kinesio tape ',
      total_cents: 1_999,
    });
    expect(same.statusCode, same.body).toBe(200);
    const clash = await api('PUT', `/api/v1/expenses/${second.json().id}`, { total_cents: 1_999 });
    expect([clash.statusCode, clash.json().error.fields]).toEqual([
      409,
      { name: 'Gasto já se encontra criado' },
    ]);
    expect((await api('GET', `/api/v1/expenses/${second.json().id}`)).json().total_cents).toBe(2_999);
  });
});

describe('expenses: paid by card', () => {
  it('takes a debit card as well as a credit card, each named in the CSV', async () => {
    const vendor = `Papelaria Cartões ${Date.now()}`;
    for (const [method, total_cents] of [
      ['debit_card', 1230],
      ['credit_card', 4560],
    ] as const) {
      const res = await create({ ...base, name: 'Material', vendor_name: vendor, method, total_cents });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().method).toBe(method);
    }
    const csv = await api('GET', `/api/v1/expenses/export.csv?vendor=${encodeURIComponent(vendor)}`);
    const methods = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(';')[5])
      .sort();
    expect(methods).toEqual(['Cartão de crédito', 'Cartão de débito']);
  });
});

describe('expenses: who may see and change them', () => {
  it('refuses the front desk and a patient; lets a professional in only with expenses:list_all', async () => {
    const made = await create({ ...base, name: 'Seguro', vendor_name: 'Fidelidade', category: 'insurance' });
    const id = made.json().id;
    const rececao = await t.login('rececao@demo.clinica.pt');
    const paciente = await t.login('paciente@demo.clinica.pt');
    const fisio = await t.login('fisio@demo.clinica.pt');
    for (const cookie of [rececao, paciente, fisio]) {
      expect((await api('GET', '/api/v1/expenses', undefined, cookie)).statusCode).toBe(403);
      expect((await api('GET', `/api/v1/expenses/${id}`, undefined, cookie)).statusCode).toBe(403);
      expect((await api('GET', '/api/v1/expenses/export.csv', undefined, cookie)).statusCode).toBe(403);
      expect((await create({ ...base, name: 'Intruso' }, cookie)).statusCode).toBe(403);
    }
    const grant = (permissions: object) => api('PUT', '/api/v1/permissions', { user_id: FISIO, permissions });
    expect((await grant({ expenses: { list_all: true } })).statusCode).toBe(200);
    expect((await api('GET', `/api/v1/expenses/${id}`, undefined, fisio)).statusCode).toBe(200);
    expect((await api('GET', '/api/v1/expenses', undefined, fisio)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/v1/expenses/${id}`, undefined, fisio)).statusCode).toBe(403);
    await grant({ expenses: { list_all: false } });
    expect((await api('GET', `/api/v1/expenses/${id}`, undefined, fisio)).statusCode).toBe(403);
  });

  it('answers 404 to another clinic’s expense, and changes nothing', async () => {
    const theirs = await create({ ...base, name: 'Renda de Braga' }, t.other);
    const id = theirs.json().id;
    expect((await api('GET', `/api/v1/expenses/${id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/expenses/${id}`, { name: 'Roubada' })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/expenses/${id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/expenses/${id}/attachment`)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/expenses/${id}`, undefined, t.other)).json().name).toBe(
      'Renda de Braga',
    );
    // Nor does it show in this clinic's list, and the same expense here is no duplicate of theirs.
    expect((await create({ ...base, name: 'Renda de Braga' })).statusCode).toBe(201);
  });
});
