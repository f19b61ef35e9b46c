import { expect, test } from '@playwright/test';
import { noHorizontalScroll, screenshot, seriousViolations, signIn, users } from './support';

// The stock of products (issue 44 item 4, decision 041). The journey makes a product of its own, tagged
// with this run, and changes nothing another journey sees.
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

test('the manager sees «Stock baixo», sets a product’s minimum and records a consumption of 0,25 l', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.manager, '/services');
  // The demo's kinesio tape is below its minimum (3 of 5 rolls).
  const low = page.getByRole('region', { name: 'Produtos com stock baixo' });
  await expect(low).toContainText('Kinesio tape 5 cm × 5 m');
  await expect(low).toContainText('3 un. · mínimo 5 un.');

  const created = await page.request.post('/api/v1/services', {
    data: { name: `Gel condutor ${run}`, price_cents: 1200, unit: 'l', kind: 'product', vat_class: 'normal' },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const bought = await page.request.post('/api/v1/stock-movements', {
    data: { service_id: id, kind: 'purchase', quantity_milli: 2000 },
    headers,
  });
  expect(bought.status()).toBe(201);

  await page.goto(`/services/${id}`);
  const stock = page.getByRole('region', { name: 'Stock' });
  await expect(stock).toContainText('2 l');
  await stock.getByLabel('Stock mínimo (l)').fill('1,9');
  await stock.getByRole('button', { name: 'Guardar mínimo' }).click();
  await expect(page.getByText('Stock mínimo guardado')).toBeVisible();

  await stock.getByRole('button', { name: 'Registar movimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registar movimento' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Consumo' }).click();
  await dialog.getByLabel(/^Quantidade \(l\)/).fill('0,25');
  await dialog.getByRole('button', { name: 'Registar movimento' }).click();
  await expect(page.getByText('Movimento registado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stock).toContainText('1,75 l');
  await expect(stock).toContainText('Stock baixo');
  await expect(stock.getByRole('row').filter({ hasText: 'Consumo' })).toContainText('−0,25');

  // More than there is: refused under the quantity, nothing recorded.
  await stock.getByRole('button', { name: 'Registar movimento' }).click();
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Consumo' }).click();
  await dialog.getByLabel(/^Quantidade \(l\)/).fill('5');
  await dialog.getByRole('button', { name: 'Registar movimento' }).click();
  await expect(dialog.getByText(/Stock insuficiente/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: /Descartar/ }).click();
  await expect(stock).toContainText('1,75 l');

  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await screenshot(page, 'stock-product-phone');
  expect(await seriousViolations(page)).toEqual([]);
});
