import { expect, test } from '@playwright/test';
import {
  harness,
  navigateInApp,
  noHorizontalScroll,
  screenshot,
  seriousViolations,
  signIn,
  users,
} from './support';

/**
 * Issue 43 §5, on the patient's phone: «Ver todas» on their home opens their own list of documents and
 * receipts (no staff filters or totals) with their current account — what they owe, what they paid.
 * Tenant state: the clinic invoices here (the home shows its «Faturas» card only then).
 */
test.use({ viewport: { width: 390, height: 844 } });

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
const euros = (cents: number) => digits((cents / 100).toFixed(2));

test('a patient opens their documents, receipts and current account from «Ver todas», on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await harness(request, 'tenant', { email: users.manager, invoicing_active: true });
  await signIn(page, users.patient);
  const me = (await (await page.request.get('/api/v1/me', { headers })).json()) as { id: string };
  await page.getByRole('link', { name: /^Ver todas \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos e conta corrente' })).toBeVisible();
  await expect(page).toHaveTitle('Documentos e conta corrente · Clínica');

  // The current account says what the server says they owe and their credit.
  const account = (await (
    await page.request.get(`/api/v1/users/${me.id}/current-account`, { headers })
  ).json()) as { owed_cents: number; credit_cents: number; entries: unknown[] };
  await expect(page.locator('[data-figure="owed"]')).toBeVisible();
  expect(digits(await page.locator('[data-figure="owed"]').textContent())).toBe(euros(account.owed_cents));
  expect(digits(await page.locator('[data-figure="credit"]').textContent())).toBe(
    euros(account.credit_cents),
  );
  expect(account.entries.length).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Movimentos' })).toBeVisible();

  // Their documents, ten a page, the next page a click away; no staff filters, totals or actions.
  const documents = page.getByRole('list', { name: 'Faturas', exact: true });
  await expect(documents.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Registar pagamento/ })).toHaveCount(0);
  await noHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'patient-documents-390');
  await page.getByRole('button', { name: /página 2$/i }).click();
  await expect(documents.getByRole('listitem').first()).toBeVisible();
  expect(await documents.getByRole('listitem').count()).toBeLessThanOrEqual(10);

  // Their receipts, each as a PDF.
  const receipts = page.getByRole('list', { name: 'Recibos', exact: true });
  await expect(
    receipts.getByRole('button', { name: /^Descarregar PDF do recibo RG / }).first(),
  ).toBeVisible();
  await noHorizontalScroll(page);

  // One document opens read-only; the staff's list of documents is not theirs.
  await documents.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await navigateInApp(page, '/invoices');
  await expect(page).toHaveURL(/\/dashboard$/);
});
