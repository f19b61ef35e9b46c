import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { element, ids, notFound, page, renderRoutes, serve, summary, usePortuguese } from '../test-support';
import { AppointmentEvaluations } from './appointment-evaluations';

const show = (user: Me, state: 'present' | 'canceled' = 'present') => {
  setUser(user);
  return renderRoutes(
    [element('/appointments/:id', <AppointmentEvaluations appointment={{ id: ids.appointment, state }} />)],
    `/appointments/${ids.appointment}`,
  );
};
const link = (name: string) => screen.queryByText(name)?.closest('a')?.getAttribute('href');

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the appointment page’s evaluations section', () => {
  it('is not there for front desk: nothing shown, nothing asked', () => {
    const calls = serve(() => [200, page([])]);
    show(makeUser('front_desk', { permissions: { appointments: { read: true } } }));
    expect(document.body.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('lists the appointment’s evaluations and offers to write them to whoever may', async () => {
    const calls = serve((call) =>
      call.path === '/api/v1/evaluations'
        ? [200, page([summary({ status: 'signed', signed_at: '2026-11-24T11:02:00.000Z' })])]
        : notFound,
    );
    show(makeUser('professional', { permissions: { evaluations: { read: true, create: true } } }));
    expect(await screen.findByText('Avaliação subjetiva')).toBeTruthy();
    expect(calls[0]!.query.get('appointment_id')).toBe(ids.appointment);
    expect(link('Avaliação subjetiva')).toBe(
      `/appointments/${ids.appointment}/evaluations/${ids.evaluation}`,
    );
    expect(screen.getByText('Ana Sousa · assinada em 24/11/2026 às 11:02')).toBeTruthy();
    expect(link('Nova avaliação subjetiva')).toBe(`/appointments/${ids.appointment}/evaluations/new`);
    expect(link('Avaliação objetiva')).toBe(`/appointments/${ids.appointment}/objective_evaluation`);
  });

  it('reads without the buttons for whoever may only read, and takes none on a canceled appointment', async () => {
    serve(() => [200, page([])]);
    show(makeUser('professional', { permissions: { evaluations: { read: true } } }));
    expect(await screen.findByText('Ainda não há avaliações desta consulta.')).toBeTruthy();
    expect(screen.queryByText('Nova avaliação subjetiva')).toBeNull();
    cleanup();
    show(makeUser('manager'), 'canceled');
    expect(await screen.findByText('Ainda não há avaliações desta consulta.')).toBeTruthy();
    expect(screen.queryByText('Nova avaliação subjetiva')).toBeNull();
    expect(
      screen.getByText('Não é possível registar uma avaliação numa marcação cancelada ou numa falta'),
    ).toBeTruthy();
  });
});
