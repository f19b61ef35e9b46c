import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ExpenseFilters } from '@clinica/contracts/expenses';
import type { Tx } from '../../db/client.js';
import { expenseLines, expenses, files } from '../../db/schema.js';
import { countRows, escapeLike, pageOf, searchWords } from '../../db/list.js';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseLineRow = typeof expenseLines.$inferSelect;
/** An expense with its receipt's metadata (null without one). */
export type ExpenseWithFile = {
  expense: ExpenseRow;
  file: { name: string; contentType: string; sizeBytes: number; storageKey: string } | null;
};

const fileColumns = {
  name: files.name,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
  storageKey: files.storageKey,
};

/** `app_search_text` (migration 0006) is lower(unaccent(x)): "agua" finds "Águas do Porto". */
const searchText = (value: SQL | typeof expenses.name) => sql`app_search_text(${value})`;
const containsText = (column: SQL | typeof expenses.name, word: string) =>
  sql`${searchText(column)} like '%' || app_search_text(${escapeLike(word)}::text) || '%'`;

/** The filters as one condition, always on the caller's clinic. */
function filtered(tenantId: string, f: ExpenseFilters): SQL {
  const conditions: SQL[] = [eq(expenses.tenantId, tenantId)];
  if (f.category) conditions.push(eq(expenses.category, f.category));
  if (f.from) conditions.push(gte(expenses.expenseDate, f.from));
  if (f.to) conditions.push(lte(expenses.expenseDate, f.to));
  for (const word of searchWords(f.vendor)) {
    conditions.push(
      sql`(${containsText(sql`coalesce(${expenses.vendorName}, '')`, word)} or coalesce(${expenses.vendorNif}, '') like ${`%${escapeLike(word)}%`})`,
    );
  }
  for (const word of searchWords(f.q)) {
    conditions.push(
      sql`(${containsText(expenses.name, word)} or ${containsText(sql`coalesce(${expenses.vendorName}, '')`, word)})`,
    );
  }
  return and(...conditions)!;
}

export async function listExpenses(
  tx: Tx,
  tenantId: string,
  q: ExpenseFilters & { page: number; pageSize: number; sort?: string; order: 'asc' | 'desc' },
  /** The set's count when the caller has it (the totals counted it); else a capped count. */
  knownCount?: number,
) {
  const where = filtered(tenantId, q);
  const page = await pageOf(
    tx
      .select({ expense: expenses, file: fileColumns })
      .from(expenses)
      .leftJoin(files, and(eq(files.id, expenses.receiptFileId), eq(files.tenantId, tenantId)))
      .where(where)
      .$dynamic(),
    {
      page: q.page,
      pageSize: q.pageSize,
      sort: q.sort,
      order: q.order,
      sortable: {
        expense_date: expenses.expenseDate,
        total_cents: expenses.totalCents,
        name: searchText(expenses.name),
        created_at: expenses.createdAt,
      },
      defaultSort: 'expense_date',
      tieBreaker: expenses.id,
      count: (limit) => countRows(tx, expenses, where, limit),
    },
  );
  const rows = page.rows as ExpenseWithFile[];
  return knownCount === undefined
    ? { rows, total: page.total, totalCapped: page.totalCapped }
    : { rows, total: knownCount, totalCapped: false };
}

