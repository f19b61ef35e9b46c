import { expect, test } from '@playwright/test';
import { harness, signIn, resetServer, users } from './support';

test.beforeEach(async ({ request }) => resetServer(request));
test.afterEach(async ({ request }) => {
  await harness(request, 'tenant', { email: users.secondTenantManager, subscription_status: 'active' });
});

test('breadcrumbs on a nested route come from route metadata and link back', async ({ page }) => {
  await signIn(page, users.manager, '/appointments/42/evaluations/new');
  const crumbs = page.getByRole('navigation', { name: 'Trilho de navegação' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Consultas', 'Consulta', 'Nova avaliação']);
  await expect(crumbs.getByRole('link', { name: 'Consultas' })).toHaveAttribute('href', '/appointments');
  await expect(crumbs.getByRole('link', { name: 'Consulta', exact: true })).toHaveAttribute(
    'href',
    '/appointments/42',
  );
  await expect(crumbs.getByText('Nova avaliação')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Nova avaliação · Clínica');
  await crumbs.getByRole('link', { name: 'Consulta', exact: true }).click();
  await expect(page).toHaveURL(/\/appointments\/42$/);
  await expect(page.getByRole('heading', { name: 'Consulta', exact: true })).toBeVisible();
});

test('no breadcrumb bar when logged out or when the route has none', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Trilho de navegação' })).toHaveCount(0);
  await signIn(page, users.manager, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Trilho de navegação' })).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/isto/nao/existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the language switch applies at once and persists across reload', async ({ page }) => {
  await signIn(page, users.manager);
  const language = page.getByRole('combobox', { name: 'Idioma' });
  await expect(language.locator('option')).toHaveText(['pt', 'en']);
  await language.selectOption('en');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Appointments' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Calendário' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
});

test('a session ended on the server sends the next action to Login', async ({ page, request }) => {
  await signIn(page, users.secondTenantManager);
  await harness(request, 'end-sessions', { email: users.secondTenantManager });
  // The next request meets the 401: the user's click, or one the app makes on its own (a stale query
  // refetched when the window takes focus). Whichever gets there first, the app goes to Login — that is
  // the outcome asserted; the click is only tried while the menu is still there to be clicked.
  const patients = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Pacientes' });
  await expect(async () => {
    if (!page.url().endsWith('/login')) await patients.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('clinica.user'))).toBeNull();
});

test('402 shows the subscription notice and opens the subscription page', async ({ page, request }) => {
  await signIn(page, users.secondTenantManager, '/profile');
  await harness(request, 'tenant', { email: users.secondTenantManager, subscription_status: 'canceled' });
  await page.getByLabel(/^Palavra-passe atual/).fill('demo-clinica-2026');
  await page.getByLabel(/^Nova palavra-passe/).fill('uma-password-nova-1');
  await page.getByLabel(/^Confirmar nova palavra-passe/).fill('uma-password-nova-1');
  await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(page).toHaveURL(/\/configurations\/subscription$/);
  await expect(page.getByText('Subscrição não ativa')).toBeVisible();
  await expect(page.getByText('Atualize os detalhes de pagamento')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscrição' })).toBeVisible();
});

test('403 shows the permission notice', async ({ page }) => {
  await signIn(page, users.manager, '/profile');
  await page.route('**/api/v1/me/password', (route) =>
    route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'Sem permissão' } } }),
  );
  await page.getByLabel(/^Palavra-passe atual/).fill('demo-clinica-2026');
  await page.getByLabel(/^Nova palavra-passe/).fill('uma-password-nova-1');
  await page.getByLabel(/^Confirmar nova palavra-passe/).fill('uma-password-nova-1');
  await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(
    page.getByText('Não tem permissões para aceder a estes dados ou realizar esta ação'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('500 shows "Erro do Servidor" with the response text', async ({ page }) => {
  await signIn(page, users.manager, '/profile');
  await page.route('**/api/v1/me/password', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal_error', message: 'Erro interno (ref. 1234)' } },
    }),
  );
  await page.getByLabel(/^Palavra-passe atual/).fill('demo-clinica-2026');
  await page.getByLabel(/^Nova palavra-passe/).fill('uma-password-nova-1');
  await page.getByLabel(/^Confirmar nova palavra-passe/).fill('uma-password-nova-1');
  await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(page.getByText('Erro do Servidor')).toBeVisible();
  await expect(page.getByText('Erro interno (ref. 1234)')).toBeVisible();
});

test('an unreachable server leads to ServerError with the message', async ({ page }) => {
  await signIn(page, users.manager);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Pacientes' })
    .click();
  await expect(page).toHaveURL(/\/server_error$/);
  await expect(page.getByRole('heading', { name: 'Ocorreu um erro' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Servidor não contactável');
});

test('/server_error shows the message it receives', async ({ page }) => {
  await page.goto('/server_error?message=Liga%C3%A7%C3%A3o%20perdida');
  await expect(page.getByRole('alert')).toHaveText('Ligação perdida');
});

test('notifications: top centre, at most two at once', async ({ page }) => {
  await signIn(page, users.manager, '/profile');
  const input = page.getByLabel('Escolher fotografia');
  for (const name of ['um.gif', 'dois.bmp', 'tres.pdf']) {
    await input.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  }
  const notices = page.getByText(/^Formato não suportado/);
  await expect(notices).toHaveCount(2);
  await expect(page.getByText('Formato não suportado: um.gif. Use JPG, JPEG ou PNG.')).toHaveCount(0);
  await expect(page.getByText('Formato não suportado: tres.pdf. Use JPG, JPEG ou PNG.')).toBeVisible();
  const box = await notices.first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(80);
  expect(box!.y).toBeLessThan(viewport.height / 3);
});
