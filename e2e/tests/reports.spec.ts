import { expect, test } from '@playwright/test';
import { resetServer, seriousViolations, signIn, users } from './support';

// Issue 50: the manager opens the dashboard, follows the revenue tile to the financial report, changes
// the range, downloads the XLSX («Relatório gerado com sucesso»); the patient sees their home on a phone.

test.beforeEach(async ({ request }) => resetServer(request));

test('dashboard → revenue tile → financial report → last month → XLSX', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, users.manager, '/dashboard');
  const revenue = page.getByRole('link', { name: 'Receita deste mês' });
  await expect(revenue).toBeVisible();
  await expect(page.getByText(/^Por receber: /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await revenue.click();
  await expect(page).toHaveURL(/\/reports\/financial\?from=\d{4}-\d{2}-01&to=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios · Financeiro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por mês' })).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Mês passado' }).click();
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await expect(page).toHaveURL(new RegExp(`from=${last}-01`));
  await expect(page.getByRole('cell', { name: last })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^relatorio-financial-${last}-01-.*\\.xlsx$`));
  await expect(page.getByText('Relatório gerado com sucesso')).toBeVisible();
});

test('the patient’s home on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, users.patient, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'As minhas consultas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contactos da clínica' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+?[\d ]{9,}$/ }).first()).toHaveAttribute('href', /^tel:/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test('commissions: the account’s summary, then one professional’s detail from the table', async ({
  page,
}) => {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const to = now.toISOString().slice(0, 10);
  await signIn(page, users.manager, `/reports/commissions?from=${from}&to=${to}&preset=custom`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios · Comissões' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por profissional' })).toBeVisible();
  await expect(page.getByText(/^Escolha um profissional/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detalhe' })).toHaveCount(0);

  const first = page.getByRole('table').first().getByRole('button').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/professional_id=/);
  await expect(page.getByRole('combobox', { name: 'Profissional' })).toHaveText(name);
  const detail = page.getByRole('region', { name: 'Detalhe' });
  await expect(detail.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^Escolha um profissional/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
