import {
  CALENDAR_CLINIC_ID,
  CALENDAR_PROFESSIONALS,
  CALENDAR_SERVICE_ID,
  CALENDAR_PATIENTS,
  patientId,
  professionalId,
} from '../src/db/seed/large-calendar.js';

/**
 * The n-th free booking slot after the generated years: weekdays of January–March (winter time, so
 * local time is UTC in Lisbon) from 2027 on, 14 back-to-back 45-minute slots from 08:00, professional
 * n mod 20.
 */
export function nthSlot(n: number): { professional: string; startsAt: Date; endsAt: Date } {
  const p = n % CALENDAR_PROFESSIONALS;
  const k = Math.floor(n / CALENDAR_PROFESSIONALS);
  const day = Math.floor(k / 14);
  const week = Math.floor(day / 5);
  const year = 2027 + Math.floor(week / 12);
  const jan1 = Date.UTC(year, 0, 1);
  const firstMonday = jan1 + ((8 - new Date(jan1).getUTCDay()) % 7) * 86_400_000;
  const date = firstMonday + ((week % 12) * 7 + (day % 5)) * 86_400_000;
  const startsAt = new Date(date + (8 * 60 + (k % 14) * 45) * 60_000);
  return { professional: professionalId(p), startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) };
}

/** The body of the n-th booking (scenario g): a free slot of its own, one of the clinic's patients. */
export function bookingBody(n: number): string {
  const slot = nthSlot(n);
  return JSON.stringify({
    patient_id: patientId(n % CALENDAR_PATIENTS),
    professional_id: slot.professional,
    service_id: CALENDAR_SERVICE_ID,
    clinic_id: CALENDAR_CLINIC_ID,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
  });
}
