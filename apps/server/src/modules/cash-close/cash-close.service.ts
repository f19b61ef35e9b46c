import type { z } from 'zod';
import {
  cashCloseMessages,
  type CashClose,
  type CashCloseList,
  type CashCloseOptions,
  type CashDay,
  type CashMethodTotals,
  type CashMovement,
  type cashCloseInput,
  type cashCloseListQuery,
  type cashDayQuery,
} from '@clinica/contracts/cash-close';
import { moneyMethods, type MoneyMethod } from '@clinica/contracts/payment-methods';
import type { Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { instantText } from '../appointments/appointments.service.js';
import { localClock } from '../invoicing/issue.service.js';
import * as repo from './cash-close.repository.js';
import { takingClinic } from './taking.service.js';

/**
 * The daily cash close (issue 38, decision 033). The route lets in `cash_closes:read|create` (managers,
 * front desk); here: a manager reads and closes anyone's day, anyone else their own (403 otherwise); a
 * clinic the caller does not see answers 404, as does a close of one.
 */
async function scope(tx: Tx, user: AuthUser, q: { clinic_id: string; user_id: string }) {
  if (user.type !== 'manager' && q.user_id !== user.id) throw forbidden();
  const clinic = await repo.clinicOf(tx, user.tenantId, q.clinic_id);
  if (!clinic || (user.clinicIds && !user.clinicIds.includes(clinic.id)))
    throw notFound(cashCloseMessages.clinicNotFound);
  const owner = await repo.staffOf(tx, user.tenantId, q.user_id);
  if (!owner) throw notFound(cashCloseMessages.userNotFound);
  return { clinic, owner };
}

const today = (user: AuthUser, clock: Clock) => localClock(clock.now(), user.tenant.timeZone).date;

type Figures = Pick<CashDay, 'methods' | 'expected_cents' | 'movements' | 'unrecorded_invoices'>;

/** The day's movements and, per money method, what should be in hand. */
async function figures(
  tx: Tx,
  tenantId: string,
  clinicId: string,
  userId: string,
  day: string,
): Promise<Figures> {
  const [paid, invoiced, refunded] = await Promise.all([
    repo.dayPayments(tx, tenantId, clinicId, userId, day),
    repo.dayInvoices(tx, tenantId, clinicId, userId, day),
    repo.dayRefunds(tx, tenantId, clinicId, userId, day),
  ]);
  const zero = (method: MoneyMethod): CashMethodTotals => ({
    method,
    receipts_cents: 0,
    advances_cents: 0,
    invoices_cents: 0,
    refunds_cents: 0,
    expected_cents: 0,
  });
  // Every money method of the contracts, in their order (a method added there flows through).
  const rows = new Map<string, CashMethodTotals>(moneyMethods.map((m) => [m, zero(m)]));
  const movements: CashMovement[] = [];
  for (const p of paid) {
    const row = rows.get(p.method)!;
    const settled = p.amountCents - p.advanceCents;
    row.receipts_cents += settled;
    row.advances_cents += p.advanceCents;
    const patient = { id: p.patientId, name: p.patientName };
    if (settled)
      movements.push({
        kind: 'receipt',
        reference: p.receiptNo,
        patient,
        method: p.method,
        amount_cents: settled,
      });
    if (p.advanceCents)
      movements.push({
        kind: 'advance',
        reference: p.receiptNo,
        patient,
        method: p.method,
        amount_cents: p.advanceCents,
      });
  }
  const unrecorded = new Map<string, number>();
  for (const d of invoiced) {
    if (!d.method || d.amountCents === null) {
      unrecorded.set(d.id, d.grossCents);
      continue;
    }
    rows.get(d.method)!.invoices_cents += d.amountCents;
    movements.push({
      kind: 'invoice',
      reference: d.invoiceNo,
      patient: { id: d.patientId, name: d.patientName },
      method: d.method,
      amount_cents: d.amountCents,
    });
  }
  for (const r of refunded) {
    rows.get(r.method)!.refunds_cents += r.amountCents;
    movements.push({
      kind: 'refund',
      reference: r.invoiceNo,
      patient: { id: r.patientId, name: r.patientName },
      method: r.method,
      amount_cents: -r.amountCents,
    });
  }
  const methods = [...rows.values()].map((r) => ({
    ...r,
    expected_cents: r.receipts_cents + r.advances_cents + r.invoices_cents - r.refunds_cents,
  }));
  return {
    methods,
    expected_cents: methods.reduce((s, m) => s + m.expected_cents, 0),
    movements,
    unrecorded_invoices: {
      count: unrecorded.size,
      gross_cents: [...unrecorded.values()].reduce((s, v) => s + v, 0),
    },
  };
}

async function toCloses(tx: Tx, tenantId: string, rows: repo.CloseRow[]): Promise<CashClose[]> {
  const lines = await repo.linesOf(
    tx,
    tenantId,
    rows.map((r) => r.close.id),
  );
  const order = (m: string) => (moneyMethods as readonly string[]).indexOf(m);
  return rows.map((r) => {
    const c = r.close;
    return {
      id: c.id,
      clinic: { id: c.clinicId, name: r.clinicName },
      user: { id: c.userId, name: r.userName },
      day: c.day,
      methods: lines
        .filter((l) => l.closeId === c.id)
        .sort((a, b) => order(a.method) - order(b.method))
        .map((l) => ({
          method: l.method,
          receipts_cents: l.receiptsCents,
          advances_cents: l.advancesCents,
          invoices_cents: l.invoicesCents,
          refunds_cents: l.refundsCents,
          expected_cents: l.expectedCents,
          counted_cents: l.countedCents,
          difference_cents: l.countedCents - l.expectedCents,
        })),
      expected_cents: c.expectedCents,
      counted_cents: c.countedCents,
      difference_cents: c.countedCents - c.expectedCents,
      notes: c.notes,
      closed_by: { id: c.closedBy, name: r.closedByName },
      closed_at: instantText(c.createdAt),
    };
  });
}

export async function getClose(tx: Tx, user: AuthUser, id: string): Promise<CashClose> {
  const row = await repo.getClose(tx, user.tenantId, id, user.clinicIds);
  if (!row || (user.type !== 'manager' && row.close.userId !== user.id))
    throw notFound(cashCloseMessages.notFound);
  return (await toCloses(tx, user.tenantId, [row]))[0]!;
}

/** The day as it stands, with its close when it has one. */
export async function cashDay(tx: Tx, user: AuthUser, q: z.output<typeof cashDayQuery>): Promise<CashDay> {
  const { clinic, owner } = await scope(tx, user, q);
  const closeId = await repo.closeIdOf(tx, user.tenantId, clinic.id, owner.id, q.day);
  return {
    clinic,
    user: owner,
    day: q.day,
    ...(await figures(tx, user.tenantId, clinic.id, owner.id, q.day)),
    close: closeId ? await getClose(tx, user, closeId) : null,
  };
}

/**
 * Closing the day: the figures computed now are stored with what was counted; the day's lock keeps a
 * movement in flight out; a second close of the same day is 409 on `day`.
 */
export async function closeDay(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof cashCloseInput>,
  clock: Clock,
): Promise<CashClose> {
  const { clinic, owner } = await scope(tx, user, body);
  if (body.day > today(user, clock)) throw badRequest({ day: cashCloseMessages.dayInFuture });
  body.counted.forEach((c, i) => {
    if (body.counted.findIndex((x) => x.method === c.method) !== i)
      throw badRequest({ [`counted.${i}.method`]: cashCloseMessages.methodRepeated });
  });
  await repo.lockDay(tx, user.tenantId, clinic.id, owner.id, body.day);
  if (await repo.closeIdOf(tx, user.tenantId, clinic.id, owner.id, body.day))
    throw conflict(cashCloseMessages.alreadyClosed, { day: cashCloseMessages.alreadyClosed });
  const day = await figures(tx, user.tenantId, clinic.id, owner.id, body.day);
  const counted = new Map(body.counted.map((c) => [c.method as string, c.counted_cents]));
  const lines = day.methods.map((m) => ({
    method: m.method,
    receiptsCents: m.receipts_cents,
    advancesCents: m.advances_cents,
    invoicesCents: m.invoices_cents,
    refundsCents: m.refunds_cents,
    expectedCents: m.expected_cents,
    countedCents: counted.get(m.method) ?? 0,
  }));
  const id = await repo.insertClose(
    tx,
    {
      tenantId: user.tenantId,
      clinicId: clinic.id,
      userId: owner.id,
      day: body.day,
      expectedCents: day.expected_cents,
      countedCents: lines.reduce((s, l) => s + l.countedCents, 0),
      notes: body.notes ?? null,
      closedBy: user.id,
    },
    lines,
  );
  return getClose(tx, user, id);
}

export async function listCloses(
  tx: Tx,
  user: AuthUser,
  q: z.output<typeof cashCloseListQuery>,
): Promise<CashCloseList> {
  const filter: repo.CloseFilter = {
    clinicIds: user.clinicIds,
    clinicId: q.clinic_id,
    userId: user.type === 'manager' ? q.user_id : user.id,
    from: q.from,
    to: q.to,
  };
  const [rows, total] = await Promise.all([
    repo.listCloses(tx, user.tenantId, filter, q.page_size, (q.page - 1) * q.page_size),
    repo.countCloses(tx, user.tenantId, filter),
  ]);
  return { items: await toCloses(tx, user.tenantId, rows), total, page: q.page, page_size: q.page_size };
}

/** What the page may pick: the clinics the caller sees; a manager anyone on the team, others themselves. */
export async function closeOptions(tx: Tx, user: AuthUser, clock: Clock): Promise<CashCloseOptions> {
  const clinics = (await repo.tenantClinics(tx, user.tenantId)).filter(
    (c) => !user.clinicIds || user.clinicIds.includes(c.id),
  );
  const users =
    user.type === 'manager'
      ? await repo.staff(tx, user.tenantId)
      : [{ id: user.id, name: `${user.firstName} ${user.surname}` }];
  const own = await takingClinic(tx, user, undefined);
  return {
    clinics,
    users,
    default_clinic_id: own && clinics.some((c) => c.id === own) ? own : (clinics[0]?.id ?? null),
    today: today(user, clock),
  };
}
