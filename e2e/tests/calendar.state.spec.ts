import { expect, test } from '@playwright/test';
import { harness, resetServer, signIn, users } from './support';
import {
  book,
  createPatient,
  mainClinic,
  professionalByEmail,
  professionals,
  serviceNamed,
} from './calendar-support';

// Changes a tenant-wide permission (the professional's appointments:list_all): runs in the state project.
const DAY = '2027-03-01'; // a Monday, Lisbon = UTC

test.afterEach(async ({ request }) => {
  await resetServer(request);
});

test('a professional without list_all sees only their own appointments', async ({ page, request }) => {
  await signIn(page, users.manager, '/calendar');
  const tiago = await professionalByEmail(page.request, users.professional);
  const sofia = (await professionals(page.request)).find((p) => p.first_name === 'Sofia')!;
  expect(sofia).toBeTruthy();
  const service = await serviceNamed(page.request, 'Sessão de fisioterapia');
  const clinic = await mainClinic(page.request);
  const mine = await createPatient(page.request, 'Própria');
  const theirs = await createPatient(page.request, 'Alheia');
  for (const [patient, professional] of [
    [mine, tiago],
    [theirs, sofia],
  ] as const) {
    await book(page.request, {
      patient_id: patient.id,
      professional_id: professional.id,
      service_id: service.id,
      clinic_id: clinic.id,
      starts_at: `${DAY}T10:00:00.000Z`,
      ends_at: `${DAY}T10:45:00.000Z`,
    });
  }

  await harness(request, 'permission', {
    email: users.professional,
    resource: 'appointments',
    action: 'list_all',
    allowed: false,
  });
  await signIn(page, users.professional, `/calendar?view=week&date=${DAY}`);
  await expect(page.locator('.rbc-event', { hasText: mine.surname })).toBeVisible();
  await expect(page.locator('.rbc-event', { hasText: theirs.surname })).toHaveCount(0);
  await page.goto(`/appointments?from_date=${DAY}&to_date=${DAY}`);
  await expect(page.getByRole('cell', { name: `${mine.first_name} ${mine.surname}` })).toBeVisible();
  await expect(page.getByRole('table').getByText(theirs.surname)).toHaveCount(0);
});
