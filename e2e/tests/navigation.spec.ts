import { expect, test } from '@playwright/test';
import { loginAs, navigateInApp, signIn, users } from './support';

test.describe('logged out', () => {
  test('a protected route goes to Login', async ({ page }) => {
    await page.goto('/patients/123');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
    await expect(page).toHaveTitle('Iniciar sessão · Clínica');
  });

  test('/ redirects to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Logout goes to Login', async ({ page }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('public routes open without a session and without a menu', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Trilho de navegação' })).toHaveCount(0);
  });
});

test.describe('manager', () => {
  test('login lands on Dashboard; Login, Home and Functionalities go to Dashboard', async ({ page }) => {
    await loginAs(page, users.manager);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
    await page.goto('/login'); // typed into the address bar
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/login', '/', '/functionalities']) {
      await navigateInApp(page, '/patients');
      await expect(page.getByRole('heading', { name: 'Pacientes' })).toBeVisible();
      await navigateInApp(page, path);
      await expect(page, `from ${path}`).toHaveURL(/\/dashboard$/);
    }
  });

  test('the URL /configurations is the configuration home, not a redirect', async ({ page }) => {
    await signIn(page, users.manager);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Configurações' })
      .click();
    await expect(page).toHaveURL(/\/configurations$/);
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await page.getByRole('link', { name: 'Utilizadores' }).click();
    await expect(page).toHaveURL(/\/configurations\/users$/);
  });
});

test.describe('front desk', () => {
  test('is sent from Dashboard to Calendar', async ({ page }) => {
    await loginAs(page, users.frontDesk);
    await expect(page).toHaveURL(/\/calendar$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();
  });
});

test.describe('professional', () => {
  test('login ends on Calendar (Dashboard is barred)', async ({ page }) => {
    await loginAs(page, users.professional);
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();
  });

  for (const [name, path] of [
    ['Dashboard', '/dashboard'],
    ['UserManagement', '/configurations/users'],
    ['InvoicingInfo', '/configurations/invoicing'],
    ['AccountConfig', '/configurations/account'],
    ['AllCommunicationTemplates', '/configurations/communication_templates'],
  ] as const) {
    test(`going to ${name} returns to the previous route`, async ({ page }) => {
      await signIn(page, users.professional);
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Pacientes' })
        .click();
      await expect(page).toHaveURL(/\/patients$/);
      await navigateInApp(page, path);
      await expect(page).toHaveURL(/\/patients$/);
      await expect(page.getByRole('heading', { name: 'Pacientes' })).toBeVisible();
    });
  }

  test('with no previous route, a barred page goes to Calendar', async ({ page }) => {
    await signIn(page, users.professional, '/configurations/users');
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('the product title (Home) keeps a professional where they were', async ({ page }) => {
    await signIn(page, users.professional, '/references');
    await page.getByRole('link', { name: 'Clínica', exact: true }).click();
    await expect(page).toHaveURL(/\/references$/);
  });
});

test.describe('patient', () => {
  test('Dashboard is a personal home: their appointments, exercises and invoices', async ({ page }) => {
    await loginAs(page, users.patient);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
    await expect(page.getByRole('heading', { name: 'As minhas consultas' })).toBeVisible();
    // The demo books the patient a weekly series (issue 22: it used to say they had none).
    await expect(page.getByRole('list', { name: 'Próximas' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Programa de exercícios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Faturas' })).toBeVisible();
  });

  test('Services goes to Dashboard', async ({ page }) => {
    await signIn(page, users.patient, '/services');
    await expect(page).toHaveURL(/\/dashboard$/);
    await navigateInApp(page, '/services/1');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('Logout clears the user, goes to Login and closes the menu', async ({ page }) => {
  await signIn(page, users.manager);
  await page.getByRole('link', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('clinica.user'))).toBeNull();
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/login$/);
});
