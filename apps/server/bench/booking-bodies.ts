import { FREE_FROM_YEAR, generatedId, LARGE_CLINIC, PROFESSIONALS } from '../src/db/seed/large.js';

const id = (kind: string, n = 0) => generatedId(LARGE_CLINIC.tenantId, kind, n);

/**
 * The n-th free booking slot after Clínica Grande's generated history: weekdays of January–March
 * (winter time, so local time is UTC in Lisbon) from FREE_FROM_YEAR on, 14 back-to-back 45-minute
 * slots from 08:00, professional n mod 20.
 */
export function nthSlot(n: number): { professional: string; startsAt: Date; endsAt: Date } {
  const p = n % PROFESSIONALS;
  const k = Math.floor(n / PROFESSIONALS);
  const day = Math.floor(k / 14);
  const week = Math.floor(day / 5);
  const year = FREE_FROM_YEAR + Math.floor(week / 12);
  const jan1 = Date.UTC(year, 0, 1);
  const firstMonday = jan1 + ((8 - new Date(jan1).getUTCDay()) % 7) * 86_400_000;
  const date = firstMonday + ((week % 12) * 7 + (day % 5)) * 86_400_000;
  const startsAt = new Date(date + (8 * 60 + (k % 14) * 45) * 60_000);
  return {
    professional: id('professional', p),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
  };
}

/** The body of the n-th booking (scenario `booking`): a free slot of its own, one of the clinic's patients. */
export function bookingBody(n: number): string {
  const slot = nthSlot(n);
  return JSON.stringify({
    patient_id: id('patient', n % LARGE_CLINIC.patients),
    professional_id: slot.professional,
    service_id: id('service'),
    clinic_id: id('clinic'),
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
  });
}
