import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import {
  ids,
  notFound,
  page,
  programme,
  renderWithQueries,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { PatientProgrammeSection } from './patient-programme-section';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const prescriber = makeUser('professional', {
  permissions: { interventions_performed: { read: true, create: true }, exercise_programmes: { read: true } },
});
const reader = makeUser('professional', { permissions: { exercise_programmes: { read: true } } });

const adherence = {
  programme_id: ids.programme,
  time_zone: 'Europe/Lisbon',
  weeks: [
    { week_start: '2026-11-02', done: 2, prescribed: 3, ratio: 2 / 3 },
    { week_start: '2026-11-09', done: 4, prescribed: 3, ratio: 1 },
    { week_start: '2026-11-30', done: 0, prescribed: 3, ratio: 0 },
  ],
  total: { done: 5, prescribed: 9, ratio: 5 / 9 },
};

const server = (current: unknown, more: (call: Call) => [number, unknown] | null = () => null) =>
  serve((call) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/v1/exercise-programmes')
      return [200, page(current ? [current] : [])];
    if (call.method === 'GET' && call.path === `/api/v1/exercise-programmes/${ids.programme}/adherence`)
      return [200, adherence];
    return notFound;
  });

const show = (user: Me) => {
  setUser(user);
  return renderWithQueries(<PatientProgrammeSection patientId={ids.patient} />);
};

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('«Programa de casa» in the Clinical record', { timeout: 30_000 }, () => {
  it('shows the programme and the adherence per week and overall, from the API', async () => {
    const calls = server(programme());
    show(prescriber);
    expect(
      await screen.findByText('3 vezes por semana · Prescrito por Ana Sousa · Desde 02/11/2026'),
    ).toBeTruthy();
    expect(screen.getByText('3 × 12 · 5 kg', { exact: false })).toBeTruthy();
    expect(calls[0]!.query.get('patient_id')).toBe(ids.patient);

    const table = await screen.findByRole('table', { name: 'Adesão' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['02/11 – 08/11', '2 / 3', '67%'],
      ['09/11 – 15/11', '4 / 3', '100%'],
      ['30/11 – 06/12', '0 / 3', '0%'],
    ]);
    expect(screen.getByText('Adesão global: 56% (5 de 9 sessões)')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/adherence'))?.query.get('weeks')).toBe('8');
    expect(screen.getByRole('link', { name: 'Imprimir PDF' }).getAttribute('href')).toBe(
      `/api/v1/exercise-programmes/${ids.programme}/pdf`,
    );
  });

  it('ends the programme only after confirmation, then offers to create one', async () => {
    const calls = server(programme(), (call) =>
      call.method === 'POST' ? [200, programme({ ended_at: '2026-11-26T10:00:00.000Z' })] : null,
    );
    show(prescriber);
    fireEvent.click(await screen.findByRole('button', { name: 'Terminar programa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminar o programa de exercícios?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminar programa' }));
    expect(await screen.findByRole('button', { name: 'Criar programa' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(
      `/api/v1/exercise-programmes/${ids.programme}/end`,
    );
    expect(screen.getByText('Este paciente não tem um programa de exercícios ativo.')).toBeTruthy();
  });

  it('lets a reader without the permission to prescribe print, not edit or end', async () => {
    server(programme());
    show(reader);
    expect(await screen.findByRole('link', { name: 'Imprimir PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminar programa' })).toBeNull();
  });

  it('refuses, in the contract’s words, to save the programme without exercises', async () => {
    const calls = server(programme(), (call) =>
      call.method === 'PUT' ? [200, programme({ times_per_week: 4 })] : null,
    );
    show(prescriber);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar programa de exercícios' });
    fireEvent.change(within(dialog).getByLabelText('Vezes por semana', { exact: false }), {
      target: { value: '4' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover: Ponte glútea' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    // An empty list is refused with the contract's words before anything is sent.
    expect(await within(dialog).findByText('Escolha pelo menos um exercício')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Editar programa de exercícios' })).toBeTruthy(),
    );
  });
});
