import { expect, test } from '@playwright/test';
import { bookNewPatient } from './calendar-support';
import { seriousViolations, signIn, users } from './support';

// Issue 42: the front desk on a 390 px phone sees one professional's day at a time.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a phone's day: the professional with appointments first, a picker and arrows to the others", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, users.frontDesk, '/calendar');
  // Tuesday 8 June 2027, a day no other journey books (sessions.spec.ts books 18 May): only this professional has an appointment.
  const { professional, patient } = await bookNewPatient(
    page.request,
    users.professional,
    'Coluna',
    '2027-06-08T09:00:00.000Z',
    '2027-06-08T09:45:00.000Z',
  );
  await page.goto('/calendar?view=day&date=2027-06-08');
  await expect(page.locator('[aria-busy="false"]:has(.rbc-calendar)')).toBeVisible();

  const picker = page.getByRole('combobox', { name: 'Profissional mostrado' });
  await expect(picker).toHaveValue(professional.id);
  await expect(page.locator('.rbc-time-header .rbc-row-resource .rbc-header')).toHaveCount(1);
  await expect(page.locator('.rbc-day-slot .rbc-event', { hasText: patient.surname })).toBeVisible();

  // Another professional: their (empty) day; the arrow back names who it shows.
  const other = await picker
    .locator('option')
    .evaluateAll(
      (options, id) =>
        options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== id && v !== 'all'),
      professional.id,
    );
  await picker.selectOption(other!);
  await expect(page).toHaveURL(new RegExp(`column=${other}`));
  await expect(page.locator('.rbc-day-slot .rbc-event', { hasText: patient.surname })).toHaveCount(0);
  // An arrow shows the professional it names.
  const arrow = page.getByRole('button', { name: /^Mostrar / }).first();
  const shown = (await arrow.getAttribute('aria-label'))!.replace('Mostrar ', '');
  await arrow.click();
  await expect(picker.locator('option:checked')).toHaveText(shown);
  await expect(page).not.toHaveURL(new RegExp(`column=${other}`));

  // Everyone side by side, as on a wide screen.
  await picker.selectOption({ label: 'Todos, lado a lado' });
  await expect(page).toHaveURL(/column=all/);
  expect(await page.locator('.rbc-time-header .rbc-row-resource .rbc-header').count()).toBeGreaterThan(1);
  expect(await seriousViolations(page)).toEqual([]);
});
