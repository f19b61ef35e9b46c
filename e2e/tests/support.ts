import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const password = 'demo-clinica-2026';

export const users = {
  manager: 'gestor@demo.clinica.pt',
  professional: 'fisio@demo.clinica.pt',
  frontDesk: 'rececao@demo.clinica.pt',
  patient: 'paciente@demo.clinica.pt',
  /** The other clinic's manager: for journeys that end sessions or stop the subscription. */
  secondTenantManager: 'gestor@teste.clinica.pt',
} as const;

const harnessHeaders = { 'X-Requested-With': 'XMLHttpRequest' };

/** Arranges server state through the test harness (TEST_HARNESS=1). */
export async function harness(request: APIRequestContext, path: string, body: Record<string, unknown> = {}) {
  const response = await request.post(`/api/test/${path}`, { data: body, headers: harnessHeaders });
  expect(response.status(), `POST /api/test/${path}`).toBe(200);
}

/** An API POST as the signed-in page (the app's CSRF header), expecting `status`; its JSON body. */
export async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  status = 200,
): Promise<T> {
  const response = await request.post(path, { data, headers: harnessHeaders });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

export async function resetServer(request: APIRequestContext) {
  await harness(request, 'reset');
}

/** Logs in through the form, as a person would, and waits until the app has left the login page. */
export async function loginAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Palavra-passe/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The labels of the side menu's links, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** An in-app navigation (like a link or the browser's history), not a page load. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * A quicker way in for tests that are not about the login form: the session cookie from POST /token
 * (shared with the browser context) and the stored user record the login page would have written.
 */
export async function signIn(page: Page, email: string, path = '/dashboard') {
  const response = await page.request.post('/token', {
    form: { username: email, password },
    headers: harnessHeaders,
  });
  expect(response.status(), `POST /token as ${email}`).toBe(200);
  const me: unknown = await response.json();
  await page.goto('/favicon.svg'); // same origin, no app: a place to write localStorage
  await page.evaluate((user) => {
    const bytes = new TextEncoder().encode(JSON.stringify(user));
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    localStorage.setItem('clinica.user', btoa(binary));
  }, me);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** Axe's serious and critical violations (WCAG 2.2 A/AA rules) on the page, or within `include`. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (include) axe = axe.include(include);
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page is no wider than the window (a phone never scrolls sideways). Polled for a moment: right after
 * a viewport change the page is still laid out for the old width until React re-renders for the new one
 * (MUI's media queries, a dialog turning full-screen) — what a person sees a frame later is what counts.
 */
export async function noHorizontalScroll(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { timeout: 3000 },
    )
    .toBeLessThanOrEqual(0);
}

/** A full-page screenshot into $E2E_SCREENSHOTS, when set (for reading the pages by eye). */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}
