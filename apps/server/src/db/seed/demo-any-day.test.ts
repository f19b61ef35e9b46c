import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { DEMO_TENANT_ID, seedDemo } from './demo.js';

// The demo is built around the moment it is seeded. Seeded on a Monday before the clinic opens, «the last
// two days» are a weekend without sessions: the demo must still leave the last working days to invoice
// and a session on a draft (the calendar's three invoicing states).
const mondayMorning = new Date('2026-11-23T07:30:00Z');

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  await seedDemo(database, undefined, mondayMorning);
}, 180_000);
afterAll(() => database.close());

it('seeded on a Monday morning, leaves the last working days to invoice and a session on a draft', async () => {
  const rows = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ to_invoice: number; on_draft: number; drafts: number }>(
      tx,
      sql`select (select count(*)::int from appointments where state = 'present' and invoicing_status = 'not_invoiced'
                    and starts_at < ${mondayMorning.toISOString()}::timestamptz) as to_invoice,
                 (select count(*)::int from appointments where invoicing_status = 'draft_invoice') as on_draft,
                 (select count(*)::int from invoicing_documents where status = 'D') as drafts`,
    ),
  );
  expect(rows[0]!.to_invoice).toBeGreaterThan(5);
  expect(rows[0]!.on_draft).toBe(1);
  expect(rows[0]!.drafts).toBe(1);
});
