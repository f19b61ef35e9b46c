import type { Programme, ProgrammeItem } from '@clinica/contracts/exercise-programmes';
import type { Intervention } from '@clinica/contracts/interventions';
import type { Performed } from '@clinica/contracts/interventions-performed';
import pt from './messages/pt.json';
import { usePortugueseWith } from '../../test/fake-api';

export { notFound, page, renderRoutes, renderWithQueries, serve, type Call } from '../../test/fake-api';

/** pt-PT with this feature's strings. */
export const usePortuguese = () => usePortugueseWith(pt);

export const ids = {
  programme: '1d3c7a52-5b1e-4c59-9d4a-000000000c01',
  patient: '1d3c7a52-5b1e-4c59-9d4a-000000000b01',
  professional: '00000000-0000-4000-8000-000000000001',
  bridge: '1d3c7a52-5b1e-4c59-9d4a-000000000f01',
  squat: '1d3c7a52-5b1e-4c59-9d4a-000000000f02',
  plank: '1d3c7a52-5b1e-4c59-9d4a-000000000f03',
};

export function libraryEntry(overrides: Partial<Intervention> = {}): Intervention {
  return {
    id: ids.plank,
    name: 'Prancha',
    type: 'exercise',
    video_url: null,
    video_embed_url: null,
    image_url: null,
    description: null,
    region: 'full_body',
    tags: [],
    active: true,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `1d3c7a52-5b1e-4c59-9d4a-${String(sequence).padStart(12, '0')}`;
};

export function item(overrides: Partial<ProgrammeItem> = {}): ProgrammeItem {
  return {
    id: nextId(),
    intervention: {
      id: ids.bridge,
      name: 'Ponte glútea',
      type: 'exercise',
      region: 'hip',
      description: 'Deitado de costas, eleve a bacia.',
      video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      video_embed_url: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
      image_url: `/api/v1/interventions/${ids.bridge}/images/5d3c7a52-5b1e-4c59-9d4a-000000000001`,
    },
    sets: 3,
    repetitions: 12,
    hold_seconds: null,
    load_kg: 5,
    notes: null,
    ...overrides,
  };
}

export function programme(overrides: Partial<Programme> = {}): Programme {
  return {
    id: ids.programme,
    patient: { id: ids.patient, name: 'Rui Costa' },
    prescribed_by: { id: ids.professional, name: 'Ana Sousa' },
    times_per_week: 3,
    notes: 'Faça os exercícios devagar.',
    started_at: '2026-11-02T10:00:00.000Z',
    ended_at: null,
    items: [item()],
    this_week: { week_start: '2026-11-23', done: 1, prescribed: 3 },
    last_done_at: null,
    updated_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

let performedSequence = 0;
export function performed(overrides: Partial<Performed> = {}): Performed {
  performedSequence += 1;
  return {
    id: `2d3c7a52-5b1e-4c59-9d4a-${String(performedSequence).padStart(12, '0')}`,
    appointment_id: '2d3c7a52-5b1e-4c59-9d4a-000000000a01',
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
    recorded_by: { id: ids.professional, name: 'Ana Sousa' },
    created_at: '2026-11-24T10:30:00.000Z',
    ...overrides,
  };
}
