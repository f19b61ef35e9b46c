import { sql } from 'drizzle-orm';
import { cashCloseInput } from '@clinica/contracts/cash-close';
import { refundInput } from '@clinica/contracts/payments';
import type { Database } from '../client.js';
import { queryRows } from '../client.js';
import { fixedClock } from '../../lib/clock.js';
import { cashDay, closeDay } from '../../modules/cash-close/cash-close.service.js';
import { takingClinic } from '../../modules/cash-close/taking.service.js';
import { recordRefund } from '../../modules/payments/refunds.service.js';
import { DEMO_PATIENT_ID, DEMO_TENANT_ID } from './demo-ids.js';
import { reception } from './demo-invoicing.js';

/**
 * Issue 38's demo: the portal patient gets part of their advance back (a refund in cash, its FR credited
 * by an NC «Devolução de adiantamento»), and the front
 * desk closed two days of the month at the clinic — one to the cent, one 0,50 € short in cash. Through
 * the same services a request uses; added once (keyed on the closes), never twice.
 */
export async function seedDemoCashClose(database: Database, now: Date = new Date()): Promise<void> {
  const user = reception();
  const done = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from cash_closes`),
  );
  if (done[0]!.n) return;

  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const [advance] = await queryRows<{ id: string }>(
      tx,
      sql`select advance_document_id as id from payments
           where patient_id = ${DEMO_PATIENT_ID} and advance_document_id is not null and status = 'N' limit 1`,
    );
    if (!advance) return;
    await recordRefund(
      tx,
      user,
      refundInput.parse({
        patient_id: DEMO_PATIENT_ID,
        document_id: advance.id,
        amount_cents: 2000,
        method: 'cash',
        notes: 'Sessão desmarcada: devolvida a parte do adiantamento.',
      }),
      { clock: fixedClock(now), signingKeyPem: undefined, certificateNumber: undefined },
    );
  });

  // The two most recent days the desk took cash with its FRs (the last two days stay to invoice).
  const days = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ day: string }>(
      tx,
      sql`select distinct d.invoice_date::text as day from invoicing_documents d
            join invoicing_document_payments p on p.document_id = d.id and p.method = 'cash'
           where d.issued_by = ${user.id} and d.status = 'N'
           order by 1 desc limit 2`,
    ),
  );
  for (const [i, { day }] of days.reverse().entries())
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      const clinicId = await takingClinic(tx, user, undefined);
      if (!clinicId) return;
      const figures = await cashDay(tx, user, { clinic_id: clinicId, user_id: user.id, day });
      const counted = figures.methods.map((m) => ({
        method: m.method,
        counted_cents: Math.max(0, m.expected_cents - (i === 1 && m.method === 'cash' ? 50 : 0)),
      }));
      await closeDay(
        tx,
        user,
        cashCloseInput.parse({
          clinic_id: clinicId,
          user_id: user.id,
          day,
          counted,
          notes: i === 1 ? 'Faltam 0,50 € em numerário: troco mal dado.' : null,
        }),
        fixedClock(now),
      );
    });
}
