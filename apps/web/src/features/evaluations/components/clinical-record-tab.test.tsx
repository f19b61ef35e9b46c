import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvaluationSummary } from '@clinica/contracts/evaluations';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { element, ids, notFound, page, renderRoutes, serve, summary, usePortuguese } from '../test-support';
import { ClinicalRecordTab } from './clinical-record-tab';

// The body chart's summary is its own component (another part of issue 23): here, only what it is given.
vi.mock('./body-chart/body-chart-summary', () => ({
  BodyChartSummary: ({ marks }: { marks: { region: string }[] }) => (
    <span data-testid="chart-summary">{marks.map((m) => m.region).join(',')}</span>
  ),
}));

const uuid = (n: number) => `0d3c7a52-5b1e-4c59-9d4a-${String(n).padStart(12, '0')}`;

const renderTab = () =>
  renderRoutes(
    [element('/patients/:id', <ClinicalRecordTab patientId={ids.patient} />)],
    `/patients/${ids.patient}`,
  );

beforeAll(async () => {
  await usePortuguese();
  setUser(makeUser('professional', { permissions: { evaluations: { read: true } } }));
});
afterAll(() => clearUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the clinical record tab', () => {
  it('shows each evaluation as a summary card that links to it', async () => {
    const rows: EvaluationSummary[] = [
      summary({
        main_complaint: 'Dor lombar com irradiação',
        red_flags: ['night_pain'],
        pain_now: 6,
        pain_best: 2,
        pain_worst: 8,
        addenda_count: 2,
        status: 'signed',
        signed_at: '2026-11-24T11:00:00.000Z',
      }),
      summary({
        id: uuid(2),
        type: 'objective',
        appointment_id: ids.previousAppointment,
        appointment_starts_at: '2026-10-03T09:00:00.000Z',
        author: { id: uuid(9), name: 'Rui Lopes' },
        body_chart: [{ region: 'front_knee_right', intensity: 5, types: ['dull'] }],
      }),
    ];
    const calls = serve((call) => (call.path === '/api/v1/evaluations' ? [200, page(rows)] : notFound));
    renderTab();

    const first = (await screen.findByText('24/11/2026 · Avaliação subjetiva')).closest('article')!;
    expect(calls[0]!.query.get('patient_id')).toBe(ids.patient);
    expect(calls[0]!.query.get('page_size')).toBe('25');
    expect(first.querySelector('a')!.getAttribute('href')).toBe(
      `/appointments/${ids.appointment}/evaluations/${ids.evaluation}`,
    );
    expect(first.textContent).toContain('Assinada');
    expect(first.textContent).toContain('Ana Sousa');
    expect(first.textContent).toContain('Dor lombar com irradiação');
    expect(first.textContent).toContain('Agora 6 · Melhor 2 · Pior 8');
    expect(first.textContent).toContain('2 adendas');
    const flag = screen.getByRole('list', { name: '1 sinal de alerta positivo' });
    expect(flag.textContent).toBe('Dor noturna que não alivia com o repouso');
    expect(first.contains(flag)).toBe(true);

    const second = screen.getByText('03/10/2026 · Avaliação objetiva').closest('article')!;
    expect(second.querySelector('a')!.getAttribute('href')).toBe(
      `/appointments/${ids.previousAppointment}/objective_evaluation`,
    );
    expect(second.textContent).toContain('Rascunho');
    expect(second.textContent).toContain('Rui Lopes');
    // An objective one shows its body chart's summary.
    expect(second.querySelector('[data-testid="chart-summary"]')!.textContent).toBe('front_knee_right');
    expect(first.querySelector('[data-testid="chart-summary"]')).toBeNull();
    expect(second.textContent).not.toContain('adenda');
    expect(screen.queryByText('Mostrar mais')).toBeNull();
  });

  it('loads 25 more with «Mostrar mais» until all are shown', async () => {
    const all = Array.from({ length: 30 }, (_, i) =>
      summary({ id: uuid(100 + i), main_complaint: `Queixa ${i + 1}` }),
    );
    const calls = serve((call) => {
      const p = Number(call.query.get('page'));
      return [200, page(all.slice((p - 1) * 25, p * 25), all.length, p)];
    });
    renderTab();
    await screen.findByText('25 de 30');
    expect(screen.getAllByRole('article')).toHaveLength(25);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais' })));
    await screen.findByText('30 de 30');
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(calls.map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
  });

  it('has an empty state and an error state', async () => {
    serve(() => [200, page([])]);
    renderTab();
    expect(await screen.findByText('Ainda não há avaliações')).toBeTruthy();
    cleanup();
    serve(() => [400, { error: { code: 'validation_failed', message: 'Pedido inválido' } }]);
    renderTab();
    expect(await screen.findByText('Não foi possível carregar as avaliações.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy());
  });
});
