import { expect, test } from '@playwright/test';
import { signIn, users, seriousViolations } from './support';

test('login has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell (top bar, drawer, breadcrumbs) has none', async ({ page }) => {
  await signIn(page, users.manager, '/appointments/1/evaluations/new');
  await expect(page.getByRole('navigation', { name: 'Trilho de navegação' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the profile has none', async ({ page }) => {
  await signIn(page, users.manager, '/profile');
  await expect(page.getByRole('heading', { name: 'Alterar palavra-passe' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the phone layout with the drawer open has none', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, users.patient);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(users.manager);
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-clinica-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
