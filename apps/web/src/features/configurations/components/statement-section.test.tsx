import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Statement } from '@clinica/contracts/insurer-billing';
import { notify } from '../../../lib/notify';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { StatementSection } from './statement-section';

const INSURER = '00000000-0000-4000-8000-000000000001';
const person = (id: string, name: string) => ({ id: `00000000-0000-4000-8000-00000000000${id}`, name });
const line = (n: string, patient: string, cents: number) => ({
  appointment_id: `00000000-0000-4000-9000-00000000000${n}`,
  date: `2026-10-0${n}`,
  time: '09:30',
  patient: person(n, patient),
  insurance_number: `MD-${n}`,
  service: person('9', 'Sessão de fisioterapia'),
  professional: person('8', 'Ana Lopes'),
  price_cents: 3500,
  patient_cents: 3500 - cents,
  insurer_cents: cents,
});
const statement = (lines: Statement['lines']): Statement => ({
  insurer: {
    id: INSURER,
    name: 'Médis',
    fiscal_name: 'Médis — Companhia de Seguros',
    nif: '503496944',
    agreement_number: 'C-1',
  },
  month: '2026-10',
  lines,
  total_cents: lines.reduce((s, l) => s + l.insurer_cents, 0),
  documents: [],
});

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('«Mapa mensal»', { timeout: 30_000 }, () => {
  it('lists the month’s sessions with the insurer’s part, and issues one FT of exactly those', async () => {
    const month = statement([line('1', 'Rui Costa', 2500), line('2', 'Inês Sousa', 2500)]);
    const calls = serve((call) => {
      if (call.path.endsWith('/statement/invoice'))
        return [201, { id: '00000000-0000-4000-a000-000000000001', invoice_no: 'FT 2026A/9' }];
      if (call.path.endsWith('/statement')) return [200, month];
      return [404, {}];
    });
    renderWithQueries(<StatementSection insurerId={INSURER} timeZone="Europe/Lisbon" />);
    const table = await screen.findByRole('table', { name: /Sessões por faturar em/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('01/10/2026');
    expect(rows[1]!.textContent).toContain('MD-1');
    expect(rows.at(-1)!.textContent).toContain('Total (2 sessões)');
    expect(rows.at(-1)!.textContent).toContain('50,00');
    fireEvent.click(screen.getByRole('button', { name: 'Emitir fatura' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir fatura' }));
    await screen.findByText(/Fatura FT 2026A\/9 emitida/);
    expect((await screen.findByRole('link', { name: 'Abrir a fatura' })).getAttribute('href')).toBe(
      '/invoices/00000000-0000-4000-a000-000000000001',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      month: '2026-10',
      appointment_ids: month.lines.map((l) => l.appointment_id),
    });
    expect(calls[0]!.query.get('month')).toMatch(/^\d{4}-\d{2}$/);
  });

  it('says so when the month has nothing to bill, and offers no export or invoice', async () => {
    serve((call) => (call.path.endsWith('/statement') ? [200, statement([])] : [404, {}]));
    renderWithQueries(<StatementSection insurerId={INSURER} timeZone="Europe/Lisbon" />);
    expect(await screen.findByText('Nada por faturar em 10/2026')).toBeTruthy();
    for (const name of ['Exportar CSV', 'Exportar PDF', 'Emitir fatura'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal when a session was billed meanwhile, and reads the month again', async () => {
    let reads = 0;
    serve((call) => {
      if (call.path.endsWith('/statement/invoice'))
        return [
          409,
          {
            error: {
              code: 'conflict',
              message: 'Esta sessão já foi faturada à seguradora',
              fields: { 'appointment_ids.0': 'Esta sessão já foi faturada à seguradora' },
            },
          },
        ];
      reads += 1;
      return [200, statement([line('1', 'Rui Costa', 2500)])];
    });
    renderWithQueries(<StatementSection insurerId={INSURER} timeZone="Europe/Lisbon" />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Emitir fatura' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir fatura' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Esta sessão já foi faturada à seguradora', 'error'),
    );
    await vi.waitFor(() => expect(reads).toBe(2));
  });
});
