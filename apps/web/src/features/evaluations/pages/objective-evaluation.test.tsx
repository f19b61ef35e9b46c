import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluationCreate } from '@clinica/contracts/evaluations';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { parseDecimal } from '../objective-form';
import {
  appointmentDetail,
  element,
  ids,
  notFound,
  page,
  renderRoutes,
  savedEvaluation,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { ObjectiveEvaluationPage } from './objective-evaluation-page';

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const select = (label: string, index = 0) => screen.getAllByLabelText<HTMLSelectElement>(label)[index]!;
const choose = (label: string, value: string, index = 0) =>
  fireEvent.change(select(label, index), { target: { value } });
const type = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

beforeAll(async () => {
  await usePortuguese();
  setUser(
    makeUser('professional', { permissions: { evaluations: { read: true, create: true, update: true } } }),
  );
});
afterAll(() => clearUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('parseDecimal', () => {
  it('reads the decimal comma and the point, and tells a number from anything else', () => {
    expect(parseDecimal('45,5')).toBe(45.5);
    expect(parseDecimal(' 45.5 ')).toBe(45.5);
    expect(parseDecimal('−10')).toBe(-10);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('4,5,1')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
  });
});

// A whole MUI form in happy-dom: seconds on a busy machine.
describe('the objective evaluation’s rows', { timeout: 30_000 }, () => {
  it('filters movements by joint, stores catalogue and typed tests apart, reads a decimal comma, and creates the evaluation', async () => {
    const calls = serve((call) => {
      if (call.path === `/api/v1/appointments/${ids.appointment}`) return [200, appointmentDetail()];
      if (call.path === '/api/v1/evaluations' && call.method === 'GET') return [200, page([])];
      if (call.path === '/api/v1/evaluations' && call.method === 'POST')
        return [201, savedEvaluation(call.body as never)];
      return notFound;
    });
    renderRoutes(
      [element('/appointments/:id/objective_evaluation', <ObjectiveEvaluationPage />)],
      `/appointments/${ids.appointment}/objective_evaluation`,
    );
    await screen.findByText('Amplitude de movimento');
    // No objective evaluation yet: an empty form (the list was asked for this appointment's objective one).
    const lookup = calls.find((c) => c.query.get('appointment_id') === ids.appointment)!;
    expect(lookup.query.get('type')).toBe('objective');

    // Range of motion: the movements offered are the chosen joint's.
    fireEvent.click(button('Adicionar amplitude'));
    expect(select('Movimento').disabled).toBe(true);
    choose('Articulação', 'knee');
    expect([...select('Movimento').options].map((o) => o.value)).toEqual(['', 'flexion', 'extension']);
    expect([...select('Movimento').options].map((o) => o.text)).toEqual(['—', 'Flexão', 'Extensão']);
    choose('Movimento', 'extension');
    choose('Articulação', 'tmj');
    // A movement the new joint does not have is cleared.
    expect(select('Movimento').value).toBe('');
    expect([...select('Movimento').options].map((o) => o.value)).toEqual([
      '',
      'opening',
      'protrusion',
      'lateral_deviation',
    ]);
    choose('Articulação', 'knee');
    choose('Movimento', 'flexion');
    choose('Lado', 'right');
    type('Ativa', '120');
    type('Passiva', '135');

    // Special tests: a name typed that is not in the catalogue, and one chosen from it.
    fireEvent.click(button('Adicionar teste'));
    fireEvent.click(button('Adicionar teste'));
    type('Teste', 'Teste de Adson modificado', 0);
    const second = screen.getAllByLabelText('Teste')[1]!;
    fireEvent.focus(second);
    fireEvent.change(second, { target: { value: 'Lach' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Teste de Lachman' }));
    choose('Lado', 'left', 1);
    choose('Resultado', 'negative', 0);
    choose('Lado', 'right', 2);
    choose('Resultado', 'positive', 1);
    // A positive result is said in words under the field (and its row is edged in red).
    const described = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '');
    expect(described(select('Resultado', 1))?.textContent).toBe('Positivo');
    expect(described(select('Resultado', 0))).toBeNull();

    // A measurement with a decimal comma; saving without its side says what is missing and sends nothing.
    fireEvent.click(button('Adicionar medição'));
    type('Medição', 'Perímetro da coxa');
    type('Valor', '45,5');
    choose('Unidade', 'cm');
    await act(async () => fireEvent.click(button('Guardar rascunho')));
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    choose('Lado', 'left', 3);

    await act(async () => fireEvent.click(button('Guardar rascunho')));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = evaluationCreate.parse(writes(calls)[0]!.body);
    expect(body).toMatchObject({ type: 'objective', appointment_id: ids.appointment });
    expect(body.content).toMatchObject({
      range_of_motion: [{ joint: 'knee', movement: 'flexion', side: 'right', active: 120, passive: 135 }],
      special_tests: [
        { test: null, name: 'Teste de Adson modificado', side: 'left', result: 'negative' },
        { test: 'lachman', name: null, side: 'right', result: 'positive' },
      ],
      measurements: [{ name: 'Perímetro da coxa', side: 'left', value: 45.5, unit: 'cm' }],
      strength: [],
      body_chart: [],
    });
  });

  it('asks no side for lumbar flexion and a direction for a cervical rotation (issue 43)', async () => {
    const calls = serve((call) => {
      if (call.path === `/api/v1/appointments/${ids.appointment}`) return [200, appointmentDetail()];
      if (call.path === '/api/v1/evaluations' && call.method === 'GET') return [200, page([])];
      if (call.path === '/api/v1/evaluations' && call.method === 'POST')
        return [201, savedEvaluation(call.body as never)];
      return notFound;
    });
    renderRoutes(
      [element('/appointments/:id/objective_evaluation', <ObjectiveEvaluationPage />)],
      `/appointments/${ids.appointment}/objective_evaluation`,
    );
    await screen.findByText('Amplitude de movimento');
    fireEvent.click(button('Adicionar amplitude'));
    choose('Articulação', 'lumbar');
    choose('Movimento', 'flexion');
    expect(screen.queryByLabelText('Lado')).toBeNull();
    expect(screen.queryByLabelText('Direção')).toBeNull();
    type('Ativa', '45');

    fireEvent.click(button('Adicionar amplitude'));
    choose('Articulação', 'cervical', 1);
    choose('Movimento', 'rotation', 1);
    expect(screen.queryByLabelText('Lado')).toBeNull();
    expect([...select('Direção').options].map((o) => o.text)).toEqual([
      '—',
      'Para a esquerda',
      'Para a direita',
    ]);
    choose('Direção', 'left');
    type('Ativa', '70', 1);

    await act(async () => fireEvent.click(button('Guardar rascunho')));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = evaluationCreate.parse(writes(calls)[0]!.body);
    expect(body.content).toMatchObject({
      range_of_motion: [
        { joint: 'lumbar', movement: 'flexion', side: 'central', active: 45, passive: null },
        { joint: 'cervical', movement: 'rotation', side: 'left', active: 70, passive: null },
      ],
    });
  });
});
