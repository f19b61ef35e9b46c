import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import {
  ids,
  libraryEntry,
  notFound,
  page,
  performed,
  renderWithQueries,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { SessionInterventions } from './session-interventions';

const recorder = makeUser('professional', {
  permissions: { interventions_performed: { read: true, create: true, update: true } },
});
const reader = makeUser('professional', { permissions: { interventions_performed: { read: true } } });

const show = (user: Me, state: 'present' | 'canceled' = 'present') => {
  setUser(user);
  return renderWithQueries(
    <SessionInterventions appointment={{ id: ids.appointment, patient_id: ids.patient, state }} />,
  );
};

/** The session's list and the library; `more` answers anything else. */
const server = (session: unknown[], more: (call: Call) => [number, unknown] | null = () => null) =>
  serve((call) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/v1/interventions-performed') return [200, page(session)];
    if (call.method === 'GET' && call.path === '/api/v1/interventions')
      return [
        200,
        page([libraryEntry(), libraryEntry({ id: ids.squat, name: 'Agachamento', region: 'knee' })]),
      ];
    return notFound;
  });

const field = (n: number, name: 'repetições' | 'carga (kg)' | 'tempo (s)') => {
  const label = { repetições: 'Repetições', 'carga (kg)': 'Carga (kg)', 'tempo (s)': 'Tempo (s)' }[name];
  return screen.getByLabelText(`Série ${n}: ${label}`);
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Types the start of `name` in the picker, waits for the server-side search, picks the option. */
async function pick(calls: Call[], name: string) {
  const box = await screen.findByRole('combobox', { name: 'Adicionar intervenção' });
  fireEvent.mouseDown(box);
  type(box, name.slice(0, 5));
  await waitFor(() =>
    expect(
      calls.some((c) => c.path === '/api/v1/interventions' && c.query.get('q') === name.slice(0, 5)),
    ).toBe(true),
  );
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

// MUI's inputs render slowly in happy-dom; a full run shares the CPU with the other files.
describe('the appointment page’s interventions performed', { timeout: 30_000 }, () => {
  it('adds an intervention from the library and posts its sets, with «12,5» sent as 12.5', async () => {
    const calls = server([], (call) =>
      call.method === 'POST'
        ? [201, performed({ sets: [{ repetitions: 10, load_kg: 12.5, hold_seconds: null }] })]
        : null,
    );
    show(recorder);
    expect(await screen.findByText('Ainda não há intervenções registadas nesta sessão.')).toBeTruthy();
    await pick(calls, 'Ponte glútea');
    const search = calls.find((c) => c.path === '/api/v1/interventions' && c.query.get('q') === 'Ponte');
    expect(search?.query.get('page_size')).toBe('20');
    expect(screen.getByText('Por guardar')).toBeTruthy();
    type(field(1, 'repetições'), '10');
    type(field(1, 'carga (kg)'), '12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar série' }));
    // The new set starts as a copy of the one before it.
    expect((field(2, 'repetições') as HTMLInputElement).value).toBe('10');
    expect((field(2, 'carga (kg)') as HTMLInputElement).value).toBe('12,5');
    type(field(2, 'repetições'), '');
    type(field(2, 'carga (kg)'), '');
    type(field(2, 'tempo (s)'), '30');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/interventions-performed',
      body: {
        appointment_id: ids.appointment,
        intervention_id: ids.bridge,
        sets: [
          { repetitions: 10, load_kg: 12.5, hold_seconds: null },
          { repetitions: null, load_kg: null, hold_seconds: 30 },
        ],
        notes: null,
      },
    });
    await waitFor(() => expect(screen.queryByText('Por guardar')).toBeNull());
  });

  it('refuses a load with two decimals and a set with neither repetitions nor hold, with the contract’s words', async () => {
    const calls = server([performed()]);
    show(recorder);
    type(await screen.findByLabelText('Série 1: Carga (kg)'), '12,55');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar série' }));
    // Set 2 starts as a copy of set 1: emptied, it is a set with neither repetitions nor hold.
    type(field(2, 'repetições'), '');
    type(field(2, 'carga (kg)'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('A carga é em kg, de 0 a 1000, com uma casa decimal no máximo'),
    ).toBeTruthy();
    expect(screen.getByText('Indique as repetições ou o tempo')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s field message under the set it names', async () => {
    server([performed()], (call) =>
      call.method === 'PUT'
        ? [
            400,
            {
              error: {
                code: 'validation',
                message: 'Dados inválidos',
                fields: { 'sets.0.repetitions': 'As repetições vão de 1 a 1000' },
              },
            },
          ]
        : null,
    );
    show(recorder);
    type(await screen.findByLabelText('Série 1: Repetições'), '15');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('As repetições vão de 1 a 1000')).toBeTruthy();
  });

  it('shows the volume as the sum of repetitions × kg, as the sets are typed', async () => {
    server([
      performed({
        sets: [
          { repetitions: 12, load_kg: 10, hold_seconds: null },
          { repetitions: 12, load_kg: 10, hold_seconds: null },
          { repetitions: 12, load_kg: 10, hold_seconds: null },
        ],
        volume_kg: 360,
      }),
    ]);
    show(recorder);
    expect(await screen.findByText('Volume: 360 kg')).toBeTruthy();
    type(field(3, 'carga (kg)'), '12,5');
    expect(screen.getByText('Volume: 390 kg')).toBeTruthy();
  });

  it('copies the previous session’s entries and shows them', async () => {
    const copied = [
      performed({
        intervention: {
          id: ids.squat,
          name: 'Agachamento',
          type: 'exercise',
          region: 'knee',
          video_embed_url: null,
        },
      }),
      performed({
        intervention: {
          id: ids.plank,
          name: 'Prancha',
          type: 'exercise',
          region: null,
          video_embed_url: null,
        },
        sets: [{ repetitions: null, load_kg: null, hold_seconds: 30 }],
        volume_kg: 0,
        top_load_kg: null,
      }),
    ];
    const calls = server([], (call) =>
      call.path.endsWith('/copy-previous') ? [201, { items: copied }] : null,
    );
    show(recorder);
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar da sessão anterior' }));
    expect(await screen.findByText('Agachamento')).toBeTruthy();
    expect(screen.getByText('Prancha')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/copy-previous'))).toMatchObject({
      method: 'POST',
      body: { appointment_id: ids.appointment },
    });
    expect((screen.getAllByLabelText('Série 1: Tempo (s)')[1] as HTMLInputElement).value).toBe('30');
  });

  it('says so when there is no previous session to copy', async () => {
    server([], (call) =>
      call.path.endsWith('/copy-previous')
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'O paciente não tem uma sessão anterior com intervenções registadas',
              },
            },
          ]
        : null,
    );
    show(recorder);
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar da sessão anterior' }));
    expect(
      await screen.findByText('O paciente não tem uma sessão anterior com intervenções registadas'),
    ).toBeTruthy();
  });

  it('removes an entry only after confirmation', async () => {
    const entry = performed();
    const calls = server([entry], (call) => (call.method === 'DELETE' ? [204, null] : null));
    show(recorder);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover: Ponte glútea' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByText('Ponte glútea')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
      `/api/v1/interventions-performed/${entry.id}`,
    );
  });

  it('is read-only without the permissions to record, and on a canceled appointment', async () => {
    server([performed({ notes: 'Sem dor' })]);
    show(reader);
    expect(await screen.findByText('Ponte glútea')).toBeTruthy();
    expect(screen.getByText('12 · 5 kg')).toBeTruthy();
    expect(screen.getByText('Volume: 60 kg')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar da sessão anterior' })).toBeNull();
    cleanup();
    show(recorder, 'canceled');
    expect(await screen.findByText('Ponte glútea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('leaves a colleague’s entry read-only; a manager may change anyone’s', async () => {
    const theirs = performed({
      recorded_by: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Rui Lopes' },
    });
    server([theirs]);
    show(recorder);
    expect(await screen.findByText('Ponte glútea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover: Ponte glútea' })).toBeNull();
    // Recording their own is still open to them.
    expect(await screen.findByRole('button', { name: 'Copiar da sessão anterior' })).toBeTruthy();
    cleanup();
    server([theirs]);
    show(makeUser('manager', { permissions: recorder.permissions }));
    expect(await screen.findByRole('button', { name: 'Remover: Ponte glútea' })).toBeTruthy();
  });

  it('is not there, and asks nothing, without the permission to read', () => {
    const calls = server([]);
    const { container } = show(makeUser('front_desk', { permissions: { appointments: { read: true } } }));
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });
});
