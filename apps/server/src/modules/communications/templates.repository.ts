import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommunicationMethod } from '@clinica/contracts/communications';
import type { Tx } from '../../db/client.js';
import { communicationTemplates } from '../../db/schema.js';
import { countRows, pageOf } from '../../db/list.js';

export type TemplateRow = typeof communicationTemplates.$inferSelect;
export type TemplateValues = Pick<TemplateRow, 'name' | 'method' | 'subject' | 'body'>;

/** Inserts the clinic's starting templates that were never there (a removed one stays removed). */
export async function ensureSeeded(
  tx: Tx,
  tenantId: string,
  seeds: Array<TemplateValues & { seedKey: string }>,
): Promise<void> {
  await tx
    .insert(communicationTemplates)
    .values(seeds.map((s) => ({ ...s, tenantId })))
    .onConflictDoNothing();
}

export async function listTemplates(
  tx: Tx,
  q: { method?: CommunicationMethod; page: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(communicationTemplates.active, true)];
  if (q.method) conditions.push(eq(communicationTemplates.method, q.method));
  const where = and(...conditions);
  return pageOf(tx.select().from(communicationTemplates).where(where).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    order: 'asc',
    sortable: { name: sql`app_search_text(${communicationTemplates.name})` },
    defaultSort: 'name',
    tieBreaker: communicationTemplates.id,
    count: (limit) => countRows(tx, communicationTemplates, where, limit),
  });
}

export async function getTemplate(tx: Tx, id: string): Promise<TemplateRow | null> {
  const [row] = await tx
    .select()
    .from(communicationTemplates)
    .where(and(eq(communicationTemplates.id, id), eq(communicationTemplates.active, true)));
  return row ?? null;
}

export async function nameTaken(tx: Tx, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: communicationTemplates.id })
    .from(communicationTemplates)
    .where(
      and(
        eq(communicationTemplates.active, true),
        sql`lower(${communicationTemplates.name}) = lower(${name})`,
      ),
    )
    .orderBy(asc(communicationTemplates.id));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertTemplate(tx: Tx, tenantId: string, values: TemplateValues): Promise<string> {
  const [row] = await tx
    .insert(communicationTemplates)
    .values({ ...values, tenantId })
    .returning({ id: communicationTemplates.id });
  return row!.id;
}

export async function updateTemplate(tx: Tx, id: string, values: TemplateValues): Promise<boolean> {
  const rows = await tx
    .update(communicationTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(communicationTemplates.id, id), eq(communicationTemplates.active, true)))
    .returning({ id: communicationTemplates.id });
  return rows.length > 0;
}

/** Deactivated, never deleted: campaigns name their template, and a removed default never returns. */
export async function deactivateTemplate(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(communicationTemplates)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(communicationTemplates.id, id), eq(communicationTemplates.active, true)))
    .returning({ id: communicationTemplates.id });
  return rows.length > 0;
}
