import { expect, test, type Page } from '@playwright/test';
import { resetServer, users, seriousViolations } from './support';
import { fromMail, newEmail, signUpCode } from './sign-up-support';

// Sign-ups count against a per-address hourly limit; the harness reset clears it before each journey.
test.beforeEach(async ({ request }) => resetServer(request));

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function fillSignUp(page: Page, email: string, phone = '912 345 678') {
  await field(page, 'Nome da clínica').fill('Fisio Alvalade');
  await field(page, 'Nome').fill('Marta');
  await field(page, 'Apelido').fill('Correia');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Telefone').fill(phone);
}

/** dd/mm/yyyy in Lisbon, 14 days from now: the end of a trial that starts now. */
function trialEnd(): string {
  return new Intl.DateTimeFormat('pt-PT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Lisbon',
  }).format(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));
}

test('a clinic signs up, confirms the e-mail, sets the password and lands on its dashboard', async ({
  page,
  request,
}) => {
  const email = newEmail('registo');
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Registar a sua clínica' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await expect(field(page, 'Nome da clínica')).toBeFocused();

  await fillSignUp(page, email);
  await page.getByRole('checkbox', { name: /termos e condições/ }).check();
  await page.getByRole('checkbox', { name: /novidades/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // The confirmation page: the address, the code field, resend only after a minute.
  await expect(page).toHaveURL(/\/sign-up\/confirm\?email=/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const code = field(page, 'Código de confirmação');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const resend = page.getByRole('button', { name: /^Reenviar código/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Reenviar código \(\d+ s\)/);

  const first = await fromMail(request, email, signUpCode);
  const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código incorreto')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  // A minute later a new code can be asked for; the first one stops working.
  await page.clock.fastForward(61_000);
  await expect(resend).toHaveText('Reenviar código');
  await resend.click();
  await expect(page.getByText(`Enviámos um novo código para ${email}.`)).toBeVisible();
  await expect(resend).toBeDisabled();
  const second = await fromMail(request, email, signUpCode, (value) => value === first);

  // Pasted with a space, as it often is: only the digits count.
  await code.fill(`${second.slice(0, 3)} ${second.slice(3)}`);
  await expect(code).toHaveValue(second);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // Set the password: the rules follow the typing.
  await expect(page).toHaveURL(/\/sign-up\/set-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Definir palavra-passe' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const password = page.getByLabel(/^Nova palavra-passe/);
  const confirm = page.getByLabel(/^Confirmar palavra-passe/);
  const rules = page.getByRole('listitem');
  await expect(rules.filter({ hasText: 'pelo menos 10 caracteres' })).toContainText('por cumprir');
  await password.fill('curta');
  await page.getByRole('button', { name: 'Guardar palavra-passe e entrar' }).click();
  await expect(page.getByText('A palavra-passe deve ter pelo menos 10 caracteres').first()).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill(email);
  await expect(rules.filter({ hasText: 'não pode ser igual ao e-mail' })).toContainText('por cumprir');
  await password.fill('uma-password-segura');
  await expect(rules.filter({ hasText: 'pelo menos 10 caracteres' })).toContainText('cumprida');
  await confirm.fill('outra-password');
  await page.getByRole('button', { name: 'Guardar palavra-passe e entrar' }).click();
  await expect(page.getByText('As palavras-passe não coincidem')).toBeVisible();
  await expect(confirm).toBeFocused();
  await confirm.fill('uma-password-segura');
  await page.getByRole('button', { name: 'Guardar palavra-passe e entrar' }).click();

  // Logged in, on the dashboard of the empty clinic.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page.getByText(`O período experimental termina a ${trialEnd()}.`)).toBeVisible();
  await expect(
    page.getByText('Durante o período experimental não é possível enviar comunicações (SMS e e-mail).'),
  ).toBeVisible();
  const guide = page.getByRole('region', { name: 'Primeiros passos' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('0 de 3 concluídos')).toBeVisible();
  await expect(guide.getByRole('listitem')).toHaveCount(3);
  await expect(guide.getByRole('link', { name: 'Criar uma clínica' })).toHaveAttribute(
    'href',
    '/configurations/clinics',
  );
  await expect(guide.getByRole('link', { name: 'Adicionar um serviço' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(guide.getByRole('link', { name: 'Adicionar um profissional' })).toHaveAttribute(
    'href',
    '/configurations/users',
  );

  // The session is real: a clinic created with it ticks the first step.
  const created = await page.request.post('/api/v1/clinics', {
    data: { name: 'Sede' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(guide.getByText('1 de 3 concluídos')).toBeVisible();
  await expect(guide.getByRole('listitem').filter({ hasText: 'Criar uma clínica' })).toContainText(
    'Concluído',
  );
  await guide.getByRole('link', { name: 'Adicionar um serviço' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('the form checks every field and shows the server’s answer on the field', async ({ page }) => {
  await page.goto('/sign-up');
  let sent = 0;
  await page.route('**/sign-up/register-new-tenant', (route) => {
    sent += 1;
    return route.continue();
  });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Campo Obrigatório')).toHaveCount(5);
  await expect(page.getByText('Tem de aceitar os termos e condições')).toBeVisible();
  await expect(field(page, 'Nome da clínica')).toBeFocused();
  await expect(field(page, 'Nome da clínica')).toHaveAttribute('aria-invalid', 'true');
  // Each message is tied to its field for screen readers.
  await expect(field(page, 'Telefone')).toHaveAccessibleDescription('Campo Obrigatório');
  await expect(page.getByRole('checkbox', { name: /termos e condições/ })).toHaveAccessibleDescription(
    'Tem de aceitar os termos e condições',
  );
  expect(sent).toBe(0);

  // Portuguese numbers only; +351 and spaces are fine.
  await fillSignUp(page, 'nao-e-um-email', '12345');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(field(page, 'E-mail')).toBeFocused();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(field(page, 'Telefone')).toHaveAccessibleDescription('Número de telefone inválido');
  await field(page, 'Telefone').fill('+351 912 345 678');
  await expect(page.getByText('Número de telefone inválido')).toHaveCount(0);

  // An address already registered: the server's 409 goes under the e-mail field.
  await field(page, 'E-mail').fill(users.manager);
  await page.getByRole('checkbox', { name: /termos e condições/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('E-mail já registado')).toBeVisible();
  await expect(field(page, 'E-mail')).toBeFocused();
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(sent).toBe(1);
});

test('a wrong or used link shows "Link Inválido" with a way out', async ({ page }) => {
  await page.goto('/sign-up/set-password?token=nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Link Inválido' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/sign-up/confirm');
  await expect(page.getByRole('link', { name: 'Recomeçar o registo' })).toBeVisible();
});

test('the sign-up pages have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Tem de aceitar os termos e condições')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sign-up/confirm?email=ana%40exemplo.pt');
  await expect(page.getByRole('heading', { name: 'Confirmar registo' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
