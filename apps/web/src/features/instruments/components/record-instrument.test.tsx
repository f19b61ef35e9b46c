import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { notify } from '../../../lib/notify';
import { clearUser, setUser } from '../../../lib/session';
import {
  catalogue,
  ids,
  notFound,
  renderWithQueries,
  screenWidth,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { RecordInstrument } from './record-instrument';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const recorded = (body: Record<string, unknown>) => ({
  id: '5d3c7a52-5b1e-4c59-9d4a-000000000001',
  patient: { id: ids.patient, name: 'Rui Costa' },
  appointment_id: body.appointment_id ?? null,
  instrument: {
    code: body.instrument_code,
    version: 1,
    abbreviation: 'PSFS',
    unit: { pt: 'pontos', en: 'points' },
  },
  answers: [],
  answered: 2,
  score: 7,
  recorded_by: { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Sousa' },
  recorded_at: '2026-11-24T10:00:00.000Z',
});

const server = (post: (call: Call) => [number, unknown] = (call) => [201, recorded(call.body!)]) =>
  serve((call) => {
    if (call.method === 'GET' && call.path === '/api/v1/instruments') return [200, { items: catalogue }];
    if (call.method === 'POST' && call.path === '/api/v1/instruments/responses') return post(call);
    return notFound;
  });

const onClose = vi.fn();
const open = (appointmentId: string | null = null) =>
  renderWithQueries(
    <RecordInstrument patientId={ids.patient} appointmentId={appointmentId} onClose={onClose} />,
  );

async function choose(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Registar instrumento' });
  const select = within(dialog).getByRole('combobox', { name: /Instrumento/ });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name }));
  return dialog;
}

const answer = (group: string, option: string) =>
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  onClose.mockReset();
  vi.unstubAllGlobals();
});

describe('«Registar instrumento»', { timeout: 30_000 }, () => {
  it('sends every item in order, blanks as null, the PSFS activities, and never a score', async () => {
    screenWidth(false);
    setUser(makeUser('professional', { permissions: { instruments: { read: true, create: true } } }));
    const calls = server();
    open(ids.appointment);
    await choose('PSFS — Escala funcional específica do paciente');

    fireEvent.change(screen.getByRole('textbox', { name: 'Atividade do item 1' }), {
      target: { value: ' Subir escadas ' },
    });
    answer('1. Atividade 1', '4');
    fireEvent.change(screen.getByRole('textbox', { name: 'Atividade do item 2' }), {
      target: { value: 'Correr' },
    });
    answer('2. Atividade 2', '10 — capaz, como antes da lesão');
    for (const n of [3, 4, 5]) answer(`${n}. Atividade ${n}`, 'Sem resposta');
    expect(screen.getByRole('status').textContent).toBe('Pontuação: 7 pontos (2 de 5 itens respondidos)');
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      instrument_code: 'psfs',
      patient_id: ids.patient,
      appointment_id: ids.appointment,
      answers: [
        { item: 1, value: 4, activity: 'Subir escadas' },
        { item: 2, value: 10, activity: 'Correr' },
        { item: 3, value: null },
        { item: 4, value: null },
        { item: 5, value: null },
      ],
    });
    expect(post.body).not.toHaveProperty('score');
    // The score with its unit (issue 43).
    expect(notify).toHaveBeenCalledWith('PSFS registado: 7 pontos', 'success');
  });

  it('asks for an answer or «Sem resposta» on every item, and for the activity of an answered PSFS item', async () => {
    screenWidth(false);
    const calls = server();
    open();
    await choose('PSFS — Escala funcional específica do paciente');
    answer('1. Atividade 1', '4');
    save();
    expect(await screen.findByText('Indique a atividade')).toBeTruthy();
    expect(screen.getAllByText('Escolha uma resposta ou «Sem resposta»')).toHaveLength(4);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s «Faltam respostas…» beside the items and keeps every answer', async () => {
    screenWidth(false);
    server(() => [
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Dados inválidos',
          fields: { answers: 'Faltam respostas: são precisas pelo menos 9 de 10 (faltam 1)' },
        },
      },
    ]);
    open();
    await choose('NPRS — Escala numérica da dor');
    answer('1. Dor nas últimas 24 horas', '6');
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Faltam respostas: são precisas pelo menos 9 de 10 (faltam 1)');
    const six = within(screen.getByRole('radiogroup', { name: '1. Dor nas últimas 24 horas' })).getByRole(
      'radio',
      {
        name: '6',
      },
    );
    expect((six as HTMLInputElement).checked).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the server’s item messages on their items', async () => {
    screenWidth(false);
    server(() => [
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Dados inválidos',
          fields: { 'answers.0.value': 'Resposta fora das opções deste item' },
        },
      },
    ]);
    open();
    await choose('NPRS — Escala numérica da dor');
    answer('1. Dor nas últimas 24 horas', '6');
    save();
    expect(await screen.findByText('Resposta fora das opções deste item')).toBeTruthy();
  });

  it('on a phone shows one item per screen with «Anterior», «Seguinte» and «Item n de N»', async () => {
    screenWidth(true);
    server();
    open();
    await choose('ODI — Índice de incapacidade de Oswestry');
    expect(screen.getByText('Item 1 de 10')).toBeTruthy();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: '1. Intensidade da dor' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    answer('1. Intensidade da dor', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
    expect(screen.getByText('Item 3 de 10')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Item 3 de 10'));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: '3. Levantar pesos' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    const first = within(screen.getByRole('radiogroup', { name: '1. Intensidade da dor' }));
    expect((first.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);

    // Saving with item 2 unanswered goes to item 2.
    save();
    expect(await screen.findByText('Item 2 de 10')).toBeTruthy();
    expect(screen.getByText('Escolha uma resposta ou «Sem resposta»')).toBeTruthy();
  });
});
