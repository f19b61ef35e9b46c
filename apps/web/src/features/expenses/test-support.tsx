import type { Expense } from '@clinica/contracts/expenses';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';

export { notFound, renderRoutes, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);

export function expense(overrides: Partial<Expense> = {}): Expense {
  return {
    id: '5d3c7a52-5b1e-4c59-9d4a-000000000e01',
    name: 'Renda de março',
    vendor_name: 'Imobiliária Boavista',
    vendor_nif: '509442013',
    vendor_document_number: null,
    expense_date: '2025-03-01',
    category: 'rent',
    total_cents: 80_000,
    vat_cents: 0,
    vat_rate_percent: 0,
    lines: [{ vat_rate_percent: 0, total_cents: 80_000, vat_cents: 0 }],
    method: 'bank_transfer',
    notes: null,
    attachment: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
