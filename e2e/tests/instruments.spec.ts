import { expect, test, type Page } from '@playwright/test';
import { api, book, mainClinic, professionalByEmail, serviceNamed } from './calendar-support';
import { noHorizontalScroll, screenshot, seriousViolations, signIn, users } from './support';

// Issue 25: a professional records an ODI at a demo patient's first and fifth sessions and sees the
// trend, with the change past the MCID marked, in the Clinical record.

/** The first demo patient the professional sees who has no outcome measures yet. */
async function demoPatientWithoutMeasures(page: Page): Promise<string> {
  const patients = await api<{ items: { id: string }[] }>(
    page.request,
    'GET',
    '/api/v1/users/patients?page_size=50',
  );
  for (const { id } of patients.items) {
    const trends = await api<{ items: unknown[] }>(
      page.request,
      'GET',
      `/api/v1/instruments/trends?patient_id=${id}`,
    );
    if (!trends.items.length) return id;
  }
  throw new Error('every demo patient has measures');
}

/** Fills the ODI in the open dialog with `value` for every section. */
async function recordOdi(page: Page, value: number) {
  await page.getByRole('button', { name: 'Registar instrumento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registar instrumento' });
  await dialog.getByRole('combobox', { name: 'Instrumento' }).click();
  await page.getByRole('option', { name: /^ODI/ }).click();
  for (let n = 1; n <= 10; n++)
    await dialog
      .getByRole('radiogroup', { name: new RegExp(`^${n}\\. `) })
      .getByRole('radio', { name: new RegExp(`^${value}( —|$)`) })
      .check();
  await expect(dialog.getByRole('status')).toContainText(`Pontuação: ${value * 20}`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`ODI registado: ${value * 20} %`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a professional records an ODI at the first and fifth sessions and sees the improvement past the MCID', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.professional, '/calendar');
  const professional = await professionalByEmail(page.request, users.professional);
  const service = await serviceNamed(page.request, 'Sessão de fisioterapia');
  const clinic = await mainClinic(page.request);
  const patient = await demoPatientWithoutMeasures(page);
  // Five weekly sessions, far enough ahead not to meet other journeys.
  const sessions = [];
  for (let week = 0; week < 5; week++) {
    const day = new Date(Date.UTC(2027, 8, 6 + week * 7)).toISOString().slice(0, 10);
    sessions.push(
      await book(page.request, {
        patient_id: patient,
        professional_id: professional.id,
        service_id: service.id,
        clinic_id: clinic.id,
        starts_at: `${day}T08:00:00.000Z`,
        ends_at: `${day}T08:45:00.000Z`,
      }),
    );
  }

  await page.goto(`/appointments/${sessions[0]!.id}`);
  await recordOdi(page, 4); // 40 of 50: 80 %
  await page.goto(`/appointments/${sessions[4]!.id}`);
  await recordOdi(page, 2); // 20 of 50: 40 %

  await page.goto(`/patients/${patient}?tab=evaluations`);
  const odi = page.getByRole('region', { name: /^ODI — Índice de incapacidade de Oswestry/ });
  await expect(odi).toContainText('melhoria clinicamente relevante');
  await expect(odi).toContainText('MCID: 10');
  const table = odi.getByRole('table', { name: 'ODI: pontuações ao longo do tempo' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').last()).toContainText('Melhoria clinicamente relevante');
  await expect(table.getByRole('row').last()).toContainText('−40');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'instruments-trend-1366');

  // The catalogue and the definition, as the menu-less /instruments page shows them.
  await odi.page().getByRole('link', { name: 'Ver catálogo de instrumentos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instrumentos de avaliação' })).toBeVisible();
  await page.getByRole('link', { name: /^ODI — / }).click();
  await expect(page.getByRole('table', { name: 'Últimas respostas na clínica' })).toContainText('40');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the form shows one item per screen, steps with «Seguinte», and is axe-clean at 390 px', async ({
    page,
  }) => {
    await signIn(page, users.professional, '/calendar');
    const patient = await demoPatientWithoutMeasures(page);
    await page.goto(`/patients/${patient}?tab=evaluations`);
    await page.getByRole('button', { name: 'Registar instrumento' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Registar instrumento' });
    await dialog.getByRole('combobox', { name: 'Instrumento' }).tap();
    await page.getByRole('option', { name: /^ODI/ }).tap();
    await expect(dialog.getByText('Item 1 de 10')).toBeVisible();
    await expect(dialog.getByRole('radiogroup')).toHaveCount(1);
    await dialog.getByRole('radiogroup', { name: /^1\. / }).getByRole('radio', { name: '3' }).check();
    await dialog.getByRole('button', { name: 'Seguinte' }).tap();
    await expect(dialog.getByText('Item 2 de 10')).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: /^2\. / })).toBeVisible();
    await dialog.getByRole('button', { name: 'Anterior' }).tap();
    await expect(
      dialog.getByRole('radiogroup', { name: /^1\. / }).getByRole('radio', { name: '3' }),
    ).toBeChecked();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'instruments-record-390');
  });
});
