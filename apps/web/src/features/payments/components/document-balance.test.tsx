import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { formatEuros } from '../../../lib/format';
import { clearUser, setUser } from '../../../lib/session';
import {
  account,
  frontDesk,
  ids,
  notFound,
  page,
  payment,
  reader,
  renderWithQueries,
  serve,
  usePortuguese,
} from '../test-support';
import { DocumentBalance } from './document-balance';
import { ReceiptsHomeCard } from './receipts-home-card';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const euros = (cents: number) => formatEuros(cents).replace(/\s/g, ' ');

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('an issued FT’s balance (its page)', { timeout: 30_000 }, () => {
  const show = (documentId: string, user = frontDesk()) => {
    serve((call) =>
      call.path === `/api/v1/users/${ids.patient}/current-account` ? [200, account()] : notFound,
    );
    setUser(user);
    return renderWithQueries(
      <DocumentBalance documentId={documentId} patientId={ids.patient} grossCents={5000} />,
    );
  };

  it('says what it still owes and leads to a payment of it', async () => {
    show(ids.ft2);
    expect(
      await screen.findByText(`Em conta corrente — por pagar ${euros(3000)} de ${euros(5000)}`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registar pagamento' }).getAttribute('href')).toBe(
      `/payments/add_new_payment?patient=${ids.patient}&document=${ids.ft2}`,
    );
    // The patient has credit: it may pay this invoice, as its own action.
    expect(screen.getByRole('link', { name: 'Compensar com o saldo' }).getAttribute('href')).toBe(
      `/payments/add_new_payment?patient=${ids.patient}&document=${ids.ft2}&compensate=1`,
    );
  });

  it('says a paid one is paid, with nothing to record', async () => {
    show(ids.advance);
    expect(await screen.findByText('Esta fatura está paga.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registar pagamento' })).toBeNull();
  });

  it('offers no payment to whoever may not record one', async () => {
    show(ids.ft2, reader());
    await screen.findByText(/por pagar/);
    expect(screen.queryByRole('link', { name: 'Registar pagamento' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compensar com o saldo' })).toBeNull();
  });
});

describe('a patient’s «Recibos» card', { timeout: 30_000 }, () => {
  it('lists their receipts, each downloaded as a PDF', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/v1/payments')
        return [
          200,
          {
            ...page([payment(), payment({ id: ids.advance, receipt: null })]),
            totals: { payments: 2, cancelled: 0, received_cents: 0, by_method: [] },
          },
        ];
      if (call.path === '/api/v1/generate-receipt') return [200, {}];
      return notFound;
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    setUser(makeUser('patient', {}, true));
    renderWithQueries(<ReceiptsHomeCard timeZone="Europe/Lisbon" />);
    const list = await screen.findByRole('list', { name: 'Recibos' });
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.textContent).toContain('RG 2026A/4');
    fireEvent.click(screen.getByRole('button', { name: 'Descarregar PDF do recibo RG 2026A/4' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ payment_id: ids.payment });
  });
});
