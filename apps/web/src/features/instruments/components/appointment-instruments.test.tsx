import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { ids, notFound, page, renderWithQueries, serve, usePortuguese } from '../test-support';
import { AppointmentInstruments } from './appointment-instruments';

const odi = {
  id: '5d3c7a52-5b1e-4c59-9d4a-000000000001',
  patient: { id: ids.patient, name: 'Rui Costa' },
  appointment_id: ids.appointment,
  instrument: { code: 'odi', version: 1, abbreviation: 'ODI', unit: { pt: '%', en: '%' } },
  answers: [],
  answered: 9,
  score: 44.4,
  recorded_by: { id: '00000000-0000-4000-8000-000000000001', name: 'Tiago Fonseca' },
  recorded_at: '2026-11-24T10:05:00.000Z',
};

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the appointment page’s «Instrumentos»', () => {
  it('lists the measures recorded in this appointment, each score with its unit (issue 43)', async () => {
    setUser(makeUser('professional', { permissions: { instruments: { read: true, create: true } } }));
    const calls = serve((call) =>
      call.path === '/api/v1/instruments/responses' ? [200, page([odi])] : notFound,
    );
    renderWithQueries(
      <AppointmentInstruments
        appointment={{ id: ids.appointment, patient_id: ids.patient, state: 'scheduled' }}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Instrumentos registados nesta sessão' });
    expect(within(list).getByText('ODI: 44,4 %')).toBeTruthy();
    expect(within(list).getByText('Registado por Tiago Fonseca em 24/11/2026 às 10:05')).toBeTruthy();
    const query = calls.find((c) => c.path === '/api/v1/instruments/responses')!.query;
    expect(query.get('patient_id')).toBe(ids.patient);
    expect(query.get('appointment_id')).toBe(ids.appointment);
    expect(screen.getByRole('button', { name: 'Registar instrumento' })).toBeTruthy();
  });
});
