import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { formatEuros } from '../../../lib/format';
import { clearUser, setUser } from '../../../lib/session';
import {
  frontDesk,
  ids,
  notFound,
  payment,
  reader,
  renderRoutes,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { PaymentsPage } from './payments-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const totals = {
  payments: 4,
  cancelled: 1,
  received_cents: 12_000,
  by_method: [
    { method: 'mb' as const, count: 2, amount_cents: 9000 },
    { method: 'cash' as const, count: 1, amount_cents: 3000 },
    { method: 'current_account' as const, count: 1, amount_cents: 2500 },
  ],
  invoice_receipts: { received_cents: 0, by_method: [] },
  refunds: { refunded_cents: 0, by_method: [] },
};
const rows = [
  payment(),
  payment({
    id: '5d3c7a52-5b1e-4c59-9d4a-0000000000a2',
    status: 'A',
    method: 'cash',
    amount_cents: 3000,
    receipt: null,
    allocations: [],
  }),
];

const refund = {
  id: '5d3c7a52-5b1e-4c59-9d4a-0000000000f1',
  patient: { id: ids.patient, name: 'Rui Costa' },
  document: {
    id: ids.advance,
    type: 'FR',
    invoice_no: 'FR 2026A/9',
    invoice_date: '2026-11-20',
    gross_cents: 10_000,
  },
  refunded_at: '2026-11-26',
  amount_cents: 2000,
  method: 'cash' as const,
  clinic: null,
  notes: null,
  created_by: { id: ids.desk, name: 'Marta Sousa' },
  created_at: '2026-11-26T10:00:00.000Z',
};

function server(items = rows, refunds: (typeof refund)[] = []) {
  return serve((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/v1/payments/refunds')
      return [200, { items: refunds, total: refunds.length, page: 1, page_size: 100 }];
    if (call.method === 'GET' && call.path === '/api/v1/payments')
      return [
        200,
        {
          items,
          total: totals.payments + totals.cancelled,
          page: 1,
          page_size: 25,
          // As the server: the money totals only over a closed period or one patient.
          totals:
            (call.query.get('from') && call.query.get('to')) || call.query.get('patient_id') ? totals : null,
        },
      ];
    if (call.path === '/api/v1/users/patients') return [200, { items: [], total: 0, page: 1, page_size: 20 }];
    return notFound;
  });
}

function show(user: Me, url = '/payments') {
  setUser(user);
  return renderRoutes(
    [
      { path: '/payments', element: <PaymentsPage /> },
      { path: '/payments/add_new_payment', element: <p>Novo pagamento aberto</p> },
      { path: '/payments/:id', element: <p>Pagamento aberto</p> },
    ],
    url,
  );
}

/** This month in Lisbon, worked out apart from the page's code: the range the money lists open on. */
const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Lisbon' }).slice(0, 7);
const thisMonth = { from: `${month}-01`, to: expect.stringMatching(new RegExp(`^${month}-(28|29|30|31)$`)) };

