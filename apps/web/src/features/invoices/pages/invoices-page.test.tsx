import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { makeUser } from '../../../app/test-users';
import { formatEuros } from '../../../lib/format';
import { clearUser, setUser } from '../../../lib/session';
import {
  document,
  frontDesk,
  ids,
  issued,
  notFound,
  renderRoutes,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { InvoicesPage } from './invoices-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const totals = { net_cents: 12_195, tax_cents: 805, gross_cents: 13_000, documents: 3, drafts: 2 };
const rows = [
  document(),
  issued({
    id: ids.issued,
    customer: { nif: '123456789', name: 'Rui Costa', address: null, postal_code: null, city: null },
  }),
  issued({ id: ids.creditNote, type: 'NC', invoice_no: 'NC 2026A/2', gross_cents: 2000 }),
];

function server(items = rows) {
  return serve((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/v1/invoicing-documents')
      return [200, { items, total: items.length, page: 1, page_size: 25, totals }];
    return notFound;
  });
}

function show(user: Me, url = '/invoices') {
  setUser(user);
  return renderRoutes(
    [
      { path: '/invoices', element: <InvoicesPage /> },
      { path: '/invoices/add_new_invoice', element: <p>Nova fatura aberta</p> },
      { path: '/invoices/:id', element: <p>Documento aberto</p> },
    ],
    url,
  );
}

/** This month in Lisbon, worked out apart from the page's code: the range the money lists open on. */
const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Lisbon' }).slice(0, 7);
const thisMonth = { from: `${month}-01`, to: expect.stringMatching(new RegExp(`^${month}-(28|29|30|31)$`)) };

const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/invoicing-documents');

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

describe('/invoices', { timeout: 30_000 }, () => {
  it('puts the filters in the address and in the request, from page 1', async () => {
    const calls = server();
    const router = show(frontDesk(), '/invoices?page=2');
    await screen.findByText('FT 2026A/17');
    expect(listCalls(calls)[0]!.query.get('page')).toBe('2');

    await choose('Tipo', 'Fatura-recibo');
    await choose('Estado', 'Anulada');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Série' }), { target: { value: '2026A' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('series')).toBe('2026A'),
    );

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ type: 'FR', status: 'A', series: '2026A' });
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('series')).toBe('2026A'));
    const last = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({
      page: '1',
      page_size: '25',
      type: 'FR',
      status: 'A',
      series: '2026A',
      ...thisMonth,
    });
  });

  it('reproduces a linked view: every filter of the address goes to the server', async () => {
    const calls = server();
    show(
      frontDesk(),
      `/invoices?type=NC&status=N&patient_id=${ids.patient}&from=2026-01-01&to=2026-03-31&archived=true`,
    );
    await screen.findByText('FT 2026A/17');
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({
      page: '1',
      page_size: '25',
      type: 'NC',
      status: 'N',
      patient_id: ids.patient,
      from: '2026-01-01',
      to: '2026-03-31',
      archived: 'true',
    });
    // The patient's name comes from the rows; the dates show as dd/mm/aaaa.
    // (The picker takes the name on its next render: waited for, as a person would see it.)
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Paciente' }) as HTMLInputElement).value).toBe(
        'Rui Costa',
      ),
    );
    expect(calls.some((c) => c.path.startsWith('/api/v1/users/patients/'))).toBe(false);
    expect(screen.getByRole('group', { name: 'Data de' }).textContent).toContain('01/01/2026');
  });

  it('shows the totals of the filtered set, the drafts apart, and the documents', async () => {
    server();
    show(frontDesk());
    const box = await screen.findByRole('region', { name: /Totais dos documentos filtrados/ });
    const figure = (key: string) => box.querySelector(`[data-total="${key}"]`)?.textContent;
    expect(figure('net')).toBe(formatEuros(12_195));
    expect(figure('tax')).toBe(formatEuros(805));
    expect(figure('gross')).toBe(formatEuros(13_000));
    expect(figure('documents')).toBe('3');
    expect(
      within(box).getByText('Mais 2 rascunhos, fora dos totais (ainda não são documentos fiscais).'),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Faturas' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent));
    expect(cells[0]).toEqual([
      'Rascunho25/11/2026 · Rui Costa',
      'Fatura',
      '25/11/2026',
      'Rui Costa',
      'Consumidor final',
      formatEuros(4500),
      'Rascunho',
    ]);
    expect(cells[1]!.slice(4)).toEqual(['123456789', formatEuros(4500), 'Emitida']);
    expect(cells[2]!.slice(1, 2)).toEqual(['Nota de crédito']);
    expect(cells[2]!.slice(5, 6)).toEqual([formatEuros(-2000)]);
    fireEvent.click(within(table).getByRole('link', { name: 'FT 2026A/17' }));
    expect(await screen.findByText('Documento aberto')).toBeTruthy();
  });

  it('offers «Nova fatura» to whoever may create, and an empty list says what to do', async () => {
    server([]);
    show(frontDesk());
    expect(await screen.findByText('Sem documentos neste período')).toBeTruthy();
    expect(screen.getByText(/Crie uma fatura com «Nova fatura».*mude as datas acima/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Nova fatura' }));
    expect(await screen.findByText('Nova fatura aberta')).toBeTruthy();
  });

  it('shows a patient only their documents: no patient filter, no creation, no patient in the request', async () => {
    const calls = server([issued()]);
    show(makeUser('patient', {}, true), `/invoices?patient_id=${ids.otherPatient}&archived=true`);
    await screen.findByText('FT 2026A/17');
    expect(screen.queryByRole('combobox', { name: 'Paciente' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nova fatura' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Paciente' })).toBeNull();
    const query = listCalls(calls)[0]!.query;
    expect(query.get('patient_id')).toBeNull();
    expect(query.get('archived')).toBeNull();
    // A patient's own documents are few: all of them, not this month's.
    expect(query.get('from')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    expect(screen.queryByRole('option', { name: 'Rascunho' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Anulada' })).toBeTruthy();
  });
});
