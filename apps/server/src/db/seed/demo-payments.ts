import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { draftInput } from '@clinica/contracts/invoicing-drafts';
import { paymentInput, type PaymentInput } from '@clinica/contracts/payments';
import type { PaymentMethod } from '@clinica/contracts/payment-methods';
import type { Database } from '../client.js';
import { fixedClock } from '../../lib/clock.js';
import { invoicingDocuments, payments } from '../schema.js';
import { cancelPayment, recordPayment } from '../../modules/payments/payments.service.js';
import { createDraft } from '../../modules/invoicing/drafts.service.js';
import { issueDocument, localClock, type IssueContext } from '../../modules/invoicing/issue.service.js';
import { DEMO_PATIENT_ID, DEMO_TENANT_ID, seedId } from './demo-ids.js';
import { reception } from './demo-invoicing.js';

const ZONE = 'Europe/Lisbon';
/** The catalogue's physiotherapy session (clinic-setup.ts): what the portal patient's advance is for. */
const PHYSIO = seedId(1302);
const DAY = 86_400_000;
const METHODS: PaymentMethod[] = ['debit_card', 'bank_transfer', 'cash', 'mb', 'credit_card', 'mb_way'];
/**
 * Where the money came from: the card terminal, the transfer's or the Multibanco payment's reference,
 * the phone an MB WAY request went to.
 */
function sourceOf(method: PaymentMethod, i: number): string | null {
  if (method === 'bank_transfer') return `Transferência ref. ${1000 + i}`;
  if (method === 'mb_way') return `MB WAY 91${String(2_345_600 + i * 7).slice(0, 7)}`;
  if (method === 'mb')
    return `Entidade 21312, ref. ${String(123_456_000 + i * 37).replace(/(\d{3})(?=\d)/g, '$1 ')}`;
  return method === 'cash' ? null : 'TPA 1';
}

/**
 * Issue 27's demo: the weekly FTs are paid one to four days later — at the desk by card or in cash, by
 * transfer or by a Multibanco reference — each payment issuing its receipt (RG) through the same service
 * a request uses (MB WAY too, issue 38): most in full, every fifth in two parts, the two newest still
 * owed — left on the patient's current account, which records nothing (decision 034); one payment
 * cancelled (recorded twice); the portal patient leaves an advance for their physiotherapy (an FR
 * «Adiantamento»), two sessions of which are invoiced and paid from it (an FT, a balance compensation and
 * its NC «Regularização de adiantamento», decision 032). Added once (keyed on the payments), never twice.
 */
export async function seedDemoPayments(database: Database, now: Date = new Date()): Promise<void> {
  const user = reception();
  const fts = await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const [any] = await tx.select({ id: payments.id }).from(payments).limit(1);
    if (any) return null;
    return tx
      .select({
        id: invoicingDocuments.id,
        patientId: invoicingDocuments.patientId,
        invoiceDate: invoicingDocuments.invoiceDate,
        grossCents: invoicingDocuments.grossCents,
      })
      .from(invoicingDocuments)
      .where(
        and(
          eq(invoicingDocuments.type, 'FT'),
          eq(invoicingDocuments.status, 'N'),
          isNotNull(invoicingDocuments.patientId),
        ),
      )
      .orderBy(asc(invoicingDocuments.invoiceDate), asc(invoicingDocuments.number));
  });
  if (!fts) return;

  const today = localClock(now, ZONE).date;
  type Plan = { at: Date; body: PaymentInput };
  const plans: Plan[] = [];
  // The two newest stay owed (on the patient's account).
  fts.slice(0, -2).forEach((ft, i) => {
    const day = new Date(new Date(`${ft.invoiceDate}T10:30:00Z`).getTime() + (1 + (i % 4)) * DAY);
    const at = day.toISOString().slice(0, 10) > today ? now : day;
    const method = METHODS[i % METHODS.length]!;
    const pay = (when: Date, cents: number, extra: object = {}) =>
      plans.push({
        at: when,
        body: {
          patient_id: ft.patientId!,
          paid_at: localClock(when, ZONE).date,
          amount_cents: cents,
          method,
          source: sourceOf(method, i),
          allocations: [{ document_id: ft.id, amount_cents: cents }],
          ...extra,
        },
      });
    if (i % 5 === 4) {
      const half = Math.floor(ft.grossCents / 2);
      pay(at, half, { notes: 'Pagou metade; o resto na próxima sessão.' });
      pay(new Date(Math.min(at.getTime() + 3 * DAY, now.getTime())), ft.grossCents - half);
    } else pay(at, ft.grossCents);
  });
  plans.push({
    at: now,
    body: {
      patient_id: DEMO_PATIENT_ID,
      amount_cents: 10_000,
      method: 'debit_card',
      source: 'TPA 1',
      notes: 'Adiantamento para as sessões de fisioterapia.',
      advance: true,
      advance_service_id: PHYSIO,
    },
  });

  // In date order (the receipt series never goes back in time), one transaction each, as a request.
  plans.sort((a, b) => a.at.getTime() - b.at.getTime());
  const ctx = (at: Date) => ({
    clock: fixedClock(at),
    signingKeyPem: undefined,
    certificateNumber: undefined,
  });
  for (const [i, plan] of plans.entries()) {
    const p = await database.withTenant(DEMO_TENANT_ID, (tx) =>
      recordPayment(tx, user, paymentInput.parse(plan.body), ctx(plan.at)),
    );
    // The second payment was recorded with the wrong method: cancelled (with its receipt) and recorded again.
    if (i === 1)
      await database.withTenant(DEMO_TENANT_ID, async (tx) => {
        await cancelPayment(tx, user, p.id, { reason: 'Registado com o método errado' }, plan.at);
        const method = plan.body.method === 'cash' ? 'mb' : 'cash';
        await recordPayment(tx, user, paymentInput.parse({ ...plan.body, method }), ctx(plan.at));
      });
  }
  await useTheAdvance(database, user, ctx(now));
}

/**
 * Decision 032: two physiotherapy sessions of the portal patient are invoiced (an FT) and paid from the
 * advance by a balance compensation, which regularises 70 € of it with an NC «Regularização de
 * adiantamento» — the month's sales count the sessions once; 30 € stay as credit.
 */
async function useTheAdvance(database: Database, user: ReturnType<typeof reception>, ctx: IssueContext) {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const draft = await createDraft(
      tx,
      user,
      draftInput.parse({
        type: 'FT',
        patient_id: DEMO_PATIENT_ID,
        lines: [{ service_id: PHYSIO, quantity: 2 }],
        notes: 'Sessões pagas com o adiantamento.',
      }),
    );
    const ft = await issueDocument(tx, user, draft.id, {}, ctx);
    await recordPayment(
      tx,
      user,
      paymentInput.parse({
        patient_id: DEMO_PATIENT_ID,
        amount_cents: ft.gross_cents,
        method: 'balance_compensation',
        allocations: [{ document_id: ft.id, amount_cents: ft.gross_cents }],
      }),
      ctx,
    );
  });
}
