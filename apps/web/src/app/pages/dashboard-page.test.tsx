import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dashboardPt from '../../features/dashboard/messages/pt.json';
import invoicesPt from '../../features/invoices/messages/pt.json';
import programmesPt from '../../features/programmes/messages/pt.json';
import { ids, issued } from '../../features/invoices/test-support';
import { formatEuros } from '../../lib/format';
import { clearUser, setUser } from '../../lib/session';
import { notFound, renderRoutes, serve, usePortugueseWith, type Call } from '../../test/fake-api';
import { makeUser } from '../test-users';
import { DashboardPage } from './dashboard-page';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const documents = [
  issued(),
  issued({
    id: ids.creditNote,
    type: 'NC',
    invoice_no: 'NC 2026A/2',
    invoice_date: '2026-11-26',
    gross_cents: 1500,
  }),
];

function server() {
  return serve((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/v1/invoicing-documents')
      return [
        200,
        {
          items: documents,
          total: 2,
          page: 1,
          page_size: 5,
          totals: { net_cents: 0, tax_cents: 0, gross_cents: 0, documents: 2, drafts: 0 },
        },
      ];
    if (call.method === 'POST' && call.path.endsWith('/generate-pdf')) return [200, {}];
    return notFound;
  });
}

const show = (invoicing: boolean) => {
  setUser(makeUser('patient', { first_name: 'Rui' }, invoicing));
  renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
};

beforeAll(() => usePortugueseWith({ ...dashboardPt, ...programmesPt, ...invoicesPt }));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the patient’s home «Faturas» card', { timeout: 30_000 }, () => {
  it('lists their issued documents (number, date, total, status), each with «Descarregar PDF»', async () => {
    const calls = server();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show(true);
    const list = await screen.findByRole('list', { name: 'Faturas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'FT 2026A/17',
      'NC 2026A/2',
    ]);
    expect(items[0]!.textContent).toContain(`25/11/2026 · ${formatEuros(4500)} · Emitida`);
    expect(items[1]!.textContent).toContain(`26/11/2026 · ${formatEuros(-1500)} · Emitida`);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Descarregar PDF de NC 2026A/2' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/v1/invoicing-documents/${ids.creditNote}/generate-pdf`,
    ]);
    click.mockRestore();
  });

  it('is not asked for while the clinic does not invoice', async () => {
    const calls = server();
    show(false);
    expect(await screen.findByText('Não tem faturas.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/invoicing-documents')).toBe(false);
  });
});
