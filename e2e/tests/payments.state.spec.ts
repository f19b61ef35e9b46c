import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import {
  providerDocumentOf,
  providerDocuments,
  providerPdf,
  shownNumber,
  test,
  useProvider,
} from './provider';
import { harness, post, resetServer, seriousViolations, signIn, users } from './support';

// Issue 27: the front desk pays an issued FT in full from its page — «Registar pagamento» with a debit
// card at the terminal (issue 37) — and the receipt RG is issued; its PDF prints the number and the
// method; the patient's «Conta corrente» owes nothing. The demo clinic's invoicing is switched on here,
// so this runs in the tenant-state project — and again in the invoicexpress project (issue 53): the FT and
// the RG are then InvoiceXpress's, with its numbers, and the receipt's PDF is its own.

const run = Date.now().toString(36);
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test.beforeEach(async ({ request, provider }) => {
  await resetServer(request);
  await useProvider(request, provider);
});

test('pay an issued invoice in full by debit card: the receipt is issued and printed, the account owes nothing', async ({
  page,
  request,
  provider,
}) => {
  test.setTimeout(180_000);
  await harness(request, 'tenant', { email: users.manager, invoicing_active: true });
  await signIn(page, users.frontDesk, '/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totais dos pagamentos filtrados' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Set-up through the API: a new patient and an issued FT of 45,00 € (the payment goes through the UI).
  const patient = await post<{ id: string }>(
    page.request,
    '/api/v1/users/patients',
    { first_name: 'Marta', surname: `Pagamentos ${run}` },
    201,
  );
  const draft = await post<{ id: string }>(
    page.request,
    '/api/v1/invoicing-documents',
    {
      type: 'FT',
      patient_id: patient.id,
      lines: [{ description: 'Sessão de fisioterapia', unit_price_cents: 4500, tax_exemption_code: 'M07' }],
    },
    201,
  );
  const invoice = await post<{ invoice_no: string }>(
    page.request,
    `/api/v1/invoicing-documents/${draft.id}/issue`,
    {},
  );
  const ftAtProvider = await providerDocumentOf(request, draft.id);
  if (provider === 'invoicexpress') {
    expect(ftAtProvider).toMatchObject({ type: 'Invoice', status: 'final' });
    expect(invoice.invoice_no).toBe(shownNumber('FT', ftAtProvider!));
  } else expect(ftAtProvider).toBeUndefined();

  // The FT's page says what it still owes and leads to the payment with it ticked.
  await page.goto(`/invoices/${draft.id}`);
  const balance = page.getByRole('region', { name: 'Pagamentos' });
  await expect(balance).toContainText(/Em conta corrente — por pagar 45,00\s€ de 45,00\s€/);
  await balance.getByRole('link', { name: 'Registar pagamento' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/payments/add_new_payment\\?patient=${patient.id}&document=${draft.id}$`),
  );
  await expect(page.getByRole('checkbox', { name: new RegExp(`Pagar ${invoice.invoice_no}`) })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Valor \(€\)/ })).toHaveValue('45,00');
  await page.getByRole('combobox', { name: /^Método/ }).click();
  // Both cards, apart (SAF-T CC and CD), and Multibanco for a payment reference.
  for (const name of ['Cartão de crédito', 'Cartão de débito', 'Multibanco'])
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Cartão de débito' }).click();
  await page.getByRole('textbox', { name: 'Origem' }).fill('TPA balcão');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Registar pagamento' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  const paymentId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(/Pagamento registado com sucesso\. Recibo RG \S+\/\d+ gerado/)).toBeVisible();
  const facts = page.getByRole('region', { name: 'Dados do pagamento' });
  await expect(facts).toContainText(/RG \S+\/\d+/);
  await expect(facts).toContainText(/ATCUD: \S+-\d+/);
  await expect(facts).toContainText('Cartão de débito');
  const receiptNo = /RG \S+\/\d+/.exec((await facts.textContent())!)![0];
  // With InvoiceXpress, the receipt is the one it issued: its number and ATCUD.
  const rgAtProvider =
    provider === 'invoicexpress'
      ? (await providerDocuments(request)).find((d) => shownNumber('RG', d) === receiptNo)
      : undefined;
  if (provider === 'invoicexpress') {
    expect(rgAtProvider, `${receiptNo} at InvoiceXpress`).toBeDefined();
    await expect(facts).toContainText(`ATCUD: ${rgAtProvider!.atcud}`);
  }
  await expect(page.getByRole('region', { name: 'Faturas liquidadas' }).getByRole('link')).toHaveText(
    invoice.invoice_no,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The receipt's PDF (made by a POST, saved as a download) prints its number. With InvoiceXpress each
  // receipt (one per invoice settled) is listed with its own PDF, InvoiceXpress's.
  if (provider === 'invoicexpress') {
    const atProvider = page.getByRole('region', { name: 'Recibos na InvoiceXpress' });
    await expect(atProvider.getByRole('listitem')).toHaveCount(1);
    await expect(atProvider).toContainText(receiptNo);
    await expect(atProvider).toContainText(`Liquida ${invoice.invoice_no}`);
    await expect(atProvider).toContainText(/45,00\s€/);
    await expect(atProvider).toContainText('Emitido');
  }
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name:
        provider === 'invoicexpress' ? `Descarregar PDF do recibo ${receiptNo}` : 'Descarregar recibo (PDF)',
      exact: true,
    })
    .click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  if (rgAtProvider) expect(readFileSync(file).equals(await providerPdf(request, rgAtProvider.id))).toBe(true);
  else {
    expect(pdfText(file)).toContain(receiptNo);
    expect(pdfText(file)).toContain('Cartão de débito');
  }
  await expect(page.getByText('Recibo gerado com sucesso')).toBeVisible();

  // The patient's current account owes nothing; the ledger has the FT and the payment.
  await page.goto(`/patients/${patient.id}?tab=payments`);
  const figures = page.getByRole('region', { name: 'Conta corrente' });
  await expect(figures.locator('[data-figure="owed"]')).toHaveText(/^0,00\s€$/);
  const ledger = page.getByRole('table', { name: 'Movimentos' });
  await expect(ledger.getByRole('link', { name: invoice.invoice_no })).toBeVisible();
  // The payment's line is named by its receipt — ours, or the one issued at InvoiceXpress — and opens
  // the payment.
  const paymentLine = ledger.getByRole('link', { name: receiptNo });
  await expect(paymentLine).toHaveAttribute('href', `/payments/${paymentId}`);
  await expect(page.getByText('Nada por pagar.')).toBeVisible();

  // On a phone (390 px) the account and the list stack: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await expect(paymentLine).toBeVisible();
  expect(await scrollsSideways()).toBe(false);
  await page.goto(`/payments?patient_id=${patient.id}`);
  await expect(page.getByRole('link', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
  expect(await scrollsSideways()).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
});
