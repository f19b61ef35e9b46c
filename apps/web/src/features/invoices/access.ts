import type { Me } from '@clinica/contracts/auth';
import { hasPermission } from '../../lib/session';

/**
 * Who may do what with invoicing documents (the server decides again on every call): managers and
 * front desk do everything, professionals read, a patient reads their own issued documents.
 */
export const isPatient = (user: Me | null) => user?.type === 'patient';

/** Create drafts, issue, credit and send by e-mail — only while the clinic's invoicing is active. */
export const canCreateInvoices = (user: Me | null): user is Me =>
  Boolean(user?.tenant.invoicing.active) &&
  !isPatient(user) &&
  hasPermission(user, 'invoicing_documents', 'create');

/** Cancel an issued document. */
export const canCancelInvoices = (user: Me | null) =>
  Boolean(user?.tenant.invoicing.active) &&
  !isPatient(user) &&
  hasPermission(user, 'invoicing_documents', 'update');

/**
 * Read documents as staff: the patient column and filter, a patient's «Faturas» tab (a professional
 * without invoicing_documents:list_all gets only their own patients' from the server).
 */
export const canReadInvoices = (user: Me | null) =>
  !isPatient(user) && hasPermission(user, 'invoicing_documents', 'read');
