import { appointmentRequestsMessages } from '../../features/appointment-requests/messages';
import { communicationsMessages } from '../../features/communications/messages';
import { appointmentsMessages } from '../../features/appointments/messages';
import { dashboardMessages } from '../../features/dashboard/messages';
import { evaluationsMessages } from '../../features/evaluations/messages';
import { expensesMessages } from '../../features/expenses/messages';
import { sessionsMessages } from '../../features/sessions/messages';
import { instrumentsMessages } from '../../features/instruments/messages';
import { interventionsMessages } from '../../features/interventions/messages';
import { invoicesMessages } from '../../features/invoices/messages';
import { patientsMessages } from '../../features/patients/messages';
import { paymentsMessages } from '../../features/payments/messages';
import { programmesMessages } from '../../features/programmes/messages';
import { referencesMessages } from '../../features/references/messages';
import { reportsMessages } from '../../features/reports/messages';
import { servicesMessages } from '../../features/services/messages';
import { page, placeholderless, type Def } from '../route-page';
import { configurationsRoute } from './configurations';
import { financeRoutes } from './finance';

/**
 * The routes behind login (spec §2). Which role may open which is guards.ts's, over this whole table
 * (router.test.ts); a patient's own pages sit under /dashboard.
 */
export const protectedRoutes: Def[] = [
  {
    // The manager's dashboard, or a patient's personal home (DESIGN §8) with their appointments under it.
    path: 'dashboard',
    handle: { name: 'DashboardRoot', crumb: 'routes.dashboard' },
    children: [
      {
        index: true,
        handle: { name: 'Dashboard' },
        // app/pages: the dashboard with the programmes feature's card on a patient's home.
        lazy: page(() => import('../pages/dashboard-page'), 'DashboardPage', [
          dashboardMessages,
          programmesMessages,
          invoicesMessages,
          paymentsMessages,
        ]),
      },
      {
        // A patient's own appointment, read-only (guards.ts: patients only; staff use /appointments/:id).
        path: 'appointments/:id',
        handle: { name: 'PatientAppointment', crumb: 'routes.appointment' },
        lazy: page(
          () => import('../../features/dashboard/pages/patient-appointment-page'),
          'PatientAppointmentPage',
          dashboardMessages,
        ),
      },
      {
        // A patient's own documents, receipts and current account (guards.ts: patients only; issue 43 §5).
        path: 'documents',
        handle: { name: 'PatientDocuments', crumb: 'routes.myDocuments' },
        lazy: page(() => import('../pages/patient-documents-page'), 'PatientDocumentsPage', [
          invoicesMessages,
          paymentsMessages,
        ]),
      },
      {
        // A patient's own home exercise programme (guards.ts: patients only; staff use the Clinical record).
        path: 'programme',
        handle: { name: 'PatientProgramme', crumb: 'routes.myProgramme' },
        lazy: page(
          () => import('../../features/programmes/pages/my-programme-page'),
          'MyProgrammePage',
          programmesMessages,
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
    // app/pages: the calendar whose quick view shows the invoices and payments features' actions, and
    // whose header the booking requests' «Pedidos».
    lazy: page(() => import('../pages/calendar-page'), 'CalendarPage', [
      appointmentsMessages,
      invoicesMessages,
      paymentsMessages,
      appointmentRequestsMessages,
    ]),
  },
  {
    // The public booking page's requests (issue 48): guards.ts opens it to whoever has appointment_requests:read.
    path: 'appointment-requests',
    handle: { name: 'AppointmentRequests', crumb: 'routes.appointmentRequests' },
    lazy: page(
      () => import('../../features/appointment-requests/pages/appointment-requests-page'),
      'AppointmentRequestsPage',
      appointmentRequestsMessages,
    ),
  },
  {
    path: 'appointments',
    handle: { name: 'AppointmentsRoot', crumb: 'routes.appointments' },
    children: [
      {
        index: true,
        handle: { name: 'Appointments' },
        // app/pages: the list with the invoices feature's «Faturar selecionadas».
        lazy: page(() => import('../pages/appointments-page'), 'AppointmentsPage', [
          appointmentsMessages,
          invoicesMessages,
        ]),
      },
      {
        path: ':id',
        handle: { name: 'AppointmentRoot', crumb: 'routes.appointment' },
        children: [
          {
            index: true,
            handle: { name: 'Appointment' },
            // app/pages: the appointment with the evaluations, sessions, programmes and instruments features' sections.
            lazy: page(() => import('../pages/appointment-page'), 'AppointmentPage', [
              appointmentsMessages,
              evaluationsMessages,
              sessionsMessages,
              programmesMessages,
              instrumentsMessages,
              invoicesMessages,
              paymentsMessages,
            ]),
          },
          {
            path: 'evaluations/new',
            handle: { name: 'EvaluationNew', crumb: 'routes.evaluationNew' },
            lazy: page(
              () => import('../../features/evaluations/pages/evaluation-new-page'),
              'EvaluationNewPage',
              evaluationsMessages,
            ),
          },
          {
            path: 'evaluations/:evaluationId',
            handle: { name: 'Evaluation', crumb: 'routes.evaluation' },
            lazy: page(
              () => import('../../features/evaluations/pages/evaluation-page'),
              'EvaluationPage',
              evaluationsMessages,
            ),
          },
          {
            path: 'objective_evaluation',
            handle: { name: 'ObjectiveEvaluation', crumb: 'routes.objectiveEvaluation' },
            lazy: page(
              () => import('../../features/evaluations/pages/objective-evaluation-page'),
              'ObjectiveEvaluationPage',
              evaluationsMessages,
            ),
          },
        ],
      },
    ],
  },
  configurationsRoute,
  {
    path: 'patients',
    handle: { name: 'PatientsRoot', crumb: 'routes.patients' },
    children: [
      {
        index: true,
        handle: { name: 'Patients' },
        lazy: page(
          () => import('../../features/patients/pages/patients-page'),
          'PatientsPage',
          patientsMessages,
        ),
      },
      {
        path: 'add_new_patient',
        handle: { name: 'AddNewPatient', crumb: 'routes.addNewPatient' },
        lazy: page(
          () => import('../../features/patients/pages/add-new-patient-page'),
          'AddNewPatientPage',
          patientsMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'PatientProfile', crumb: 'routes.patient' },
        // app/pages: the record with the evaluations, sessions, programmes and instruments features' «Registo clínico».
        lazy: page(() => import('../pages/patient-page'), 'PatientPage', [
          patientsMessages,
          invoicesMessages,
          paymentsMessages,
          evaluationsMessages,
          sessionsMessages,
          programmesMessages,
          instrumentsMessages,
          servicesMessages,
        ]),
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
          () => import('../../features/communications/pages/communications-page'),
          'CommunicationsPage',
          communicationsMessages,
        ),
      },
      {
        path: 'add_new_service',
        handle: { name: 'AddNewCommunication', crumb: 'routes.addNewCommunication' },
        lazy: page(
          () => import('../../features/communications/pages/add-new-communication-page'),
          'AddNewCommunicationPage',
          communicationsMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Communication', crumb: 'routes.communication' },
        lazy: page(
          () => import('../../features/communications/pages/communication-page'),
          'CommunicationPage',
          communicationsMessages,
        ),
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
        lazy: page(
          () => import('../../features/interventions/pages/interventions-page'),
          'InterventionsPage',
          interventionsMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Intervention', crumb: 'routes.intervention' },
        lazy: page(
          () => import('../../features/interventions/pages/intervention-page'),
          'InterventionPage',
          interventionsMessages,
        ),
      },
    ],
  },
  {
    path: 'references',
    handle: { name: 'ReferencesRoot', crumb: 'routes.references' },
    children: [
      {
        index: true,
        handle: { name: 'References' },
        lazy: page(
          () => import('../../features/references/pages/references-page'),
          'ReferencesPage',
          referencesMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Reference', crumb: 'routes.reference' },
        lazy: page(
          () => import('../../features/references/pages/reference-page'),
          'ReferencePage',
          referencesMessages,
        ),
      },
    ],
  },
  ...financeRoutes,
  {
    // The manager's reports (issue 50): guards.ts opens them to whoever has reports:read (managers).
    path: 'reports',
    handle: { name: 'ReportsRoot', crumb: 'routes.reports' },
    children: [
      {
        index: true,
        handle: { name: 'Reports' },
        lazy: page(() => import('../../features/reports/pages/reports-page'), 'ReportsPage', [
          reportsMessages,
          paymentsMessages,
          expensesMessages,
        ]),
      },
      {
        path: ':name',
        handle: { name: 'Report', crumb: 'routes.report' },
        lazy: page(() => import('../../features/reports/pages/reports-page'), 'ReportsPage', [
          reportsMessages,
          paymentsMessages,
          expensesMessages,
        ]),
      },
    ],
  },
  {
    // Outcome measures (issue 25): guards.ts opens them to whoever has instruments:read.
    path: 'instruments',
    handle: { name: 'InstrumentsRoot', crumb: 'routes.instruments' },
    children: [
      {
        index: true,
        handle: { name: 'Instruments' },
        lazy: page(
          () => import('../../features/instruments/pages/instruments-page'),
          'InstrumentsPage',
          instrumentsMessages,
        ),
      },
      {
        path: ':code',
        handle: { name: 'Instrument', crumb: 'routes.instrument' },
        lazy: page(
          () => import('../../features/instruments/pages/instrument-page'),
          'InstrumentPage',
          instrumentsMessages,
        ),
      },
    ],
  },
  {
    path: 'profile',
    handle: { name: 'Profile', crumb: 'routes.profile' },
    lazy: page(() => import('../../features/profile/pages/profile-page'), 'ProfilePage'),
  },
  {
    path: 'logout',
    handle: { name: 'Logout' },
    lazy: page(() => import('../../features/auth/pages/logout-page'), 'LogoutPage'),
  },
];
