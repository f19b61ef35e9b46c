import type { Me } from '@clinica/contracts/auth';
import type { PermissionAction, PermissionResource } from '@clinica/contracts/permissions';
import { hasPermission } from '../lib/session';
import { paths } from './paths';

/** Route names on which the side menu is hidden (spec §2, spelling as in the spec). */
export const menuHiddenRouteNames: ReadonlySet<string> = new Set([
  'AppointmentLink',
  'Login',
  'SignUp',
  'CheckRegistrationLink',
  'SetPassword',
  'PasswordResetSuccess',
  'ResetPaswordLink',
  'ResetPassword',
]);

/** Logged-in users going to these names go to Dashboard (DESIGN §8: names, not the configuration home URL). */
const toDashboardNames: ReadonlySet<string> = new Set(['Home', 'Functionalities', 'Configurations']);

/** Professionals are barred from these (spec §2 and §6). */
const barredForProfessional: ReadonlySet<string> = new Set([
  'Dashboard',
  'UserManagement',
  'InvoicingInfo',
  'AccountConfig',
  'AllCommunicationTemplates',
  'NotificationSettings',
  // Catalogue set-up (issue 5): configuration, like user management.
  'Specialties',
  'Insurers',
  'InsurersRoot',
  'Insurer',
]);

/**
 * The only protected routes a patient may open (issue 22): their home, their own appointment read-only,
 * their home exercise programme (issue 24), their own documents, receipts and current account (issue 43
 * §5: their own list, never the staff's with its filters and totals) and one document read-only (issue
 * 26 — the server answers only their own issued ones), their profile and Logout. Deny by default: every other protected route is a staff screen (Services
 * as spec §6 says, and the patients list and record, the calendar, the appointments list and form,
 * configurations…), so a staff route added later is barred without being listed here.
 */
export const patientRouteNames: ReadonlySet<string> = new Set([
  'Dashboard',
  'PatientAppointment',
  'PatientProgramme',
  'PatientDocuments',
  'Invoice',
  'Profile',
  'Logout',
]);

/**
 * Staff routes that need a permission not every staff member has: the clinical record (issue 23) and
 * the outcome measures (issue 25) are read by managers and professionals, never by front desk.
 * Without it a user goes back where they were (or to Calendar), as a professional barred from a page
 * does; the pages also show the 403 state when the API refuses them.
 */
const routePermissions: Readonly<Record<string, readonly [PermissionResource, PermissionAction]>> = {
  EvaluationNew: ['evaluations', 'create'],
  Evaluation: ['evaluations', 'read'],
  ObjectiveEvaluation: ['evaluations', 'read'],
  // Outcome measures (issue 25): managers and professionals; front desk has no instruments:read.
  Instruments: ['instruments', 'read'],
  Instrument: ['instruments', 'read'],
  // Invoicing documents (issue 26): read by managers, front desk and (their patients') professionals;
  // made by whoever may create them.
  Invoices: ['invoicing_documents', 'read'],
  Invoice: ['invoicing_documents', 'read'],
  AddNewInvoice: ['invoicing_documents', 'create'],
  // Expenses (issue 27): managers, and professionals granted expenses:list_all; never the front desk.
  Expenses: ['expenses', 'list_all'],
  Expense: ['expenses', 'list_all'],
  AddNewExpense: ['expenses', 'create'],
  // Payments (issue 27): the menu item's own permission (spec §6: a professional only with list_all);
  // recording one needs payments:create.
  Payments: ['payments', 'list_all'],
  Payment: ['payments', 'list_all'],
  AddNewPayment: ['payments', 'create'],
  // The daily cash close (issue 38): managers and front desk; a professional only if granted.
  CashClose: ['cash_closes', 'read'],
  // The booking requests (issue 48): managers, front desk and professionals (theirs, or all with list_all).
  AppointmentRequests: ['appointment_requests', 'read'],
  // The dashboard's reports (issue 50): managers only (DOMAIN.md's role matrix).
  Reports: ['reports', 'read'],
  Report: ['reports', 'read'],
};

/** Routes only a patient opens: anyone else is sent where Dashboard sends them. */
const patientOnly: ReadonlySet<string> = new Set([
  'PatientAppointment',
  'PatientProgramme',
  'PatientDocuments',
]);

export interface GuardInput {
  name: string;
  isProtected: boolean;
  user: Me | null;
  /** The last protected page this user was on, if any and if it is not the target itself. */
  previousPath: string | null;
}

/**
 * The navigation rules of spec §2 as one pure function: where a navigation to `name` must go instead,
 * or null to let it through. Redirects are resolved to their final target (Login → Dashboard → Calendar).
 */
export function resolveRedirect(input: GuardInput, depth = 0): string | null {
  const { name, isProtected, user, previousPath } = input;
  if (depth > 3) return null;
  const follow = (targetName: string, targetPath: string): string => {
    const next = resolveRedirect({ name: targetName, isProtected: true, user, previousPath }, depth + 1);
    return next ?? targetPath;
  };

  if (!user) {
    if (name === 'Logout' || name === 'Home' || isProtected) return paths.login;
    return null;
  }

  if (name === 'Login' || toDashboardNames.has(name)) return follow('Dashboard', paths.dashboard);

  if (user.type === 'front_desk' && name === 'Dashboard') return paths.calendar;

  if (user.type === 'professional' && barredForProfessional.has(name)) return previousPath ?? paths.calendar;

  if (user.type === 'patient') {
    return isProtected && !patientRouteNames.has(name) ? follow('Dashboard', paths.dashboard) : null;
  }
  if (patientOnly.has(name)) return follow('Dashboard', paths.dashboard);

  const needed = routePermissions[name];
  if (needed && !hasPermission(user, ...needed)) return previousPath ?? paths.calendar;

  return null;
}
