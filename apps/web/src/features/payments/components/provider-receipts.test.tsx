import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@clinica/contracts/payments';
import { invoicingProviderMessages } from '@clinica/contracts/invoicing-provider';
import { notify } from '../../../lib/notify';
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
import { PaymentPage } from '../pages/payment-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

/** Issue 53 (decision 053): the payment's page of a payment whose receipts InvoiceXpress issued. */
const base = `/api/v1/payments/${ids.payment}`;
const issued = (overrides: Partial<Payment['provider_receipts'][number]> = {}) => ({
  document_id: ids.ft1,
  invoice_no: 'FT FTA2026/7',
  amount_cents: 4500,
  receipt_no: 'RG RGA2026/3',
  atcud: 'JJ3XK9PT-3',
  cancelled: false,
  ...overrides,
});
const atInvoiceXpress = (receipts = [issued()], overrides: Partial<Payment> = {}) =>
  payment({ receipt: null, provider_receipts: receipts, ...overrides });

function server(current: Payment, answer: (call: Call) => [number, unknown] | null = () => null) {
  return serve((call: Call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === base) return [200, current];
    return notFound;
  });
}

function show(user = frontDesk()) {
  setUser(user);
  return renderRoutes([{ path: '/payments/:id', element: <PaymentPage /> }], `/payments/${ids.payment}`);
}

const receipts = () => screen.getByRole('region', { name: 'Recibos na InvoiceXpress' });

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('a payment’s receipts issued at InvoiceXpress', { timeout: 30_000 }, () => {
  it('shows each one’s number, ATCUD, the invoice it settles, its amount and state; no RG of ours', async () => {
    const second = issued({
      document_id: ids.ft2,
      invoice_no: 'FT FTA2026/8',
      amount_cents: 2000,
      receipt_no: 'RG RGA2026/4',
      atcud: 'JJ3XK9PT-4',
      cancelled: true,
    });
    server(atInvoiceXpress([issued(), second], { amount_cents: 6500 }));
    show();
    await screen.findByRole('heading', { name: 'Pagamento de Rui Costa' });
    const facts = screen.getByRole('region', { name: 'Dados do pagamento' });
    expect(facts.textContent).toContain('RG RGA2026/3');
    expect(facts.textContent).toContain('ATCUD: JJ3XK9PT-3');
    expect(facts.textContent).toContain('RG RGA2026/4');
    const list = within(receipts()).getAllByRole('listitem');
    expect(list).toHaveLength(2);
    expect(list[0]!.textContent).toContain('RG RGA2026/3');
    expect(list[0]!.textContent).toContain('ATCUD: JJ3XK9PT-3');
    expect(list[0]!.textContent).toContain('Emitido');
    expect(list[0]!.textContent).toContain('45,00');
    expect(within(list[0]!).getByRole('link', { name: 'Liquida FT FTA2026/7' }).getAttribute('href')).toBe(
      `/invoices/${ids.ft1}`,
    );
    expect(list[1]!.textContent).toContain('Anulado');
    expect(list[1]!.textContent).toContain('20,00');
    // No RG of ours to print; the receipts issued there go by e-mail (each with InvoiceXpress's PDF).
    expect(screen.queryByRole('button', { name: 'Descarregar recibo (PDF)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar recibo por e-mail' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir recibos na InvoiceXpress' })).toBeNull();
  });

  it('its PDF is InvoiceXpress’s, asked for that receipt, saved under its number', async () => {
    const calls = server(atInvoiceXpress(), (call) => (call.path.endsWith('/pdf') ? [200, {}] : null));
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Descarregar PDF do recibo RG RGA2026/3' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.filter((c) => c.path.endsWith('/pdf')).map((c) => [c.method, c.path])).toEqual([
      ['GET', `${base}/provider-receipts/${ids.ft1}/pdf`],
    ]);
    expect(notify).toHaveBeenCalledWith('Recibo gerado com sucesso', 'success');
  });

  it('one still to issue: a warning and «Emitir recibos na InvoiceXpress», which issues them and shows the number', async () => {
    const pending = atInvoiceXpress([issued({ receipt_no: null, atcud: null })]);
    const calls = server(pending, (call) =>
      call.method === 'POST' && call.path === `${base}/provider-receipts` ? [200, atInvoiceXpress()] : null,
    );
    show();
    await screen.findByText(/Há recibos deste pagamento por emitir na InvoiceXpress/);
    expect(screen.getByRole('region', { name: 'Dados do pagamento' }).textContent).toContain(
      'Por emitir (FT FTA2026/7)',
    );
    expect(within(receipts()).queryByRole('button', { name: /Descarregar/ })).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Emitir recibos na InvoiceXpress' })),
    );
    await waitFor(() => expect(receipts().textContent).toContain('RG RGA2026/3'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${base}/provider-receipts`,
    ]);
    expect(notify).toHaveBeenCalledWith('Recibos emitidos na InvoiceXpress', 'success');
    expect(screen.queryByText(/Há recibos deste pagamento por emitir/)).toBeNull();
  });

  it('InvoiceXpress still down on retry: says so, the receipt stays to issue', async () => {
    const pending = atInvoiceXpress([issued({ receipt_no: null, atcud: null })]);
    server(pending, (call) =>
      call.method === 'POST'
        ? [
            502,
            {
              error: {
                code: 'invoicing_provider_error',
                message: invoicingProviderMessages.unavailable,
                fields: { receipts: invoicingProviderMessages.receiptPending },
              },
            },
          ]
        : null,
    );
    show();
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Emitir recibos na InvoiceXpress' })),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'A InvoiceXpress continua sem responder: os recibos ficam por emitir. Tente de novo dentro de alguns minutos.',
        'error',
      ),
    );
    expect(screen.getByText(/Há recibos deste pagamento por emitir/)).toBeTruthy();
  });

  it('a reader sees the warning but no button to issue them; a cancelled payment, neither', async () => {
    server(atInvoiceXpress([issued({ receipt_no: null, atcud: null })]));
    show(reader());
    await screen.findByText(/Há recibos deste pagamento por emitir/);
    expect(screen.queryByRole('button', { name: 'Emitir recibos na InvoiceXpress' })).toBeNull();
    cleanup();
    server(atInvoiceXpress([issued({ receipt_no: null, atcud: null, cancelled: true })], { status: 'A' }));
    show();
    await screen.findByRole('heading', { name: 'Pagamento de Rui Costa' });
    expect(screen.queryByText(/Há recibos deste pagamento por emitir/)).toBeNull();
    expect(receipts().textContent).toContain('Anulado');
  });
});
