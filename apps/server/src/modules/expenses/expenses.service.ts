import {
  expenseMessages,
  linesTotals,
  vatFromRate,
  type Expense,
  type ExpenseFilters,
  type ExpenseList,
  type ExpenseListQuery,
  type ExpensePatch,
  type ExpenseValues,
} from '@clinica/contracts/expenses';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { closedRange } from '../../lib/local-day.js';
import { deleteFileRow } from '../files/files.service.js';
import { localClock } from '../invoicing/issue.service.js';
import { expensesCsv } from './expenses-csv.js';
import * as repo from './expenses.repository.js';

const missing = () => notFound(expenseMessages.notFound);

export const toExpense = (
  { expense: e, file }: repo.ExpenseWithFile,
  lines: repo.ExpenseLineRow[],
): Expense => ({
  id: e.id,
  name: e.name,
  vendor_name: e.vendorName,
  vendor_nif: e.vendorNif,
  vendor_document_number: e.vendorDocumentNumber,
  expense_date: e.expenseDate,
  category: e.category,
  total_cents: e.totalCents,
  vat_cents: e.vatCents,
  vat_rate_percent: e.vatRatePercent,
  lines: lines
    .filter((l) => l.expenseId === e.id)
    .map((l) => ({ vat_rate_percent: l.vatRatePercent, total_cents: l.totalCents, vat_cents: l.vatCents })),
  method: e.method,
  notes: e.notes,
  attachment: file ? { name: file.name, content_type: file.contentType, size_bytes: file.sizeBytes } : null,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

/**
 * A page of expenses. The money totals are summed only over a closed date range (the list opens on this
 * month), so that no page costs the clinic's whole history (issue 41); otherwise `totals` is null.
 */
export async function listExpenses(tx: Tx, user: AuthUser, q: ExpenseListQuery): Promise<ExpenseList> {
  const filters: ExpenseFilters = { q: q.q, category: q.category, vendor: q.vendor, from: q.from, to: q.to };
  const totals = closedRange(q) ? await repo.totalsOf(tx, user.tenantId, filters) : null;
  const page = await repo.listExpenses(
    tx,
    user.tenantId,
    { ...filters, page: q.page, pageSize: q.page_size, sort: q.sort, order: q.order },
    totals?.count,
  );
  const lines = await repo.linesOf(
    tx,
    user.tenantId,
    page.rows.map((r) => r.expense.id),
  );
  return {
    items: page.rows.map((r) => toExpense(r, lines)),
    total: page.total,
    total_capped: page.totalCapped,
    page: q.page,
    page_size: q.page_size,
    totals: totals && { count: totals.count, total_cents: totals.totalCents, vat_cents: totals.vatCents },
  };
}

/** The whole filtered set as CSV (no paging: an export is what the filters select). */
export async function exportExpenses(tx: Tx, user: AuthUser, f: ExpenseFilters): Promise<string> {
  const rows = await repo.allExpenses(tx, user.tenantId, f);
  return expensesCsv(
    rows,
    await repo.linesOf(
      tx,
      user.tenantId,
      rows.map((r) => r.id),
    ),
  );
}

export async function getExpense(tx: Tx, user: AuthUser, id: string): Promise<Expense> {
  const row = await repo.getExpense(tx, user.tenantId, id);
  if (!row) throw missing();
  return toExpense(row, await repo.linesOf(tx, user.tenantId, [id]));
}

/** The fields as stored, after the VAT rule: lines (or one rate) decide total and VAT; an amount clears them. */
type Stored = {
  name: string;
  vendorName: string | null;
  vendorNif: string | null;
  vendorDocumentNumber: string | null;
  expenseDate: string;
  category: repo.ExpenseRow['category'];
  totalCents: number;
  vatCents: number;
  vatRatePercent: number | null;
  method: repo.ExpenseRow['method'];
  notes: string | null;
};
type StoredLine = { vatRatePercent: number; totalCents: number; vatCents: number };
/** A line as given (by the contract, or kept from the expense's own). */
type LineInput = { vat_rate_percent: number; total_cents: number };

/**
 * The VAT as given — lines per rate, one rate (a line of the whole total), or an amount (no lines) —
 * as the expense's total, VAT and single rate and the lines to store (decision 039).
 */
function resolveVat(
  s: Omit<Stored, 'vatCents' | 'totalCents'> & {
    totalCents: number | null;
    vatCents: number | null;
    lines: LineInput[] | null;
  },
): { stored: Stored; lines: StoredLine[] } {
  const { lines: given, ...fields } = s;
  const lines =
    given ??
    (s.vatRatePercent !== null && s.totalCents !== null
      ? [{ vat_rate_percent: s.vatRatePercent, total_cents: s.totalCents }]
      : []);
  if (lines.length) {
    const totals = linesTotals(lines);
    return {
      stored: {
        ...fields,
        totalCents: totals.totalCents,
        vatCents: totals.vatCents,
        vatRatePercent: lines.length === 1 ? lines[0]!.vat_rate_percent : null,
      },
      lines: lines.map((l) => ({
        vatRatePercent: l.vat_rate_percent,
        totalCents: l.total_cents,
        vatCents: vatFromRate(l.total_cents, l.vat_rate_percent),
      })),
    };
  }
  if (s.totalCents === null) throw badRequest({ total_cents: 'Campo Obrigatório' });
  if (s.vatCents === null) throw badRequest({ vat_cents: 'Campo Obrigatório' });
  if (s.vatCents > s.totalCents) throw badRequest({ vat_cents: expenseMessages.vatAboveTotal });
  return {
    stored: { ...fields, totalCents: s.totalCents, vatCents: s.vatCents, vatRatePercent: null },
    lines: [],
  };
}

/** The clinic's today decides the future (an expense dated tomorrow in Lisbon is refused at 23:30 UTC). */
function checkDate(user: AuthUser, now: Date, date: string) {
  if (date > localClock(now, user.tenant.timeZone).date)
    throw badRequest({ expense_date: expenseMessages.dateInFuture });
}

const key = (text: string | null) => (text ?? '').trim().toLocaleLowerCase('pt-PT');

/** 409 «Gasto já se encontra criado» (spec §8); `details.expense_id` names the one recorded, to open it. */
const duplicateOf = (id: string) =>
  new AppError(
    409,
    'conflict',
    expenseMessages.duplicate,
    { name: expenseMessages.duplicate },
    { expense_id: id },
  );

const sameVendor = (
  a: { vendorName: string | null; vendorNif: string | null },
  b: { vendorName: string | null; vendorNif: string | null },
) => (a.vendorNif && b.vendorNif ? a.vendorNif === b.vendorNif : key(a.vendorName) === key(b.vendorName));

/**
 * "Gasto já se encontra criado" (spec §8): the same supplier document number from the same vendor, or
 * the same name, day and total from the same vendor — by NIF when both have one, else by the vendor's
 * name (case and surrounding spaces ignored).
 */
async function checkDuplicate(tx: Tx, tenantId: string, s: Stored, exceptId?: string) {
  if (s.vendorDocumentNumber) {
    await repo.lockDocumentKey(tx, tenantId, s.vendorDocumentNumber);
    const same = await repo.sameVendorDocument(tx, tenantId, s.vendorDocumentNumber, exceptId);
    const found = same.find((c) => sameVendor(c, s));
    if (found) throw duplicateOf(found.id);
  }
  await repo.lockDuplicateKey(tx, tenantId, s.expenseDate, s.totalCents);
  const candidates = await repo.sameDayAndTotal(tx, tenantId, s.expenseDate, s.totalCents, exceptId);
  const found = candidates.find((c) => key(c.name) === key(s.name) && sameVendor(c, s));
  if (found) throw duplicateOf(found.id);
}

export async function createExpense(
  tx: Tx,
  user: AuthUser,
  now: Date,
  body: ExpenseValues,
): Promise<Expense> {
  checkDate(user, now, body.expense_date);
  const { stored, lines } = resolveVat({
    name: body.name,
    vendorName: body.vendor_name ?? null,
    vendorNif: body.vendor_nif ?? null,
    vendorDocumentNumber: body.vendor_document_number ?? null,
    expenseDate: body.expense_date,
    category: body.category,
    totalCents: body.total_cents ?? null,
    vatCents: body.vat_cents ?? null,
    vatRatePercent: body.vat_rate_percent ?? null,
    lines: body.lines ?? null,
    method: body.method,
    notes: body.notes ?? null,
  });
  await checkDuplicate(tx, user.tenantId, stored);
  const row = await repo.insertExpense(tx, { ...stored, tenantId: user.tenantId, createdBy: user.id });
  await repo.replaceLines(tx, user.tenantId, row.id, lines);
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
  const currentLines = await repo.linesOf(tx, user.tenantId, [id]);
  const typedVat = body.vat_cents !== undefined && body.vat_cents !== null;
  // Lines or a rate sent replace the lines; a VAT amount sent switches the expense to that amount; a
  // new total alone keeps a single rate (its one line follows the total), never several.
  let lines: LineInput[] | null = body.lines ?? null;
  if (!lines && body.vat_rate_percent !== undefined && body.vat_rate_percent !== null)
    lines = [
      { vat_rate_percent: body.vat_rate_percent, total_cents: body.total_cents ?? current.totalCents },
    ];
  else if (!lines && !typedVat && currentLines.length > 1) {
    if (body.total_cents !== undefined && body.total_cents !== current.totalCents)
      throw badRequest({ total_cents: expenseMessages.severalRates });
    lines = currentLines.map((l) => ({ vat_rate_percent: l.vatRatePercent, total_cents: l.totalCents }));
  }
  const rate = lines || typedVat ? null : current.vatRatePercent;
  const { stored, lines: storedLines } = resolveVat({
    name: body.name ?? current.name,
    vendorName: body.vendor_name !== undefined ? body.vendor_name : current.vendorName,
    vendorNif: body.vendor_nif !== undefined ? body.vendor_nif : current.vendorNif,
    vendorDocumentNumber:
      body.vendor_document_number !== undefined ? body.vendor_document_number : current.vendorDocumentNumber,
    expenseDate: body.expense_date ?? current.expenseDate,
    category: body.category ?? current.category,
    totalCents: body.total_cents ?? current.totalCents,
    vatCents: typedVat ? body.vat_cents! : current.vatCents,
    vatRatePercent: rate,
    lines,
    method: body.method ?? current.method,
    notes: body.notes !== undefined ? body.notes : current.notes,
  });
  await checkDuplicate(tx, user.tenantId, stored, id);
  await repo.updateExpense(tx, user.tenantId, id, stored);
  await repo.replaceLines(tx, user.tenantId, id, storedLines);
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
