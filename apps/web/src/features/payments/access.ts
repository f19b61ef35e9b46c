import type { Me } from '@clinica/contracts/auth';
import { hasPermission } from '../../lib/session';

/**
 * Who may do what with payments (the server decides again on every call): managers and front desk
 * record, edit notes and cancel; a professional opens Payments only with `payments:list_all` (spec §6);
 * a patient reads only their own receipts (their home card).
 */
const staff = (user: Me | null) => Boolean(user) && user?.type !== 'patient';

/** The list, a payment's page, a patient's current account. */
export const canListPayments = (user: Me | null) =>
  staff(user) && hasPermission(user, 'payments', 'list_all');

/** «Registar pagamento». */
export const canCreatePayments = (user: Me | null): user is Me =>
  staff(user) && hasPermission(user, 'payments', 'create');

/** Edit a payment's source and notes, cancel it. */
export const canUpdatePayments = (user: Me | null) =>
  staff(user) && hasPermission(user, 'payments', 'update');

/** With invoicing off a payment is a plain record: no documents, no receipt, no advance, no credit. */
export const invoicingActive = (user: Me | null) => Boolean(user?.tenant.invoicing.active);
