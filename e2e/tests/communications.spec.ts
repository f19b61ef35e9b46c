import { expect, test } from '@playwright/test';
import { signIn, users } from './support';
import { api, mainClinic, professionalByEmail, serviceNamed } from './calendar-support';
import { caughtMail } from './mailbox';

// Issue 46: a reminder e-mail's confirm link, opened on a 390 px phone without logging in, confirms the
// appointment — and the calendar then says so. The demo clinic sends reminders 24 h ahead (its seed);
// the worker's minute sweep picks the appointment up and delivers the e-mail over SMTP.

test('a patient confirms from the reminder on a phone, and the calendar shows it confirmed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, users.manager, '/calendar');
  const stamp = Date.now().toString(36);
  const email = `lembrete.${stamp}@exemplo.pt`;
  const patient = await api<{ id: string; surname: string }>(page.request, 'POST', '/api/v1/users/patients', {
    first_name: 'Leonor',
    surname: `Lembrete${stamp}`,
    email,
    consent_email: true,
  });
  const professional = await professionalByEmail(page.request, users.professional);
  const service = await serviceNamed(page.request, 'Sessão de fisioterapia');
  const clinic = await mainClinic(page.request);
  // About twenty hours from now, on a quarter hour: inside the 24-hour window. Another journey of the run
  // may have booked the professional then (the hour depends on when the run starts): the next quarter
  // hour that is free, still inside the window.
  let start = new Date(Math.ceil((Date.now() + 20 * 3_600_000) / 900_000) * 900_000);
  for (let tries = 0; ; tries++) {
    const res = await page.request.post('/api/v1/appointments', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {
        patient_id: patient.id,
        professional_id: professional.id,
        service_id: service.id,
        clinic_id: clinic.id,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
        confirm_outside_schedule: true,
      },
    });
    if (res.status() === 201) break;
    const body = await res.text();
    expect(res.status() === 409 && body.includes('double_booking') && tries < 12, body).toBe(true);
    start = new Date(start.getTime() + 15 * 60_000);
  }

  const mail = await caughtMail(email, /^Lembrete da sua consulta/, 120_000);
  const link = /(https?:\/\/\S+\/appointment-link\?token=\S+)/.exec(mail.text)![1]!;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  });
  const patientPage = await phone.newPage();
  await patientPage.goto(link);
  await expect(patientPage.getByRole('heading', { level: 1, name: 'A sua consulta' })).toBeVisible();
  await expect(patientPage.getByText(/^Olá Leonor, tem consulta na /)).toBeVisible();
  await patientPage.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(patientPage.getByText('Obrigado! A sua consulta está confirmada.')).toBeVisible();
  // Nothing wider than the phone.
  expect(await patientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  const date = start.toLocaleDateString('sv-SE', { timeZone: 'Europe/Lisbon' });
  await page.goto(`/calendar?view=day&date=${date}&professionals=${professional.id}`);
  const event = page.locator('.rbc-event', { hasText: patient.surname });
  await event.scrollIntoViewIfNeeded();
  await expect(event).toContainText('✓ Confirmada');
  // And in its quick view.
  await event.click();
  const quick = page.getByRole('dialog', { name: `Leonor ${patient.surname}` });
  await expect(quick.getByText('✓ Confirmada')).toBeVisible();
});
