import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import type { Payment } from '@clinica/contracts/payments';
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
import { PaymentPage } from './payment-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const base = `/api/v1/payments/${ids.payment}`;

function server(current: Payment, answer: (call: Call) => [number, unknown] | null = () => null) {
  return serve((call: Call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === base) return [200, current];
    if (call.path === '/api/v1/users/patients/' + ids.patient) return [200, { email: 'rui@example.pt' }];
    return notFound;
  });
}

function show(user: Me = frontDesk()) {
  setUser(user);
  return renderRoutes([{ path: '/payments/:id', element: <PaymentPage /> }], `/payments/${ids.payment}`);
}

const posts = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('/payments/{id}', { timeout: 30_000 }, () => {
  it('shows the payment, the invoice it settled and its receipt with its ATCUD', async () => {
    server(payment());
    show();
    await screen.findByRole('heading', { name: 'Pagamento de Rui Costa' });
    const facts = screen.getByRole('region', { name: 'Dados do pagamento' });
    expect(within(facts).getByRole('link', { name: 'Rui Costa' }).getAttribute('href')).toBe(
      `/patients/${ids.patient}?tab=payments`,
    );
    expect(facts.textContent).toContain('25/11/2026');
    expect(facts.textContent).toContain('Multibanco');
    expect(facts.textContent).toContain('RG 2026A/4');
    expect(facts.textContent).toContain('ATCUD: ABCD1234-4');
    expect(facts.textContent).toContain('Ana Sousa');
    const documents = screen.getByRole('region', { name: 'Faturas liquidadas' });
    expect(within(documents).getByRole('link', { name: 'FT 2026A/17' }).getAttribute('href')).toBe(
      `/invoices/${ids.ft1}`,
    );
  });

  it('shows the credit notes a compensation issued to regularise the advance it used', async () => {
    const nc = '5d3c7a52-5b1e-4c59-9d4a-000000000d09';
    server(
      payment({
        method: 'balance_compensation',
        regularisations: [
          { id: nc, type: 'NC', invoice_no: 'NC 2026A/3', invoice_date: '2026-11-25', gross_cents: 4500 },
        ],
      }),
    );
    show();
    await screen.findByRole('heading', { name: 'Pagamento de Rui Costa' });
    const facts = screen.getByRole('region', { name: 'Dados do pagamento' });
    expect(facts.textContent).toContain('Regularização de adiantamento');
    expect(within(facts).getByRole('link', { name: 'Nota de crédito NC 2026A/3' }).getAttribute('href')).toBe(
      `/invoices/${nc}`,
    );
  });

  it('never calls an old «conta corrente» record’s invoices settled: they were left on account', async () => {
    server(payment({ method: 'current_account', receipt: null }));
    show();
    await screen.findByRole('heading', { name: 'Pagamento de Rui Costa' });
    expect(screen.queryByRole('region', { name: 'Faturas liquidadas' })).toBeNull();
    const documents = screen.getByRole('region', { name: 'Deixadas em conta corrente' });
    expect(within(documents).getByRole('link', { name: 'FT 2026A/17' })).toBeTruthy();
    expect(documents.textContent).toContain('Em conta corrente');
    expect(documents.textContent).not.toContain('Valor liquidado');
    expect(documents.textContent).toContain('não liquidou nada');
  });

  it('«Descarregar recibo (PDF)» asks generate-receipt for this payment and says the receipt was generated', async () => {
    const calls = server(payment(), (call) => (call.path === '/api/v1/generate-receipt' ? [200, {}] : null));
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Descarregar recibo (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/v1/generate-receipt', { payment_id: ids.payment }],
    ]);
    expect(notify).toHaveBeenCalledWith('Recibo gerado com sucesso', 'success');
  });

  it('e-mails the receipts issued at InvoiceXpress once every one is issued there', async () => {
    const there = (receipt_no: string | null) => ({
      document_id: ids.ft1,
      invoice_no: 'FT FTA2026/3',
      amount_cents: 2500,
      receipt_no,
      atcud: receipt_no ? 'JJRGX7K2-1' : null,
      cancelled: false,
    });
    const calls = server(payment({ receipt: null, provider_receipts: [there('RG RGA2026/1')] }), (call) =>
      call.method === 'POST' ? [200, { sent_to: 'rui@example.pt' }] : null,
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar recibo por e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar o recibo RG RGA2026/1 por e-mail' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        expect.objectContaining({ path: '/api/v1/payments/send-receipt-by-email' }),
      ]),
    );
    cleanup();
    // One still to issue there: nothing to send yet.
    server(payment({ receipt: null, provider_receipts: [there(null)] }));
    show();
    await screen.findByRole('heading', { name: 'Pagamento de Rui Costa' });
    expect(screen.queryByRole('button', { name: 'Enviar recibo por e-mail' })).toBeNull();
  });

  it('«Anular pagamento» says the receipt goes with it and needs a reason', async () => {
    const cancelled = payment({
      status: 'A',
      cancel_reason: 'Valor errado',
      cancelled_at: '2026-11-26T10:00:00.000Z',
    });
    const calls = server(payment(), (call) => (call.path === `${base}/cancel` ? [200, cancelled] : null));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Anular pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular o pagamento?' });
    expect(dialog.textContent).toContain('O recibo RG 2026A/4 é anulado com o pagamento');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anular pagamento' })));
    expect(within(dialog).getByText('Indique o motivo da anulação')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo da anulação/ }), {
      target: { value: 'Valor errado' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anular pagamento' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
      [`${base}/cancel`, { reason: 'Valor errado' }],
    ]);
    expect(
      await screen.findByText(/Este pagamento foi anulado em 26\/11\/2026\. Motivo: Valor errado/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular pagamento' })).toBeNull();
  });

  it('saves the source and notes, counting the notes’ characters', async () => {
    const calls = server(payment(), (call) =>
      call.method === 'PUT' ? [200, payment({ notes: 'Pagou no balcão' })] : null,
    );
    show();
    const notes = await screen.findByRole('textbox', { name: 'Notas' });
    expect(screen.getByText('0 / 1000')).toBeTruthy();
    fireEvent.change(notes, { target: { value: 'Pagou no balcão' } });
    expect(screen.getByText('15 / 1000')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar notas' })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ source: 'TPA 1', notes: 'Pagou no balcão' });
  });

  it('lets a reader download the receipt but neither cancel nor edit', async () => {
    server(payment());
    show(reader());
    await screen.findByRole('button', { name: 'Descarregar recibo (PDF)' });
    expect(screen.queryByRole('button', { name: 'Anular pagamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar recibo por e-mail' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Notas' }) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
