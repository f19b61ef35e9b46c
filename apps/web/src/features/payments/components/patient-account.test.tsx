import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { formatEuros } from '../../../lib/format';
import { clearUser, setUser } from '../../../lib/session';
import {
  account,
  frontDesk,
  ids,
  notFound,
  reader,
  renderWithQueries,
  serve,
  usePortuguese,
} from '../test-support';
import { PatientAccount } from './patient-account';

function show(user: Me = frontDesk()) {
  serve((call) =>
    call.path === `/api/v1/users/${ids.patient}/current-account` ? [200, account()] : notFound,
  );
  setUser(user);
  return renderWithQueries(<PatientAccount patientId={ids.patient} />);
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the patient’s «Conta corrente» tab', { timeout: 30_000 }, () => {
  it('shows what they owe, their credit and the balance, and the invoices still to pay', async () => {
    show();
    const figures = await screen.findByRole('region', { name: 'Conta corrente' });
    const figure = (key: string) => figures.querySelector(`[data-figure="${key}"]`)?.textContent;
    expect(figure('owed')).toBe(formatEuros(7500));
    expect(figure('credit')).toBe(formatEuros(1200));
    expect(figure('balance')).toBe(formatEuros(6300));
    const open = within(screen.getByRole('table', { name: 'Faturas por pagar' })).getAllByRole('row');
    expect(open).toHaveLength(3);
    expect(within(open[2]!).getByRole('link', { name: 'FT 2026A/18' }).getAttribute('href')).toBe(
      `/invoices/${ids.ft2}`,
    );
    expect(open[2]!.textContent).toContain(formatEuros(3000));
    expect(screen.getByRole('link', { name: 'Registar pagamento' }).getAttribute('href')).toBe(
      `/payments/add_new_payment?patient=${ids.patient}`,
    );
  });

  it('lists the ledger oldest first: date, reference, description, débito, crédito and the running balance', async () => {
    show();
    const ledger = await screen.findByRole('table', { name: 'Movimentos' });
    const rows = within(ledger).getAllByRole('row');
    // Every column (on a phone the date and description move under the reference).
    const header = [...rows[0]!.querySelectorAll('th')].map((c) => c.textContent);
    expect(header).toEqual(['Data', 'Referência', 'Descrição', 'Débito', 'Crédito', 'Movimento', 'Saldo']);
    const cells = (i: number) => [...rows[i]!.querySelectorAll('td')];
    expect(rows).toHaveLength(5);
    expect(cells(2)[0]!.textContent).toBe('24/11/2026');
    expect(cells(2)[2]!.textContent).toBe('Fatura');
    expect(cells(2)[3]!.textContent).toBe(formatEuros(4500));
    expect(cells(2)[4]!.textContent).toBe('');
    expect(cells(1)[6]!.textContent).toBe(formatEuros(-1200));
    // A payment links to itself, described by its method.
    expect(within(rows[4]!).getByRole('link', { name: 'RG 2026A/3' }).getAttribute('href')).toBe(
      `/payments/${ids.payment}`,
    );
    expect(cells(4)[2]!.textContent).toBe('Pagamento — Numerário');
    expect(cells(4)[4]!.textContent).toBe(formatEuros(2000));
    // The phone's one signed column.
    expect(cells(4)[5]!.textContent).toBe(formatEuros(-2000));
    expect(cells(2)[5]!.textContent).toBe(formatEuros(4500));
    expect(cells(4)[6]!.textContent).toBe(formatEuros(6300));
  });

  it('offers no «Registar pagamento» to whoever may not record one', async () => {
    show(reader());
    await screen.findByRole('table', { name: 'Movimentos' });
    expect(screen.queryByRole('link', { name: 'Registar pagamento' })).toBeNull();
  });
});
