import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Service } from '@clinica/contracts/catalogue';
import { stockMessages } from '@clinica/contracts/stock';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { StockMovementDialog } from './stock-movement-dialog';

const gel: Service = {
  id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a03',
  name: 'Gel condutor',
  description: null,
  price_cents: 1200,
  unit: 'l',
  duration_minutes: null,
  vat_class: 'normal',
  tax_exemption_code: null,
  specialty_id: null,
  specialty_name: null,
  colour: null,
  kind: 'product',
  active: true,
  stock_quantity_milli: 1000,
  low_stock_threshold_milli: null,
};

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Registar movimento' })));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('«Registar movimento»', { timeout: 30_000 }, () => {
  it('records a consumption in the unit with a decimal comma, as thousandths taken out', async () => {
    const calls = serve((call) => (call.method === 'POST' ? [201, {}] : [200, { items: [] }]));
    const onClose = vi.fn();
    renderWithQueries(<StockMovementDialog service={gel} canManage={false} onClose={onClose} />);
    // The front desk records consumptions only.
    expect(screen.getByRole('combobox', { name: 'Tipo' }).textContent).toBe('Consumo');
    type('Quantidade (l)', '0,25');
    await submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ service_id: gel.id, kind: 'consumption', quantity_milli: -250 });
  });

  it('asks for the reason of an adjustment before sending anything, and shows the server’s refusal under the quantity', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Dados inválidos',
                fields: { quantity_milli: stockMessages.belowZero },
              },
            },
          ]
        : [200, { items: [] }],
    );
    renderWithQueries(<StockMovementDialog service={gel} canManage onClose={() => undefined} />);
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Acerto' })));
    type('Quantidade (l)', '2');
    await submit();
    expect(await screen.findByText('Indique o motivo do acerto')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Consumo' })));
    type('Quantidade (l)', '2');
    await submit();
    expect(await screen.findByText(pt.stock.errors.belowZero)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toMatchObject({ quantity_milli: -2000 });
  });

  it('refuses a quantity that is not a number of the unit', async () => {
    const calls = serve(() => [200, { items: [] }]);
    renderWithQueries(<StockMovementDialog service={gel} canManage onClose={() => undefined} />);
    type('Quantidade (l)', '0,2555');
    await submit();
    expect(await screen.findByText(pt.stock.quantityInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
