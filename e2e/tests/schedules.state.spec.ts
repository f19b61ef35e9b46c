import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { resetServer, signIn, users, seriousViolations, noHorizontalScroll } from './support';

// Issue 7: a manager edits a professional's working hours and absences in the team page ("Horário e
// ausências"); a professional reads theirs on the profile. Sofia's demo hours are what other journeys
// book against, so everything changed here is put back at the end (through the API, even on failure).
test.beforeEach(async ({ request }) => resetServer(request));

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);
const porto = 'Clínica Demo — Porto';
const matosinhos = 'Clínica Demo — Matosinhos';

async function json<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(url, { method, headers, data });
  expect(response.ok(), `${method} ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** Sofia's Tuesday as the demo seeds it (Matosinhos 10:00–13:00, 14:00–19:00) and no absence of this run. */
async function restoreSofia(request: APIRequestContext) {
  const team = await json<{ items: { id: string; first_name: string; surname: string }[] }>(
    request,
    'GET',
    '/api/v1/collaborators?q=Sofia%20Almeida&page_size=10',
  );
  const sofia = team.items.find((m) => m.first_name === 'Sofia' && m.surname === 'Almeida')!;
  const clinics = await json<{ items: { id: string; name: string }[] }>(
    request,
    'GET',
    '/api/v1/clinics?page_size=50',
  );
  const portoId = clinics.items.find((c) => c.name === porto)!.id;
  const matosinhosId = clinics.items.find((c) => c.name === matosinhos)!.id;
  type Row = { id: string; clinic_id: string; weekday: string; start_time: string; end_time: string };
  const hours = await json<{ items: Row[] }>(
    request,
    'GET',
    `/api/v1/professional-schedules?professional_id=${sofia.id}`,
  );
  for (const row of hours.items.filter((r) => r.weekday === 'tuesday' && r.clinic_id === portoId))
    await json(request, 'DELETE', `/api/v1/professional-schedules/${row.id}`);
  for (const [start_time, end_time] of [
    ['10:00', '13:00'],
    ['14:00', '19:00'],
  ]) {
    const there = hours.items.some(
      (r) =>
        r.weekday === 'tuesday' &&
        r.clinic_id === matosinhosId &&
        r.start_time === start_time &&
        r.end_time === end_time,
    );
    if (!there)
      await json(request, 'POST', '/api/v1/professional-schedules', {
        professional_id: sofia.id,
        clinic_id: matosinhosId,
        weekday: 'tuesday',
        start_time,
        end_time,
      });
  }
  const exceptions = await json<{ items: { id: string; notes: string | null }[] }>(
    request,
    'GET',
    `/api/v1/schedule-exceptions?professional_id=${sofia.id}`,
  );
  for (const e of exceptions.items.filter((x) => x.notes?.includes(run)))
    await json(request, 'DELETE', `/api/v1/schedule-exceptions/${e.id}`);
}

async function chooseClinic(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: /^Clínica/ }).click();
  await page.getByRole('option', { name }).click();
  await expect(dialog.getByRole('list', { name: `Horário em ${name}` })).toBeVisible();
}

async function addInterval(page: Page, day: string, start: string, end: string) {
  await page.getByRole('button', { name: `Adicionar intervalo a ${day}` }).click();
  const add = page.getByRole('dialog', { name: `Adicionar intervalo a ${day}` });
  await add.getByLabel(/^Início/).fill(start);
  await add.getByLabel(/^Fim/).fill(end);
  await add.getByRole('button', { name: 'Adicionar intervalo' }).click();
  return add;
}

/** Types a dd/mm/yyyy hh:mm value into an MUI X date-time field, section by section. */
async function typeDateTime(page: Page, field: Locator, value: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  await field.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(
    `${two(value.getDate())}${two(value.getMonth() + 1)}${value.getFullYear()}${two(value.getHours())}${two(value.getMinutes())}`,
  );
}

test('a manager sets Sofia Almeida’s hours and an absence; the professional reads hers on the profile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, users.manager, '/configurations/users');
  try {
    await page.getByRole('button', { name: 'Horário e ausências de Sofia Almeida' }).click();
    const dialog = page.getByRole('dialog', { name: 'Horário e ausências — Sofia Almeida' });
    await chooseClinic(page, dialog, porto);
    const tuesday = () =>
      dialog
        .getByRole('list', { name: `Horário em ${porto}` })
        .getByRole('listitem')
        .filter({ hasText: 'Terça-feira' });
    // Sofia works on Tuesdays at Matosinhos: the day says so, and an interval there is refused.
    await expect(tuesday()).toContainText(`Em ${matosinhos}: 10:00–13:00`);
    await expect(tuesday()).toContainText('Clínica aberta: 08:00–13:00, 14:00–20:00');
    let add = await addInterval(page, 'Terça-feira', '9', '13:00');
    await expect(add.getByText(`Sobrepõe-se ao intervalo 10:00–13:00 em ${matosinhos}`)).toBeVisible();
    await add.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Descartar as alterações?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await expect(add).toBeHidden();

    // Tuesday moves from Matosinhos to Porto.
    await chooseClinic(page, dialog, matosinhos);
    for (const interval of ['10:00–13:00', '14:00–19:00']) {
      await dialog.getByRole('button', { name: `Remover o intervalo ${interval} de Terça-feira` }).click();
      await page
        .getByRole('dialog', { name: 'Remover intervalo?' })
        .getByRole('button', { name: 'Remover' })
        .click();
      await expect(
        dialog.getByRole('button', { name: `Remover o intervalo ${interval} de Terça-feira` }),
      ).toBeHidden();
    }
    await chooseClinic(page, dialog, porto);
    for (const [start, end] of [
      ['09:00', '13:00'],
      ['14h', '18'],
    ] as const) {
      add = await addInterval(page, 'Terça-feira', start, end);
      await expect(add).toBeHidden();
    }
    // An interval overlapping one of the day's is refused before anything is sent.
    add = await addInterval(page, 'Terça-feira', '12:00', '15:00');
    await expect(add.getByText(`Sobrepõe-se ao intervalo 09:00–13:00 em ${porto}`)).toBeVisible();
    await expect(add.getByLabel(/^Início/)).toBeFocused();
    // End before start.
    await add.getByLabel(/^Início/).fill('19:00');
    await add.getByRole('button', { name: 'Adicionar intervalo' }).click();
    await expect(add.getByText('A hora de fim tem de ser depois da hora de início')).toBeVisible();
    await add.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Descartar as alterações?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('schedule-hours-1280.png') });

    // After a reload it is still there.
    await page.reload();
    await page.getByRole('button', { name: 'Horário e ausências de Sofia Almeida' }).click();
    await chooseClinic(page, dialog, porto);
    await expect(tuesday()).toContainText('09:00–13:00');
    await expect(tuesday()).toContainText('14:00–18:00');

    // An absence next month: holidays, listed, then deleted after confirming.
    await dialog.getByRole('tab', { name: 'Ausências' }).click();
    await dialog.getByRole('button', { name: 'Adicionar ausência' }).click();
    const absence = page.getByRole('dialog', { name: 'Adicionar ausência' });
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth() + 1, 10, 9, 0);
    const to = new Date(now.getFullYear(), now.getMonth() + 1, 14, 18, 0);
    await expect(absence.getByRole('combobox', { name: /^Motivo/ })).toContainText('Férias');
    await typeDateTime(page, absence.getByRole('group', { name: /^Início/ }), from);
    await typeDateTime(page, absence.getByRole('group', { name: /^Fim/ }), to);
    await absence.getByLabel(/^Nota/).fill(`Viagem ${run}`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await absence.getByRole('button', { name: 'Guardar' }).click();
    await expect(absence).toBeHidden();
    const two = (n: number) => String(n).padStart(2, '0');
    const range = `10/${two(from.getMonth() + 1)}/${from.getFullYear()} 09:00 – 14/${two(to.getMonth() + 1)}/${to.getFullYear()} 18:00`;
    const upcoming = dialog.getByRole('list', { name: 'Próximas ausências' });
    const item = upcoming.getByRole('listitem').filter({ hasText: `Viagem ${run}` });
    await expect(item).toContainText('Férias');
    await expect(item).toContainText(range);
    await expect(item).toContainText('Todas as clínicas');
    await page.screenshot({ path: test.info().outputPath('schedule-absences-1280.png') });

    // At 390 px the dialog fits (full screen) without horizontal scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await noHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('schedule-absences-390.png') });
    await dialog.getByRole('tab', { name: 'Horário semanal' }).click();
    // The clinic chosen stays chosen across tabs.
    await expect(dialog.getByRole('list', { name: `Horário em ${porto}` })).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('schedule-hours-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('tab', { name: 'Ausências' }).click();
    // Changing it: the reason and the clinic.
    await item.getByRole('button', { name: /^Alterar Férias/ }).click();
    const change = page.getByRole('dialog', { name: 'Alterar ausência' });
    await change.getByRole('combobox', { name: /^Motivo/ }).click();
    await page.getByRole('option', { name: 'Horário não fixo' }).click();
    await change.getByRole('combobox', { name: /^Clínica/ }).click();
    await page.getByRole('option', { name: porto }).click();
    await page.screenshot({ path: test.info().outputPath('schedule-absence-dialog-1280.png') });
    await change.getByRole('button', { name: 'Guardar' }).click();
    await expect(change).toBeHidden();
    await expect(item).toContainText('Horário não fixo');
    await expect(item).toContainText(porto);
    await item.getByRole('button', { name: /^Eliminar Horário não fixo/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar ausência?' });
    await expect(confirm).toContainText(range);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Ausência eliminada')).toBeVisible();
    await expect(dialog.getByText(`Viagem ${run}`)).toBeHidden();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await restoreSofia(page.request);
  }
});

test('a professional reads their own hours and absences on the profile, without editing them', async ({
  page,
}) => {
  await signIn(page, users.professional, '/profile');
  await expect(page.getByRole('heading', { name: 'O meu horário' })).toBeVisible();
  const hours = page.getByRole('list', { name: `Horário em ${porto}` });
  await expect(hours.getByRole('listitem').filter({ hasText: 'Segunda-feira' })).toContainText('09:00–13:00');
  await expect(hours.getByRole('listitem').filter({ hasText: 'Domingo' })).toContainText('Não trabalha');
  await expect(page.getByRole('button', { name: /^Adicionar intervalo/ })).toHaveCount(0);
  await expect(
    page.getByText('Para alterar o seu horário ou as suas ausências, fale com um gestor da clínica.'),
  ).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('profile-schedule-390.png'), fullPage: true });
});
