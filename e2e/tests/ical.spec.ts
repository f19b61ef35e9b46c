import { expect, test, type Page } from '@playwright/test';
import { password, seriousViolations, signIn, users } from './support';

const feedUrl = /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ical\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/;

const linkField = (page: Page) => page.getByRole('textbox', { name: 'Link do calendário' });

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a professional subscribes to their calendar by link, makes a new one and revokes it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, users.professional, '/profile');
  await expect(page.getByRole('heading', { name: 'Calendário noutras aplicações' })).toBeVisible();
  await expect(page.getByText(/nunca o paciente/)).toBeVisible();

  await page.getByRole('button', { name: 'Criar link' }).click();
  await expect(linkField(page)).toHaveValue(feedUrl);
  const url = await linkField(page).inputValue();
  await expect(page.getByText('Este link só é mostrado agora', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  expect(await seriousViolations(page)).toEqual([]);

  // What a calendar app sees: no session, just the address.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(body).toContain('SUMMARY:Sessão de fisioterapia');
  expect(body).toContain('LOCATION:Clínica Demo — Porto');

  await page.getByRole('button', { name: 'Gerar novo link' }).click();
  await confirm(page, 'Gerar um novo link?', 'Gerar novo link');
  await expect(linkField(page)).not.toHaveValue(url);
  const fresh = await linkField(page).inputValue();
  expect(fresh).toMatch(feedUrl);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(fresh)).status()).toBe(200);

  await page.getByRole('button', { name: 'Revogar' }).click();
  await confirm(page, 'Revogar o link do calendário?', 'Revogar');
  await expect(page.getByText('Link do calendário revogado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar link' })).toBeVisible();
  const gone = await request.get(fresh);
  expect(gone.status()).toBe(404);
  expect((await gone.json()).error.code).toBe('not_found');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Criar link' })).toBeVisible();
  await expect(linkField(page)).toHaveCount(0);
});

test('a manager revokes a professional’s calendar link from the team page', async ({ page, request }) => {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const login = await request.post('/token', {
    form: { username: users.professional, password },
    headers,
  });
  expect(login.status()).toBe(200);
  const created = await request.post('/api/v1/me/ical-feed', { headers });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  expect((await request.get(url)).status()).toBe(200);

  await signIn(page, users.manager, '/configurations/users');
  await page.getByRole('button', { name: 'Tiago Fonseca', exact: true }).click();
  const member = page.getByRole('dialog', { name: 'Tiago Fonseca' });
  await member.getByRole('button', { name: 'Revogar link do calendário' }).click();
  await confirm(page, 'Revogar o link do calendário de Tiago Fonseca?', 'Revogar link do calendário');
  await expect(page.getByText('Link do calendário revogado')).toBeVisible();
  await expect(member.getByText('Sem link de calendário ativo.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
