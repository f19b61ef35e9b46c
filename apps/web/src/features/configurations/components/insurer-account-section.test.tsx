import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InsurerAccount } from '@clinica/contracts/insurer-billing';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { InsurerAccountSection } from './insurer-account-section';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const INSURER = '00000000-0000-4000-8000-000000000001';
const FT = '00000000-0000-4000-a000-000000000001';
const lineId = (n: number) => `00000000-0000-4000-b000-00000000000${n}`;

const account: InsurerAccount = {
  insurer: { id: INSURER, name: 'Médis' },
  invoiced_cents: 5000,
  credited_cents: 0,
  settled_cents: 0,
  refused_cents: 0,
  owed_cents: 5000,
  documents: [
    {
      id: FT,
      type: 'FT',
      status: 'N',
      invoice_no: 'FT 2026A/9',
      invoice_date: '2026-11-02',
      gross_cents: 5000,
      credited_cents: 0,
      settled_cents: 0,
      refused_cents: 0,
      outstanding_cents: 5000,
      lines: [1, 2].map((n) => ({
        id: lineId(n),
        description: n === 1 ? 'Sessão — Rui Costa' : 'Sessão — Inês Sousa',
        service_date: '2026-10-05',
        gross_cents: 2500,
        creditable_cents: 2500,
        refused_cents: 0,
      })),
    },
  ],
  payments: [],
};

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillPayment() {
  renderWithQueries(<InsurerAccountSection insurerId={INSURER} />);
  await screen.findByRole('table', { name: 'Faturas' });
  expect(document.querySelector('[data-figure="owed"]')?.textContent).toMatch(/^Em dívida50,00\s€$/);
  fireEvent.click(screen.getByRole('button', { name: 'Registar pagamento' }));
  const dialog = await screen.findByRole('dialog');
  const paid = within(dialog).getByLabelText('Valor pago da FT 2026A/9');
  expect((paid as HTMLInputElement).value).toBe('50,00');
  expect(within(dialog).getByText(/^Valor do pagamento: 50,00\s€$/)).toBeTruthy();
  fireEvent.change(paid, { target: { value: '25,00' } });
  expect(within(dialog).getByText(/^Valor do pagamento: 25,00\s€$/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Recusas (2 linhas)' }));
  const line = within(dialog).getByRole('group', { name: 'Sessão — Inês Sousa' });
  fireEvent.change(within(line).getByLabelText('Valor recusado'), { target: { value: '25' } });
  fireEvent.change(within(line).getByLabelText('Motivo da recusa'), { target: { value: 'Sem prescrição' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Registar' }));
  return { dialog, line };
}

describe('«Conta corrente» of an insurer', { timeout: 30_000 }, () => {
  it('records a payment of part of an FT with a line refused, the amount being what is paid', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? [201, { id: FT, receipt_no: 'RG 2026A/3' }]
        : call.path.endsWith('/account')
          ? [200, account]
          : [404, {}],
    );
    await fillPayment();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/v1/insurers/${INSURER}/payments`);
    expect(post.body).toMatchObject({
      amount_cents: 2500,
      method: 'bank_transfer',
      allocations: [{ document_id: FT, amount_cents: 2500 }],
      refusals: [{ line_id: lineId(2), amount_cents: 2500, reason: 'Sem prescrição' }],
    });
  });

  it('shows the server’s error under the refused line it names', async () => {
    serve((call) =>
      call.method === 'POST'
        ? [
            400,
            {
              error: {
                code: 'validation_error',
                message: 'Dados inválidos',
                fields: {
                  'refusals.0.amount_cents': 'O valor recusado não pode exceder o que a linha ainda deve',
                },
              },
            },
          ]
        : [200, account],
    );
    const { line } = await fillPayment();
    expect(
      await within(line).findByText('O valor recusado não pode exceder o que a linha ainda deve'),
    ).toBeTruthy();
  });
});
