import { expect, test, type Page } from '@playwright/test';
import { harness, resetServer, signIn, users } from './support';

// Account state that other journeys must not see change under them (throttling, a palavra-passe):
// the tenant-state project runs these one at a time.
test.beforeEach(async ({ request }) => resetServer(request));

async function submit(page: Page, email: string, secret: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Palavra-passe/).fill(secret);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('too many attempts show the throttling message', async ({ page, request }) => {
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit(page, 'ninguem@demo.clinica.pt', `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Credenciais Incorretas');
  }
  await submit(page, 'ninguem@demo.clinica.pt', 'wrong-6');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Demasiadas Tentativas');
  await expect(alert).toContainText('Por favor aguarde uns minutes e tente outra vez');
  await harness(request, 'reset-throttle');
});

test('change password: checks on the form, the server’s answer, then success', async ({ page }) => {
  await signIn(page, users.secondTenantManager, '/profile');
  const current = page.getByLabel(/^Palavra-passe atual/);
  const next = page.getByLabel(/^Nova palavra-passe/);
  const confirm = page.getByLabel(/^Confirmar nova palavra-passe/);
  const save = page.getByRole('button', { name: 'Alterar palavra-passe' });

  await save.click();
  await expect(page.getByText('Campo Obrigatório').first()).toBeVisible();

  await current.fill('demo-clinica-2026');
  await next.fill('curta');
  await confirm.fill('outra');
  await save.click();
  await expect(page.getByText('A palavra-passe deve ter pelo menos 10 caracteres')).toBeVisible();
  await expect(page.getByText('As palavras-passe não coincidem')).toBeVisible();

  await current.fill('errada-mas-longa');
  await next.fill('nova-password-segura');
  await confirm.fill('nova-password-segura');
  await save.click();
  await expect(page.getByText('Palavra-passe atual incorreta')).toBeVisible();

  await current.fill('demo-clinica-2026');
  await save.click();
  await expect(page.getByText('Palavra-passe alterada com sucesso')).toBeVisible();
  await expect(current).toHaveValue('');

  // Put it back so the run leaves the demo logins as they were.
  await current.fill('nova-password-segura');
  await next.fill('demo-clinica-2026');
  await confirm.fill('demo-clinica-2026');
  await save.click();
  await expect(page.getByText('Palavra-passe alterada com sucesso').first()).toBeVisible();
});
