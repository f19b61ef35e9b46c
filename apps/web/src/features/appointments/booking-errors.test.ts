import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { TFunction } from 'i18next';
import { bookingProblem, occurrenceProblemText, outsideReasonText } from './booking-errors';
import pt from './messages/pt.json';

/** The Portuguese messages, with {{name}} filled in: what a person reads. */
const t = ((key: string, values?: Record<string, string>) => {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], pt) as string;
  return text.replace(/{{(\w+)}}/g, (_, k: string) => values?.[k] ?? '');
}) as unknown as TFunction;

const id = '11111111-1111-4111-8111-111111111111';

describe('bookingProblem', () => {
  it('names the appointment in the way', () => {
    const error = new ApiError(409, 'double_booking', 'O profissional já tem…', {}, false, {
      conflicting_appointment_id: id,
      resource: 'professional',
      starts_at: '2030-01-07T10:00:00.000Z',
      ends_at: '2030-01-07T11:00:00.000Z',
    });
    expect(bookingProblem(error)).toEqual({
      kind: 'double_booking',
      resource: 'professional',
      appointmentId: id,
      startsAt: '2030-01-07T10:00:00.000Z',
      endsAt: '2030-01-07T11:00:00.000Z',
    });
  });

  it('outside the schedule, with its reasons', () => {
    const error = new ApiError(409, 'outside_schedule', 'Fora…', {}, false, { reasons: ['clinic_closed'] });
    expect(bookingProblem(error)).toEqual({
      kind: 'outside_schedule',
      reasons: ['clinic_closed'],
      holidays: [],
    });
  });

  it('on a public holiday, names it in the question and in the series preview', () => {
    const error = new ApiError(409, 'outside_schedule', 'Fora…', {}, false, {
      reasons: ['public_holiday'],
      holidays: [{ date: '2026-12-08', name: 'Imaculada Conceição' }],
    });
    const problem = bookingProblem(error);
    expect(problem).toEqual({
      kind: 'outside_schedule',
      reasons: ['public_holiday'],
      holidays: [{ date: '2026-12-08', name: 'Imaculada Conceição' }],
    });
    if (problem?.kind !== 'outside_schedule') throw new Error('not outside');
    expect(outsideReasonText(t, 'public_holiday', problem.holidays)).toBe('Feriado: Imaculada Conceição.');
    expect(outsideReasonText(t, 'public_holiday')).toBe('É feriado.');
    expect(outsideReasonText(t, 'clinic_closed')).toBe('A clínica está fechada a esta hora.');
    expect(occurrenceProblemText(t, { code: 'outside_schedule', holiday: 'Natal' })).toBe(
      'Fora do horário · Feriado: Natal',
    );
    expect(occurrenceProblemText(t, { code: 'outside_schedule' })).toBe('Fora do horário');
  });

  it('anything else is not a booking problem', () => {
    expect(bookingProblem(new ApiError(400, 'validation_failed', 'x', {}, false))).toBeNull();
    expect(bookingProblem(new ApiError(409, 'conflict', 'x', {}, false))).toBeNull();
    expect(bookingProblem(new Error('x'))).toBeNull();
  });
});
