import { seedDemoCampaign, seedDemoCommunications } from './demo-communications.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { patientProfiles, tenants, users } from '../schema.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { refreshSearchText } from '../../modules/patients/patients.repository.js';

import {
  DEMO_FRONT_DESK_ID,
  DEMO_MANAGER_ID,
  DEMO_PASSWORD,
  DEMO_PATIENT_ID,
  DEMO_PROFESSIONAL_ID,
  DEMO_TENANT_ID,
  TESTE_TENANT_ID,
} from './demo-ids.js';
import { seedClinicSetup } from './clinic-setup.js';
import { seedDemoUnavailable } from './demo-unavailable.js';
import { seedDemoOnlineBooking } from './demo-online-booking.js';
import { seedDemoPatients } from './demo-patients.js';
import { seedDemoAppointments } from './demo-appointments.js';
import { seedDemoEvaluations } from './demo-evaluations.js';
import { seedDemoExerciseImages } from './demo-exercise-images.js';
import { seedDemoInterventions } from './demo-interventions.js';
import { seedDemoProgrammes } from './demo-programmes.js';
import { seedDemoInstruments } from './demo-instruments.js';
import { seedDemoInvoicing } from './demo-invoicing.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoCashClose } from './demo-cash-close.js';
import { seedDemoStock } from './demo-stock.js';
import { seedDemoInsurers } from './demo-insurers.js';
import { seedDemoInsurerBilling } from './demo-insurer-billing.js';
import { seedDemoPacks } from './demo-packs.js';
import { seedDemoExpenses, seedDemoSupplierInvoice } from './demo-expenses.js';
import { seedDemoSubscription } from './demo-subscription.js';
import type { Storage } from '../../modules/files/storage.js';

export { DEMO_PASSWORD, DEMO_TENANT_ID, TESTE_TENANT_ID };

type SeedUser = {
  id: string;
  type: 'manager' | 'professional' | 'front_desk' | 'patient';
  email: string;
  firstName: string;
  surname: string;
  phone: string;
};

export const demoUsers: Array<SeedUser & { tenantId: string }> = [
  {
    tenantId: DEMO_TENANT_ID,
    id: DEMO_MANAGER_ID,
    type: 'manager',
    email: 'gestor@demo.clinica.pt',
    firstName: 'Helena',
    surname: 'Marques',
    phone: '+351912345601',
  },
  {
    tenantId: DEMO_TENANT_ID,
    id: DEMO_PROFESSIONAL_ID,
    type: 'professional',
    email: 'fisio@demo.clinica.pt',
    firstName: 'Tiago',
    surname: 'Fonseca',
    phone: '+351912345602',
  },
  {
    tenantId: DEMO_TENANT_ID,
    id: DEMO_FRONT_DESK_ID,
    type: 'front_desk',
    email: 'rececao@demo.clinica.pt',
    firstName: 'Marta',
    surname: 'Sousa',
    phone: '+351912345603',
  },
  {
    tenantId: DEMO_TENANT_ID,
    id: DEMO_PATIENT_ID,
    type: 'patient',
    email: 'paciente@demo.clinica.pt',
    firstName: 'João',
    surname: 'Carlos Silva',
    phone: '+351912345604',
  },
  {
    tenantId: TESTE_TENANT_ID,
    id: '0d3c7a52-5b1e-4c59-9d4a-000000000201',
    type: 'manager',
    email: 'gestor@teste.clinica.pt',
    firstName: 'Rui',
    surname: 'Teixeira',
    phone: '+351912345701',
  },
];

const demoTenants = [
  { id: DEMO_TENANT_ID, name: 'Clínica Demo' },
  { id: TESTE_TENANT_ID, name: 'Clínica Teste' },
];

/**
 * The demo clinics (DESIGN §9): applied at every start in demo mode; each part checks whether it is
 * there, so parts added by later issues reach an existing `.data/` too. Writes go through the tenant
 * transaction like any request, so row-level security applies to the seed as well. `storage`: where
 * the demo expenses' receipts and the exercises' pictures go (the app's own); without it they have none.
 * `now`: the moment the demo is built around (a month back, two weeks ahead); a test may pick any day.
 */
export async function seedDemo(database: Database, storage?: Storage, now: Date = new Date()): Promise<void> {
  await seedTenantsAndUsers(database);
  await seedClinicSetup(database);
  await seedDemoPatients(database);
  await seedDemoInsurers(database, now);
  await seedDemoAppointments(database, now);
  await seedDemoUnavailable(database, now);
  await seedDemoEvaluations(database, now);
  await seedDemoInterventions(database);
  await seedDemoExerciseImages(database, storage);
  await seedDemoProgrammes(database, now);
  await seedDemoInstruments(database, now);
  // Before the invoicing: its issued documents sell products out of this stock.
  await seedDemoStock(database, now);
  await seedDemoInvoicing(database, now);
  await seedDemoPayments(database, now);
  await seedDemoCashClose(database, now);
  await seedDemoExpenses(database, storage, now);
  await seedDemoSupplierInvoice(database, now);
  await seedDemoPacks(database, now);
  await seedDemoInsurerBilling(database, now);
  await seedDemoCommunications(database, now);
  await seedDemoOnlineBooking(database, now);
  await seedDemoCampaign(database, now);
  // Last: the subscription counts the professionals the demo has by now.
  await seedDemoSubscription(database, now);
}

export async function seedTenantsAndUsers(database: Database): Promise<void> {
  let hash: string | undefined;
  for (const t of demoTenants) {
    await database.withTenant(t.id, async (tx) => {
      await tx
        .insert(tenants)
        .values({ id: t.id, name: t.name, subscriptionStatus: 'active', trialEndsAt: null })
        .onConflictDoNothing();
    });
    for (const u of demoUsers.filter((x) => x.tenantId === t.id)) {
      const exists = await database.withTenant(
        t.id,
        async (tx) => (await tx.select({ id: users.id }).from(users).where(eq(users.id, u.id))).length > 0,
      );
      if (exists) continue;
      hash ??= await hashPassword(DEMO_PASSWORD);
      await database.withTenant(t.id, async (tx) => {
        await tx
          .insert(users)
          .values({
            id: u.id,
            tenantId: t.id,
            type: u.type,
            email: u.email,
            firstName: u.firstName,
            surname: u.surname,
            phone: u.phone,
            status: 'email_confirmed',
            passwordHash: hash,
            canLogin: true,
          })
          .onConflictDoNothing();
      });
    }
  }
  await seedPatientProfiles(database);
}

/** The demo patient's record (a patient is a user plus a profile row). */
async function seedPatientProfiles(database: Database): Promise<void> {
  for (const u of demoUsers.filter((x) => x.type === 'patient')) {
    await database.withTenant(u.tenantId, async (tx) => {
      await tx
        .insert(patientProfiles)
        .values({
          tenantId: u.tenantId,
          userId: u.id,
          address: 'Rua do Almada, 45, 2.º Esq.',
          postalCode: '4050-037',
          city: 'Porto',
          nif: '123456789',
          job: 'Professor',
          dateOfBirth: '1984-03-12',
          consentSms: true,
          consentEmail: true,
        })
        .onConflictDoNothing();
      await refreshSearchText(tx, u.id);
    });
  }
}
