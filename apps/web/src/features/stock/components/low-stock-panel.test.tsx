import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LowStockProduct } from '@clinica/contracts/stock';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { LowStockPanel } from './low-stock-panel';

const tape: LowStockProduct = {
  id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a01',
  name: 'Kinesio tape 5 cm × 5 m',
  unit: 'unit',
  stock_quantity_milli: 3000,
  low_stock_threshold_milli: 5000,
  needs_adjustment: false,
};
const gel: LowStockProduct = {
  id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a02',
  name: 'Gel condutor',
  unit: 'l',
  stock_quantity_milli: -250,
  low_stock_threshold_milli: null,
  needs_adjustment: true,
};

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('«Stock baixo» on the services page', () => {
  it('lists the products below their minimum, with links, and flags a sale below zero', async () => {
    const calls = serve(() => [200, { items: [tape, gel] }]);
    renderWithQueries(<LowStockPanel />);
    const panel = await screen.findByRole('region', { name: 'Produtos com stock baixo' });
    expect(panel.textContent).toContain('Stock baixo (2)');
    expect(screen.getByRole('link', { name: tape.name }).getAttribute('href')).toBe(`/services/${tape.id}`);
    expect(panel.textContent).toContain('3 un. · mínimo 5 un.');
    expect(panel.textContent).toContain('−0,25 l');
    expect(screen.getAllByText('Precisa de acerto')).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/stock-movements/low-stock']);
  });

  it('shows nothing when every product is stocked', async () => {
    const calls = serve(() => [200, { items: [] }]);
    const { container } = renderWithQueries(<LowStockPanel />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
