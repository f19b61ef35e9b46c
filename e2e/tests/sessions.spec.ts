import { expect, test } from '@playwright/test';
import { api, book, bookNewPatient } from './calendar-support';
import { noHorizontalScroll, screenshot, seriousViolations, signIn, users } from './support';

// Issue 24, part 2: what was done in a session — a professional records two exercises with their sets
// in a session, fills the next session from it, and sees the load's progress; on a phone, axe-clean.

test('a professional records two exercises with sets, copies them to the next session and sees the progress', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, users.professional, '/calendar');
  const { professional, patient, booked } = await bookNewPatient(
    page.request,
    users.professional,
    'Sessões',
    '2027-05-17T09:00:00.000Z',
    '2027-05-17T09:45:00.000Z',
  );
  const next = await book(page.request, {
    patient_id: patient.id,
    professional_id: professional.id,
    service_id: (await api<{ service_id: string }>(page.request, 'GET', `/api/v1/appointments/${booked.id}`))
      .service_id,
    clinic_id: (await api<{ clinic_id: string }>(page.request, 'GET', `/api/v1/appointments/${booked.id}`))
      .clinic_id,
    starts_at: '2027-05-20T09:00:00.000Z',
    ends_at: '2027-05-20T09:45:00.000Z',
  });

  await page.goto(`/appointments/${booked.id}`);
  const section = page.getByRole('region', { name: 'Intervenções realizadas' });
  await expect(section.getByText('Ainda não há intervenções registadas nesta sessão.')).toBeVisible();

  // Squat: three sets of 12 at 10 kg, the last at 12,5 kg (a decimal comma).
  await section.getByRole('combobox', { name: 'Adicionar intervenção' }).fill('Agachamento');
  await page
    .getByRole('option', { name: /^Agachamento/ })
    .first()
    .click();
  const squat = section.getByRole('listitem').filter({ hasText: 'Agachamento' }).first();
  await squat.getByLabel('Série 1: Repetições').fill('12');
  await squat.getByLabel('Série 1: Carga (kg)').fill('10');
  await squat.getByRole('button', { name: 'Adicionar série' }).click();
  await squat.getByLabel('Série 2: Repetições').fill('12');
  await squat.getByLabel('Série 2: Carga (kg)').fill('12,5');
  await expect(squat.getByText('Volume: 270 kg')).toBeVisible();
  await squat.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Intervenção guardada')).toBeVisible();

  // A plank held for 30 seconds.
  await section.getByRole('combobox', { name: 'Adicionar intervenção' }).fill('Prancha ventral');
  await page.getByRole('option', { name: /^Prancha ventral/ }).click();
  const plank = section.getByRole('listitem').filter({ hasText: 'Prancha ventral' });
  await plank.getByLabel('Série 1: Tempo (s)').fill('30');
  await plank.getByRole('button', { name: 'Guardar' }).click();
  await expect(plank.getByText('Por guardar')).toHaveCount(0);

  // The next session starts from this one, then goes heavier.
  await page.goto(`/appointments/${next.id}`);
  await section.getByRole('button', { name: 'Copiar da sessão anterior' }).click();
  await expect(page.getByText('Copiadas 2 intervenções da sessão anterior')).toBeVisible();
  const squatAgain = section.getByRole('listitem').filter({ hasText: 'Agachamento' }).first();
  await expect(squatAgain.getByLabel('Série 2: Carga (kg)')).toHaveValue('12,5');
  await squatAgain.getByLabel('Série 2: Carga (kg)').fill('15');
  await squatAgain.getByRole('button', { name: 'Guardar' }).click();
  await expect(squatAgain.getByText('Volume: 300 kg')).toBeVisible();

  await squatAgain.getByRole('button', { name: /^Ver evolução/ }).click();
  const progress = page.getByRole('dialog', { name: /^Evolução — Agachamento/ });
  await expect(progress).toBeVisible();
  // The figures behind the chart, as a table: top load 12,5 → 15 kg, volume 270 → 300 kg.
  await expect(progress.getByRole('table')).toContainText('17/05/2027');
  await expect(progress.getByRole('table')).toContainText('20/05/2027');
  await expect(progress.getByRole('table')).toContainText('300');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'session-progress-1366');

  // Both sessions in the patient's Clinical record.
  await page.keyboard.press('Escape');
  await page.goto(`/patients/${patient.id}?tab=evaluations`);
  await expect(page.getByText('Sessão de 20/05/2027')).toBeVisible();
  await expect(page.getByText('Sessão de 17/05/2027')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a session’s interventions are usable and axe-clean at 390 px', async ({ page }) => {
    await signIn(page, users.professional, '/calendar');
    const { booked } = await bookNewPatient(
      page.request,
      users.professional,
      'SessõesTelefone',
      '2027-05-18T09:00:00.000Z',
      '2027-05-18T09:45:00.000Z',
    );
    await page.goto(`/appointments/${booked.id}`);
    const section = page.getByRole('region', { name: 'Intervenções realizadas' });
    await section.getByRole('combobox', { name: 'Adicionar intervenção' }).fill('Ponte');
    await page
      .getByRole('option', { name: /^Ponte glútea/ })
      .first()
      .tap();
    await expect(section.getByText('Por guardar')).toBeVisible();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'session-390');
  });
});
