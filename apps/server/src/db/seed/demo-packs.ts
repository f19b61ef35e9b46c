import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { appointments, servicePacks, services } from '../schema.js';
import { fixedClock } from '../../lib/clock.js';
import { issueDocument, localClock } from '../../modules/invoicing/issue.service.js';
import { applyStateChange } from '../../modules/packs/consumptions.service.js';
import { invoiceSale, sellPack } from '../../modules/packs/pack-sales.service.js';
import { DEMO_MANAGER_ID, DEMO_PATIENT_ID, DEMO_TENANT_ID } from './demo-ids.js';
import { reception } from './demo-invoicing.js';

const ZONE = 'Europe/Lisbon';
const DAY = 86_400_000;

/** The manager sells the demo's packs (so the front desk's cash of the day stays as its journeys expect). */
const manager = () => ({
  ...reception(),
  id: DEMO_MANAGER_ID,
  type: 'manager' as const,
  firstName: 'Gestor',
});

/**
 * Issue 44's demo: packs of 5 and 10 sessions of the most booked session service, sold three days ago
 * to three patients (one at a price of its own), each invoiced with an FR paid by card, and the sessions
 * they attended since used — the consumptions a state change records, written through the same service.
 * Added once (keyed on the packs), never twice.
 */
export async function seedDemoPacks(database: Database, now: Date = new Date()): Promise<void> {
  const user = manager();
  const soldOn = localClock(new Date(now.getTime() - 3 * DAY), ZONE).date;
  const plan = await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    if ((await tx.select({ id: servicePacks.id }).from(servicePacks).limit(1)).length) return null;
    const [top] = await tx
      .select({
        id: services.id,
        name: services.name,
        price: services.priceCents,
        n: sql<number>`count(*)::int`,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(and(eq(appointments.tenantId, DEMO_TENANT_ID), eq(services.kind, 'session')))
      .groupBy(services.id, services.name, services.priceCents)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    if (!top) return null;
    const [ten, five] = await tx
      .insert(servicePacks)
      .values([
        {
          tenantId: DEMO_TENANT_ID,
          name: `Pack 10 sessões — ${top.name}`,
          serviceId: top.id,
          sessionsCount: 10,
          priceCents: Math.round((top.price * 10 * 0.85) / 100) * 100,
          validityDays: 180,
        },
        {
          tenantId: DEMO_TENANT_ID,
          name: `Pack 5 sessões — ${top.name}`,
          serviceId: top.id,
          sessionsCount: 5,
          priceCents: Math.round((top.price * 5 * 0.9) / 100) * 100,
          validityDays: 90,
        },
      ])
      .returning({ id: servicePacks.id });
    // The patients with the most sessions of it from the sale on (not the portal's demo patient).
    const since = new Date(`${soldOn}T00:00:00Z`);
    const patients = await tx
      .select({ id: appointments.patientId })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, DEMO_TENANT_ID),
          eq(appointments.serviceId, top.id),
          eq(appointments.active, true),
          gte(appointments.startsAt, since),
          ne(appointments.patientId, DEMO_PATIENT_ID),
        ),
      )
      .groupBy(appointments.patientId)
      .orderBy(desc(sql`count(*)`), asc(appointments.patientId))
      .limit(3);
    return {
      serviceId: top.id,
      packs: [ten!.id, five!.id, ten!.id],
      patients: patients.map((p) => p.id),
      since,
    };
  });
  if (!plan) return;

  // Issued an hour ago — but never on the day before: the demo's other documents are dated today, and a
  // series refuses a date earlier than its last (so a start between midnight and 01:00 failed).
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const at = localClock(hourAgo, ZONE).date === localClock(now, ZONE).date ? hourAgo : now;
  for (const [i, patientId] of plan.patients.entries()) {
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      const sale = await sellPack(tx, user, {
        pack_id: plan.packs[i]!,
        patient_id: patientId,
        sold_on: soldOn,
        // The third patient got a friend's discount.
        ...(i === 2 ? { price_cents: 25_000 } : {}),
      });
      const invoiced = await invoiceSale(tx, user, sale.id, { type: 'FR' });
      const ctx = { clock: fixedClock(at), signingKeyPem: undefined, certificateNumber: undefined };
      await issueDocument(
        tx,
        user,
        invoiced.document!.id,
        {
          payments: [{ method: i === 1 ? 'mb' : 'debit_card', amount_cents: invoiced.price_cents }],
        },
        ctx,
      );
      // The sessions attended since the sale that no document charged use the pack, oldest first.
      const attended = await tx
        .select({ id: appointments.id, startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, DEMO_TENANT_ID),
            eq(appointments.patientId, patientId),
            eq(appointments.serviceId, plan.serviceId),
            eq(appointments.active, true),
            eq(appointments.invoicingStatus, 'not_invoiced'),
            inArray(appointments.state, ['present']),
            gte(appointments.startsAt, plan.since),
          ),
        )
        .orderBy(asc(appointments.startsAt));
      for (const a of attended)
        await applyStateChange(
          tx,
          DEMO_TENANT_ID,
          { id: a.id, patientId, serviceId: plan.serviceId, startsAt: a.startsAt, timeZone: ZONE },
          'scheduled',
          'present',
        );
    });
  }
}
