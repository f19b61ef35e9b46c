import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { UnavailableBlock } from '@clinica/contracts/calendar';
import pt from './messages/pt.json';
import { holidaysByDay, isUnavailableEvent, unavailableEvents } from './unavailable-events';

const t = ((key: string, values?: Record<string, string>) => {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], pt) as string;
  return text.replace(/{{(\w+)}}/g, (_, k: string) => values?.[k] ?? '');
}) as unknown as TFunction;

const TIAGO = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';
const block = (b: Partial<UnavailableBlock>): UnavailableBlock => ({
  professional_id: null,
  starts_at: '2026-12-07T09:00:00Z',
  ends_at: '2026-12-07T10:00:00Z',
  kind: 'clinic_closed',
  label: 'Clínica fechada',
  ...b,
});
const blocks: UnavailableBlock[] = [
  block({
    kind: 'public_holiday',
    starts_at: '2026-12-08T00:00:00Z',
    ends_at: '2026-12-09T00:00:00Z',
    label: 'Imaculada Conceição',
  }),
  block({ kind: 'clinic_closed' }),
  block({
    professional_id: TIAGO,
    kind: 'outside_hours',
    label: 'Fora do horário',
    starts_at: '2026-12-07T18:00:00Z',
    ends_at: '2026-12-07T20:00:00Z',
  }),
  block({
    professional_id: TIAGO,
    kind: 'schedule_exception',
    label: 'Formação',
    starts_at: '2026-12-09T10:00:00Z',
    ends_at: '2026-12-09T12:00:00Z',
  }),
  block({ professional_id: ANA, kind: 'schedule_exception', label: 'Férias' }),
];
const names = new Map([
  [TIAGO, 'Tiago Fonseca'],
  [ANA, 'Ana Costa'],
]);
const base = { timeZone: 'Europe/Lisbon', t, shownProfessionals: [], professionalNames: names };
const summary = (events: ReturnType<typeof unavailableEvents>) =>
  events.map((e) => [e.unavailable.kind, e.title, e.resourceId ?? null]);

