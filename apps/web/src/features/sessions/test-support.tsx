import type { Intervention } from '@clinica/contracts/interventions';
import type { Performed } from '@clinica/contracts/interventions-performed';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';

export { notFound, page, renderRoutes, renderWithQueries, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);

export const ids = {
  appointment: '0d3c7a52-5b1e-4c59-9d4a-000000000a01',
  previousAppointment: '0d3c7a52-5b1e-4c59-9d4a-000000000a00',
  patient: '0d3c7a52-5b1e-4c59-9d4a-000000000b01',
  bridge: '0d3c7a52-5b1e-4c59-9d4a-000000000f01',
  squat: '0d3c7a52-5b1e-4c59-9d4a-000000000f02',
  plank: '0d3c7a52-5b1e-4c59-9d4a-000000000f03',
  author: '00000000-0000-4000-8000-000000000001',
};

export function libraryEntry(overrides: Partial<Intervention> = {}): Intervention {
  return {
    id: ids.bridge,
    name: 'Ponte glútea',
    type: 'exercise',
    video_url: null,
    video_embed_url: null,
    image_url: null,
    description: null,
    region: 'hip',
    tags: [],
    active: true,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;
export function performed(overrides: Partial<Performed> = {}): Performed {
  sequence += 1;
  return {
    id: `0d3c7a52-5b1e-4c59-9d4a-${String(sequence).padStart(12, '0')}`,
    appointment_id: ids.appointment,
    appointment_starts_at: '2026-11-24T10:00:00.000Z',
    patient_id: ids.patient,
    intervention: {
      id: ids.bridge,
      name: 'Ponte glútea',
      type: 'exercise',
      region: 'hip',
      video_embed_url: null,
    },
    sets: [{ repetitions: 12, load_kg: 5, hold_seconds: null }],
    notes: null,
    volume_kg: 60,
    top_load_kg: 5,
    recorded_by: { id: ids.author, name: 'Ana Sousa' },
    created_at: '2026-11-24T10:30:00.000Z',
    ...overrides,
  };
}
