import { expect, test, type Page } from '@playwright/test';
import { bookNewPatient, bookTodayLate, createPatient } from './calendar-support';
import { noHorizontalScroll, screenshot, seriousViolations, signIn, users } from './support';

// Issue 23: a professional evaluates today's appointment (subjective, objective with a body-chart mark
// chosen by keyboard), signs both and finds them in the patient's Clinical record; the front desk
// cannot open any of it; both forms are axe-clean on a phone.

async function signDraft(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/evaluations') && ['POST', 'PUT'].includes(r.request().method()),
  );
  await page.getByRole('button', { name: 'Guardar rascunho' }).click();
  expect((await saved).ok()).toBe(true);
  // A new subjective evaluation moves to its own address once saved.
  await page.waitForURL(/\/(evaluations\/[0-9a-f-]{36}|objective_evaluation)$/);
  // The saved draft's page, with its state in the heading (a new one has none).
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinar a avaliação?' });
  await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();
  await expect(page.getByText('Avaliação assinada', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Assinada por .+ em \d\d\/\d\d\/\d{4} às \d\d:\d\d$/)).toBeVisible();
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * Walks the body chart's focus with the arrow keys, as a person would: down the figure to a knee, then
 * across to the patient's right one (on the viewer's left in the front view).
 */
async function arrowToRightKnee(page: Page) {
  for (let i = 0; i < 12 && !(await focusedLabel(page)).startsWith('Joelho'); i++)
    await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3 && !(await focusedLabel(page)).startsWith('Joelho direito'); i++)
    await page.keyboard.press('ArrowLeft');
  expect(await focusedLabel(page)).toBe('Joelho direito (frente)');
}

