import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppointmentRequest } from '@clinica/contracts/appointment-requests';
import { renderRoutes, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { AcceptDialog } from './accept-dialog';

const request: AppointmentRequest = {
  id: '8a7a1f0e-1c2b-4f3e-9d4c-5b6a7e8f9012',
  status: 'pending',
  service_id: '11111111-1111-4111-8111-111111111111',
  service_name: 'Sessão de fisioterapia',
  professional_id: '22222222-2222-4222-8222-222222222222',
  professional_name: 'Tiago Fonseca',
  professional_chosen: true,
  clinic_id: '33333333-3333-4333-8333-333333333333',
  starts_at: '2027-03-29T09:00:00.000Z',
  ends_at: '2027-03-29T09:45:00.000Z',
  name: 'Beatriz Carvalho Nunes',
  email: 'beatriz.nunes@exemplo.pt',
  mobile: '+351913456782',
  note: null,
  matched_patient: { id: '44444444-4444-4444-8444-444444444444', name: 'Beatriz Nunes' },
  appointment_id: null,
  reject_reason: null,
  created_at: '2027-03-20T10:00:00.000Z',
};
const appointmentId = '55555555-5555-4555-8555-555555555555';

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(r: AppointmentRequest = request) {
  const onClose = vi.fn();
  const router = renderRoutes([
    { path: '/', element: <AcceptDialog request={r} timeZone="Europe/Lisbon" onClose={onClose} /> },
    { path: '/appointments/:id', element: <p>marcação</p> },
  ]);
  return { onClose, router };
}
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aceitar e marcar' })));

describe('«Aceitar» a booking request', { timeout: 30_000 }, () => {
  it('proposes the matched patient, books for them and opens the appointment', async () => {
    const calls = serve(() => [201, { ...request, status: 'accepted', appointment_id: appointmentId }]);
    const { onClose, router } = open();
    expect(screen.getByText('Sessão de fisioterapia com Tiago Fonseca, 29/03/2027 10:00.')).toBeTruthy();
    const matched = screen.getByRole('radio', { name: /Beatriz Nunes/ }) as HTMLInputElement;
    expect(matched.checked).toBe(true);
    await submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/appointments/${appointmentId}`));
    expect(onClose).toHaveBeenCalled();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/v1/appointment-requests/${request.id}/accept`);
    expect(post.body).toEqual({ patient_id: request.matched_patient!.id });
  });

  it('makes a new patient when the staff choose so, or when nobody matches', async () => {
    const calls = serve(() => [201, { ...request, status: 'accepted', appointment_id: appointmentId }]);
    open();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Criar novo paciente/ })));
    await submit();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
    cleanup();

    open({ ...request, matched_patient: null });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(pt.requests.accept.noMatch)).toBeTruthy();
  });

  it('says a slot taken meanwhile in the dialog and stays open (the request stays pending)', async () => {
    serve(() => [
      409,
      { error: { code: 'conflict', message: 'O profissional já tem uma marcação neste horário' } },
    ]);
    const { onClose, router } = open();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(pt.requests.errors.professionalBusy);
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});
