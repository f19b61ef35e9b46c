import { expect, test } from '@playwright/test';
import { navigateInApp, resetServer, seriousViolations, signIn, users } from './support';

// Issue 27: a manager records an expense with a photo of the receipt, sees «Gasto criado com sucesso»,
// finds it in the list with the vendor filter, downloads the receipt, and recording it again answers
// «Gasto já se encontra criado» under the name.

/** A 1×1 PNG: a «photo» of the receipt, checked by its content on the server. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ request }) => resetServer(request));

test('record an expense with its receipt, find it, download the receipt; the duplicate is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const vendor = `Papelaria E2E ${Date.now()}`;
  await signIn(page, users.manager, '/expenses/add_new_expense');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo gasto' })).toBeVisible();

  const fill = async () => {
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Blocos de marcação');
    await page.getByRole('textbox', { name: /^Fornecedor/ }).fill(vendor);
    await page.getByRole('textbox', { name: /^Total com IVA/ }).fill('24,60');
    await page.getByRole('combobox', { name: /^Categoria/ }).click();
    await page.getByRole('option', { name: 'Consumíveis' }).click();
    await page.getByRole('combobox', { name: /^Método de pagamento/ }).click();
    await page.getByRole('option', { name: 'Numerário' }).click();
  };
  await fill();
  await expect(page.getByText('IVA calculado: 4,60 €')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'recibo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Será anexado ao guardar: recibo.png')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Gasto criado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Descarregar recibo.png' })).toBeVisible();

  // The list, filtered by the vendor: the one expense, and the totals of that set.
  await page.goto('/expenses');
  await page.getByRole('searchbox', { name: 'Fornecedor' }).fill(vendor);
  await expect(page).toHaveURL(/vendor=/);
  const row = page.getByRole('link', { name: 'Blocos de marcação' });
  await expect(row).toHaveCount(1);
  await expect(page.locator('[data-total="count"]')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);

  // The receipt downloads as the bytes sent.
  await row.click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descarregar recibo.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recibo.png');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(PNG)).toBe(true);

  // The same expense again: refused under the name.
  await page.goto('/expenses/add_new_expense');
  await fill();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Gasto já se encontra criado')).toBeVisible();
  await expect(page).toHaveURL(/add_new_expense$/);
});

// Issue 43 §9 and §6, on a phone: a supplier's invoice with two VAT rates and its document number; the
// notice stays clear of the top bar and the page's title, and leaves with the page; the same document
// again is refused with a link to the one recorded.
test('on a phone: an invoice with two VAT rates, the notice clear of the header, the duplicate linked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const run = Date.now();
  const documentNumber = `FT E2E/${run}`;
  await signIn(page, users.manager, '/expenses/add_new_expense');
  const fill = async () => {
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Colar cervical e creme');
    await page.getByRole('textbox', { name: /^Fornecedor/ }).fill(`Ortopedia E2E ${run}`);
    await page.getByRole('textbox', { name: /^N\.º do documento do fornecedor/ }).fill(documentNumber);
    await page.getByRole('textbox', { name: /^Total com IVA/ }).fill('106,00');
    await page.getByRole('combobox', { name: /^Taxa de IVA/ }).click();
    await page.getByRole('option', { name: '6 %', exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar outra taxa' }).click();
    await page.getByRole('textbox', { name: /^Total com IVA da taxa 2/ }).fill('123,00');
    await page.getByRole('combobox', { name: /^Taxa de IVA 2/ }).click();
    await page.getByRole('option', { name: '23 %', exact: true }).click();
    await page.getByRole('combobox', { name: /^Categoria/ }).click();
    await page.getByRole('option', { name: 'Consumíveis' }).click();
    await page.getByRole('combobox', { name: /^Método de pagamento/ }).click();
    await page.getByRole('option', { name: 'Numerário' }).click();
  };
  await fill();
  await expect(page.getByTestId('vat-computed')).toHaveText(/IVA calculado: 29,00\s€ · Total: 229,00\s€/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const notice = page.getByText('Gasto criado com sucesso');
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  const recorded = new URL(page.url()).pathname;

  // The notice covers neither the top bar nor the page's title.
  const box = (await notice.boundingBox())!;
  for (const header of [page.locator('.top-bar'), page.getByRole('heading', { level: 1 })]) {
    const h = (await header.boundingBox())!;
    expect(box.y >= h.y + h.height || box.y + box.height <= h.y, 'the notice overlaps the header').toBe(true);
  }
  // It leaves on its own or with the page (the unit test times each): the pointer off it first, as
  // notistack holds a notice under the pointer for as long as it stays (WCAG 2.2.1).
  await page.mouse.move(0, 0);
  await navigateInApp(page, '/expenses');
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(notice).toHaveCount(0);

  // The same supplier document again: refused, with the expense recorded a link away.
  await page.goto('/expenses/add_new_expense');
  await fill();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Gasto já se encontra criado').first()).toBeVisible();
  await page.getByRole('link', { name: 'Abrir o gasto registado' }).click();
  // Leaving the unsaved form asks first (spec §5).
  await page
    .getByRole('dialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${recorded}$`));
  await expect(page.getByRole('textbox', { name: /^Total com IVA da taxa 2/ })).toHaveValue('123,00');
});
