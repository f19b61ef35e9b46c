import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { notify } from '../../../lib/notify';
import { clearUser, setUser } from '../../../lib/session';
import {
  ids,
  libraryEntry,
  notFound,
  page,
  performed,
  programme,
  renderWithQueries,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { AddToProgrammeButton } from './add-to-programme-button';

const prescriber = makeUser('professional', {
  permissions: { interventions_performed: { read: true, create: true }, exercise_programmes: { read: true } },
});

const session = [
  performed(),
  performed({
    intervention: {
      id: ids.squat,
      name: 'Agachamento',
      type: 'exercise',
      region: 'knee',
      video_embed_url: null,
    },
    sets: [
      { repetitions: 10, load_kg: 20, hold_seconds: null },
      { repetitions: 8, load_kg: 25, hold_seconds: null },
    ],
  }),
  performed({
    intervention: {
      id: ids.plank,
      name: 'Prancha',
      type: 'exercise',
      region: 'full_body',
      video_embed_url: null,
    },
    sets: Array.from({ length: 3 }, () => ({ repetitions: null, load_kg: null, hold_seconds: 30 })),
  }),
];

/** The current programme (or none) and `more` for the writes. */
const server = (current: unknown, more: (call: Call) => [number, unknown] | null = () => null) =>
  serve((call) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/v1/exercise-programmes')
      return [200, page(current ? [current] : [])];
    if (call.method === 'GET' && call.path === '/api/v1/interventions') return [200, page([libraryEntry()])];
    return notFound;
  });

const open = async () => {
  setUser(prescriber);
  renderWithQueries(<AddToProgrammeButton patientId={ids.patient} performed={session} />);
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao programa de casa' }));
  return screen.findByRole('dialog');
};
// `exact: false`: «Vezes por semana» is required, its label ends in « *».
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const value = (label: string) => input(label).value;
const type = (label: string, text: string) => fireEvent.change(input(label), { target: { value: text } });
const exercises = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('group')
    .map((g) => within(g).getByRole('heading').textContent);

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('«Adicionar ao programa de casa» on the appointment page', { timeout: 30_000 }, () => {
  it('merges the session’s interventions into the current programme, without repeating one, and saves it with PUT', async () => {
    const calls = server(programme(), (call) => (call.method === 'PUT' ? [200, programme()] : null));
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Editar programa de exercícios' })).toBeTruthy();
    // The programme's bridge stays as prescribed; the session's bridge is not added twice.
    expect(exercises(dialog)).toEqual([
      'Ponte glútea (Anca)',
      'Agachamento (Joelho)',
      'Prancha (Corpo inteiro)',
    ]);
    expect(value('Agachamento: Séries')).toBe('2');
    expect(value('Agachamento: Repetições')).toBe('10');
    expect(value('Agachamento: Carga (kg)')).toBe('20');
    expect(value('Prancha: Séries')).toBe('3');
    expect(value('Prancha: Tempo (s)')).toBe('30');
    expect(value('Prancha: Repetições')).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Subir: Prancha' }));
    type('Prancha: Notas', 'Respire normalmente');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/v1/exercise-programmes/${ids.programme}`,
      body: {
        times_per_week: 3,
        notes: 'Faça os exercícios devagar.',
        items: [
          {
            intervention_id: ids.bridge,
            sets: 3,
            repetitions: 12,
            hold_seconds: null,
            load_kg: 5,
            notes: null,
          },
          {
            intervention_id: ids.plank,
            sets: 3,
            repetitions: null,
            hold_seconds: 30,
            load_kg: null,
            notes: 'Respire normalmente',
          },
          {
            intervention_id: ids.squat,
            sets: 2,
            repetitions: 10,
            hold_seconds: null,
            load_kg: 20,
            notes: null,
          },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith('Programa de exercícios guardado', 'success');
  });

  it('creates the programme with POST when the patient has none', async () => {
    const calls = server(null, (call) => (call.method === 'POST' ? [201, programme()] : null));
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Criar programa de exercícios' })).toBeTruthy();
    expect(value('Vezes por semana')).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body!;
    expect(body).toMatchObject({ patient_id: ids.patient, times_per_week: 2, notes: null });
    expect((body.items as { intervention_id: string }[]).map((i) => i.intervention_id)).toEqual([
      ids.bridge,
      ids.squat,
      ids.plank,
    ]);
  });

  it('puts the server’s field message on the input it names and keeps everything typed', async () => {
    server(programme(), (call) =>
      call.method === 'PUT'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Dados inválidos',
                fields: { 'items.1.load_kg': 'A carga é em kg, de 0 a 1000, com uma casa decimal no máximo' },
              },
            },
          ]
        : null,
    );
    const dialog = await open();
    type('Vezes por semana', '4');
    type('Agachamento: Carga (kg)', '22,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('A carga é em kg, de 0 a 1000, com uma casa decimal no máximo'),
    ).toBeTruthy();
    expect(input('Agachamento: Carga (kg)').getAttribute('aria-invalid')).toBe('true');
    expect(input('Agachamento: Repetições').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(value('Vezes por semana')).toBe('4');
    expect(value('Agachamento: Carga (kg)')).toBe('22,5');
    expect(exercises(dialog)).toHaveLength(3);
  });

  it('checks the dose with the contract before sending anything', async () => {
    const calls = server(programme());
    const dialog = await open();
    type('Agachamento: Repetições', '');
    type('Vezes por semana', '15');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Indique as repetições ou o tempo')).toBeTruthy();
    expect(screen.getByText('As vezes por semana vão de 1 a 14')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('is not offered without the permission to prescribe, nor for a session with nothing recorded', () => {
    server(null);
    setUser(makeUser('professional', { permissions: { interventions_performed: { read: true } } }));
    const { unmount } = renderWithQueries(
      <AddToProgrammeButton patientId={ids.patient} performed={session} />,
    );
    expect(screen.queryByRole('button', { name: 'Adicionar ao programa de casa' })).toBeNull();
    unmount();
    setUser(prescriber);
    renderWithQueries(<AddToProgrammeButton patientId={ids.patient} performed={[]} />);
    expect(screen.queryByRole('button', { name: 'Adicionar ao programa de casa' })).toBeNull();
  });
});
