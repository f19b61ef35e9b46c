import { expect, test } from '@playwright/test';
import { harness, post, resetServer, signIn, users } from './support';

// Issue 38: the front desk issues an FR paid by Multibanco and cash, gives an advance back («Devolver»)
// and closes the day («Fecho de caixa»). The demo clinic's invoicing is switched on here, so this runs
// in the tenant-state project.

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

test.beforeEach(async ({ request }) => resetServer(request));

test('the front desk takes an FR by MB and cash, refunds an advance and closes the day', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await harness(request, 'tenant', { email: users.manager, invoicing_active: true });
  await signIn(page, users.frontDesk, '/payments');

  // Set-up through the API: a patient, an FR draft of 50,00 € and an advance of 40,00 € in cash.
  const patient = await post<{ id: string }>(
    page.request,
    '/api/v1/users/patients',
    { first_name: 'Rosa', surname: `Caixa ${run}` },
    201,
  );
  const draft = await post<{ id: string }>(
    page.request,
    '/api/v1/invoicing-documents',
    {
      type: 'FR',
      patient_id: patient.id,
      lines: [{ description: 'Sessão de fisioterapia', unit_price_cents: 5000, tax_exemption_code: 'M07' }],
    },
    201,
  );
  await post(
    page.request,
    '/api/v1/payments',
    { patient_id: patient.id, amount_cents: 4000, method: 'cash', advance: true },
    201,
  );

  // Issuing the FR: 20,00 € in cash and 30,00 € by Multibanco.
  await page.goto(`/invoices/${draft.id}`);
  await page.getByRole('button', { name: 'Emitir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Como foi pago')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Valor (€)' }).fill('20,00');
  await dialog.getByRole('button', { name: 'Outro método' }).click();
  await dialog.getByRole('combobox', { name: 'Método' }).nth(1).click();
  await page.getByRole('option', { name: 'Multibanco', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Valor (€)' }).nth(1)).toHaveValue('30,00');
  await dialog.getByRole('button', { name: 'Emitir' }).click();
  await expect(dialog).toBeHidden();
  const issued = (await (await page.request.get(`/api/v1/invoicing-documents/${draft.id}`)).json()) as {
    invoice_no: string;
    payments: { method: string; amount_cents: number }[];
  };
  expect(issued.payments).toEqual([
    { method: 'cash', amount_cents: 2000 },
    { method: 'mb', amount_cents: 3000 },
  ]);

  // «Devolver» on the patient's current account: the whole advance, in cash; the credit goes to zero.
  await page.goto(`/patients/${patient.id}`);
  await page.getByRole('tab', { name: 'Conta corrente' }).click();
  await page.getByRole('button', { name: 'Devolver' }).click();
  const refund = page.getByRole('dialog');
  await expect(refund.getByRole('textbox', { name: /Valor \(€\)/ })).toHaveValue('40,00');
  await refund.getByRole('button', { name: 'Registar devolução' }).click();
  await expect(page.getByText('Devolução registada com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devolver' })).toBeHidden();

  // «Fecho de caixa»: the day's movements by method; counting what is expected leaves no difference.
  await page.goto('/payments');
  await page.getByRole('link', { name: 'Fecho de caixa' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fecho de caixa' })).toBeVisible();
  const movements = page.getByRole('region', { name: 'Movimentos do dia' });
  await expect(movements).toContainText(
    new RegExp(`${issued.invoice_no.replace('/', '\\/')} · Rosa Caixa ${run} · Multibanco · 30,00`),
  );
  await expect(movements).toContainText(/Devolução .* · Numerário · -40,00/);
  // Every money method's row (MB WAY too: earlier journeys took money today as the front desk).
  for (const row of await page.locator('tr[data-method]').all()) {
    const expected = (await row.locator('[data-cell="expected"]').textContent())!.replace(/[^\d,-]/g, '');
    await row.getByRole('textbox').fill(expected);
  }
  await expect(page.locator('[data-total="difference"]')).toHaveText(/0,00/);
  await page.getByRole('button', { name: 'Fechar o dia' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar o dia' }).click();
  await expect(page.getByText('Dia fechado com sucesso')).toBeVisible();
  await expect(page.getByText(/Fechado por Marta Sousa/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Fechos anteriores' }).getByRole('link', { name: 'PDF' }).first(),
  ).toBeVisible();

  // A closed day is final: another payment today is refused.
  const late = await page.request.post('/api/v1/payments', {
    data: { patient_id: patient.id, amount_cents: 100, method: 'cash', advance: true },
    headers,
  });
  expect(late.status()).toBe(409);
});
