import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluationCreate, type Evaluation } from '@clinica/contracts/evaluations';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
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
import { EvaluationNewPage } from './evaluation-new-page';
import { EvaluationPage } from './evaluation-page';

const routes = [
  element('/appointments/:id/evaluations/new', <EvaluationNewPage />),
  element('/appointments/:id/evaluations/:evaluationId', <EvaluationPage />),
];

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const button = (name: string, inside: ParentNode = document) =>
  [...inside.querySelectorAll('button')].find((b) => b.textContent === name)!;
/** The fieldset of one question (a red flag, a pain figure) by the words of its legend. */
const fieldset = (legend: string) =>
  screen
    .getAllByText(legend)
    .find((e) => e.closest('legend'))!
    .closest('fieldset')!;

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

// A whole MUI form in happy-dom: seconds on a busy machine.
describe('a new subjective evaluation', { timeout: 30_000 }, () => {
  it('is filled, shows a positive red flag, counts the notes, takes the pain by keyboard, and saves a draft the contract accepts', async () => {
    const calls = serve((call) => {
      if (call.path === `/api/v1/appointments/${ids.appointment}`) return [200, appointmentDetail()];
      if (call.path === '/api/v1/evaluations' && call.method === 'GET') return [200, page([])];
      if (call.path === '/api/v1/evaluations' && call.method === 'POST')
        return [201, savedEvaluation(call.body as never)];
      return notFound;
    });
    const router = renderRoutes(routes, `/appointments/${ids.appointment}/evaluations/new`);

    const complaint = await screen.findByLabelText('Queixa principal');
    expect(screen.getByText('Rita Silva').closest('a')!.getAttribute('href')).toBe(
      `/patients/${ids.patient}`,
    );
    fireEvent.change(complaint, { target: { value: '  Dor lombar há 3 semanas ' } });
    fireEvent.change(screen.getByLabelText('Objetivos do paciente'), {
      target: { value: 'Voltar a correr' },
    });

    // Red flags: «Sim» stands out (the row's chip and the alert above); «Não» does not.
    expect(screen.queryByText('1 sinal de alerta positivo')).toBeNull();
    fireEvent.click(within(fieldset('Febre ou mal-estar geral')).getByLabelText('Sim'));
    fireEvent.click(within(fieldset('Perda de peso inexplicada')).getByLabelText('Não'));
    const alert = screen.getByText('1 sinal de alerta positivo').closest('[role="alert"]')!;
    expect(alert.textContent).toContain('Febre ou mal-estar geral');
    expect(alert.textContent).not.toContain('Perda de peso');
    expect(within(fieldset('Febre ou mal-estar geral')).getByText('Positivo')).toBeTruthy();
    expect(within(fieldset('Perda de peso inexplicada')).queryByText('Positivo')).toBeNull();

    // The notes' counter follows what is typed.
    expect(screen.getByText('0 / 5000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Notas'), { target: { value: 'Dor pior à noite' } });
    expect(screen.getByText('16 / 5000')).toBeTruthy();

    // Pain now by keyboard: focus rests on 0 and the arrows move on from it; End and Home go to the ends.
    const now = fieldset('Dor agora');
    const group = now.querySelector<HTMLElement>('[role="radiogroup"]')!;
    const checked = () => now.querySelector('[role="radio"][aria-checked="true"]')?.textContent ?? null;
    expect(checked()).toBeNull();
    expect(now.textContent).toContain('Não perguntado');
    for (let i = 0; i < 4; i++) fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(checked()).toBe('4');
    fireEvent.keyDown(group, { key: 'End' });
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(checked()).toBe('9');
    expect(document.activeElement?.textContent).toBe('9');
    expect(now.textContent).toContain('9 / 10');
    // Only the chosen value is in the tab order (one Tab stop per scale).
    expect(
      [...now.querySelectorAll('[role="radio"]')].filter((r) => r.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
    // Pain at worst by tapping; pain at best left not asked.
    fireEvent.click(within(fieldset('Dor no pior momento')).getByText('8'));

    await act(async () => fireEvent.click(button('Guardar rascunho')));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [post] = writes(calls);
    expect(post!.path).toBe('/api/v1/evaluations');
    const body = evaluationCreate.parse(post!.body);
    expect(body).toMatchObject({
      type: 'subjective',
      appointment_id: ids.appointment,
      content: {
        main_complaint: 'Dor lombar há 3 semanas',
        pain_now: 9,
        pain_best: null,
        pain_worst: 8,
        goals: 'Voltar a correr',
        history: null,
        notes: 'Dor pior à noite',
        // Only the questions answered: one absent was not asked.
        red_flags: { fever: true, weight_loss: false },
      },
    });
    expect(Object.keys((body.content as { red_flags: object }).red_flags)).toHaveLength(2);
    // The draft has its own address now.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/appointments/${ids.appointment}/evaluations/${ids.evaluation}`,
      ),
    );
  });

  it('signs a draft after a confirmation, then shows it read-only with its addenda and takes a new one', async () => {
    const draft = savedEvaluation({
      type: 'subjective',
      content: {
        ...emptySubjective,
        main_complaint: 'Cervicalgia',
        pain_now: 6,
        red_flags: { night_pain: true },
      },
    });
    let current: Evaluation = draft;
    const calls = serve((call) => {
      if (call.path === `/api/v1/evaluations/${ids.evaluation}`) return [200, current];
      if (call.path === `/api/v1/evaluations/${ids.evaluation}/sign`) {
        current = {
          ...draft,
          status: 'signed',
          signed_at: '2026-11-24T11:02:00.000Z',
          can_edit: false,
          can_add_addendum: true,
        };
        return [200, current];
      }
      if (call.path === `/api/v1/evaluations/${ids.evaluation}/addenda`) {
        const text = String(call.body?.text);
        current = {
          ...current,
          addenda: [
            {
              id: ids.previousAppointment,
              text,
              author: draft.author,
              created_at: '2026-11-25T09:15:00.000Z',
            },
          ],
        };
        return [201, current];
      }
      if (call.path === '/api/v1/evaluations') return [200, page([])];
      return notFound;
    });
    renderRoutes(routes, `/appointments/${ids.appointment}/evaluations/${ids.evaluation}`);

    await screen.findByLabelText('Queixa principal');
    // No earlier evaluation of this patient: the button is there, disabled, with the reason beside it.
    await screen.findByText('Sem avaliação anterior deste tipo.');
    expect(button('Ver avaliação anterior').disabled).toBe(true);

    fireEvent.click(button('Assinar'));
    const dialog = (await screen.findByText('Assinar a avaliação?')).closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).toContain('só de leitura');
    expect(writes(calls)).toEqual([]);
    await act(async () => fireEvent.click(button('Assinar', dialog)));

    // Nothing changed since it was saved: signing sends only the signature.
    await screen.findByText('Adendas');
    expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/v1/evaluations/${ids.evaluation}/sign`,
    ]);
    expect(screen.queryByLabelText('Queixa principal')).toBeNull();
    expect(screen.getByText('Assinada por Ana Sousa em 24/11/2026 às 11:02')).toBeTruthy();
    // Read-only: the red flag first, the pain in one line.
    expect(screen.getByText('Dor noturna que não alivia com o repouso')).toBeTruthy();
    expect(screen.getByText('Agora 6')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nova adenda'), { target: { value: 'Reavaliar em 2 semanas' } });
    expect(screen.getByText('22 / 5000')).toBeTruthy();
    await act(async () => fireEvent.click(button('Acrescentar adenda')));
    await screen.findByText('Reavaliar em 2 semanas');
    expect(screen.getByText('Ana Sousa · 25/11/2026 09:15')).toBeTruthy();
    expect(writes(calls).at(-1)).toMatchObject({ method: 'POST', body: { text: 'Reavaliar em 2 semanas' } });
  });
});

const emptySubjective = {
  main_complaint: null,
  history: null,
  onset: null,
  pain_now: null,
  pain_best: null,
  pain_worst: null,
  behaviour_24h: null,
  aggravating_factors: null,
  easing_factors: null,
  red_flags: {},
  medication: null,
  previous_treatment: null,
  goals: null,
  notes: null,
};
