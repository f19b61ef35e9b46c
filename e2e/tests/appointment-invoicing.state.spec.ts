import { expect, test } from '@playwright/test';
import { bookTodayLate, createPatient, professionalByEmail, today } from './calendar-support';
import { harness, resetServer, seriousViolations, signIn, users } from './support';

// Issue 38, items 6 and 7: the front desk invoices an appointment and takes its payment from the
// calendar's quick view — «Faturar» (a draft FT), «Emitir», «Receber» (MB WAY) — without going through
// the patient's page; then the invoice, the payment, the list and the patient's account agree: paid,
// settled, counted once, owing nothing, and «Anular» is not offered on a paid invoice (it says why).
// The demo clinic's invoicing is switched on here, so this runs in the tenant-state project.

test.beforeEach(async ({ request }) => resetServer(request));

test('invoice and receive from the calendar’s quick view, and every screen agrees', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await harness(request, 'tenant', { email: users.manager, invoicing_active: true });
  await signIn(page, users.frontDesk, '/calendar');
  const patient = await createPatient(page.request, 'Faturação');
  // Sofia's first free 45 minutes from 20:00 today: the journeys share the database, and by now the
  // demo physiotherapist's evening is full of theirs.
  const sofia = 'sofia.almeida@demo.clinica.pt';
  const professional = await professionalByEmail(page.request, sofia);
  const { booked } = await bookTodayLate(page.request, patient, sofia);
  const name = `${patient.first_name} ${patient.surname}`;
  await page.goto(`/calendar?view=day&date=${today()}&professionals=${professional.id}`);
  const event = page.locator('.rbc-event', { hasText: patient.surname });
  await event.scrollIntoViewIfNeeded();
  await event.click();
  const quick = page.getByRole('dialog', { name });
  const invoicing = quick.getByRole('group', { name: 'Faturação' });
  await expect(invoicing).toContainText('Por faturar');

  // «Faturar»: a draft FT of this appointment; «Emitir» issues it through the invoices' own dialog.
  await invoicing.getByRole('button', { name: 'Faturar' }).click();
  await expect(invoicing).toContainText('Em rascunho');
  await invoicing.getByRole('button', { name: 'Emitir' }).click();
  const issue = page.getByRole('dialog', { name: /^Emitir/ });
  await issue.getByRole('button', { name: 'Emitir' }).click();
  await expect(page.getByText('Fatura criado com sucesso')).toBeVisible();
  await expect(invoicing).toContainText(/Faturada — Fatura FT \S+\/\d+/);
  const invoiceNo = /FT \S+\/\d+/.exec((await invoicing.textContent())!)![0];
  await expect(invoicing).toContainText(/Por pagar: \d+,\d{2}\s€/);
  expect(await seriousViolations(page)).toEqual([]);

  // «Receber»: the new payment with this invoice ticked; only the methods that move money, MB WAY too.
  await invoicing.getByRole('link', { name: 'Receber' }).click();
  await expect(page).toHaveURL(/\/payments\/add_new_payment\?patient=[0-9a-f-]{36}&document=[0-9a-f-]{36}$/);
  await expect(page.getByRole('checkbox', { name: new RegExp(`Pagar ${invoiceNo}`) })).toBeChecked();
  await page.getByRole('combobox', { name: /^Método/ }).click();
  await expect(page.getByRole('option', { name: 'Conta corrente' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Compensação de saldo' })).toHaveCount(0);
  await page.getByRole('option', { name: 'MB WAY', exact: true }).click();
  await page.getByRole('textbox', { name: 'Origem' }).fill('MB WAY 912 345 678');
  await page.getByRole('button', { name: 'Registar pagamento' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Dados do pagamento' })).toContainText('MB WAY');
  await expect(page.getByRole('region', { name: 'Faturas liquidadas' }).getByRole('link')).toHaveText(
    invoiceNo,
  );

  // The invoice: paid, and «Anular» is not offered — it says why.
  await page.getByRole('region', { name: 'Faturas liquidadas' }).getByRole('link').click();
  await expect(page.getByText('Esta fatura está paga.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  await expect(
    page.getByText('Não é possível anular — Este documento tem pagamentos: anule-os primeiro'),
  ).toBeVisible();

  // The quick view, opened again: invoiced and paid.
  await page.goto(`/calendar?view=day&date=${today()}&professionals=${professional.id}`);
  await page.locator('.rbc-event', { hasText: patient.surname }).click();
  await expect(page.getByRole('dialog', { name }).getByRole('group', { name: 'Faturação' })).toContainText(
    'Esta fatura está paga.',
  );
  await expect(page.getByRole('dialog', { name }).getByRole('link', { name: 'Receber' })).toHaveCount(0);

  // The appointment's page says the same.
  await page.goto(`/appointments/${booked.id}`);
  await expect(page.getByRole('group', { name: 'Faturação' })).toContainText(invoiceNo);
  await expect(page.getByRole('group', { name: 'Faturação' })).toContainText('Esta fatura está paga.');

  // The payments list: the count over it is the pager's.
  await page.goto(`/payments?patient_id=${patient.id}`);
  const totals = page.getByRole('region', { name: 'Totais dos pagamentos filtrados' });
  await expect(totals.locator('[data-total="payments"]')).toHaveText('1');
  await expect(page.getByText(/1–1 de 1/)).toBeVisible();

  // The patient's current account owes nothing.
  await page.goto(`/patients/${patient.id}?tab=payments`);
  await expect(
    page.getByRole('region', { name: 'Conta corrente' }).locator('[data-figure="owed"]'),
  ).toHaveText(/^0,00\s€$/);
  await expect(page.getByText('Nada por pagar.')).toBeVisible();
});
