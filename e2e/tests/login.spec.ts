import { expect, test, type Page } from '@playwright/test';
import { loginAs, password, users } from './support';

async function submit(page: Page, email: string, secret: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Palavra-passe/).fill(secret);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('wrong credentials show "Credenciais Incorretas"', async ({ page }) => {
  await page.goto('/login');
  await submit(page, users.manager, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Credenciais Incorretas');
  await expect(page).toHaveURL(/\/login$/);
});

test('a server error or no connection shows "Servidor não contactável"', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/token', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await submit(page, users.manager, password);
  await expect(page.getByRole('alert')).toHaveText('Servidor não contactável');
  await page.unroute('**/token');
  await page.route('**/token', (route) => route.abort('connectionrefused'));
  await submit(page, users.manager, password);
  await expect(page.getByRole('alert')).toHaveText('Servidor não contactável');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields are reported on the fields, nothing is sent', async ({ page }) => {
  await page.goto('/login');
  let sent = false;
  await page.route('**/token', (route) => {
    sent = true;
    return route.continue();
  });
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo Obrigatório').first()).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  expect(sent).toBe(false);
});

test('success stores the user record encoded and opens the app', async ({ page }) => {
  await loginAs(page, users.manager);
  const stored = await page.evaluate(() => localStorage.getItem('clinica.user'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(users.manager); // encoded, not plain JSON
  const decoded = await page.evaluate(
    (value) =>
      JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))) as {
        email: string;
        type: string;
      },
    stored!,
  );
  expect(decoded).toMatchObject({ email: users.manager, type: 'manager' });
  await expect(page.getByRole('link', { name: 'Perfil' })).toBeVisible();
});

test('password managers and paste work (WCAG 3.3.8)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
  const passwordField = page.getByLabel(/^Palavra-passe/);
  await expect(passwordField).toHaveAttribute('autocomplete', 'current-password');
  await page.getByLabel('E-mail').fill(users.manager);
  await page.evaluate((text) => navigator.clipboard.writeText(text), password);
  await passwordField.focus();
  await page.keyboard.press('Control+V');
  await expect(passwordField).toHaveValue(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
