import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from 'react-router';
import { ensureFeatureMessages, type FeatureMessages } from '../lib/i18n';
import { getUser, subscribeUser } from '../lib/session';
import { accountMessages } from '../features/account/messages';
import { appointmentsMessages } from '../features/appointments/messages';
import { configurationsMessages } from '../features/configurations/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { patientsMessages } from '../features/patients/messages';
import { referencesMessages } from '../features/references/messages';
import { servicesMessages } from '../features/services/messages';
import { resolveRedirect } from './guards';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { loadShell } from './layout/load-shell';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RouteFallback } from './layout/route-fallback';

/* ---------- previous route (for the professional's "back to the previous route") ---------- */

let previousPath: string | null = null;
let previousUserId: string | null = getUser()?.id ?? null;

subscribeUser(() => {
  const id = getUser()?.id ?? null;
  if (id !== previousUserId) previousPath = null; // a new session starts without history
  previousUserId = id;
});

/* ---------- route helpers ---------- */

type PageModule = Record<string, unknown>;

/**
 * Every page is lazy-loaded with its route (spec issue 3 §10), together with its feature's own
 * message set when it has one (loaded in parallel, so the page never renders raw keys).
 */
function page<M extends PageModule>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
  messages?: FeatureMessages,
) {
  return async () => {
    const [module] = await Promise.all([importer(), messages ? ensureFeatureMessages(messages) : null]);
    return { Component: module[exportName] as ComponentType };
  };
}

function guard(handle: RouteHandle): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    const to = resolveRedirect({
      name: handle.name,
      isProtected: handle.protected === true,
      user: getUser(),
      previousPath: previousPath && previousPath !== target ? previousPath : null,
    });
    return to && to !== target ? replace(to) : null;
  };
}

interface Def {
  path?: string;
  index?: boolean;
  handle: RouteHandle;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: Def[];
}

/** A route's page together with the app frame it renders in (one wait, no flash of a fallback). */
function withShell(lazy: NonNullable<Def['lazy']>): NonNullable<Def['lazy']> {
  return async () => (await Promise.all([lazy(), loadShell()]))[0];
}

/** Adds the guard loader to every leaf route and marks a protected subtree. */
function build(defs: Def[], protectedTree: boolean): RouteObject[] {
  return defs.map((def): RouteObject => {
    const handle: RouteHandle = { ...def.handle, protected: protectedTree || def.handle.protected === true };
    // Only the route a URL ends on is guarded: a parent's name (e.g. Configurations) is never the target.
    const common = {
      handle,
      ...(def.children ? {} : { loader: guard(handle), HydrateFallback: RouteFallback }),
      ...(def.lazy ? { lazy: handle.plain ? def.lazy : withShell(def.lazy) } : {}),
    };
    if (def.index) return { index: true, ...common };
    return {
      path: def.path,
      ...common,
      ...(def.children ? { children: build(def.children, handle.protected === true) } : {}),
    };
  });
}

/* ---------- the routes of spec §2 ---------- */

const placeholderless = async () => ({ Component: (() => null) as ComponentType });

