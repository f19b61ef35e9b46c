import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@clinica/contracts/payments';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { usePaymentsFixture } from './payments.test-helpers.js';

const t = useTestApp();
const f = usePaymentsFixture(t);

/** What the active payments allocated to a document, read from the tables. */
const allocated = async (documentId: string) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ cents: number }>(
        tx,
        sql`select coalesce(sum(a.amount_cents), 0)::int as cents from payment_allocations a
            join payments p on p.tenant_id = a.tenant_id and p.id = a.payment_id and p.status = 'N'
            where a.document_id = ${documentId}`,
      ),
    )
  )[0]!.cents;

describe('allocations never exceed what is owed (issue 52, fast-check)', () => {
  it('any sequence of payments against an FT: each accepted while it fits, refused naming the allocation when not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 25_000 }), { minLength: 1, maxLength: 4 }),
        async (total, attempts) => {
          const ft = await f.issued(total);
          let owed = total;
          for (const cents of attempts) {
            const res = await f.api('POST', '/api/v1/payments', {
              patient_id: f.fx.patientId,
              amount_cents: cents,
              method: 'cash',
              allocations: [{ document_id: ft.id, amount_cents: cents }],
            });
            if (cents <= owed) {
              expect(res.statusCode, res.body).toBe(201);
              owed -= cents;
            } else {
              expect(res.statusCode, res.body).toBe(400);
              expect(res.json().error.fields).toEqual({
                'allocations.0.amount_cents': paymentMessages.allocationExceeds,
              });
            }
            expect(await allocated(ft.id)).toBe(total - owed);
          }
          const open = (await f.account()).open_documents.find((d) => d.id === ft.id);
          expect(open?.outstanding_cents ?? 0).toBe(owed);
        },
      ),
      { numRuns: 8 },
    );
  });
});
