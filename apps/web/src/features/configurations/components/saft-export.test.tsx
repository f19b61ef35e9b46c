import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { SaftExport, previousMonth } from './saft-export';

const NIF = '509442013';

/** The month before today's in Lisbon, as the server's query takes it. */
function expectedMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the SAF-T (PT) export', () => {
  it('defaults to the previous month and downloads its file', async () => {
    const created = vi.fn(() => 'blob:saft');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const calls = serve((call) => (call.path === '/api/v1/saft' ? [200, '<AuditFile/>'] : [404, {}]));
    renderWithQueries(<SaftExport nif={NIF} timeZone="Europe/Lisbon" />);
    expect(screen.getByRole('heading', { name: 'Exportar SAF-T (PT)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar SAF-T (PT)' }));
    const { year, month } = expectedMonth();
    const name = `SAFT-PT_${NIF}_${year}-${String(month).padStart(2, '0')}.xml`;
    expect(await screen.findByText(`Ficheiro ${name} descarregado.`)).toBeTruthy();
    const call = calls.find((c) => c.path === '/api/v1/saft')!;
    expect([call.query.get('year'), call.query.get('month')]).toEqual([String(year), String(month)]);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('lists each document with the rule it breaks when the server refuses the file', async () => {
    serve((call) =>
      call.path === '/api/v1/saft'
        ? [
            422,
            {
              error: {
                code: 'saft_invalid',
                message: 'O ficheiro SAF-T (PT) não foi gerado: há documentos que não cumprem as regras',
                details: {
                  problems: [
                    {
                      document: 'FT 2026A/3',
                      rule: 'a soma das linhas (40,00 €) difere do total do documento (400,10 €)',
                    },
                    { document: 'RG 2026A/1', rule: 'numeração com falhas: número 2, esperado 1' },
                  ],
                },
              },
            },
          ]
        : [404, {}],
    );
    renderWithQueries(<SaftExport nif={NIF} timeZone="Europe/Lisbon" />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar SAF-T (PT)' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('O ficheiro SAF-T (PT) não foi gerado')).toBeTruthy();
    expect(within(alert).getByText('Há 2 problemas a corrigir:')).toBeTruthy();
    const list = within(alert).getByRole('list', { name: 'Problemas do ficheiro SAF-T (PT)' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'FT 2026A/3: a soma das linhas (40,00 €) difere do total do documento (400,10 €)',
      'RG 2026A/1: numeração com falhas: número 2, esperado 1',
    ]);
    expect(screen.queryByText(/^Ficheiro .* descarregado\.$/)).toBeNull();
  });

  it('takes the previous month in the clinic’s zone, across a new year', () => {
    const first = previousMonth('Europe/Lisbon', new Date('2027-01-01T00:30:00Z'));
    expect([first.getFullYear(), first.getMonth() + 1]).toEqual([2026, 12]);
    // The same instant is still 31 December in the Azores (UTC−1): the previous month is November.
    const azores = previousMonth('Atlantic/Azores', new Date('2027-01-01T00:30:00Z'));
    expect([azores.getFullYear(), azores.getMonth() + 1]).toEqual([2026, 11]);
  });
});
