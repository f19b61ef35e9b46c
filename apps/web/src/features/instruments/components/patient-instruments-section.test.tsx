import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { ids, notFound, renderWithQueries, serve, trend, usePortuguese } from '../test-support';
import { PatientInstrumentsSection } from './patient-instruments-section';

const recorder = makeUser('professional', { permissions: { instruments: { read: true, create: true } } });
const reader = makeUser('professional', { permissions: { instruments: { read: true } } });

const trends = [
  trend('odi', [
    [40, 'unchanged'],
    [34, 'unchanged'],
    [22, 'improved'],
  ]),
  trend('psfs', [
    [6, 'unchanged'],
    [3.5, 'worsened'],
  ]),
];

const show = (user: Me, items = trends) => {
  setUser(user);
  const calls = serve((call) => (call.path === '/api/v1/instruments/trends' ? [200, { items }] : notFound));
  renderWithQueries(<PatientInstrumentsSection patientId={ids.patient} />);
  return calls;
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('«Instrumentos» in the Clinical record', { timeout: 30_000 }, () => {
  it('compares the latest score with the first in words, with the MCID and the unit', async () => {
    const calls = show(recorder);
    const odi = await screen.findByRole('region', { name: 'ODI — Índice de incapacidade de Oswestry' });
    expect(within(odi).getByText('MCID: 10 %', { exact: false })).toBeTruthy();
    expect(
      within(odi).getByText(
        'Da primeira para a última medição, a pontuação passou de 40 para 22 %: melhoria clinicamente relevante.',
      ),
    ).toBeTruthy();
    const psfs = screen.getByRole('region', { name: 'PSFS — Escala funcional específica do paciente' });
    expect(within(psfs).getByText('MCID: 2 pontos', { exact: false })).toBeTruthy();
    expect(
      within(psfs).getByText(
        'Da primeira para a última medição, a pontuação passou de 6 para 3,5 pontos: agravamento clinicamente relevante.',
      ),
    ).toBeTruthy();
    expect(calls[0]!.query.get('patient_id')).toBe(ids.patient);
    // The chart (hidden from screen readers: the table has its figures) names its marks in a legend.
    const legend = (region: HTMLElement) => region.querySelector('[aria-hidden] .MuiChartsLegend-root');
    await waitFor(() => expect(legend(odi)).not.toBeNull(), { timeout: 10_000 });
    expect(legend(odi)!.textContent).toBe('PontuaçãoMelhoria clinicamente relevante');
    await waitFor(() => expect(legend(psfs)).not.toBeNull(), { timeout: 10_000 });
    expect(legend(psfs)!.textContent).toBe('PontuaçãoAgravamento clinicamente relevante');
    expect(screen.getByRole('heading', { level: 2, name: 'Instrumentos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registar instrumento' })).toBeTruthy();
  });

  it('lists the points for screen readers: date, score, change from the first, status in words', async () => {
    show(reader);
    const odi = await screen.findByRole('table', { name: 'ODI: pontuações ao longo do tempo' });
    expect(rowsOf(odi)).toEqual([
      ['01/10/2026', '40', '—', 'Primeira medição'],
      ['08/10/2026', '34', '−6', 'Sem alteração clinicamente relevante'],
      ['15/10/2026', '22', '−18', 'Melhoria clinicamente relevante'],
    ]);
    const psfs = screen.getByRole('table', { name: 'PSFS: pontuações ao longo do tempo' });
    expect(rowsOf(psfs)).toEqual([
      ['01/10/2026', '6', '—', 'Primeira medição'],
      ['08/10/2026', '3,5', '−2,5', 'Agravamento clinicamente relevante'],
    ]);
    expect(screen.queryByRole('button', { name: 'Registar instrumento' })).toBeNull();
  });

  it('says when nothing has been recorded yet, and a single score as it is', async () => {
    show(reader, []);
    expect(await screen.findByText('Ainda não há instrumentos registados para este paciente.')).toBeTruthy();
    cleanup();
    show(reader, [trend('nprs', [[7, 'unchanged']])]);
    expect(await screen.findByText('Uma só medição até agora: 7 pontos.')).toBeTruthy();
  });
});
