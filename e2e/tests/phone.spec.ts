import { expect, test } from '@playwright/test';
import { bookNewPatient } from './calendar-support';
import { screenshot, signIn, users } from './support';

// Issue 22, item 8: the front desk on a 390 px phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('an appointment shows its details first and its actions in one menu; its state chip is never cut', async ({
  page,
}) => {
  await signIn(page, users.manager, '/dashboard');
  // Monday 15 March 2027, 10:00 in Lisbon (winter time: UTC).
  const { patient, booked } = await bookNewPatient(
    page.request,
    users.professional,
    'Telemóvel',
    '2027-03-15T10:00:00.000Z',
    '2027-03-15T10:45:00.000Z',
  );
  await page.goto(`/appointments/${booked.id}`);
  const details = page.locator('dl');
  await expect(details).toContainText(`${patient.first_name} ${patient.surname}`);
  const actions = page.getByRole('button', { name: 'Ações' });
  await expect(actions).toBeVisible();
  // One button, below the details; no row of state buttons before them.
  await expect(page.getByRole('button', { name: 'Desmarcar', exact: true })).toHaveCount(0);
  const detailsBox = (await details.boundingBox())!;
  expect((await actions.boundingBox())!.y).toBeGreaterThan(detailsBox.y + detailsBox.height);

  await actions.click();
  const menu = page.getByRole('menu');
  // A future appointment: presence and no-shows come on the day.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Desmarcar a pedido do paciente',
    'Remarcar',
    'Desmarcar',
    'Apagar',
  ]);
  await menu.getByRole('menuitem', { name: 'Desmarcar a pedido do paciente' }).click();
  await expect(page.getByText('Estado alterado para Desmarcada pelo paciente')).toBeVisible();

  // The longest state's chip shows its whole name, on two lines if it must, in the heading and the list.
  const headingChip = page.locator('.MuiChip-label', { hasText: 'Desmarcada pelo paciente' });
  await expect(headingChip).toBeVisible();
  const cut = (label: typeof headingChip) => label.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await cut(headingChip)).toBe(false);
  await page.goto(`/appointments?q=${encodeURIComponent(patient.surname)}&from_date=2027-03-15`);
  const listChip = page.locator('tbody .MuiChip-label', { hasText: 'Desmarcada pelo paciente' });
  await expect(listChip).toBeVisible();
  expect(await cut(listChip)).toBe(false);
  await screenshot(page, 'appointments-list-canceled-390');
});

test('the calendar on a phone: filters behind one button, three days for a week, counts in a month', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page, users.frontDesk, '/calendar?view=week&date=2026-11-25');
  await expect(page.locator('[aria-busy="false"]:has(.rbc-calendar)')).toBeVisible();

  // Only what the screen shows is loaded: the booking form comes with its first opening.
  expect(scripts.filter((u) => /appointment-form-dialog/.test(u))).toEqual([]);
  // The keyboard's alternative to dragging is no help to a finger.
  await expect(page.getByText('Para mudar a hora ou o profissional sem arrastar')).toBeHidden();

  // Three days, from the date on, stepping three at a time.
  await expect(page.getByRole('button', { name: '3 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.rbc-time-header .rbc-header')).toHaveText([
    'qua 25/11',
    'qui 26/11',
    'sex 27/11',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: '25/11 – 27/11/2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Seguinte' }).click();
  await expect(page).toHaveURL(/date=2026-11-28/);
  await expect(page.locator('.rbc-time-header .rbc-header')).toHaveText([
    'sáb 28/11',
    'dom 29/11',
    'seg 30/11',
  ]);

  // The filters fold into one button that says how many are set.
  await expect(page.getByRole('combobox', { name: 'Estado' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await filters.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Presente' }).click();
  await filters.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/state=present/);
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();

  // A month's cells hold the number of appointments, never the appointments themselves.
  await page.goto('/calendar?view=month&date=2026-11-25');
  const counts = page.locator('.rbc-month-view .clinica-day-count');
  await expect(counts.first()).toBeVisible();
  await expect(page.locator('.rbc-month-view .rbc-event')).toHaveCount(0);
  const overflowing = await page
    .locator('.rbc-month-view .rbc-date-cell, .rbc-month-view .rbc-row-segment')
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
  expect(overflowing).toBe(0);
  const count = Number(await counts.first().textContent());
  expect(count).toBeGreaterThan(0);
  await counts.first().click();
  await expect(page).toHaveURL(/view=day/);
  await expect(page.locator('.rbc-day-slot .rbc-event')).toHaveCount(count);
  await screenshot(page, 'calendar-day-from-month-390');

  await page.getByRole('button', { name: 'Nova marcação' }).click();
  await expect(page.getByRole('dialog', { name: 'Nova marcação' })).toBeVisible();
  expect(scripts.filter((u) => /appointment-form-dialog/.test(u)).length).toBeGreaterThan(0);
});