const publicRoutes: Def[] = [
  // Home only ever redirects (guards.ts): nothing to render, no frame to load.
  { index: true, handle: { name: 'Home', plain: true }, lazy: placeholderless },
  {
    path: 'login',
    handle: { name: 'Login', title: 'login.title', plain: true },
    lazy: page(() => import('../features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: 'public-calendar',
    handle: { name: 'CalendarPublic', title: 'routes.publicCalendar' },
    lazy: page(() => import('../features/calendar/pages/public-calendar-page'), 'PublicCalendarPage'),
  },
  {
    path: 'sign-up',
    handle: { name: 'SignUpRoot' },
    children: [
      {
        index: true,
        handle: { name: 'SignUp', title: 'routes.signUp' },
        lazy: page(() => import('../features/account/pages/sign-up-page'), 'SignUpPage', accountMessages),
      },
      {
        path: 'confirm',
        handle: { name: 'CheckRegistrationLink', title: 'routes.signUpConfirm' },
        lazy: page(
          () => import('../features/account/pages/sign-up-confirm-page'),
          'SignUpConfirmPage',
          accountMessages,
        ),
      },
      {
        path: 'set-password',
        handle: { name: 'SetPassword', title: 'routes.setPassword' },
        lazy: page(
          () => import('../features/account/pages/set-password-page'),
          'SetPasswordPage',
          accountMessages,
        ),
      },
    ],
  },
  {
    path: 'reset-password',
    handle: { name: 'ResetPasswordRoot' },
    children: [
      {
        index: true,
        handle: { name: 'ResetPaswordLink', title: 'routes.resetPassword' },
        lazy: page(
          () => import('../features/account/pages/reset-password-page'),
          'ResetPasswordPage',
          accountMessages,
        ),
      },
      {
        path: 'set-password',
        handle: { name: 'ResetPassword', title: 'routes.resetPasswordSet' },
        lazy: page(
          () => import('../features/account/pages/reset-password-set-page'),
          'ResetPasswordSetPage',
          accountMessages,
        ),
      },
      {
        path: 'set-password/success',
        handle: { name: 'PasswordResetSuccess', title: 'routes.resetPasswordSuccess' },
        lazy: page(
          () => import('../features/account/pages/reset-password-success-page'),
          'ResetPasswordSuccessPage',
          accountMessages,
        ),
      },
    ],
  },
  {
    path: 'checkout-session/success',
    handle: { name: 'CheckoutSuccess', title: 'routes.checkoutSuccess' },
    lazy: page(
      () => import('../features/account/pages/checkout-success-page'),
      'CheckoutSuccessPage',
      accountMessages,
    ),
  },
  {
    path: 'checkout-session/cancel',
    handle: { name: 'CheckoutCancel', title: 'routes.checkoutCancel' },
    lazy: page(
      () => import('../features/account/pages/checkout-cancel-page'),
      'CheckoutCancelPage',
      accountMessages,
    ),
  },
  {
    path: 'server_error',
    handle: { name: 'ServerError', title: 'serverErrorPage.title' },
    lazy: page(() => import('../features/shell/pages/server-error-page'), 'ServerErrorPage'),
  },
];

const protectedRoutes: Def[] = [
  {
    // The manager's dashboard, or a patient's personal home (DESIGN §8) with their appointments under it.
    path: 'dashboard',
    handle: { name: 'DashboardRoot', crumb: 'routes.dashboard' },
    children: [
      {
        index: true,
        handle: { name: 'Dashboard' },
        lazy: page(
          () => import('../features/dashboard/pages/dashboard-page'),
          'DashboardPage',
          dashboardMessages,
        ),
      },
      {
        // A patient's own appointment, read-only (guards.ts: patients only; staff use /appointments/:id).
        path: 'appointments/:id',
        handle: { name: 'PatientAppointment', crumb: 'routes.appointment' },
        lazy: page(
          () => import('../features/dashboard/pages/patient-appointment-page'),
          'PatientAppointmentPage',
          dashboardMessages,
        ),
      },
    ],
  },
  {
    path: 'functionalities',
    handle: { name: 'Functionalities' },
    lazy: placeholderless,
  },
  {
    path: 'calendar',
    handle: { name: 'Calendar', crumb: 'routes.calendar' },
    lazy: page(
      () => import('../features/appointments/pages/calendar-page'),
      'CalendarPage',
      appointmentsMessages,
    ),
  },
  {
    path: 'appointments',
    handle: { name: 'AppointmentsRoot', crumb: 'routes.appointments' },
    children: [
      {
        index: true,
        handle: { name: 'Appointments' },
        lazy: page(
          () => import('../features/appointments/pages/appointments-page'),
          'AppointmentsPage',
          appointmentsMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'AppointmentRoot', crumb: 'routes.appointment' },
        children: [
          {
            index: true,
            handle: { name: 'Appointment' },
            lazy: page(
              () => import('../features/appointments/pages/appointment-page'),
              'AppointmentPage',
              appointmentsMessages,
            ),
          },
          {
            path: 'evaluations/new',
            handle: { name: 'EvaluationNew', crumb: 'routes.evaluationNew' },
            lazy: page(
              () => import('../features/appointments/pages/evaluation-new-page'),
              'EvaluationNewPage',
            ),
          },
          {
            path: 'evaluations/:evaluationId',
            handle: { name: 'Evaluation', crumb: 'routes.evaluation' },
            lazy: page(() => import('../features/appointments/pages/evaluation-page'), 'EvaluationPage'),
          },
          {
            path: 'objective_evaluation',
            handle: { name: 'ObjectiveEvaluation', crumb: 'routes.objectiveEvaluation' },
            lazy: page(
              () => import('../features/appointments/pages/objective-evaluation-page'),
              'ObjectiveEvaluationPage',
            ),
          },
        ],
      },
    ],
  },
  {
    // "Configurations" is the parent's name (DESIGN §8); the URL /configurations is the home with icons.
    path: 'configurations',
    handle: { name: 'Configurations', crumb: 'routes.configurations' },
    children: [
      {
        index: true,
        handle: { name: 'ConfigurationsHome' },
        lazy: page(
          () => import('../features/configurations/pages/configurations-home-page'),
          'ConfigurationsHomePage',
          configurationsMessages,
        ),
      },
      {
        path: 'communication_templates',
        handle: { name: 'CommunicationTemplatesRoot', crumb: 'routes.communicationTemplates' },
        children: [
          {
            index: true,
            handle: { name: 'AllCommunicationTemplates' },
            lazy: page(
              () => import('../features/configurations/pages/communication-templates-page'),
              'CommunicationTemplatesPage',
              configurationsMessages,
            ),
          },
          {
            path: ':id',
            handle: { name: 'CommunicationTemplate', crumb: 'routes.communicationTemplate' },
            lazy: page(
              () => import('../features/configurations/pages/communication-template-page'),
              'CommunicationTemplatePage',
              configurationsMessages,
            ),
          },
        ],
      },
      {
        path: 'account',
        handle: { name: 'AccountConfig', crumb: 'routes.account' },
        lazy: page(
          () => import('../features/configurations/pages/account-config-page'),
          'AccountConfigPage',
          configurationsMessages,
        ),
      },
      {
        path: 'invoicing',
        handle: { name: 'InvoicingInfo', crumb: 'routes.invoicing' },
        lazy: page(
          () => import('../features/configurations/pages/invoicing-info-page'),
          'InvoicingInfoPage',
          configurationsMessages,
        ),
      },
      {
        path: 'users',
        handle: { name: 'UserManagement', crumb: 'routes.users' },
        lazy: page(
          () => import('../features/configurations/pages/user-management-page'),
          'UserManagementPage',
          configurationsMessages,
        ),
      },
      {
        path: 'subscription',
        handle: { name: 'Subscription', crumb: 'routes.subscription' },
        lazy: page(
          () => import('../features/configurations/pages/subscription-page'),
          'SubscriptionPage',
          configurationsMessages,
        ),
      },
      {
        path: 'security',
        handle: { name: 'Security', crumb: 'routes.security' },
        lazy: page(
          () => import('../features/configurations/pages/security-page'),
          'SecurityPage',
          configurationsMessages,
        ),
      },
      {
        path: 'clinics',
        handle: { name: 'Clinics', crumb: 'routes.clinics' },
        lazy: page(
          () => import('../features/configurations/pages/clinics-page'),
          'ClinicsPage',
          configurationsMessages,
        ),
      },
      // Catalogue set-up that services and patients refer to; manager-only like UserManagement (guards.ts).
      {
        path: 'specialties',
        handle: { name: 'Specialties', crumb: 'routes.specialties' },
        lazy: page(
          () => import('../features/configurations/pages/specialties-page'),
          'SpecialtiesPage',
          configurationsMessages,
        ),
      },
      {
        path: 'insurers',
        handle: { name: 'Insurers', crumb: 'routes.insurers' },
        lazy: page(
          () => import('../features/configurations/pages/insurers-page'),
          'InsurersPage',
          configurationsMessages,
        ),
      },
    ],
  },
  {
    path: 'patients',
    handle: { name: 'PatientsRoot', crumb: 'routes.patients' },
    children: [
      {
        index: true,
        handle: { name: 'Patients' },
        lazy: page(
          () => import('../features/patients/pages/patients-page'),
          'PatientsPage',
          patientsMessages,
        ),
      },
      {
        path: 'add_new_patient',
        handle: { name: 'AddNewPatient', crumb: 'routes.addNewPatient' },
        lazy: page(
          () => import('../features/patients/pages/add-new-patient-page'),
          'AddNewPatientPage',
          patientsMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'PatientProfile', crumb: 'routes.patient' },
        lazy: page(() => import('../features/patients/pages/patient-page'), 'PatientPage', patientsMessages),
      },
    ],
  },
  {
    path: 'communications',
    handle: { name: 'CommunicationsRoot', crumb: 'routes.communications' },
    children: [
      {
        index: true,
        handle: { name: 'Communications' },
        lazy: page(
          () => import('../features/communications/pages/communications-page'),
          'CommunicationsPage',
        ),
      },
      {
        path: 'add_new_service',
        handle: { name: 'AddNewCommunication', crumb: 'routes.addNewCommunication' },
        lazy: page(
          () => import('../features/communications/pages/add-new-communication-page'),
          'AddNewCommunicationPage',
        ),
      },
      {
        path: ':id',
        handle: { name: 'Communication', crumb: 'routes.communication' },
        lazy: page(() => import('../features/communications/pages/communication-page'), 'CommunicationPage'),
      },
    ],
  },
  {
    path: 'invoices',
    handle: { name: 'InvoicesRoot', crumb: 'routes.invoices' },
    children: [
      {
        index: true,
        handle: { name: 'Invoices' },
        lazy: page(() => import('../features/invoices/pages/invoices-page'), 'InvoicesPage'),
      },
      {
        path: 'add_new_invoice',
        handle: { name: 'AddNewInvoice', crumb: 'routes.addNewInvoice' },
        lazy: page(() => import('../features/invoices/pages/add-new-invoice-page'), 'AddNewInvoicePage'),
      },
      {
        path: ':id',
        handle: { name: 'Invoice', crumb: 'routes.invoice' },
        lazy: page(() => import('../features/invoices/pages/invoice-page'), 'InvoicePage'),
      },
    ],
  },
  {
    path: 'interventions',
    handle: { name: 'InterventionsRoot', crumb: 'routes.interventions' },
    children: [
      {
        index: true,
        handle: { name: 'Interventions' },
        lazy: page(() => import('../features/interventions/pages/interventions-page'), 'InterventionsPage'),
      },
      {
        path: ':id',
        handle: { name: 'Intervention', crumb: 'routes.intervention' },
        lazy: page(() => import('../features/interventions/pages/intervention-page'), 'InterventionPage'),
      },
    ],
  },
  {
    path: 'services',
    handle: { name: 'ServicesRoot', crumb: 'routes.services' },
    children: [
      {
        index: true,
        handle: { name: 'Services' },
        lazy: page(
          () => import('../features/services/pages/services-page'),
          'ServicesPage',
          servicesMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Service', crumb: 'routes.service' },
        lazy: page(() => import('../features/services/pages/service-page'), 'ServicePage', servicesMessages),
      },
    ],
  },
  {
    path: 'service-packs/:id',
    handle: { name: 'ServicePack', crumb: 'routes.servicePack' },
    lazy: page(
      () => import('../features/services/pages/service-pack-page'),
      'ServicePackPage',
      servicesMessages,
    ),
  },
  {
    path: 'service-pack-sales/:id',
    handle: { name: 'ServicePackSale', crumb: 'routes.servicePackSale' },
    lazy: page(
      () => import('../features/services/pages/service-pack-sale-page'),
      'ServicePackSalePage',
      servicesMessages,
    ),
  },
  {
    path: 'references',
    handle: { name: 'ReferencesRoot', crumb: 'routes.references' },
    children: [
      {
        index: true,
        handle: { name: 'References' },
        lazy: page(
          () => import('../features/references/pages/references-page'),
          'ReferencesPage',
          referencesMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Reference', crumb: 'routes.reference' },
        lazy: page(
          () => import('../features/references/pages/reference-page'),
          'ReferencePage',
          referencesMessages,
        ),
      },
    ],
  },
  {
    path: 'payments',
    handle: { name: 'PaymentsRoot', crumb: 'routes.payments' },
    children: [
      {
        index: true,
        handle: { name: 'Payments' },
        lazy: page(() => import('../features/payments/pages/payments-page'), 'PaymentsPage'),
      },
      {
        path: ':id',
        handle: { name: 'Payment', crumb: 'routes.payment' },
        lazy: page(() => import('../features/payments/pages/payment-page'), 'PaymentPage'),
      },
    ],
  },
  {
    path: 'expenses',
    handle: { name: 'ExpensesRoot', crumb: 'routes.expenses' },
    children: [
      {
        index: true,
        handle: { name: 'Expenses' },
        lazy: page(() => import('../features/expenses/pages/expenses-page'), 'ExpensesPage'),
      },
      {
        path: ':id',
        handle: { name: 'Expense', crumb: 'routes.expense' },
        lazy: page(() => import('../features/expenses/pages/expense-page'), 'ExpensePage'),
      },
    ],
  },
  {
    path: 'instruments',
    handle: { name: 'Instruments', crumb: 'routes.instruments' },
    lazy: page(() => import('../features/instruments/pages/instruments-page'), 'InstrumentsPage'),
  },
  {
    path: 'profile',
    handle: { name: 'Profile', crumb: 'routes.profile' },
    lazy: page(() => import('../features/profile/pages/profile-page'), 'ProfilePage'),
  },
  {
    path: 'logout',
    handle: { name: 'Logout' },
    lazy: page(() => import('../features/auth/pages/logout-page'), 'LogoutPage'),
  },
];

const notFound: Def = {
  path: '*',
  handle: { name: 'NotFound', title: 'notFound.title' },
  lazy: page(() => import('../features/shell/pages/not-found-page'), 'NotFoundPage'),
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [...build(publicRoutes, false), ...build(protectedRoutes, true), ...build([notFound], false)],
  },
];

export const router = createBrowserRouter(routes);

// Remember the last protected page the user actually saw.
router.subscribe((state) => {
  if (state.navigation.state !== 'idle') return;
  const leaf = state.matches[state.matches.length - 1];
  const handle: unknown = leaf?.route.handle;
  if (getUser() && isRouteHandle(handle) && handle.protected) {
    previousPath = `${state.location.pathname}${state.location.search}`;
  }
});
