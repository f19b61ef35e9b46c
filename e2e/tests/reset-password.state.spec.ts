import { expect, test, type Page } from '@playwright/test';
import { resetServer, seriousViolations } from './support';
import { fromMail, newEmail, resetLink, signUpThroughApi } from './sign-up-support';

// A fresh account of its own: the demo logins are never touched.
test.beforeEach(async ({ request }) => resetServer(request));

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Palavra-passe/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('forgotten password: the e-mailed link sets a new one, once', async ({ page, request }) => {
  const email = newEmail('repor');
  const oldPassword = 'password-antiga-1';
  const newPassword = 'password-nova-2026';
  await signUpThroughApi(request, email, oldPassword);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' })).toBeVisible();
  const address = page.getByRole('textbox', { name: 'E-mail' });
  await expect(address).toBeFocused();

  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Campo Obrigatório')).toBeVisible();
  await address.fill('sem-arroba');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();

  await address.fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  const sent = 'Se o e-mail estiver registado, enviámos um link para repor a palavra-passe.';
  // On the page and as a notification.
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  await expect(page.getByText(sent)).toHaveCount(2);

  const link = await fromMail(request, email, resetLink);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Definir nova palavra-passe' })).toBeVisible();
  const password = page.getByLabel(/^Nova palavra-passe/);
  const confirm = page.getByLabel(/^Confirmar palavra-passe/);
  await password.fill(email);
  await confirm.fill(email);
  await page.getByRole('button', { name: 'Repor palavra-passe' }).click();
  await expect(page.getByText('A palavra-passe não pode ser igual ao e-mail').first()).toBeVisible();
  await password.fill(newPassword);
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Repor palavra-passe' }).click();

  await expect(page).toHaveURL(/\/reset-password\/set-password\/success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Palavra-passe reposta com sucesso' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await logIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('Credenciais Incorretas');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was for one use only.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link Inválido' })).toBeVisible();
  await page.getByRole('link', { name: 'Pedir novo link' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('an unknown address gets the same answer (nothing to learn from it)', async ({ page }) => {
  await page.goto('/reset-password?email=ninguem-aqui%40exemplo.pt');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ninguem-aqui@exemplo.pt');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Se o e-mail estiver registado, enviámos um link para repor a palavra-passe.',
    }),
  ).toBeVisible();
});

test('a bad link says "Link Inválido"; a failing call says so', async ({ page, request }) => {
  await page.goto('/reset-password/set-password?token=nao-e-um-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Link Inválido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir novo link' })).toBeVisible();

  const email = newEmail('falha');
  await signUpThroughApi(request, email, 'password-inicial-1');
  await request.post('/reset-password', {
    data: { email },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const link = await fromMail(request, email, resetLink);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Definir nova palavra-passe' })).toBeVisible();
  await page.route('**/reset-password/reset-password-with-token', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'too_many_attempts', message: 'Demasiadas Tentativas' } }),
    }),
  );
  await page.getByLabel(/^Nova palavra-passe/).fill('password-nova-segura');
  await page.getByLabel(/^Confirmar palavra-passe/).fill('password-nova-segura');
  await page.getByRole('button', { name: 'Repor palavra-passe' }).click();
  // On the page and as a notification.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Erro ao tentar repor a password!');
  await expect(page.getByText('Erro ao tentar repor a password!')).toHaveCount(2);

  expect(await seriousViolations(page)).toEqual([]);
});
