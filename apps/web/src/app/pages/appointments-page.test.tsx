import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import appointmentsPt from '../../features/appointments/messages/pt.json';
import invoicesPt from '../../features/invoices/messages/pt.json';
import { appointment, document, frontDesk, ids } from '../../features/invoices/test-support';
import { clearUser, setUser } from '../../lib/session';
import { notFound, page, renderRoutes, serve, usePortugueseWith, type Call } from '../../test/fake-api';
import { makeUser } from '../test-users';
import { AppointmentsPage } from './appointments-page';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const a1 = appointment({ starts_at: '2026-11-24T10:00:00.000Z' });
const a2 = appointment({ starts_at: '2026-11-24T11:00:00.000Z' });
const done = appointment({ starts_at: '2026-11-24T12:00:00.000Z', invoicing_status: 'invoiced' });
const other = appointment({
  starts_at: '2026-11-24T13:00:00.000Z',
  patient_id: ids.otherPatient,
  patient_name: 'Eva Lima',
});

function server() {
  return serve((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/v1/appointments')
      return [200, page([a1, a2, done, other])];
    if (call.method === 'POST' && call.path === '/api/v1/invoicing-documents') return [201, document()];
    return notFound;
  });
}

function show(user: Me) {
  setUser(user);
  return renderRoutes(
    [
      { path: '/appointments', element: <AppointmentsPage /> },
      { path: '/invoices/:id', element: <p>Rascunho aberto</p> },
    ],
    '/appointments',
  );
}

const box = (name: string, time: string) =>
  screen.getByRole('checkbox', { name: `Selecionar a marcação de ${name} de 24/11/2026 ${time}` });

beforeAll(() => usePortugueseWith({ ...appointmentsPt, ...invoicesPt }));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('«Faturar selecionadas» in the appointments list', { timeout: 30_000 }, () => {
  it('makes a draft of the chosen appointments of one patient and opens it', async () => {
    const calls = server();
    const router = show(frontDesk());
    await screen.findAllByText('Rui Costa');
    // An appointment already invoiced cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: /de 24\/11\/2026 12:00/ })).toBeNull();
    fireEvent.click(box('Rui Costa', '10:00'));
    fireEvent.click(box('Rui Costa', '11:00'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Faturar selecionadas (2)' })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${ids.document}`));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ type: 'FT', patient_id: ids.patient, appointment_ids: [a1.id, a2.id] });
  });

  it('says so when the chosen appointments are of different patients, and sends nothing', async () => {
    const calls = server();
    show(frontDesk());
    await screen.findAllByText('Rui Costa');
    fireEvent.click(box('Rui Costa', '10:00'));
    fireEvent.click(box('Eva Lima', '13:00'));
    const region = screen.getByRole('region', { name: 'Faturar as marcações selecionadas' });
    expect(within(region).getByText(/são de pacientes diferentes/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Faturar selecionadas/ })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByRole('region', { name: 'Faturar as marcações selecionadas' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers no choice without the permission, or while the clinic does not invoice', async () => {
    server();
    show(makeUser('professional', { permissions: { invoicing_documents: { read: true } } }, true));
    await screen.findAllByText('Rui Costa');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    cleanup();
    show({
      ...frontDesk(),
      tenant: { ...frontDesk().tenant, invoicing: { active: false, tax_region: 'PT' } },
    });
    await screen.findAllByText('Rui Costa');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
