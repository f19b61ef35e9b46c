import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PackSale } from '@clinica/contracts/packs';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { PatientPacksTab } from './patient-packs-tab';

const patientId = '0d3c7a52-5b1e-4c59-9d4a-000000000104';
const sale = (overrides: Partial<PackSale>): PackSale => ({
  id: '6d3c7a52-5b1e-4c59-9d4a-000000000001',
  pack_id: '6d3c7a52-5b1e-4c59-9d4a-000000000002',
  pack_name: 'Pack 10 sessões',
  service_id: '6d3c7a52-5b1e-4c59-9d4a-000000000003',
  service_name: 'Sessão de fisioterapia',
  patient_id: patientId,
  patient_name: 'Rui Costa',
  sold_on: '2026-11-02',
  expires_on: '2027-05-01',
  price_cents: 30000,
  sessions_count: 10,
  sessions_used: 2,
  sessions_left: 8,
  expired: false,
  document_id: null,
  ...overrides,
});

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the patient’s Packs tab', { timeout: 30_000 }, () => {
  it('shows each pack’s sessions left and its state, and «Vender pack» to the front desk', async () => {
    serve(() => [
      200,
      {
        items: [
          sale({
            id: '6d3c7a52-5b1e-4c59-9d4a-000000000011',
            pack_name: 'Pack antigo',
            expired: true,
            sessions_used: 3,
            sessions_left: 7,
          }),
          sale({}),
        ],
      },
    ]);
    setUser(
      makeUser('front_desk', {
        permissions: {
          service_pack_sales: { read: true, create: true },
          service_consumptions: { read: true },
        },
      }),
    );
    renderWithQueries(<PatientPacksTab patientId={patientId} />);
    const open = await screen.findByRole('article', { name: 'Pack 10 sessões' });
    expect(within(open).getByText('8 de 10 sessões restantes')).toBeTruthy();
    expect(within(open).getByText('Em curso')).toBeTruthy();
    const old = screen.getByRole('article', { name: 'Pack antigo' });
    expect(within(old).getByText('Expirado')).toBeTruthy();
    // Open packs first.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Pack 10 sessões',
      'Pack antigo',
    ]);
    expect(screen.getByRole('button', { name: 'Vender pack' })).toBeTruthy();
  });

  it('has no «Vender pack» for a professional, and says when there are none', async () => {
    serve(() => [200, { items: [] }]);
    setUser(makeUser('professional', { permissions: { service_consumptions: { read: true } } }));
    renderWithQueries(<PatientPacksTab patientId={patientId} />);
    expect(await screen.findByText('Este paciente ainda não tem packs.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vender pack' })).toBeNull();
  });
});
