import {
  expenseMessages,
  vatFromRate,
  type Expense,
  type ExpenseFilters,
  type ExpenseList,
  type ExpenseListQuery,
  type ExpensePatch,
  type ExpenseValues,
} from '@clinica/contracts/expenses';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { deleteFileRow } from '../files/files.service.js';
import { localClock } from '../invoicing/issue.service.js';
import { expensesCsv } from './expenses-csv.js';
import * as repo from './expenses.repository.js';

const missing = () => notFound(expenseMessages.notFound);

export const toExpense = ({ expense: e, file }: repo.ExpenseWithFile): Expense => ({
  id: e.id,
  name: e.name,
  vendor_name: e.vendorName,
  vendor_nif: e.vendorNif,
  expense_date: e.expenseDate,
  category: e.category,
  total_cents: e.totalCents,
  vat_cents: e.vatCents,
  vat_rate_percent: e.vatRatePercent,
  method: e.method,
  notes: e.notes,
  attachment: file ? { name: file.name, content_type: file.contentType, size_bytes: file.sizeBytes } : null,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

export async function listExpenses(tx: Tx, user: AuthUser, q: ExpenseListQuery): Promise<ExpenseList> {
  const filters: ExpenseFilters = { q: q.q, category: q.category, vendor: q.vendor, from: q.from, to: q.to };
  const rows = await repo.listExpenses(tx, user.tenantId, {
    ...filters,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  const totals = await repo.totalsOf(tx, user.tenantId, filters);
  return {
    items: rows.map(toExpense),
    // Counted exactly by the money totals (over the list's date range).
    total: totals.count,
    total_capped: false,
    page: q.page,
    page_size: q.page_size,
    totals: { count: totals.count, total_cents: totals.totalCents, vat_cents: totals.vatCents },
  };
}

/** The whole filtered set as CSV (no paging: an export is what the filters select). */
export async function exportExpenses(tx: Tx, user: AuthUser, f: ExpenseFilters): Promise<string> {
  return expensesCsv(await repo.allExpenses(tx, user.tenantId, f));
}

export async function getExpense(tx: Tx, user: AuthUser, id: string): Promise<Expense> {
  const row = await repo.getExpense(tx, user.tenantId, id);
  if (!row) throw missing();
  return toExpense(row);
}

/** The fields as stored, after the VAT rule: a rate decides the VAT; an amount clears the rate. */
type Stored = {
  name: string;
  vendorName: string | null;
  vendorNif: string | null;
  expenseDate: string;
  category: repo.ExpenseRow['category'];
  totalCents: number;
  vatCents: number;
  vatRatePercent: number | null;
  method: repo.ExpenseRow['method'];
  notes: string | null;
};

function resolveVat(s: Omit<Stored, 'vatCents'> & { vatCents: number | null }): Stored {
  const vatCents = s.vatRatePercent !== null ? vatFromRate(s.totalCents, s.vatRatePercent) : s.vatCents;
  if (vatCents === null) throw badRequest({ vat_cents: 'Campo Obrigatório' });
  if (vatCents > s.totalCents) throw badRequest({ vat_cents: expenseMessages.vatAboveTotal });
  return { ...s, vatCents };
}

/** The clinic's today decides the future (an expense dated tomorrow in Lisbon is refused at 23:30 UTC). */
function checkDate(user: AuthUser, now: Date, date: string) {
  if (date > localClock(now, user.tenant.timeZone).date)
    throw badRequest({ expense_date: expenseMessages.dateInFuture });
}

const key = (text: string | null) => (text ?? '').trim().toLocaleLowerCase('pt-PT');

/**
 * "Gasto já se encontra criado" (spec §8): the same name, day and total from the same vendor — by NIF
 * when both have one, else by the vendor's name (case and surrounding spaces ignored).
 */
async function checkDuplicate(tx: Tx, tenantId: string, s: Stored, exceptId?: string) {
  await repo.lockDuplicateKey(tx, tenantId, s.expenseDate, s.totalCents);
  const candidates = await repo.sameDayAndTotal(tx, tenantId, s.expenseDate, s.totalCents, exceptId);
  const duplicate = candidates.some(
    (c) =>
      key(c.name) === key(s.name) &&
      (c.vendorNif && s.vendorNif ? c.vendorNif === s.vendorNif : key(c.vendorName) === key(s.vendorName)),
  );
  if (duplicate) throw conflict(expenseMessages.duplicate, { name: expenseMessages.duplicate });
}

export async function createExpense(
  tx: Tx,
  user: AuthUser,
  now: Date,
  body: ExpenseValues,
): Promise<Expense> {
  checkDate(user, now, body.expense_date);
  const stored = resolveVat({
    name: body.name,
    vendorName: body.vendor_name ?? null,
    vendorNif: body.vendor_nif ?? null,
    expenseDate: body.expense_date,
    category: body.category,
    totalCents: body.total_cents,
    vatCents: body.vat_cents ?? null,
    vatRatePercent: body.vat_rate_percent ?? null,
    method: body.method,
    notes: body.notes ?? null,
  });
  await checkDuplicate(tx, user.tenantId, stored);
  const row = await repo.insertExpense(tx, { ...stored, tenantId: user.tenantId, createdBy: user.id });
  return getExpense(tx, user, row.id);
}

export async function updateExpense(
  tx: Tx,
  user: AuthUser,
  now: Date,
  id: string,
  body: ExpensePatch,
): Promise<Expense> {
  const current = await repo.lockExpense(tx, user.tenantId, id);
  if (!current) throw missing();
  if (body.expense_date !== undefined) checkDate(user, now, body.expense_date);
  // A VAT amount sent without a rate switches the expense to that amount.
  const rate =
    body.vat_rate_percent !== undefined
      ? body.vat_rate_percent
      : body.vat_cents !== undefined && body.vat_cents !== null
        ? null
        : current.vatRatePercent;
  const stored = resolveVat({
    name: body.name ?? current.name,
    vendorName: body.vendor_name !== undefined ? body.vendor_name : current.vendorName,
    vendorNif: body.vendor_nif !== undefined ? body.vendor_nif : current.vendorNif,
    expenseDate: body.expense_date ?? current.expenseDate,
    category: body.category ?? current.category,
    totalCents: body.total_cents ?? current.totalCents,
    vatCents: body.vat_cents !== undefined && body.vat_cents !== null ? body.vat_cents : current.vatCents,
    vatRatePercent: rate,
    method: body.method ?? current.method,
    notes: body.notes !== undefined ? body.notes : current.notes,
  });
  await checkDuplicate(tx, user.tenantId, stored, id);
  await repo.updateExpense(tx, user.tenantId, id, stored);
  return getExpense(tx, user, id);
}

/** Deletes the expense and its receipt's row; the caller removes the receipt's bytes after commit. */
export async function deleteExpense(tx: Tx, user: AuthUser, id: string): Promise<string | null> {
  if (!(await repo.lockExpense(tx, user.tenantId, id))) throw missing();
  const row = (await repo.getExpense(tx, user.tenantId, id))!;
  await repo.deleteExpense(tx, user.tenantId, id);
  if (row.expense.receiptFileId) await deleteFileRow(tx, row.expense.receiptFileId);
  return row.file?.storageKey ?? null;
}