describe('the calendar’s unavailable time as background events', () => {
  it('every professional (week view): the clinic’s blocks and each one’s absences, named', () => {
    const events = unavailableEvents(blocks, base);
    expect(summary(events)).toEqual([
      ['public_holiday', 'Feriado: Imaculada Conceição', null],
      ['clinic_closed', 'Clínica fechada', null],
      ['schedule_exception', 'Tiago Fonseca: Formação', null],
      ['schedule_exception', 'Ana Costa: Férias', null],
    ]);
    // Wall-clock times of the clinic's zone; recognisable among the page's events.
    expect(events[2]!.start).toEqual(new Date(2026, 11, 9, 10, 0));
    expect(events.every(isUnavailableEvent)).toBe(true);
    expect(isUnavailableEvent({ id: 'x', appointment: {} })).toBe(false);
  });

  it('one professional: their hours and exceptions too, without their name', () => {
    expect(summary(unavailableEvents(blocks, { ...base, shownProfessionals: [TIAGO] }))).toEqual([
      ['public_holiday', 'Feriado: Imaculada Conceição', null],
      ['clinic_closed', 'Clínica fechada', null],
      ['outside_hours', 'Fora do horário', null],
      ['schedule_exception', 'Formação', null],
    ]);
  });

  it('day view by professional: each in their column, the clinic’s in every column; by room only the clinic’s', () => {
    expect(summary(unavailableEvents(blocks, { ...base, professionalColumns: [TIAGO] }))).toEqual([
      ['public_holiday', 'Feriado: Imaculada Conceição', [TIAGO]],
      ['clinic_closed', 'Clínica fechada', [TIAGO]],
      ['outside_hours', 'Fora do horário', TIAGO],
      ['schedule_exception', 'Formação', TIAGO],
    ]);
    expect(summary(unavailableEvents(blocks, { ...base, spaceColumns: ['room', 'none'] }))).toEqual([
      ['public_holiday', 'Feriado: Imaculada Conceição', ['room', 'none']],
      ['clinic_closed', 'Clínica fechada', ['room', 'none']],
    ]);
  });

  it('leaves out what a holiday or an absence covers whole', () => {
    const day = (
      kind: UnavailableBlock['kind'],
      from: string,
      to: string,
      professional: string | null = null,
    ) =>
      block({
        kind,
        professional_id: professional,
        starts_at: `2027-02-09T${from}:00Z`,
        ends_at: `2027-02-09T${to}:00Z`,
        label: kind,
      });
    const covered = [
      block({
        kind: 'public_holiday',
        starts_at: '2027-02-09T00:00:00Z',
        ends_at: '2027-02-10T00:00:00Z',
        label: 'Carnaval (facultativo)',
      }),
      day('clinic_closed', '00:00', '08:00'),
      day('outside_hours', '08:00', '09:00', TIAGO),
      day('schedule_exception', '10:00', '12:00', TIAGO),
    ];
    expect(summary(unavailableEvents(covered, { ...base, professionalColumns: [TIAGO] }))).toEqual([
      ['public_holiday', 'Feriado: Carnaval (facultativo)', [TIAGO]],
    ]);
    // Partly covered stays: off hours from 07:00 run past an absence ending at 08:00.
    const partly = [
      day('schedule_exception', '00:00', '08:00', TIAGO),
      day('outside_hours', '07:00', '09:00', TIAGO),
    ];
    expect(
      summary(unavailableEvents(partly, { ...base, shownProfessionals: [TIAGO] })).map((e) => e[0]),
    ).toEqual(['schedule_exception', 'outside_hours']);
  });

  it('draws one label where the clinic’s closing and a professional’s off hours cover each other', () => {
    const at = (kind: UnavailableBlock['kind'], from: string, to: string, professional: string | null) =>
      block({
        kind,
        professional_id: professional,
        starts_at: `2026-12-07T${from}:00Z`,
        ends_at: `2026-12-07T${to}:00Z`,
      });
    // The clinic opens at 08:15, Tiago starts at 09:00, the grid at 08:00: «Fora do horário» says it all.
    const morning = [
      at('clinic_closed', '08:00', '08:15', null),
      at('outside_hours', '08:00', '09:00', TIAGO),
    ];
    expect(summary(unavailableEvents(morning, { ...base, professionalColumns: [TIAGO] }))).toEqual([
      ['outside_hours', 'Fora do horário', TIAGO],
    ]);
    // In another professional's column the clinic's closing still shows.
    expect(summary(unavailableEvents(morning, { ...base, professionalColumns: [TIAGO, ANA] }))).toEqual([
      ['clinic_closed', 'Clínica fechada', [TIAGO, ANA]],
      ['outside_hours', 'Fora do horário', TIAGO],
    ]);
  });

  it('draws nothing the grid’s hours do not show: the night before opening is no sliver at the top', () => {
    const night = [
      block({ starts_at: '2026-12-07T00:00:00Z', ends_at: '2026-12-07T08:00:00Z' }),
      block({ starts_at: '2026-12-07T20:00:00Z', ends_at: '2026-12-08T00:00:00Z' }),
      block({ starts_at: '2026-12-07T07:00:00Z', ends_at: '2026-12-07T08:30:00Z' }),
      block({ kind: 'public_holiday', starts_at: '2026-12-08T00:00:00Z', ends_at: '2026-12-09T00:00:00Z' }),
    ];
    // Lisbon is on UTC in December; the grid shows 08:00–20:00.
    const drawn = unavailableEvents(night, { ...base, window: { from: 8 * 60, to: 20 * 60 } });
    // A block that ends at midnight ends in its own day, not as an empty block at the next one's top.
    expect(
      drawn.map((e) => [e.start.getDate(), e.start.getHours(), e.end.getDate(), e.end.getHours()]),
    ).toEqual([
      [7, 7, 7, 8],
      [8, 0, 8, 23],
    ]);
  });

  it('names the holidays by local day for the headers', () => {
    expect(holidaysByDay(blocks, 'Europe/Lisbon')).toEqual(new Map([['2026-12-08', 'Imaculada Conceição']]));
  });
});