/** Count, total and VAT of the whole filtered set: one aggregate over the same condition. */
export async function totalsOf(tx: Tx, tenantId: string, f: ExpenseFilters) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${expenses.totalCents}), 0)`,
      vat: sql<string>`coalesce(sum(${expenses.vatCents}), 0)`,
    })
    .from(expenses)
    .where(filtered(tenantId, f));
  return { count: row!.count, totalCents: Number(row!.total), vatCents: Number(row!.vat) };
}

/** Every expense of the filtered set, newest first (the CSV export). */
export async function allExpenses(tx: Tx, tenantId: string, f: ExpenseFilters) {
  return tx
    .select()
    .from(expenses)
    .where(filtered(tenantId, f))
    .orderBy(desc(expenses.expenseDate), desc(expenses.createdAt), expenses.id);
}

export async function getExpense(tx: Tx, tenantId: string, id: string): Promise<ExpenseWithFile | null> {
  const [row] = await tx
    .select({ expense: expenses, file: fileColumns })
    .from(expenses)
    .leftJoin(files, and(eq(files.id, expenses.receiptFileId), eq(files.tenantId, tenantId)))
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)));
  return (row as ExpenseWithFile | undefined) ?? null;
}

/** Locks the expense's row (an edit, a delete or a new receipt waits for the other). */
export async function lockExpense(tx: Tx, tenantId: string, id: string): Promise<ExpenseRow | null> {
  const [row] = await tx
    .select()
    .from(expenses)
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * Serialises writes of expenses that could be duplicates of each other (same clinic, date and total):
 * two concurrent identical creates cannot both pass the duplicate check. Released at commit.
 */
export async function lockDuplicateKey(tx: Tx, tenantId: string, date: string, totalCents: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`expense:${tenantId}:${date}:${totalCents}`}))`,
  );
}

/** The same for one supplier document number (any date or total): one of two concurrent writes waits. */
export async function lockDocumentKey(tx: Tx, tenantId: string, documentNumber: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`expense-doc:${tenantId}:${documentNumber.toLowerCase()}`}))`,
  );
}

/** Expenses of the same day and total, other than `exceptId`: the candidates for a duplicate. */
export async function sameDayAndTotal(
  tx: Tx,
  tenantId: string,
  date: string,
  totalCents: number,
  exceptId?: string,
) {
  const conditions = [
    eq(expenses.tenantId, tenantId),
    eq(expenses.expenseDate, date),
    eq(expenses.totalCents, totalCents),
  ];
  if (exceptId) conditions.push(ne(expenses.id, exceptId));
  return tx
    .select({
      id: expenses.id,
      name: expenses.name,
      vendorName: expenses.vendorName,
      vendorNif: expenses.vendorNif,
    })
    .from(expenses)
    .where(and(...conditions));
}

/** The lines of these expenses, by expense and rate. */
export async function linesOf(tx: Tx, tenantId: string, expenseIds: string[]): Promise<ExpenseLineRow[]> {
  if (!expenseIds.length) return [];
  return tx
    .select()
    .from(expenseLines)
    .where(and(eq(expenseLines.tenantId, tenantId), inArray(expenseLines.expenseId, expenseIds)))
    .orderBy(asc(expenseLines.expenseId), asc(expenseLines.vatRatePercent));
}

/** The expense's lines become these (none: the VAT was typed as an amount). */
export async function replaceLines(
  tx: Tx,
  tenantId: string,
  expenseId: string,
  lines: { vatRatePercent: number; totalCents: number; vatCents: number }[],
): Promise<void> {
  await tx
    .delete(expenseLines)
    .where(and(eq(expenseLines.tenantId, tenantId), eq(expenseLines.expenseId, expenseId)));
  if (lines.length) await tx.insert(expenseLines).values(lines.map((l) => ({ ...l, tenantId, expenseId })));
}

/**
 * The expense already recorded with this supplier document number from the same vendor (by NIF when
 * both have one, else by name), other than `exceptId`.
 */
export async function sameVendorDocument(
  tx: Tx,
  tenantId: string,
  documentNumber: string,
  exceptId?: string,
) {
  const conditions = [
    eq(expenses.tenantId, tenantId),
    sql`lower(${expenses.vendorDocumentNumber}) = lower(${documentNumber})`,
  ];
  if (exceptId) conditions.push(ne(expenses.id, exceptId));
  return tx
    .select({ id: expenses.id, vendorName: expenses.vendorName, vendorNif: expenses.vendorNif })
    .from(expenses)
    .where(and(...conditions));
}

export async function insertExpense(tx: Tx, row: typeof expenses.$inferInsert): Promise<ExpenseRow> {
  const [inserted] = await tx.insert(expenses).values(row).returning();
  return inserted!;
}

export async function updateExpense(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: Partial<typeof expenses.$inferInsert>,
): Promise<void> {
  await tx
    .update(expenses)
    .set(patch)
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)));
}

export async function deleteExpense(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(expenses).where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)));
}
