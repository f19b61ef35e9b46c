import { inArray, isNotNull, and } from 'drizzle-orm';
import { insurerPaymentInput, statementInvoiceInput } from '@clinica/contracts/insurer-billing';
import type { Database, Tx } from '../client.js';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { appointmentHistory, appointments, invoicingDocuments, patientProfiles } from '../schema.js';
import { localToInstants } from '../../modules/availability/availability.service.js';
import { invoiceStatement } from '../../modules/insurers/statement.service.js';
import { localClock } from '../../modules/invoicing/issue.service.js';
import { recordInsurerPayment } from '../../modules/payments/insurer-account.service.js';
import { DEMO_CLINIC_PORTO } from './clinic-setup.js';
import { DEMO_MANAGER_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';
import { reception } from './demo-invoicing.js';

const MEDIS = id(1401);
const ADSE = id(1404);
const TIAGO = id(102);
const MARTA = id(103);
const PHYSIO = id(1302);
const ZONE = 'Europe/Lisbon';

/**
 * Last month's physiotherapy sessions of the Médis and ADSE patients (the demo's month of appointments
 * is this month's): Tiago at 08:00, one weekday each, before his usual hours so they never meet another
 * appointment; held (`present`). Their patients' parts are left for the desk.
 */
async function lastMonthSessions(tx: Tx, month: string, now: Date) {
  const insured = await tx
    .select({ id: patientProfiles.userId })
    .from(patientProfiles)
    .where(and(inArray(patientProfiles.insurerId, [MEDIS, ADSE]), isNotNull(patientProfiles.insuranceNumber)))
    .orderBy(patientProfiles.userId);
  const days: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const date = new Date(`${month}-${String(d).padStart(2, '0')}T12:00:00Z`);
    if (date.toISOString().slice(0, 7) !== month) break;
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date.toISOString().slice(0, 10));
  }
  const planned = days
    .slice(0, insured.length * 2)
    .map((date, i) => ({ date, patientId: insured[i % insured.length]!.id }));
  const instants = await localToInstants(
    tx,
    ZONE,
    planned.map((p) => ({ date: p.date, time: '08:00' })),
  );
  const rows = planned.map((p, i) => {
    const startsAt = instants[i]!.instant;
    return {
      id: id(4_500_000 + i),
      tenantId: DEMO_TENANT_ID,
      patientId: p.patientId,
      professionalId: TIAGO,
      serviceId: PHYSIO,
      clinicId: DEMO_CLINIC_PORTO,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      state: 'present' as const,
      priceCents: 3500,
      createdBy: MARTA,
      createdAt: new Date(Math.min(now.getTime(), startsAt.getTime() - 7 * 86_400_000)),
    };
  });
  if (!rows.length) return;
  await tx.insert(appointments).values(rows);
  await tx.insert(appointmentHistory).values(
    rows.flatMap((r) => [
      {
        tenantId: DEMO_TENANT_ID,
        appointmentId: r.id,
        event: 'created' as const,
        toState: 'scheduled' as const,
        toStartsAt: r.startsAt,
        toEndsAt: r.endsAt,
        actorId: MARTA,
        at: r.createdAt,
      },
      {
        tenantId: DEMO_TENANT_ID,
        appointmentId: r.id,
        event: 'state_changed' as const,
        fromState: 'scheduled' as const,
        toState: 'present' as const,
        actorId: TIAGO,
        at: r.endsAt,
      },
    ]),
  );
}

/**
 * Issue 45's demo (decision 047): the Médis and ADSE patients had sessions last month; the manager issued
 * Médis's statement of that month (one FT addressed to
 * Médis, a line per session held by its patients) and Médis paid it by transfer except one session it
 * refused — noted on the line, still owed on its account. ADSE's month is left to bill, so the
 * statement can be tried. Added once (keyed on an insurer's document), never twice; a month without
 * Médis sessions adds nothing.
 */
export async function seedDemoInsurerBilling(database: Database, now: Date = new Date()): Promise<void> {
  const user = {
    ...reception(),
    id: DEMO_MANAGER_ID,
    type: 'manager' as const,
    email: 'gestor@demo.clinica.pt',
    firstName: 'Helena',
    surname: 'Marques',
  };
  const today = localClock(now, ZONE).date;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const ctx = { clock: fixedClock(now), signingKeyPem: undefined, certificateNumber: undefined };
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const [any] = await tx
      .select({ id: invoicingDocuments.id })
      .from(invoicingDocuments)
      .where(isNotNull(invoicingDocuments.insurerId))
      .limit(1);
    if (any) return;
    await lastMonthSessions(tx, month, now);
    let ft;
    try {
      const done = await invoiceStatement(tx, user, MEDIS, statementInvoiceInput.parse({ month }), ctx);
      if (!('issued' in done)) return; // the demo invoices with «Clínica»
      ft = done.issued;
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 400) return; // nothing to bill that month
      throw e;
    }
    const refused = ft.lines.at(-1)!;
    const paid = ft.gross_cents - refused.gross_cents;
    if (!paid) return;
    await recordInsurerPayment(
      tx,
      user,
      MEDIS,
      insurerPaymentInput.parse({
        amount_cents: paid,
        method: 'bank_transfer',
        source: `Transferência Médis — mapa ${month}`,
        allocations: [{ document_id: ft.id, amount_cents: paid }],
        refusals: [
          { line_id: refused.id, amount_cents: refused.gross_cents, reason: 'Sem prescrição médica anexa' },
        ],
      }),
      ctx,
    );
  });
}
