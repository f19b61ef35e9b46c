import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { clinics, scheduleExceptions } from '../schema.js';
import { localToInstants } from '../../modules/availability/availability.service.js';
import { addDays } from '../../modules/appointments/series-rule.js';
import { DEMO_CLINIC_PORTO } from './clinic-setup.js';
import { isoWeekday, localDate } from './demo-appointments.js';
import { DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const ABSENCE_ID = id(1753);
const TRAINING_ID = id(1754);
const ZONE = 'Europe/Lisbon';

/**
 * Issue 22's part of the demo (decision 024): the Porto clinic's municipal holiday (São João, 24 June)
 * and, in the week the demo is first seeded, an absence (Wednesday morning) and a training (Friday
 * afternoon) for Tiago at Porto — so the calendar shows shaded, labelled time from the first start.
 * Keyed on the absence's fixed id: added once, never twice (a holiday cleared later stays cleared).
 */
export async function seedDemoUnavailable(database: Database, now: Date = new Date()): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const done = await tx
      .select({ id: scheduleExceptions.id })
      .from(scheduleExceptions)
      .where(eq(scheduleExceptions.id, ABSENCE_ID));
    if (done.length) return;
    await tx
      .update(clinics)
      .set({ municipalHolidayDay: 24, municipalHolidayMonth: 6, municipalHolidayName: 'São João (Porto)' })
      .where(and(eq(clinics.id, DEMO_CLINIC_PORTO), isNull(clinics.municipalHolidayDay)));
    const today = localDate(now);
    const monday = addDays(today, 1 - isoWeekday(today));
    const [absenceStart, absenceEnd, trainingStart, trainingEnd] = await localToInstants(tx, ZONE, [
      { date: addDays(monday, 2), time: '09:00' },
      { date: addDays(monday, 2), time: '13:00' },
      { date: addDays(monday, 4), time: '14:00' },
      { date: addDays(monday, 4), time: '18:00' },
    ]);
    await tx.insert(scheduleExceptions).values([
      {
        id: ABSENCE_ID,
        tenantId: DEMO_TENANT_ID,
        professionalId: DEMO_PROFESSIONAL_ID,
        clinicId: DEMO_CLINIC_PORTO,
        startsAt: absenceStart!.instant,
        endsAt: absenceEnd!.instant,
        reason: 'other',
        notes: 'Ausência',
      },
      {
        id: TRAINING_ID,
        tenantId: DEMO_TENANT_ID,
        professionalId: DEMO_PROFESSIONAL_ID,
        clinicId: DEMO_CLINIC_PORTO,
        startsAt: trainingStart!.instant,
        endsAt: trainingEnd!.instant,
        reason: 'other',
        notes: 'Formação',
      },
    ]);
  });
}
