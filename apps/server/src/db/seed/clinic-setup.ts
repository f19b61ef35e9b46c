import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  clinicSchedules,
  clinicSpaces,
  clinics,
  insurers,
  professionalSpecialties,
  services,
  specialties,
  tenants,
  userClinics,
  users,
} from '../schema.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { DEMO_PASSWORD, DEMO_TENANT_ID, seedId as id, TESTE_TENANT_ID } from './demo-ids.js';

export const DEMO_CLINIC_PORTO = id(1001);
export const DEMO_CLINIC_MATOSINHOS = id(1002);
export const TESTE_CLINIC = id(2001);
export const DEMO_SOFIA = id(105);

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/**
 * Issue 5's part of the demo: two clinics with rooms and opening hours, specialties, services at
 * Portuguese prices, insurers, a second physiotherapist, and who works where. Each part is keyed on
 * fixed ids, so it is added to an existing `.data/` once and never twice.
 */
export async function seedClinicSetup(database: Database): Promise<void> {
  const done = await database.withTenant(
    DEMO_TENANT_ID,
    async (tx) =>
      (await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, DEMO_CLINIC_PORTO))).length > 0,
  );
  const sofiaHash = done ? null : await hashPassword(DEMO_PASSWORD);
  if (!done) {
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      await tx.insert(clinics).values([
        {
          id: DEMO_CLINIC_PORTO,
          tenantId: DEMO_TENANT_ID,
          name: 'Clínica Demo — Porto',
          address: 'Rua de Santa Catarina, 312',
          postalCode: '4000-443',
          city: 'Porto',
          phone: '+351222012345',
          email: 'porto@demo.clinica.pt',
          nif: '501442600',
        },
        {
          id: DEMO_CLINIC_MATOSINHOS,
          tenantId: DEMO_TENANT_ID,
          name: 'Clínica Demo — Matosinhos',
          address: 'Avenida da República, 1010',
          postalCode: '4450-242',
          city: 'Matosinhos',
          phone: '+351229012345',
          email: 'matosinhos@demo.clinica.pt',
        },
      ]);
      await tx.update(tenants).set({ mainClinicId: DEMO_CLINIC_PORTO }).where(eq(tenants.id, DEMO_TENANT_ID));
      await tx.insert(clinicSpaces).values([
        {
          id: id(1101),
          tenantId: DEMO_TENANT_ID,
          clinicId: DEMO_CLINIC_PORTO,
          name: 'Gabinete 1',
          kind: 'room',
        },
        {
          id: id(1102),
          tenantId: DEMO_TENANT_ID,
          clinicId: DEMO_CLINIC_PORTO,
          name: 'Gabinete 2',
          kind: 'room',
        },
        {
          id: id(1103),
          tenantId: DEMO_TENANT_ID,
          clinicId: DEMO_CLINIC_PORTO,
          name: 'Ginásio',
          kind: 'room',
          capacity: 6,
        },
        {
          id: id(1104),
          tenantId: DEMO_TENANT_ID,
          clinicId: DEMO_CLINIC_PORTO,
          name: 'Ondas de choque',
          kind: 'equipment',
        },
        {
          id: id(1105),
          tenantId: DEMO_TENANT_ID,
          clinicId: DEMO_CLINIC_MATOSINHOS,
          name: 'Sala A',
          kind: 'room',
        },
      ]);
      await tx.insert(clinicSchedules).values([
        ...WEEKDAYS.flatMap((weekday) => [
          {
            tenantId: DEMO_TENANT_ID,
            clinicId: DEMO_CLINIC_PORTO,
            weekday,
            startTime: '08:00',
            endTime: '13:00',
          },
          {
            tenantId: DEMO_TENANT_ID,
            clinicId: DEMO_CLINIC_PORTO,
            weekday,
            startTime: '14:00',
            endTime: '20:00',
          },
          {
            tenantId: DEMO_TENANT_ID,
            clinicId: DEMO_CLINIC_MATOSINHOS,
            weekday,
            startTime: '09:00',
            endTime: '18:00',
          },
        ]),
        {
          tenantId: DEMO_TENANT_ID,
          clinicId: DEMO_CLINIC_PORTO,
          weekday: 'saturday' as const,
          startTime: '09:00',
          endTime: '13:00',
        },
      ]);
      await tx.insert(specialties).values([
        { id: id(1201), tenantId: DEMO_TENANT_ID, name: 'Fisioterapia' },
        { id: id(1202), tenantId: DEMO_TENANT_ID, name: 'Osteopatia' },
        { id: id(1203), tenantId: DEMO_TENANT_ID, name: 'Pilates clínico' },
        { id: id(1204), tenantId: DEMO_TENANT_ID, name: 'Terapia da fala' },
      ]);
      await tx.insert(services).values([
        {
          id: id(1301),
          tenantId: DEMO_TENANT_ID,
          name: 'Consulta de avaliação',
          description: 'Primeira consulta: história clínica, avaliação e plano de tratamento.',
          priceCents: 4500,
          durationMinutes: 60,
          taxExemptionCode: 'M07',
          specialtyId: id(1201),
          colour: '#00796b',
        },
        {
          id: id(1302),
          tenantId: DEMO_TENANT_ID,
          name: 'Sessão de fisioterapia',
          priceCents: 3500,
          durationMinutes: 45,
          taxExemptionCode: 'M07',
          specialtyId: id(1201),
          colour: '#0288d1',
        },
        {
          id: id(1303),
          tenantId: DEMO_TENANT_ID,
          name: 'Osteopatia',
          priceCents: 5000,
          durationMinutes: 50,
          taxExemptionCode: 'M07',
          specialtyId: id(1202),
          colour: '#7b1fa2',
        },
        {
          id: id(1304),
          tenantId: DEMO_TENANT_ID,
          name: 'Pilates clínico (grupo)',
          priceCents: 2000,
          durationMinutes: 50,
          taxExemptionCode: 'M07',
          specialtyId: id(1203),
          colour: '#f57c00',
        },
        {
          id: id(1305),
          tenantId: DEMO_TENANT_ID,
          name: 'Ondas de choque',
          priceCents: 4000,
          durationMinutes: 20,
          taxExemptionCode: 'M07',
          specialtyId: id(1201),
          colour: '#c2185b',
        },
        {
          id: id(1306),
          tenantId: DEMO_TENANT_ID,
          name: 'Banda elástica de resistência',
          priceCents: 850,
          unit: 'unit',
          vatClass: 'normal',
          kind: 'product',
        },
        {
          id: id(1307),
          tenantId: DEMO_TENANT_ID,
          name: 'Gel de massagem 250 ml',
          priceCents: 1290,
          unit: 'unit',
          vatClass: 'normal',
          kind: 'product',
        },
      ]);
      await tx.insert(insurers).values([
        {
          id: id(1401),
          tenantId: DEMO_TENANT_ID,
          name: 'Médis',
          nif: '503496944',
          contact: 'Linha Médis',
          phone: '+351218458888',
        },
        {
          id: id(1402),
          tenantId: DEMO_TENANT_ID,
          name: 'Multicare',
          nif: '507516362',
          contact: 'Apoio ao prestador',
        },
        { id: id(1403), tenantId: DEMO_TENANT_ID, name: 'AdvanceCare', nif: '505174219' },
        { id: id(1404), tenantId: DEMO_TENANT_ID, name: 'ADSE' },
      ]);
      await tx.insert(users).values({
        id: DEMO_SOFIA,
        tenantId: DEMO_TENANT_ID,
        type: 'professional',
        email: 'sofia.almeida@demo.clinica.pt',
        firstName: 'Sofia',
        surname: 'Almeida',
        phone: '+351913456789',
        status: 'email_confirmed',
        passwordHash: sofiaHash,
        defaultDurationMinutes: 50,
        commissionPercent: '35.00',
        calendarColour: '#8e24aa',
      });
      await tx
        .update(users)
        .set({ defaultDurationMinutes: 45, commissionPercent: '40.00', calendarColour: '#1e88e5' })
        .where(eq(users.id, id(102)));
      await tx.insert(userClinics).values([
        { tenantId: DEMO_TENANT_ID, userId: id(101), clinicId: DEMO_CLINIC_PORTO },
        { tenantId: DEMO_TENANT_ID, userId: id(101), clinicId: DEMO_CLINIC_MATOSINHOS },
        { tenantId: DEMO_TENANT_ID, userId: id(102), clinicId: DEMO_CLINIC_PORTO },
        { tenantId: DEMO_TENANT_ID, userId: id(103), clinicId: DEMO_CLINIC_PORTO },
        { tenantId: DEMO_TENANT_ID, userId: DEMO_SOFIA, clinicId: DEMO_CLINIC_PORTO },
        { tenantId: DEMO_TENANT_ID, userId: DEMO_SOFIA, clinicId: DEMO_CLINIC_MATOSINHOS },
        { tenantId: DEMO_TENANT_ID, userId: id(104), clinicId: DEMO_CLINIC_PORTO },
      ]);
      await tx.insert(professionalSpecialties).values([
        { tenantId: DEMO_TENANT_ID, userId: id(102), specialtyId: id(1201) },
        { tenantId: DEMO_TENANT_ID, userId: DEMO_SOFIA, specialtyId: id(1202) },
        { tenantId: DEMO_TENANT_ID, userId: DEMO_SOFIA, specialtyId: id(1203) },
      ]);
    });
  }

  // The second tenant gets one clinic and one service, so isolation has something to hide.
  await database.withTenant(TESTE_TENANT_ID, async (tx) => {
    if ((await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, TESTE_CLINIC))).length)
      return;
    await tx
      .insert(clinics)
      .values({ id: TESTE_CLINIC, tenantId: TESTE_TENANT_ID, name: 'Clínica Teste — Braga', city: 'Braga' });
    await tx.update(tenants).set({ mainClinicId: TESTE_CLINIC }).where(eq(tenants.id, TESTE_TENANT_ID));
    await tx
      .insert(clinicSpaces)
      .values({ id: id(2101), tenantId: TESTE_TENANT_ID, clinicId: TESTE_CLINIC, name: 'Sala única' });
    await tx.insert(specialties).values({ id: id(2201), tenantId: TESTE_TENANT_ID, name: 'Fisioterapia' });
    await tx.insert(services).values({
      id: id(2301),
      tenantId: TESTE_TENANT_ID,
      name: 'Sessão de fisioterapia',
      priceCents: 3000,
      durationMinutes: 45,
      taxExemptionCode: 'M07',
    });
    await tx.insert(insurers).values({ id: id(2401), tenantId: TESTE_TENANT_ID, name: 'Médis' });
  });
}
