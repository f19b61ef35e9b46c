import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { notify } from '../../../lib/notify';
import { clearUser, setUser } from '../../../lib/session';
import { expense, notFound, renderRoutes, serve, usePortuguese, type Call } from '../test-support';
import { ExpenseForm } from './expense-form';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

function show(existing: ReturnType<typeof expense> | null = null) {
  setUser(makeUser('manager'));
  return renderRoutes(
    [
      { path: '/expenses/add_new_expense', element: <ExpenseForm expense={existing} /> },
      { path: '/expenses/:id', element: <p>Gasto aberto</p> },
      { path: '/expenses', element: <p>Lista</p> },
    ],
    '/expenses/add_new_expense',
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await act(async () => fireEvent.click(await screen.findByRole('option', { name: option })));
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('the expense form', { timeout: 30_000 }, () => {
  it('computes the VAT from the rate as the total is typed (half-up), and counts the notes', async () => {
    serve(() => notFound);
    show();
    type(/^Total com IVA/, '12,30');
    expect((await screen.findByTestId('vat-computed')).textContent?.replace(/\s/g, ' ')).toBe(
      'IVA calculado: 2,30 €',
    );
    type(/^Total com IVA/, '10');
    await waitFor(() => expect(screen.getByTestId('vat-computed').textContent).toContain('1,87'));
    await choose(/^Taxa de IVA/, '6 %');
    await waitFor(() => expect(screen.getByTestId('vat-computed').textContent).toContain('0,57'));
    expect(screen.getByTestId('notes-count').textContent).toBe('0 / 1000 caracteres');
    type('Notas', 'Pago por transferência');
    await waitFor(() => expect(screen.getByTestId('notes-count').textContent).toBe('22 / 1000 caracteres'));
  });

  it('sends the expense in cents with the rate, and shows «Gasto já se encontra criado» under the name', async () => {
    const calls = serve((call: Call) =>
      call.method === 'POST' && call.path === '/api/v1/expenses'
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'Gasto já se encontra criado',
                fields: { name: 'Gasto já se encontra criado' },
                details: { expense_id: expense().id },
              },
            },
          ]
        : notFound,
    );
    show();
    type(/^Nome/, 'Renda de março');
    type(/^Fornecedor/, 'Imobiliária Boavista');
    type(/^NIF do fornecedor/, '509442013');
    type(/^Total com IVA/, '1.234,56');
    await choose(/^Categoria/, 'Renda');
    await choose(/^Método de pagamento/, 'Transferência bancária');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const name = await screen.findByText('Gasto já se encontra criado');
    expect(name.closest('.MuiFormControl-root')?.querySelector('input')?.value).toBe('Renda de março');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Renda de março',
      vendor_nif: '509442013',
      total_cents: 123_456,
      vat_rate_percent: 23,
      vat_cents: null,
      category: 'rent',
      method: 'bank_transfer',
    });
    expect(notify).not.toHaveBeenCalledWith('Gasto criado com sucesso', 'success');
    // Issue 43 §9: the refusal opens the expense already recorded.
    expect(screen.getByRole('link', { name: 'Abrir o gasto registado' }).getAttribute('href')).toBe(
      `/expenses/${expense().id}`,
    );
  });

  it('takes a supplier invoice with two VAT rates as lines, showing the VAT and total of both', async () => {
    const calls = serve((call: Call) =>
      call.method === 'POST' && call.path === '/api/v1/expenses' ? [201, expense()] : notFound,
    );
    show();
    type(/^Nome/, 'Material e creme');
    type(/^N\.º do documento do fornecedor/, 'FT 2025A/318');
    type(/^Total com IVA/, '106,00');
    await choose(/^Taxa de IVA/, '6 %');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar outra taxa' }));
    type(/^Total com IVA da taxa 2/, '123,00');
    await choose(/^Taxa de IVA 2/, '23 %');
    await waitFor(() =>
      expect(screen.getByTestId('vat-computed').textContent?.replace(/\s/g, ' ')).toBe(
        'IVA calculado: 29,00 € · Total: 229,00 €',
      ),
    );
    await choose(/^Categoria/, 'Consumíveis');
    await choose(/^Método de pagamento/, 'Numerário');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      vendor_document_number: 'FT 2025A/318',
      lines: [
        { vat_rate_percent: 6, total_cents: 10_600 },
        { vat_rate_percent: 23, total_cents: 12_300 },
      ],
    });
    expect(post.body).not.toHaveProperty('total_cents');
  });

  it('refuses a VAT amount above the total and a bad NIF before asking the server', async () => {
    const calls = serve(() => notFound);
    show();
    type(/^Nome/, 'Gel');
    type(/^NIF do fornecedor/, '123456788');
    type(/^Total com IVA/, '5,00');
    fireEvent.click(screen.getByRole('button', { name: 'Valor' }));
    type(/^IVA \(€\)/, '6,00');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('O IVA não pode ser superior ao total')).toBeTruthy();
    expect(screen.getByText('NIF inválido')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('saves a new expense, says «Gasto criado com sucesso» and opens it', async () => {
    serve((call: Call) =>
      call.method === 'POST' && call.path === '/api/v1/expenses' ? [201, expense()] : notFound,
    );
    const router = show();
    type(/^Nome/, 'Renda de março');
    type(/^Total com IVA/, '800');
    await choose(/^Categoria/, 'Renda');
    await choose(/^Método de pagamento/, 'Numerário');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/expenses/${expense().id}`));
    expect(notify).toHaveBeenCalledWith('Gasto criado com sucesso', 'success');
  });

  it('shows an attached receipt with its download link and a remove button', async () => {
    serve(() => notFound);
    show(expense({ attachment: { name: 'recibo.png', content_type: 'image/png', size_bytes: 2048 } }));
    const link = screen.getByRole('link', { name: 'Descarregar recibo.png' });
    expect(link.getAttribute('href')).toBe(`/api/v1/expenses/${expense().id}/attachment`);
    fireEvent.click(screen.getByRole('button', { name: 'Remover o recibo recibo.png' }));
    expect(screen.getByText('O recibo será removido ao guardar')).toBeTruthy();
  });
});
