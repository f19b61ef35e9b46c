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
