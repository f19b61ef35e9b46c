import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { expense, notFound, renderRoutes, serve, usePortuguese, type Call } from '../test-support';
import { ExpensesPage } from './expenses-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const totals = { count: 2, total_cents: 81_230, vat_cents: 230 };
const rows = [
  expense({
    id: '5d3c7a52-5b1e-4c59-9d4a-000000000e02',
    name: 'Gel condutor',
    expense_date: '2025-03-04',
    category: 'supplies',
    vendor_name: 'Farmácia Central',
    total_cents: 1230,
    vat_cents: 230,
  }),
  expense(),
];

function server() {
  return serve((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/v1/expenses')
      return [200, { items: rows, total: rows.length, page: 1, page_size: 25, totals }];
    return notFound;
  });
}
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/expenses');

function show(url = '/expenses') {
  setUser(makeUser('manager'));
  return renderRoutes(
    [
      { path: '/expenses', element: <ExpensesPage /> },
      { path: '/expenses/:id', element: <p>Gasto aberto</p> },
    ],
    url,
  );
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('/expenses', { timeout: 30_000 }, () => {
  it('lists the expenses with dd/mm/yyyy dates and euros, and the totals of the filtered set', async () => {
    server();
    show();
    await screen.findByText('Gel condutor');
    const table = screen.getByRole('table', { name: 'Gastos' });
    expect(within(table).getAllByText('04/03/2025').length).toBeGreaterThan(0);
    expect(within(table).getByText('Consumíveis')).toBeTruthy();
    const box = screen.getByRole('region', { name: 'Totais dos gastos filtrados' });
    const figure = (key: string) =>
      box.querySelector(`[data-total="${key}"]`)?.textContent?.replace(/\s/g, ' ');
    expect(figure('count')).toBe('2');
    expect(figure('total')).toBe('812,30 €');
    expect(figure('vat')).toBe('2,30 €');
  });

  it('sends the address’s filters to the server, and the CSV link carries the same ones', async () => {
    const calls = server();
    show('/expenses?category=supplies&vendor=farm%C3%A1cia&from=2025-03-01&to=2025-03-31');
    await screen.findByText('Gel condutor');
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({
      page: '1',
      page_size: '25',
      category: 'supplies',
      vendor: 'farmácia',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    const csv = screen.getByRole('link', { name: /Exportar CSV/ });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/v1/expenses/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      category: 'supplies',
      vendor: 'farmácia',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(screen.getByRole('group', { name: 'Data de' }).textContent).toContain('01/03/2025');
  });

  it('puts a vendor typed in the filter into the address and the request', async () => {
    const calls = server();
    const router = show();
    await screen.findByText('Gel condutor');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Fornecedor' }), { target: { value: 'EDP' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('vendor')).toBe('EDP'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('vendor')).toBe('EDP'));
  });

  it('offers «Novo gasto» to whoever may create expenses only', async () => {
    server();
    show();
    await screen.findByText('Gel condutor');
    expect(screen.getByRole('link', { name: /Novo gasto/ }).getAttribute('href')).toBe(
      '/expenses/add_new_expense',
    );
    cleanup();
    setUser(makeUser('professional', { permissions: { expenses: { list_all: true } } }));
    renderRoutes([{ path: '/expenses', element: <ExpensesPage /> }], '/expenses');
    await screen.findByText('Gel condutor');
    expect(screen.queryByRole('link', { name: /Novo gasto/ })).toBeNull();
  });
});
