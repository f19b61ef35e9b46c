import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { ids, notFound, page, performed, renderWithQueries, serve, usePortuguese } from '../test-support';
import { PatientSessionsHistory } from './patient-sessions-history';

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the patient’s interventions by session', () => {
  it('lists the sessions newest first, each with what was done in short', async () => {
    const older = {
      appointment_id: ids.previousAppointment,
      appointment_starts_at: '2026-11-17T10:00:00.000Z',
    };
    const calls = serve((call) =>
      call.path === '/api/v1/interventions-performed'
        ? [
            200,
            page([
              performed({
                ...older,
                sets: [1, 2, 3].map(() => ({ repetitions: 12, load_kg: 5, hold_seconds: null })),
              }),
              performed({
                ...older,
                intervention: {
                  id: ids.plank,
                  name: 'Prancha',
                  type: 'exercise',
                  region: null,
                  video_embed_url: null,
                },
                sets: [1, 2, 3].map(() => ({ repetitions: null, load_kg: null, hold_seconds: 30 })),
              }),
              performed({
                sets: [
                  { repetitions: 12, load_kg: 7.5, hold_seconds: null },
                  { repetitions: 10, load_kg: 7.5, hold_seconds: null },
                ],
              }),
            ]),
          ]
        : notFound,
    );
    setUser(makeUser('professional', { permissions: { interventions_performed: { read: true } } }));
    renderWithQueries(<PatientSessionsHistory patientId={ids.patient} />);
    const sessions = await screen.findAllByRole('heading', { level: 3 });
    expect(sessions.map((h) => h.textContent)).toEqual(['Sessão de 24/11/2026', 'Sessão de 17/11/2026']);
    const lines = screen
      .getAllByRole('listitem')
      .filter((li) => li.tagName === 'LI' && !li.querySelector('h3'));
    expect(lines.map((li) => li.textContent)).toEqual([
      'Ponte glútea — 1 × 12 · 7,5 kg + 1 × 10 · 7,5 kg',
      'Ponte glútea — 3 × 12 · 5 kg',
      'Prancha — 3 × 30 s',
    ]);
    expect(calls[0]!.query.get('patient_id')).toBe(ids.patient);
    expect(calls[0]!.query.get('page_size')).toBe('200');
  });

  it('says when there is nothing yet', async () => {
    serve(() => [200, page([])]);
    renderWithQueries(<PatientSessionsHistory patientId={ids.patient} />);
    expect(await screen.findByText('Ainda não há intervenções registadas.')).toBeTruthy();
  });
});
