import { expect, test } from '@playwright/test';
import { signIn, users } from './support';

// Issue 22, item 4: "Campo Obrigatório" goes as soon as the field is filled, not at the next attempt.

test('the booking form’s required messages go as each field is filled', async ({ page }) => {
  await signIn(page, users.manager, '/calendar');
  await page.getByRole('button', { name: 'Nova marcação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova marcação' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const required = dialog.getByText('Campo Obrigatório');
  await expect(required.first()).toBeVisible();
  const before = await required.count();
  expect(before).toBeGreaterThanOrEqual(2); // the patient and the service, at least

  await dialog.getByRole('combobox', { name: 'Serviço' }).click();
  await page.getByRole('option', { name: /^Sessão de fisioterapia/ }).click();
  await expect(required).toHaveCount(before - 1);
});
