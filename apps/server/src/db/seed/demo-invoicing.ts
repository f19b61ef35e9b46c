import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type DocumentType } from '@clinica/contracts/invoicing';
import { draftInput } from '@clinica/contracts/invoicing-drafts';
import type { Database, Tx } from '../client.js';
import { appointments, invoicingSeries, tenants } from '../schema.js';
import type { AuthUser } from '../../plugins/context.js';
import { fixedClock } from '../../lib/clock.js';
import type { MoneyMethod } from '@clinica/contracts/payment-methods';
import { cancelDocument, issueDocument, localClock } from '../../modules/invoicing/issue.service.js';
import { createDraft } from '../../modules/invoicing/drafts.service.js';
import { localToInstants } from '../../modules/availability/availability.service.js';
import { addDays } from '../../modules/appointments/series-rule.js';
import { DEMO_FRONT_DESK_ID, DEMO_PATIENT_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const ZONE = 'Europe/Lisbon';
const DAY = 86_400_000;
const PRODUCTS = { band: id(1306), gel: id(1307) };

/** The front desk issues the demo's documents, as reception does in a clinic (decision 003). */
export const reception = (): AuthUser => ({
  id: DEMO_FRONT_DESK_ID,
  sessionId: 'seed',
  tenantId: DEMO_TENANT_ID,
  type: 'front_desk',
  email: 'rececao@demo.clinica.pt',
  firstName: 'Marta',
  surname: 'Sousa',
  imageFileId: null,
  status: 'email_confirmed',
  overrides: {},
  clinicIds: null,
  tenant: {
    id: DEMO_TENANT_ID,
    name: 'Clínica Demo',
    timeZone: ZONE,
    invoicingActive: true,
    taxRegion: 'PT',
    subscriptionStatus: 'active',
    trialEndsAt: null,
    paymentFailedAt: null,
  },
});

/** How the demo's FRs/FS were paid (issue 38): the methods at the desk, every fourth split MB + cash. */
function paidWith(n: number, cents: number): { method: MoneyMethod; amount_cents: number }[] {
  if (n % 4 === 0 && cents > 1) {
    const mb = Math.ceil(cents / 2);
    return [
      { method: 'mb', amount_cents: mb },
      { method: 'cash', amount_cents: cents - mb },
    ];
  }
  const methods: MoneyMethod[] = ['debit_card', 'cash', 'credit_card'];
  return [{ method: methods[n % 3]!, amount_cents: cents }];
}

/** AT-shaped validation codes for the demo's series (8 letters and digits). */
const validationCode = (type: string, year: number) => `DEMO${type}${String(year).slice(2)}`.padEnd(8, 'X');

/**
 * Issue 26's demo: the clinic's invoicing on, a series per type for this year and the last, and a month
 * of documents issued through the same service a request uses (numbering, signature chain, ATCUD, QR):
 * at the end of each day the front desk issues an FR (fatura-recibo) per patient for the sessions they
 * attended; every fifth patient is invoiced by the week, with an FT; products on FS; one FR
 * credited by an NC and one cancelled; the last two days stay to invoice, and one draft waits. Added
 * once (keyed on the series), never twice.
 */
export async function seedDemoInvoicing(database: Database, now: Date = new Date()): Promise<void> {
  const year = Number(localClock(now, ZONE).date.slice(0, 4));
  const seeded = await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const found = await tx
      .select({ id: invoicingSeries.id })
      .from(invoicingSeries)
      .where(eq(invoicingSeries.tenantId, DEMO_TENANT_ID))
      .limit(1);
    // The demo clinic is a company (Lda.): its CSC art. 171.º mentions, also on a .data/ seeded before them.
    await tx
      .update(tenants)
      .set({
        invoicingLegalForm: 'lda',
        invoicingShareCapitalCents: 500_000,
        invoicingRegistryOffice: 'Conservatória do Registo Comercial do Porto',
        invoicingRegistrationNumber: '509442013',
      })
      .where(and(eq(tenants.id, DEMO_TENANT_ID), isNull(tenants.invoicingRegistryOffice)));
    if (found.length) return true;
    await tx
      .update(tenants)
      .set({
        invoicingActive: true,
        invoicingFiscalName: 'Clínica Demo — Fisioterapia e Reabilitação, Lda.',
        invoicingNif: '509442013',
        invoicingAddress: 'Rua de Santa Catarina, 312',
        invoicingPostalCode: '4000-443',
        invoicingCity: 'Porto',
        invoicingTaxRegion: 'PT',
      })
      .where(eq(tenants.id, DEMO_TENANT_ID));
    await tx.insert(invoicingSeries).values(
      [year - 1, year].flatMap((y) =>
        (['FT', 'FR', 'FS', 'NC', 'RG'] as const).map((documentType) => ({
          tenantId: DEMO_TENANT_ID,
          documentType,
          year: y,
          code: `${y}A`,
          validationCode: validationCode(documentType, y),
        })),
      ),
    );
    return false;
  });
  if (seeded) return;

  const user = reception();
  const start = new Date(now.getTime() - 30 * DAY);
  const stop = await toInvoiceFrom(database, now);
  const attended = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ id: appointments.id, patientId: appointments.patientId, startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, DEMO_TENANT_ID),
          inArray(appointments.state, ['present', 'noshow_unjustified']),
          eq(appointments.active, true),
          gte(appointments.startsAt, start),
          lt(appointments.startsAt, stop),
        ),
      )
      .orderBy(asc(appointments.startsAt)),
  );
  const patients = [...new Set(attended.map((a) => a.patientId))].sort();
  const weekly = new Set(patients.filter((_, i) => i % 5 === 0 && patients[i] !== DEMO_PATIENT_ID));

  // One transaction per document, as a request: a failure stops the seed where it is, never half-issued.
  // An FR/FS says how it was paid (issue 38): by card, in cash, by MB — every fourth by MB and cash.
  let paidCount = 0;
  const make = (at: Date, body: Parameters<typeof draftInput.parse>[0]) =>
    database.withTenant(DEMO_TENANT_ID, async (tx: Tx) => {
      const draft = await createDraft(tx, user, draftInput.parse(body));
      const ctx = { clock: fixedClock(at), signingKeyPem: undefined, certificateNumber: undefined };
      const paidAtOnce = draft.type === 'FR' || draft.type === 'FS';
      return issueDocument(
        tx,
        user,
        draft.id,
        paidAtOnce && draft.gross_cents > 0 ? { payments: paidWith(paidCount++, draft.gross_cents) } : {},
        ctx,
      );
    });

  const byDay = new Map<string, Map<string, string[]>>();
  for (const a of attended) {
    if (weekly.has(a.patientId)) continue;
    const day = localClock(a.startsAt, ZONE).date;
    const patientsOfDay = byDay.get(day) ?? new Map<string, string[]>();
    patientsOfDay.set(a.patientId, [...(patientsOfDay.get(a.patientId) ?? []), a.id]);
    byDay.set(day, patientsOfDay);
  }
  const issued: { id: string; type: DocumentType; patientId: string }[] = [];
  let n = 0;
  for (const [day, ofDay] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    // 19:00 local, the end of the clinic's day (19:00 Lisbon is 18:00 or 19:00 UTC; 18:30 UTC is inside both).
    const evening = new Date(`${day}T18:30:00Z`);
    for (const [patientId, appointmentIds] of ofDay) {
      n++;
      const products = n % 9 === 0 ? [{ service_id: PRODUCTS.band }] : [];
      const doc = await make(evening, {
        type: 'FR',
        patient_id: patientId,
        appointment_ids: appointmentIds,
        lines: products,
      });
      issued.push({ id: doc.id, type: 'FR', patientId });
      if (n % 13 === 0)
        await make(evening, {
          type: 'FS',
          patient_id: patientId,
          lines: [{ service_id: PRODUCTS.gel }, { service_id: PRODUCTS.band, quantity: 2 }],
        });
    }
  }
  // Every fifth patient is invoiced by the week (an FT at the end of their last session of the week),
  // and pays later: the demo's payments and receipts (demo-payments.ts).
  const weeks = new Map<string, { patientId: string; at: Date; ids: string[] }>();
  for (const a of attended) {
    if (!weekly.has(a.patientId)) continue;
    const day = localClock(a.startsAt, ZONE).date;
    const monday = new Date(`${day}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const key = `${a.patientId}:${monday.toISOString().slice(0, 10)}`;
    const week = weeks.get(key) ?? { patientId: a.patientId, at: a.startsAt, ids: [] };
    week.ids.push(a.id);
    week.at = new Date(`${day}T18:30:00Z`);
    weeks.set(key, week);
  }
  for (const week of [...weeks.values()].sort((a, b) => a.at.getTime() - b.at.getTime()))
    await make(week.at, {
      type: 'FT',
      patient_id: week.patientId,
      appointment_ids: week.ids,
      notes: 'Sessões da semana.',
    });
  const lastDay = stop;
  // A credit note for a session paid but not held, and a document cancelled (issued twice by mistake).
  const credited = issued[Math.floor(issued.length / 3)];
  if (credited)
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      const draft = await createDraft(
        tx,
        user,
        draftInput.parse({
          type: 'NC',
          patient_id: credited.patientId,
          credited_document_id: credited.id,
          credit_reason: 'Sessão paga em duplicado pelo paciente',
        }),
      );
      await issueDocument(
        tx,
        user,
        draft.id,
        {},
        { clock: fixedClock(lastDay), signingKeyPem: undefined, certificateNumber: undefined },
      );
    });
  const cancelled = issued[Math.floor((issued.length * 2) / 3)];
  if (cancelled)
    await database.withTenant(DEMO_TENANT_ID, (tx) =>
      cancelDocument(tx, user, cancelled.id, { reason: 'Emitida em duplicado' }, lastDay),
    );
  // A draft waiting at the desk: the portal patient's gel and their latest session, so the calendar shows
  // an appointment of each invoicing state — invoiced, on a draft, still to invoice (issue 38).
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const [latest] = await tx
      .select({ id: appointments.id, patientId: appointments.patientId })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, DEMO_TENANT_ID),
          eq(appointments.state, 'present'),
          eq(appointments.active, true),
          gte(appointments.startsAt, stop),
          lt(appointments.startsAt, now),
        ),
      )
      // The portal patient's session when they had one in those days; otherwise another patient's, so the
      // calendar shows a session on a draft whatever the day the demo is seeded.
      .orderBy(sql`${appointments.patientId} = ${DEMO_PATIENT_ID} desc`, asc(appointments.startsAt))
      .limit(1);
    await createDraft(
      tx,
      user,
      draftInput.parse({
        type: 'FT',
        patient_id: latest?.patientId ?? DEMO_PATIENT_ID,
        appointment_ids: latest ? [latest.id] : [],
        lines: [{ service_id: PRODUCTS.gel }],
      }),
    );
  });
}

/**
 * Where the demo stops invoicing: the start of the second working day before today (Europe/Lisbon), so
 * those two days and today stay to invoice whatever the day and hour it is seeded — a Monday morning too,
 * when «two days ago» is a weekend with no sessions.
 */
async function toInvoiceFrom(database: Database, now: Date): Promise<Date> {
  let date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
  for (let working = 0; working < 2;) {
    date = addDays(date, -1);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) working++;
  }
  const [midnight] = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    localToInstants(tx, ZONE, [{ date, time: '00:00' }]),
  );
  return midnight!.instant;
}
