import type { Expense, ExpenseInput, ExpenseList, ExpenseUpdate } from '@clinica/contracts/expenses';
import { apiRequest, apiUrl } from '../../../lib/api-client';

const base = '/api/v1/expenses';

/** The list's query: paging, then category, vendor, from, to (contract `expenseListQuery`). */
export type ExpensesQuery = { page: number; page_size: number } & Record<string, string | number>;

/** GET /api/v1/expenses — a page and the totals of the whole filtered set. */
export function listExpenses(query: ExpensesQuery, signal?: AbortSignal): Promise<ExpenseList> {
  return apiRequest<ExpenseList>(base, { query, signal });
}

/** GET /api/v1/expenses/export.csv — a link (the browser downloads it with the session cookie). */
export function expensesCsvUrl(filters: Record<string, string>): string {
  return apiUrl(`${base}/export.csv`, filters);
}

/** GET /api/v1/expenses/{id} */
export function getExpense(id: string, signal?: AbortSignal): Promise<Expense> {
  return apiRequest<Expense>(`${base}/${id}`, { signal });
}

/** POST /api/v1/expenses */
export function createExpense(body: ExpenseInput): Promise<Expense> {
  return apiRequest<Expense>(base, { method: 'POST', json: body });
}

/** PUT /api/v1/expenses/{id} */
export function updateExpense(id: string, body: ExpenseUpdate): Promise<Expense> {
  return apiRequest<Expense>(`${base}/${id}`, { method: 'PUT', json: body });
}

/** DELETE /api/v1/expenses/{id} (its receipt goes with it) */
export function deleteExpense(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`${base}/${id}`, { method: 'DELETE' });
}

/** PUT /api/v1/expenses/{id}/attachment (multipart `file`) — attaches or replaces the receipt. */
export function attachReceipt(id: string, file: File): Promise<Expense> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<Expense>(`${base}/${id}/attachment`, { method: 'PUT', formData });
}

/** DELETE /api/v1/expenses/{id}/attachment */
export function removeReceipt(id: string): Promise<Expense> {
  return apiRequest<Expense>(`${base}/${id}/attachment`, { method: 'DELETE' });
}

/** GET /api/v1/expenses/{id}/attachment — an attachment, so a link downloads it. */
export function receiptUrl(id: string): string {
  return apiUrl(`${base}/${id}/attachment`);
}
