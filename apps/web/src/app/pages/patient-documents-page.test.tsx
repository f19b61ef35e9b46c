import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import invoicesPt from '../../features/invoices/messages/pt.json';
import paymentsPt from '../../features/payments/messages/pt.json';
import { issued } from '../../features/invoices/test-support';
import { account, ids as payIds, payment } from '../../features/payments/test-support';
import { clearUser, setUser } from '../../lib/session';
import { notFound, renderRoutes, serve, usePortugueseWith, type Call } from '../../test/fake-api';
import { makeUser } from '../test-users';
import { PatientDocumentsPage } from './patient-documents-page';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const patient = makeUser(
  'patient',
  { permissions: { invoicing_documents: { read: true }, payments: { read: true } } },
  true,
);

function server() {
  return serve((call: Call) => {
    if (call.path === '/api/v1/invoicing-documents') {
      const page = Number(call.query.get('page'));
      const items = Array.from({ length: page === 2 ? 2 : 10 }, (_, i) =>
        issued({
          id: `5d3c7a52-5b1e-4c59-9d4a-0000000${page}${String(i).padStart(4, '0')}`,
          invoice_no: `FT 2026A/${page * 100 + i}`,
        }),
      );
      return [200, { items, total: 12, page, page_size: 10, totals: {} }];
    }
    if (call.path === '/api/v1/payments')
      return [200, { items: [payment()], total: 1, page: 1, page_size: 10, totals: {} }];
    if (call.path === `/api/v1/users/${patient.id}/current-account`) return [200, account()];
    return notFound;
  });
}

beforeAll(() => usePortugueseWith({ ...invoicesPt, ...paymentsPt }));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('a patient’s own documents and current account (issue 43 §5)', { timeout: 30_000 }, () => {
  it('shows what they owe and their credit, their documents a page at a time and their receipts', async () => {
    setUser(patient);
    const calls = server();
    renderRoutes(
      [{ path: '/dashboard/documents', element: <PatientDocumentsPage /> }],
      '/dashboard/documents',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documentos e conta corrente' }),
    ).toBeTruthy();
    // The account: what is owed, the credit, the balance; the open invoices; every movement.
    await waitFor(() => expect(document.querySelector('[data-figure="owed"]')?.textContent).toMatch(/75,00/));
    expect(document.querySelector('[data-figure="credit"]')?.textContent).toMatch(/12,00/);
    // Nothing a patient cannot do: no payment to record, no refund, no compensation.
    expect(screen.queryByRole('link', { name: /Registar pagamento/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Devolver/ })).toBeNull();
    // A payment in the ledger is not a link to the staff's payment page.
    expect(document.querySelector(`a[href="/payments/${payIds.payment}"]`)).toBeNull();

    // Their documents, without the staff's filters or totals, and the next page a click away.
    const list = await screen.findByRole('list', { name: 'Faturas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
    expect(screen.queryByText('Ver todas (12)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /(página|page) 2$/i }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Faturas' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(
      calls.filter((c) => c.path === '/api/v1/invoicing-documents').map((c) => c.query.get('page')),
    ).toEqual(['1', '2']);
    // Their receipts, each as a PDF.
    const receipts = await screen.findByRole('list', { name: 'Recibos' });
    expect(within(receipts).getByRole('button', { name: /Descarregar PDF do recibo/ })).toBeTruthy();
  });
});
