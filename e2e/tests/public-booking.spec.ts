import { expect, test } from '@playwright/test';
import { caughtMail } from './mailbox';
import { noHorizontalScroll, password, seriousViolations, users } from './support';

/**
 * The public booking page (issue 48, decision 046) on a 390 px phone: a visitor of Clínica Demo asks for
 * a physiotherapy session; the request reaches the clinic (its staff list) and the visitor's mailbox.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a visitor picks a service and a time, leaves their details and the request is received', async ({
  page,
  request,
}) => {
  const email = `visitante.${Date.now()}@exemplo.pt`;
  await page.goto('/public-calendar?tenant=clinica-demo');
  await expect(page.getByRole('heading', { level: 1, name: /Clínica Demo/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('heading', { name: 'Escolha o serviço' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await noHorizontalScroll(page);

  await page.getByRole('radio', { name: /Sessão de fisioterapia/ }).check();
  await expect(page.getByText('45 min · 35,00 €')).toBeVisible();
  await page.getByLabel('Profissional').selectOption({ label: 'Qualquer profissional' });
  await page.getByRole('button', { name: 'Continuar' }).click();

  const timeHeading = page.getByRole('heading', { name: 'Escolha o dia e a hora' });
  await expect(timeHeading).toBeFocused();
  const firstTime = page.getByRole('list').first().getByRole('button').first();
  await expect(firstTime).toHaveText(/^\d{2}:\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await noHorizontalScroll(page);
  const time = (await firstTime.textContent())!;
  await firstTime.click();

  await expect(page.getByRole('heading', { name: 'Os seus dados' })).toBeFocused();
  const shownAt = Date.now();
  await expect(
    page.getByText(new RegExp(`^Sessão de fisioterapia — .*\\d{2}/\\d{2}/\\d{4}, ${time}$`)),
  ).toBeVisible();
  // Sending it empty: each field says what it needs, next to it, and nothing is sent.
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByLabel(/^Nome/)).toBeFocused();
  await expect(page.getByText('Campo Obrigatório')).toHaveCount(3);
  await expect(page.getByText('Tem de aceitar ser contactado pela clínica')).toBeVisible();

  await page.getByLabel(/^Nome/).fill('Inês Figueiredo');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Telemóvel/).fill('912 345 678');
  await page.getByLabel('Nota para a clínica (opcional)').fill('Dor lombar há três semanas.');
  await page.getByRole('checkbox', { name: /Aceito ser contactado/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  // A person takes more than the clinic's minimum fill time (3 s, decision 043): so does this one.
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // The clinic sees it (the demo does not ask for e-mail confirmation: it is pending at once)…
  const login = await request.post('/token', {
    form: { username: users.manager, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
  const list = (await (
    await request.get('/api/v1/appointment-requests?status=pending&page_size=200')
  ).json()) as {
    items: { id: string; email: string; name: string; mobile: string; service_name: string; note: string }[];
  };
  const received = list.items.find((r) => r.email === email);
  expect(received).toMatchObject({
    name: 'Inês Figueiredo',
    mobile: '+351912345678',
    service_name: 'Sessão de fisioterapia',
    note: 'Dor lombar há três semanas.',
  });
  // …and the visitor gets the e-mail saying so.
  const mail = await caughtMail(email, /^Pedido de marcação recebido/);
  expect(mail.text).toContain(`às ${time}`);

  // The clinic declines it (through the API: the «Pedidos» page is walked in the tenant-state journeys,
  // which expect only the demo's requests pending) and the visitor is told why.
  const reject = await request.put(`/api/v1/appointment-requests/${received!.id}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { status: 'rejected', reason: 'Sem vagas nessa semana.' },
  });
  expect(reject.status(), await reject.text()).toBe(200);
  const declined = await caughtMail(email, /^Pedido de marcação não aceite/);
  expect(declined.text).toContain('Motivo: Sem vagas nessa semana.');
});

test('an unknown clinic and a wrong confirmation link say so plainly', async ({ page }) => {
  await page.goto('/public-calendar?tenant=nao-existe');
  await expect(page.getByText('Esta clínica não aceita marcações online')).toBeVisible();
  await page.goto('/public-calendar?tenant=clinica-demo&confirm=00000000-0000-0000-0000-000000000000.abcdef');
  await expect(page.getByRole('heading', { name: 'Link Inválido' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
