import type { Me } from '@clinica/contracts/auth';
import { hasPermission } from '../../lib/session';

/**
 * Who may do what with expenses (the server decides again on every call): managers everything; a
 * professional reads with `expenses:list_all` and changes with the matching grant; nobody else.
 */
export const canReadExpenses = (user: Me | null) =>
  user?.type !== 'patient' && hasPermission(user, 'expenses', 'list_all');
export const canCreateExpenses = (user: Me | null) =>
  user?.type !== 'patient' && hasPermission(user, 'expenses', 'create');
export const canUpdateExpenses = (user: Me | null) =>
  user?.type !== 'patient' && hasPermission(user, 'expenses', 'update');
export const canDeleteExpenses = (user: Me | null) =>
  user?.type !== 'patient' && hasPermission(user, 'expenses', 'delete');