const received = () => document.querySelector('[data-total="received"]')?.textContent;
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/payments');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await act(async () => fireEvent.click(await screen.findByRole('option', { name: option })));
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('/payments', { timeout: 30_000 }, () => {
  it('puts the filters in the address and in the request, from page 1', async () => {
    const calls = server();
    const router = show(frontDesk(), '/payments?page=2');
    await screen.findByText('RG 2026A/4');
    expect(listCalls(calls)[0]!.query.get('page')).toBe('2');

    await choose('Método', 'Multibanco');
    await choose('Estado', 'Anulado');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        method: 'mb',
        status: 'A',
      }),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('status')).toBe('A'));
    expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({
      page: '1',
      page_size: '25',
      method: 'mb',
      status: 'A',
      ...thisMonth,
    });
  });

  it('opens on this month, the period its totals sum', async () => {
    const calls = server();
    show(frontDesk());
    await screen.findByText('RG 2026A/4');
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toMatchObject(thisMonth);
    expect(received()).toBe(formatEuros(12_000));
  });

  it('without a closed period the totals ask for one, and «Ver este mês» sets it', async () => {
    const calls = server();
    const router = show(frontDesk(), '/payments?from=');
    expect(
      await screen.findByText('Os totais somam um período: escolha «Data de» e «Data até».'),
    ).toBeTruthy();
    expect(listCalls(calls).at(-1)!.query.get('from')).toBeNull();
    expect(received()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Ver este mês' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('from')).toBe(`${month}-01`));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(received()).toBe(formatEuros(12_000)));
  });

  it('reproduces a linked view, and «Exportar CSV» carries the same filters without paging', async () => {
    const calls = server();
    show(frontDesk(), `/payments?method=cash&patient_id=${ids.patient}&from=2026-11-01&to=2026-11-30&page=3`);
    await screen.findByText('RG 2026A/4');
    const filters = { method: 'cash', patient_id: ids.patient, from: '2026-11-01', to: '2026-11-30' };
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({
      page: '3',
      page_size: '25',
      ...filters,
    });
    // The patient's name comes from the rows (no extra read of the record).
    expect((screen.getByRole('combobox', { name: 'Paciente' }) as HTMLInputElement).value).toBe('Rui Costa');
    expect(calls.some((c) => c.path.startsWith('/api/v1/users/patients/'))).toBe(false);

    const csv = screen.getByRole('link', { name: 'Exportar CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/v1/payments/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual(filters);
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('shows the totals of the filtered set, the methods that move no money apart', async () => {
    server();
    show(frontDesk());
    const box = await screen.findByRole('region', { name: 'Totais dos pagamentos filtrados' });
    const figure = (key: string) => box.querySelector(`[data-total="${key}"]`)?.textContent;
    expect(figure('received')).toBe(formatEuros(12000));
    // As many as the pager counts (issue 38: «Pagamentos 26» over «1–25 de 27»), the cancelled one apart.
    expect(figure('payments')).toBe('5');
    expect(figure('cancelled')).toBe('1');
    expect(screen.getByText(/de 5/)).toBeTruthy();
    expect(figure('mb')).toBe(formatEuros(9000));
    expect(figure('cash')).toBe(formatEuros(3000));
    expect(within(box).getByText('Multibanco (2 pagamentos)')).toBeTruthy();
    const apart = within(box).getByRole('heading', { name: 'Sem movimento de dinheiro' }).parentElement!;
    expect(within(apart).getByText('Conta corrente (1 pagamento)')).toBeTruthy();
    expect(apart.querySelector('[data-total="current_account"]')?.textContent).toBe(formatEuros(2500));
  });

  it('lists each payment with a link to it, its receipt and «Anulado» on a cancelled one', async () => {
    server();
    show(frontDesk());
    await screen.findByText('RG 2026A/4');
    const table = screen.getByRole('table', { name: 'Pagamentos' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(body[0]!).getByRole('link', { name: '25/11/2026' }).getAttribute('href')).toBe(
      `/payments/${ids.payment}`,
    );
    expect(body[0]!.textContent).toContain('RG 2026A/4');
    expect(body[0]!.textContent).toContain(formatEuros(4500));
    expect(body[1]!.textContent).toContain('Anulado');
    expect(screen.getByRole('link', { name: 'Registar pagamento' }).getAttribute('href')).toBe(
      '/payments/add_new_payment',
    );
  });

  it('lists the money given back under the same filters, each with the document it returned', async () => {
    const calls = server(rows, [refund]);
    show(frontDesk(), '/payments?method=cash&from=2026-11-01');
    const card = await screen.findByRole('region', { name: 'Devoluções (1)' });
    const row = within(card).getAllByRole('row')[1]!;
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('26/11/2026');
    expect(within(row).getByRole('link', { name: 'FR 2026A/9' }).getAttribute('href')).toBe(
      `/invoices/${ids.advance}`,
    );
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('-20,00 €');
    const asked = calls.find((c) => c.path === '/api/v1/payments/refunds')!;
    expect(Object.fromEntries(asked.query)).toMatchObject({ method: 'cash', from: '2026-11-01' });
  });

  it('shows no refunds section when none were made', async () => {
    server();
    show(frontDesk());
    await screen.findByText('RG 2026A/4');
    expect(screen.queryByRole('region', { name: /Devoluções/ })).toBeNull();
  });

  it('offers no «Registar pagamento» to a reader', async () => {
    server();
    show(reader());
    await screen.findByText('RG 2026A/4');
    expect(screen.queryByRole('link', { name: 'Registar pagamento' })).toBeNull();
  });
});
