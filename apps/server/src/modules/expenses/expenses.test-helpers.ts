import type { useTestApp } from '../../test/test-app.js';

/** An expense every field of which is valid (a rent, exempt), and the calls the expenses suites make. */
export function expenseFixture(t: ReturnType<typeof useTestApp>) {
  const base = {
    name: 'Renda de março',
    vendor_name: 'Imobiliária Boavista, Lda.',
    vendor_nif: '509442013',
    expense_date: '2025-03-01',
    category: 'rent',
    total_cents: 80_000,
    vat_rate_percent: 0,
    method: 'bank_transfer',
    notes: null,
  };
  const create = (body: Record<string, unknown>, cookie = t.manager) =>
    t.api('POST', '/api/v1/expenses', body, cookie);
  const count = async (vendor: string) =>
    (await t.api('GET', `/api/v1/expenses?vendor=${encodeURIComponent(vendor)}`)).json().total as number;
  return { base, create, count };
}
