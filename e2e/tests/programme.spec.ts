import { expect, test } from '@playwright/test';
import { bookTodayLate } from './calendar-support';
import { noHorizontalScroll, screenshot, seriousViolations, signIn, users } from './support';

// Issue 24, part 3: the home programme. A professional records two exercises with their sets in
// today's session and adds them to the portal patient's home programme; the patient, on a 390 px
// phone, sees the programme — one card per exercise, its video — and marks a session done; the
// professional sees it in the adherence.

/** The demo's portal patient (paciente@demo.clinica.pt), who has an appointment and a programme. */
const PORTAL_PATIENT_ID = '0d3c7a52-5b1e-4c59-9d4a-000000000104';

test('a professional prescribes a session’s exercises for home; the patient marks a session done on a phone; the adherence shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.professional, '/calendar');
  const { booked } = await bookTodayLate(page.request, { id: PORTAL_PATIENT_ID });

  // Two exercises with their sets in today's session.
  await page.goto(`/appointments/${booked.id}`);
  const section = page.getByRole('region', { name: 'Intervenções realizadas' });
  await section.getByRole('combobox', { name: 'Adicionar intervenção' }).fill('Ponte glútea');
  await page
    .getByRole('option', { name: /^Ponte glútea/ })
    .first()
    .click();
  const bridge = section.getByRole('listitem').filter({ hasText: 'Ponte glútea' }).first();
  await bridge.getByLabel('Série 1: Repetições').fill('12');
  await bridge.getByLabel('Série 1: Carga (kg)').fill('4');
  await bridge.getByRole('button', { name: 'Adicionar série' }).click();
  await bridge.getByLabel('Série 2: Repetições').fill('12');
  await bridge.getByLabel('Série 2: Carga (kg)').fill('4');
  await bridge.getByRole('button', { name: 'Guardar' }).click();
  await expect(bridge.getByText('Por guardar')).toHaveCount(0);
  await section.getByRole('combobox', { name: 'Adicionar intervenção' }).fill('Prancha lateral');
  await page.getByRole('option', { name: /^Prancha lateral/ }).click();
  const plank = section.getByRole('listitem').filter({ hasText: 'Prancha lateral' });
  await plank.getByLabel('Série 1: Tempo (s)').fill('30');
  await plank.getByRole('button', { name: 'Guardar' }).click();
  await expect(plank.getByText('Por guardar')).toHaveCount(0);

  // …added to the home programme: the editor brings them in with the sets recorded.
  await page.getByRole('button', { name: 'Adicionar ao programa de casa' }).click();
  const editor = page.getByRole('dialog', { name: /programa de exercícios$/ });
  await expect(editor).toBeVisible();
  const bridgeItem = editor.getByRole('group', { name: /^Ponte glútea/ });
  await expect(bridgeItem.getByLabel(/: Séries$/)).toHaveValue('2');
  await expect(bridgeItem.getByLabel(/: Repetições$/)).toHaveValue('12');
  await expect(bridgeItem.getByLabel(/: Carga \(kg\)$/)).toHaveValue('4');
  await expect(
    editor.getByRole('group', { name: /^Prancha lateral/ }).getByLabel(/: Tempo \(s\)$/),
  ).toHaveValue('30');
  await editor.getByLabel(/Vezes por semana/).fill('3');
  expect(await seriousViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Programa de exercícios (guardado|criado)$/)).toBeVisible();
  await expect(editor).toBeHidden();

  // The patient, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const patientPage = await phone.newPage();
  await signIn(patientPage, users.patient, '/dashboard');
  await patientPage.getByRole('link', { name: 'Ver programa' }).tap();
  await expect(
    patientPage.getByRole('heading', { level: 1, name: 'O meu programa de exercícios' }),
  ).toBeVisible();
  const cards = patientPage.getByRole('article');
  const bridgeCard = cards.filter({ has: patientPage.getByRole('heading', { name: /^Ponte glútea/ }) });
  await expect(bridgeCard).toContainText('2 séries × 12 repetições · 4 kg');
  await expect(
    cards.filter({ has: patientPage.getByRole('heading', { name: /^Prancha lateral/ }) }),
  ).toContainText('1 série × 30 s');
  // The exercise's picture beside its dose (issue 43): the demo library's drawing, loaded.
  const picture = bridgeCard.getByRole('img', { name: /^Imagem do exercício: Ponte glútea/ });
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await noHorizontalScroll(patientPage);
  expect(await seriousViolations(patientPage)).toEqual([]);
  await screenshot(patientPage, 'programme-patient-390');

  const tally = patientPage.getByText(/^\d+ de 3 sessões esta semana$/).first();
  const before = Number((await tally.textContent())!.match(/^(\d+)/)![1]);
  await patientPage.getByRole('button', { name: 'Marcar sessão como feita' }).tap();
  await expect(patientPage.getByText('Sessão registada. Bom trabalho!')).toBeVisible();
  await expect(patientPage.getByText(`${before + 1} de 3 sessões esta semana`).first()).toBeVisible();
  await phone.close();

  // The professional sees it in the adherence: this week is the table's last row.
  await page.goto(`/patients/${PORTAL_PATIENT_ID}?tab=evaluations`);
  const adherence = page.getByRole('table', { name: 'Adesão' });
  await expect(adherence.getByRole('row').last()).toContainText(`${before + 1} / 3`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'programme-adherence-1366');
});