test('a professional evaluates today’s session, signs, and finds it in the patient’s Clinical record', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, users.professional, '/calendar');
  const { patient, booked } = await bookTodayLate(
    page.request,
    await createPatient(page.request, 'Avaliada'),
  );
  await page.goto(`/appointments/${booked.id}`);
  await expect(page.getByText('Ainda não há avaliações desta consulta.')).toBeVisible();

  // Subjective: complaint, pain by keyboard, one red flag answered yes, notes with their counter.
  await page.getByRole('link', { name: 'Nova avaliação subjetiva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova avaliação subjetiva' })).toBeVisible();
  await page.getByLabel('Queixa principal').fill('Dor no joelho direito ao subir escadas');
  await page.getByLabel('História da condição atual').fill('Há 6 semanas, depois de uma corrida de 10 km.');
  const now = page.getByRole('radiogroup', { name: /^Dor agora/ });
  await now.getByRole('radio', { name: '0', exact: true }).focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(now.getByRole('radio', { name: '6', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page
    .getByRole('radiogroup', { name: /^Dor no pior momento/ })
    .getByRole('radio', { name: '8', exact: true })
    .click();
  const nightPain = page.getByRole('group', { name: /Dor noturna que não alivia com o repouso/ });
  await nightPain.getByRole('radio', { name: 'Sim', exact: true }).check();
  await expect(nightPain.getByText('Positivo')).toBeVisible();
  await page
    .getByRole('group', { name: /Perda de peso inexplicada/ })
    .getByRole('radio', { name: 'Não', exact: true })
    .check();
  await page.getByLabel('Notas').fill('Corre 3 vezes por semana.');
  await expect(page.getByText('25 / 5000')).toBeVisible();
  await signDraft(page);
  // Read-only now, the red flag first and plain to see.
  await expect(page.getByRole('button', { name: 'Guardar rascunho' })).toHaveCount(0);
  await expect(page.getByText('Dor noturna que não alivia com o repouso').first()).toBeVisible();
  await expect(page.getByText('Agora 6 · Pior 8')).toBeVisible();

  // Objective: observation, a special test from the catalogue, and a body-chart mark chosen by keyboard.
  await page.getByRole('link', { name: 'Voltar à consulta' }).click();
  await page.getByRole('link', { name: 'Avaliação objetiva', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação objetiva' })).toBeVisible();
  await page.getByLabel('Observação', { exact: true }).fill('Derrame articular ligeiro no joelho direito.');
  await page.getByRole('button', { name: 'Adicionar teste' }).click();
  const testField = page.getByRole('combobox', { name: 'Teste' });
  await testField.fill('Lachm');
  await page.getByRole('option', { name: 'Teste de Lachman' }).click();
  const testRow = page.getByRole('group', { name: 'Testes especiais, linha 1' });
  await testRow.getByLabel('Lado').selectOption({ label: 'Direito' });
  await testRow.getByLabel('Resultado').selectOption({ label: 'Positivo' });

  const front = page.getByRole('group', { name: 'Frente' });
  await front.locator('[tabindex="0"]').focus();
  await arrowToRightKnee(page);
  await page.keyboard.press('Enter');
  const markDialog = page.getByRole('dialog', { name: 'Joelho direito (frente)' });
  await expect(markDialog).toBeVisible();
  await markDialog.getByRole('button', { name: '7/10' }).press('Enter');
  await markDialog.getByRole('checkbox', { name: 'Formigueiro' }).press('Space');
  await markDialog.getByRole('button', { name: 'Guardar' }).press('Enter');
  await expect(markDialog).toBeHidden();
  await expect(page.getByText('Joelho direito (frente) — 7/10, formigueiro')).toBeVisible();
  await signDraft(page);
  await expect(page.getByText('Joelho direito (frente) — 7/10, formigueiro')).toBeVisible();

  // The appointment lists both, signed; the patient's Clinical record shows both, newest first.
  await page.getByRole('link', { name: 'Voltar à consulta' }).click();
  await expect(page.getByRole('link', { name: 'Avaliação subjetiva', exact: true })).toBeVisible();
  await expect(page.getByText('Assinada', { exact: true })).toHaveCount(2);
  await page.goto(`/patients/${patient.id}`);
  await page.getByRole('tab', { name: 'Registo clínico' }).click();
  const record = page.getByRole('tabpanel');
  await expect(record.getByText('2 de 2')).toBeVisible();
  await expect(record.getByText('Dor noturna que não alivia com o repouso')).toBeVisible();
  await expect(record.getByText(/Agora 6/)).toBeVisible();
  await expect(record.getByText(/Joelho dir\. 7/)).toBeVisible();
  await screenshot(page, 'clinical-record-1366');
});

test('the front desk opens no evaluation: no section, no tab, no page, 403 from the API', async ({
  page,
}) => {
  await signIn(page, users.professional, '/calendar');
  const { patient, booked } = await bookNewPatient(
    page.request,
    users.professional,
    'Reservada',
    '2027-04-12T09:00:00.000Z',
    '2027-04-12T09:45:00.000Z',
  );
  const created = await page.request.post('/api/v1/evaluations', {
    data: { type: 'subjective', appointment_id: booked.id, content: { main_complaint: 'Lombalgia' } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(created.status()).toBe(201);
  const evaluation = (await created.json()) as { id: string };

  await page.context().clearCookies();
  await signIn(page, users.frontDesk, `/appointments/${booked.id}`);
  await expect(page.getByText('Sessão de fisioterapia').first()).toBeVisible();
  await expect(page.getByText('Avaliações', { exact: true })).toHaveCount(0);
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('tab', { name: 'Consultas' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Registo clínico' })).toHaveCount(0);
  for (const path of [
    `/appointments/${booked.id}/evaluations/${evaluation.id}`,
    `/appointments/${booked.id}/evaluations/new`,
    `/appointments/${booked.id}/objective_evaluation`,
  ]) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByText('Lombalgia')).toHaveCount(0);
  }
  const read = await page.request.get(`/api/v1/evaluations/${evaluation.id}`);
  expect(read.status()).toBe(403);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('both forms, the mark dialog and the signed record are axe-clean at 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, users.professional, '/calendar');
    const { booked } = await bookNewPatient(
      page.request,
      users.professional,
      'Telefone',
      '2027-04-13T09:00:00.000Z',
      '2027-04-13T09:45:00.000Z',
    );
    await page.goto(`/appointments/${booked.id}/evaluations/new`);
    await expect(page.getByLabel('Queixa principal')).toBeVisible();
    await page
      .getByRole('group', { name: /Febre ou mal-estar geral/ })
      .getByRole('radio', { name: 'Sim', exact: true })
      .check();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'subjective-form-390');

    await page.goto(`/appointments/${booked.id}/objective_evaluation`);
    await expect(page.getByRole('group', { name: 'Frente' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar amplitude' }).click();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    // A tap on a region opens the mark dialog.
    await page
      .getByRole('group', { name: 'Costas' })
      .getByRole('button', { name: /^Região lombar/ })
      .tap();
    const dialog = page.getByRole('dialog', { name: 'Região lombar' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '5/10' }).tap();
    await dialog.getByRole('checkbox', { name: 'Aguda' }).tap();
    await dialog.getByRole('button', { name: 'Guardar' }).tap();
    await expect(page.getByText('Região lombar — 5/10, aguda')).toBeVisible();
    await screenshot(page, 'objective-form-390');
    // Leaving with the mark unsaved asks first (spec §5); keeping on editing keeps it.
    await page.getByRole('link', { name: 'Voltar à consulta' }).tap();
    const leave = page.getByRole('dialog', { name: 'Descartar as alterações?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Continuar a editar' }).tap();
    await expect(page).toHaveURL(/objective_evaluation$/);
    await expect(page.getByText('Região lombar — 5/10, aguda')).toBeVisible();
  });
});
