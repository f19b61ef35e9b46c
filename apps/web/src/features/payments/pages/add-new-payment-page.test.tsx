import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { clearUser, setUser } from '../../../lib/session';
import {
  account,
  frontDesk,
  ids,
  notFound,
  payment,
  renderRoutes,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { AddNewPaymentPage } from './add-new-payment-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

/** Euros as getByText reads them (its normaliser turns the no-break space into a space). */
const euros = (cents: number) => formatEuros(cents).replace(/\s/g, ' ');

type Answer = (call: Call) => [number, unknown] | null;

function server(answer: Answer = () => null) {
  return serve((call: Call) => {
    const own = answer(call);
    if (own) return own;
    if (call.path === `/api/v1/users/${ids.patient}/current-account`) return [200, account()];
    if (call.method === 'POST' && call.path === '/api/v1/payments') return [201, payment()];
    return notFound;
  });
}

function show(
  url = `/payments/add_new_payment?patient=${ids.patient}&document=${ids.ft1}`,
  invoicing = true,
) {
  setUser(frontDesk(invoicing));
  return renderRoutes(
    [
      { path: '/payments/add_new_payment', element: <AddNewPaymentPage /> },
      { path: '/payments/:id', element: <p>Pagamento aberto</p> },
    ],
    url,
  );
}

const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const checkbox = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

async function choose(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await act(async () => fireEvent.click(await screen.findByRole('option', { name: option })));
}

async function type(name: string | RegExp, value: string) {
  await act(async () => fireEvent.change(box(name), { target: { value } }));
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('/payments/add_new_payment', { timeout: 30_000 }, () => {
  it('lists the open invoices with what each owes; the one in the address comes ticked and sets the amount', async () => {
    server();
    show();
    await screen.findByText('Pagar FT 2026A/17');
    expect(checkbox(/Pagar FT 2026A\/17/).checked).toBe(true);
    expect(checkbox(/Pagar FT 2026A\/18/).checked).toBe(false);
    expect(box('Valor a pagar de FT 2026A/17 (€)').value).toBe('45,00');
    expect(box('Valor a pagar de FT 2026A/18 (€)').value).toBe('30,00');
    expect(screen.getByText(`Em dívida: ${euros(3000)}`)).toBeTruthy();
    expect(box(/^Valor \(€\)/).value).toBe('45,00');
    // Until an amount is typed, it follows the ticked documents.
    await act(async () => fireEvent.click(checkbox(/Pagar FT 2026A\/18/)));
    expect(box(/^Valor \(€\)/).value).toBe('75,00');
    expect(document.querySelector('[data-summary="documents"]')?.textContent).toBe(formatEuros(7500));
  });

  it('offers the advance for a surplus of money, and sends it', async () => {
    const calls = server();
    const router = show();
    await screen.findByText('Pagar FT 2026A/17');
    expect(screen.queryByRole('checkbox', { name: /adiantamento/ })).toBeNull();
    await type(/^Valor \(€\)/, '60');
    await choose(/^Método/, 'Multibanco');
    const advance = checkbox('Emitir fatura-recibo de adiantamento pelo excedente');
    expect(screen.getByText(`O excedente de ${euros(1500)} fica como crédito do paciente.`)).toBeTruthy();
    expect(document.querySelector('[data-summary="remaining"]')?.textContent).toBe(formatEuros(1500));

    // Without it the surplus is refused under the checkbox, before asking the server.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' })));
    expect(await screen.findByText(paymentMessages.surplus)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await act(async () => fireEvent.click(advance));
    expect(document.querySelector('[data-summary="advance"]')?.textContent).toBe(formatEuros(1500));
    await type('Origem', 'TPA 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/${ids.payment}`));
    expect(posts(calls)[0]!.body).toEqual({
      patient_id: ids.patient,
      paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amount_cents: 6000,
      method: 'mb',
      source: 'TPA 1',
      notes: null,
      allocations: [{ document_id: ids.ft1, amount_cents: 4500 }],
      advance: true,
      advance_service_id: null,
    });
    expect(notify).toHaveBeenCalledWith(
      'Pagamento registado com sucesso. Recibo RG 2026A/4 gerado',
      'success',
    );
  });

  it('asks which service the advance is for, and sends it (the advance takes its VAT)', async () => {
    const physio = '5d3c7a52-5b1e-4c59-9d4a-000000000e01';
    const calls = server((call) =>
      call.path === '/api/v1/services'
        ? [
            200,
            {
              items: [
                { id: physio, name: 'Sessão de fisioterapia' },
                { id: '5d3c7a52-5b1e-4c59-9d4a-000000000e02', name: 'Banda elástica' },
              ],
              total: 2,
              page: 1,
              page_size: 200,
            },
          ]
        : null,
    );
    const router = show();
    await screen.findByText('Pagar FT 2026A/17');
    await type(/^Valor \(€\)/, '100');
    await choose(/^Método/, 'Numerário');
    // No advance, no picker.
    expect(screen.queryByRole('combobox', { name: 'Serviço a que se destina' })).toBeNull();
    await act(async () => fireEvent.click(checkbox('Emitir fatura-recibo de adiantamento pelo excedente')));
    expect(
      screen.getByText('O adiantamento leva o IVA deste serviço; sem serviço, o da clínica por omissão.'),
    ).toBeTruthy();
    await choose('Serviço a que se destina', 'Sessão de fisioterapia');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/${ids.payment}`));
    expect(posts(calls)[0]!.body).toMatchObject({
      amount_cents: 10000,
      method: 'cash',
      advance: true,
      advance_service_id: physio,
    });
  });

  it('shows the server’s field error under the row it names', async () => {
    server((call) =>
      call.method === 'POST'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Dados inválidos',
                fields: { 'allocations.0.amount_cents': paymentMessages.allocationExceeds },
              },
            },
          ]
        : null,
    );
    show(`/payments/add_new_payment?patient=${ids.patient}`);
    await screen.findByText('Pagar FT 2026A/17');
    // Only the second invoice is sent: the server's «allocations.0» is its row.
    await act(async () => fireEvent.click(checkbox(/Pagar FT 2026A\/18/)));
    await choose(/^Método/, 'Numerário');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' })));
    const field = box('Valor a pagar de FT 2026A/18 (€)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.closest('.MuiFormControl-root')?.textContent).toContain(paymentMessages.allocationExceeds);
    expect(box('Valor a pagar de FT 2026A/17 (€)').getAttribute('aria-invalid')).toBe('false');
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers only the methods that move money, MB WAY among them: no «Conta corrente», no compensation', async () => {
    server();
    show();
    await screen.findByText('Pagar FT 2026A/17');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Método/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Cartão de crédito',
      'Cartão de débito',
      'Numerário',
      'Outro',
      'Multibanco',
      'MB WAY',
      'Transferência bancária',
    ]);
  });

  it('opened for an invoice, «Deixar em conta corrente» goes back to it and records nothing', async () => {
    const calls = server();
    show();
    await screen.findByText('Pagar FT 2026A/17');
    expect(screen.getByRole('link', { name: 'Deixar em conta corrente' }).getAttribute('href')).toBe(
      `/invoices/${ids.ft1}`,
    );
    expect(posts(calls)).toEqual([]);
  });

  it('«Compensar com o saldo» is its own action: the patient’s credit pays, which must not exceed it', async () => {
    const calls = server();
    show(`/payments/add_new_payment?patient=${ids.patient}&document=${ids.ft1}&compensate=1`);
    await screen.findByText('Pagar FT 2026A/17');
    expect(screen.getByRole('heading', { name: 'Compensar com o saldo' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Método/ })).toBeNull();
    expect(screen.getByText(`Crédito disponível do paciente: ${euros(1200)}`)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /adiantamento/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compensar com o saldo' })));
    expect(await screen.findByText(paymentMessages.creditInsufficient)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('with invoicing off records a plain payment: no invoices, only the methods that move money', async () => {
    const calls = server();
    show(`/payments/add_new_payment?patient=${ids.patient}`, false);
    await screen.findByText(/A faturação está desligada/);
    expect(screen.queryByText('Pagar FT 2026A/17')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Método/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Cartão de crédito',
      'Cartão de débito',
      'Numerário',
      'Outro',
      'Multibanco',
      'MB WAY',
      'Transferência bancária',
    ]);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Numerário' })));
    await type(/^Valor \(€\)/, '20,5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({
      amount_cents: 2050,
      method: 'cash',
      allocations: [],
      advance: false,
      advance_service_id: null,
    });
  });

  describe('with the invoices at InvoiceXpress (decision 053)', () => {
    const atInvoiceXpress = (receipt_no: string | null) =>
      payment({
        receipt: null,
        provider_receipts: [
          {
            document_id: ids.ft1,
            invoice_no: 'FT FTA2026/7',
            amount_cents: 4500,
            receipt_no,
            atcud: receipt_no ? 'JJ3XK9PT-3' : null,
            cancelled: false,
          },
        ],
      });
    async function record(answer: Answer) {
      server(answer);
      const router = show();
      await screen.findByText('Pagar FT 2026A/17');
      await choose(/^Método/, 'Multibanco');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' })));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/${ids.payment}`));
    }

    it('saved: the message names the receipt InvoiceXpress issued', async () => {
      await record((call) => (call.method === 'POST' ? [201, atInvoiceXpress('RG RGA2026/3')] : null));
      expect(notify).toHaveBeenCalledWith(
        'Pagamento registado com sucesso. Recibo RG RGA2026/3 gerado',
        'success',
      );
    });

    it('recorded but InvoiceXpress did not answer: says so and opens the payment to issue it there', async () => {
      await record((call) =>
        call.method === 'POST'
          ? [
              502,
              {
                error: {
                  code: 'invoicing_provider_error',
                  message: 'O pagamento ficou registado, mas a InvoiceXpress não emitiu o recibo',
                  fields: { receipts: 'O pagamento ficou registado' },
                  details: { payment_id: ids.payment },
                },
              },
            ]
          : null,
      );
      expect(notify).toHaveBeenCalledWith(
        'Pagamento registado, mas a InvoiceXpress não emitiu o recibo. Emita-o a partir do pagamento — nenhum recibo é emitido em duplicado.',
        'warning',
      );
    });
  });
});
