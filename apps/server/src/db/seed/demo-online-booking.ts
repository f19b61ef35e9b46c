import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { appointmentRequests, services, tenants, users } from '../schema.js';
import { localToInstants } from '../../modules/availability/availability.service.js';
import { addDays } from '../../modules/appointments/series-rule.js';
import { DEMO_CLINIC_PORTO, DEMO_SOFIA } from './clinic-setup.js';
import { isoWeekday, localDate } from './demo-appointments.js';
import { DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const FIRST_REQUEST = id(1801);

/**
 * Issue 48's part of the demo (decision 043): Clínica Demo's booking page on at
 * `/public-calendar?tenant=clinica-demo` — the evaluation and the physiotherapy session, with Tiago and
 * Sofia — and two requests waiting in «Pedidos» for next week. Keyed on the first request's fixed id.
 */
export async function seedDemoOnlineBooking(database: Database, now: Date = new Date()): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const done = await tx
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, FIRST_REQUEST));
    if (done.length) return;
    await tx
      .update(tenants)
      .set({ bookingSlug: 'clinica-demo', onlineBookingEnabled: true })
      .where(and(eq(tenants.id, DEMO_TENANT_ID), isNull(tenants.bookingSlug)));
    await tx
      .update(services)
      .set({ bookableOnline: true })
      .where(inArray(services.id, [id(1301), id(1302)]));
    await tx
      .update(users)
      .set({ bookableOnline: true })
      .where(inArray(users.id, [DEMO_PROFESSIONAL_ID, DEMO_SOFIA]));
    const today = localDate(now);
    const nextMonday = addDays(today, 8 - isoWeekday(today));
    const [a, b, c, d] = await localToInstants(tx, 'Europe/Lisbon', [
      { date: nextMonday, time: '10:00' },
      { date: nextMonday, time: '10:45' },
      { date: addDays(nextMonday, 2), time: '15:00' },
      { date: addDays(nextMonday, 2), time: '16:00' },
    ]);
    const common = {
      tenantId: DEMO_TENANT_ID,
      clinicId: DEMO_CLINIC_PORTO,
      consentAt: now,
      status: 'pending' as const,
    };
    await tx.insert(appointmentRequests).values([
      {
        ...common,
        id: FIRST_REQUEST,
        serviceId: id(1302),
        professionalId: DEMO_PROFESSIONAL_ID,
        professionalChosen: true,
        startsAt: a!.instant,
        endsAt: b!.instant,
        name: 'Beatriz Carvalho Nunes',
        email: 'beatriz.nunes@exemplo.pt',
        mobile: '+351913456782',
        note: 'Entorse no tornozelo esquerdo há duas semanas.',
      },
      {
        ...common,
        id: id(1802),
        serviceId: id(1301),
        professionalId: DEMO_SOFIA,
        startsAt: c!.instant,
        endsAt: d!.instant,
        name: 'Miguel Antunes',
        email: 'miguel.antunes@exemplo.pt',
        mobile: '+351934567120',
        note: null,
      },
    ]);
  });
}
