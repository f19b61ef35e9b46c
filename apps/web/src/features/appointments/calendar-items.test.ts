import { describe, expect, it } from 'vitest';
import type { CalendarRange } from '@clinica/contracts/appointments';
import { calendarItems } from './calendar-items';

const ids = { p: '00000000-0000-4000-8000-000000000001', s: '00000000-0000-4000-8000-000000000002' };
const item = {
  id: '00000000-0000-4000-8000-000000000010',
  patient_id: '00000000-0000-4000-8000-000000000011',
  professional_id: ids.p,
  service_id: ids.s,
  clinic_id: '00000000-0000-4000-8000-000000000012',
  space_id: null,
  starts_at: '2026-12-01T09:00:00Z',
  ends_at: '2026-12-01T09:45:00Z',
  state: 'scheduled' as const,
  notes: null,
  confirmed: false,
};

describe('calendarItems', () => {
  it("gives each item the names (its patient's too) and colour the range holds once", () => {
    const range: CalendarRange = {
      from: '2026-11-30T00:00:00Z',
      to: '2026-12-07T00:00:00Z',
      items: [item, { ...item, id: '00000000-0000-4000-8000-000000000013' }],
      patients: { [item.patient_id]: { name: 'Ana Sousa' } },
      services: { [ids.s]: { name: 'Sessão', colour: '#123456' } },
      professionals: { [ids.p]: { name: 'Tiago Fonseca' } },
      clinics: {},
      spaces: {},
    };
    expect(calendarItems(range)).toEqual([
      {
        ...item,
        patient_name: 'Ana Sousa',
        professional_name: 'Tiago Fonseca',
        service_name: 'Sessão',
        service_colour: '#123456',
      },
      {
        ...item,
        id: '00000000-0000-4000-8000-000000000013',
        patient_name: 'Ana Sousa',
        professional_name: 'Tiago Fonseca',
        service_name: 'Sessão',
        service_colour: '#123456',
      },
    ]);
    expect(calendarItems(undefined)).toEqual([]);
  });
});
