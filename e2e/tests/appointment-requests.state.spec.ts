import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  noHorizontalScroll,
  password,
  resetServer,
  screenshot,
  seriousViolations,
  signIn,
  users,
} from './support';

// Issue 48, the clinic's side: the demo's two pending requests (demo-online-booking.ts) are decided and
// the booking settings saved, so this journey changes what others see (tenant-state project).
test.beforeAll(async ({ request }) => resetServer(request));

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a professional without accept_and_reject sees the requests addressed to them, without the buttons', async ({
  page,
}) => {
  await signIn(page, users.professional, '/appointment-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de marcação' })).toBeVisible();
  const beatriz = card(page, 'Beatriz Carvalho Nunes');
  await expect(beatriz).toContainText('Entorse no tornozelo esquerdo');
  await expect(page.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
});

test('the manager sees the badge, accepts one request and rejects the other', async ({ page }) => {
  // A long journey (two decisions, three pages, a phone pass): room for a loaded 2-core host.
  test.setTimeout(90_000);
  await signIn(page, users.manager, '/calendar');
  const button = page.getByRole('link', { name: 'Pedidos (2 pendentes)' });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/appointment-requests$/);
  await expect(page.getByRole('tab', { name: 'Pendentes', selected: true })).toBeVisible();
  const beatriz = card(page, 'Beatriz Carvalho Nunes');
  await expect(beatriz).toContainText('beatriz.nunes@exemplo.pt');
  await expect(beatriz).toContainText(/\d{2}\/\d{2}\/\d{4} 10:00/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'requests-pending');

  // Accept for a new patient made from the request: the appointment opens.
  await beatriz.getByRole('button', { name: 'Aceitar' }).click();
  const accept = page.getByRole('dialog', { name: 'Aceitar o pedido de Beatriz Carvalho Nunes' });
  await expect(accept).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const newPatient = accept.getByLabel('Criar novo paciente com os dados do pedido');
  if (await newPatient.count()) await newPatient.check();
  await accept.getByRole('button', { name: 'Aceitar e marcar' }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Beatriz Carvalho Nunes').first()).toBeVisible();

  // Reject the other: the reason is required.
  await page.goto('/appointment-requests');
  const miguel = card(page, 'Miguel Antunes');
  await miguel.getByRole('button', { name: 'Recusar' }).click();
  const reject = page.getByRole('dialog', { name: 'Recusar o pedido de Miguel Antunes' });
  await reject.getByRole('button', { name: 'Recusar pedido' }).click();
  await expect(reject.getByText('Campo Obrigatório')).toBeVisible();
  await reject.getByLabel(/^Motivo da recusa/).fill('A fisioterapeuta está de férias nessa semana.');
  await reject.getByRole('button', { name: 'Recusar pedido' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText('Não há pedidos pendentes')).toBeVisible();

  await page.getByRole('tab', { name: 'Recusados' }).click();
  await expect(card(page, 'Miguel Antunes')).toContainText('A fisioterapeuta está de férias nessa semana.');
  await page.getByRole('tab', { name: 'Aceites' }).click();
  await card(page, 'Beatriz Carvalho Nunes').getByRole('link', { name: 'Ver marcação' }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);

  // The calendar's badge has nothing pending now.
  await page.goto('/calendar');
  await expect(page.getByRole('link', { name: 'Pedidos (nenhum pendente)' })).toBeVisible();

  // On a phone: the list and its cards fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/appointment-requests?status=accepted');
  await expect(card(page, 'Beatriz Carvalho Nunes')).toBeVisible();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'requests-390');
});

test('the account page saves a booking setting and shows the page link and its QR code', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The other clinic takes an address first, so this one can meet the 409.
  const login = await request.post('/token', {
    form: { username: users.secondTenantManager, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const other = (await login.json()) as { tenant: { id: string } };
  const taken = await request.put(`/api/v1/tenants/${other.tenant.id}/online-booking`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      slug: 'clinica-teste',
      enabled: false,
      min_notice_minutes: 120,
      horizon_days: 60,
      slot_minutes: 15,
      confirm_email: false,
      service_ids: [],
      room_service_ids: [],
      professional_ids: [],
    },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await signIn(page, users.manager, '/configurations/account');
  const section = page.getByRole('region', { name: 'Marcações online' });
  await expect(section.getByLabel('Endereço da página')).toHaveValue('clinica-demo');
  const link = section.getByLabel('Link da página');
  const url = new URL('/public-calendar?tenant=clinica-demo', page.url()).href;
  await expect(link).toHaveValue(url);

  await section.getByRole('combobox', { name: 'Intervalo entre horários' }).click();
  await page.getByRole('option', { name: '30 minutos' }).click();
  await section.getByLabel('Confirmar o e-mail do visitante').check();
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Alterações guardadas').first()).toBeVisible();
  await page.reload();
  await expect(section.getByRole('combobox', { name: 'Intervalo entre horários' })).toHaveText('30 minutos');
  await expect(section.getByLabel('Confirmar o e-mail do visitante')).toBeChecked();

  // A slug another clinic holds: the server's 409 under the field; a malformed one, the form's own.
  const slug = section.getByLabel('Endereço da página');
  await slug.fill('clinica-teste');
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(section.getByText('Este endereço já está a ser usado por outra clínica')).toBeVisible();
  await slug.fill('Não vale');
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(section.getByText('Use só letras minúsculas, algarismos e hífenes (3 a 60)')).toBeVisible();
  await slug.fill('clinica-demo');

  // The QR code decodes to the page's link.
  const qr = section.getByRole('img', { name: 'Código QR da página de marcações' });
  await expect(qr).toBeVisible();
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  const file = join(dir, 'qr.png');
  writeFileSync(file, await qr.screenshot());
  const decoded = execFileSync('zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim();
  expect(decoded).toBe(url);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'account-booking-390');
});
