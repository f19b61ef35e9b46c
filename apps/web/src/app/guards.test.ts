import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './guards';
import { makeUser } from './test-users';

const go = (
  name: string,
  user: ReturnType<typeof makeUser> | null,
  previousPath: string | null = null,
  isProtected = true,
) => resolveRedirect({ name, isProtected, user, previousPath });

describe('navigation rules (spec §2)', () => {
  it('sends a logged-out user on a protected route to Login, and lets public routes through', () => {
    expect(go('Patients', null)).toBe('/login');
    expect(go('Login', null, null, false)).toBeNull();
    expect(go('SignUp', null, null, false)).toBeNull();
    expect(go('NotFound', null, null, false)).toBeNull();
  });

  it('sends a logged-out user going to Logout or Home to Login', () => {
    expect(go('Logout', null)).toBe('/login');
    expect(go('Home', null, null, false)).toBe('/login');
  });

  it('sends a logged-in user going to Home, Functionalities, Configurations or Login to Dashboard', () => {
    const manager = makeUser('manager');
    for (const name of ['Home', 'Functionalities', 'Configurations', 'Login'])
      expect(go(name, manager)).toBe('/dashboard');
    expect(go('ConfigurationsHome', manager)).toBeNull();
  });

  it('follows Dashboard on: front desk to Calendar, professional to the previous route or Calendar', () => {
    expect(go('Login', makeUser('front_desk'))).toBe('/calendar');
    expect(go('Dashboard', makeUser('front_desk'))).toBe('/calendar');
    expect(go('Home', makeUser('professional'))).toBe('/calendar');
    expect(go('Home', makeUser('professional'), '/patients')).toBe('/patients');
    expect(go('Dashboard', makeUser('patient'))).toBeNull();
    expect(go('Dashboard', makeUser('manager'))).toBeNull();
  });

  it('bars a professional from Dashboard, user management, invoicing info, account config and templates', () => {
    const professional = makeUser('professional');
    for (const name of [
      'Dashboard',
      'UserManagement',
      'InvoicingInfo',
      'AccountConfig',
      'AllCommunicationTemplates',
    ]) {
      expect(go(name, professional, '/patients/1')).toBe('/patients/1');
      expect(go(name, professional)).toBe('/calendar');
    }
    expect(go('Specialties', professional)).toBe('/calendar');
    expect(go('Insurers', professional, '/patients/1')).toBe('/patients/1');
    expect(go('Specialties', makeUser('manager'))).toBeNull();
    expect(go('Subscription', professional)).toBeNull();
    expect(go('UserManagement', makeUser('manager'))).toBeNull();
  });

  it('sends a patient going to Services to Dashboard', () => {
    expect(go('Services', makeUser('patient'))).toBe('/dashboard');
    expect(go('Service', makeUser('patient'))).toBe('/dashboard');
    expect(go('Services', makeUser('manager'))).toBeNull();
  });

  it('sends a patient from every staff screen home, and lets them into their own pages', () => {
    const patient = makeUser('patient');
    for (const name of [
      'Patients',
      'PatientProfile',
      'UserManagement',
      'Calendar',
      'Appointment',
      'AddNewInvoice',
      'Anything',
    ])
      expect(go(name, patient, '/profile'), name).toBe('/dashboard');
    for (const name of [
      'Dashboard',
      'PatientAppointment',
      'PatientProgramme',
      'PatientDocuments',
      'Invoice',
      'Profile',
      'Logout',
    ])
      expect(go(name, patient), name).toBeNull();
    // The staff's list of documents (its filters and totals) is not theirs: their own list is (issue 43 §5).
    expect(go('Invoices', patient, '/profile')).toBe('/dashboard');
    // Public routes stay open (a patient may still read a public page or a not-found page).
    expect(go('NotFound', patient, null, false)).toBeNull();
  });

  it('keeps the patient’s own appointment page for patients: anyone else goes where Dashboard sends them', () => {
    expect(go('PatientAppointment', makeUser('manager'))).toBe('/dashboard');
    expect(go('PatientAppointment', makeUser('front_desk'))).toBe('/calendar');
    expect(go('PatientAppointment', makeUser('professional'), '/patients')).toBe('/patients');
  });

  it('keeps the patient’s own exercise programme page for patients (issue 24)', () => {
    expect(go('PatientProgramme', makeUser('patient'))).toBeNull();
    expect(go('PatientProgramme', makeUser('manager'))).toBe('/dashboard');
    expect(go('PatientProgramme', makeUser('front_desk'))).toBe('/calendar');
    expect(go('PatientProgramme', makeUser('professional'), '/patients/1')).toBe('/patients/1');
  });

  it('opens the clinical evaluations to managers and professionals, never to front desk (issue 23)', () => {
    const professional = makeUser('professional', {
      permissions: { evaluations: { read: true, create: true, update: true } },
    });
    const frontDesk = makeUser('front_desk', { permissions: { appointments: { read: true } } });
    for (const name of ['EvaluationNew', 'Evaluation', 'ObjectiveEvaluation']) {
      expect(go(name, makeUser('manager')), name).toBeNull();
      expect(go(name, professional), name).toBeNull();
      expect(go(name, frontDesk, '/appointments/1'), name).toBe('/appointments/1');
      expect(go(name, frontDesk), name).toBe('/calendar');
      expect(go(name, makeUser('patient')), name).toBe('/dashboard');
    }
    // Writing a new one needs evaluations.create; reading the others, evaluations.read.
    const reader = makeUser('professional', { permissions: { evaluations: { read: true } } });
    expect(go('EvaluationNew', reader)).toBe('/calendar');
    expect(go('Evaluation', reader)).toBeNull();
    expect(go('ObjectiveEvaluation', reader)).toBeNull();
  });

  it('opens the outcome measures to whoever reads them — managers and professionals — never front desk (issue 25)', () => {
    const professional = makeUser('professional', { permissions: { instruments: { read: true } } });
    const frontDesk = makeUser('front_desk', { permissions: { patients: { read: true } } });
    for (const name of ['Instruments', 'Instrument']) {
      expect(go(name, makeUser('manager')), name).toBeNull();
      expect(go(name, professional), name).toBeNull();
      expect(go(name, makeUser('professional'), '/patients/1'), name).toBe('/patients/1');
      expect(go(name, frontDesk, '/patients'), name).toBe('/patients');
      expect(go(name, frontDesk), name).toBe('/calendar');
      expect(go(name, makeUser('patient')), name).toBe('/dashboard');
    }
  });

  it('opens the invoices to whoever reads them, and the new invoice to whoever may create one (issue 26)', () => {
    const frontDesk = makeUser('front_desk', {
      permissions: { invoicing_documents: { read: true, create: true, update: true } },
    });
    const reader = makeUser('professional', { permissions: { invoicing_documents: { read: true } } });
    for (const name of ['Invoices', 'Invoice', 'AddNewInvoice']) {
      expect(go(name, makeUser('manager')), name).toBeNull();
      expect(go(name, frontDesk), name).toBeNull();
      expect(go(name, makeUser('professional'), '/patients/1'), name).toBe('/patients/1');
    }
    expect(go('Invoices', reader)).toBeNull();
    expect(go('Invoice', reader)).toBeNull();
    expect(go('AddNewInvoice', reader, '/invoices')).toBe('/invoices');
    expect(go('AddNewInvoice', makeUser('patient'))).toBe('/dashboard');
  });

  it('opens the expenses to managers and professionals granted expenses:list_all, never the front desk (issue 27)', () => {
    const granted = makeUser('professional', { permissions: { expenses: { list_all: true } } });
    const frontDesk = makeUser('front_desk', { permissions: { patients: { read: true } } });
    for (const name of ['Expenses', 'Expense', 'AddNewExpense']) {
      expect(go(name, makeUser('manager')), name).toBeNull();
      expect(go(name, makeUser('professional'), '/patients/1'), name).toBe('/patients/1');
      expect(go(name, frontDesk), name).toBe('/calendar');
      expect(go(name, makeUser('patient')), name).toBe('/dashboard');
    }
    expect(go('Expenses', granted)).toBeNull();
    expect(go('Expense', granted)).toBeNull();
    expect(go('AddNewExpense', granted, '/expenses')).toBe('/expenses');
  });
});
