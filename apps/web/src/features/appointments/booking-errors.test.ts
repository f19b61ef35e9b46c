import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bookingProblem } from './booking-errors';

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
    expect(bookingProblem(error)).toEqual({ kind: 'outside_schedule', reasons: ['clinic_closed'] });
  });

  it('anything else is not a booking problem', () => {
    expect(bookingProblem(new ApiError(400, 'validation_failed', 'x', {}, false))).toBeNull();
    expect(bookingProblem(new ApiError(409, 'conflict', 'x', {}, false))).toBeNull();
    expect(bookingProblem(new Error('x'))).toBeNull();
  });
});
