import { expect, test, type Page } from '@playwright/test';
import { noHorizontalScroll, screenshot, signIn, users } from './support';

// Issue 22 (item 6): a second patient with a NIF another patient already has is flagged before saving,
// with a link to that record, and saved only once confirmed; and an over-long word cannot widen a list.
// Each journey makes its own records, tagged with this run, and changes nothing another journey sees.
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

/** The demo patient João Carlos Silva (paciente@demo.clinica.pt) has this NIF. */
const DEMO_NIF = '123456789';

async function demoPatientId(page: Page): Promise<string> {
  const response = await page.request.get(`/api/v1/users/patients?q=${DEMO_NIF}&sort=created_at`, {
    headers,
  });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as {
    items: Array<{ id: string; first_name: string; surname: string }>;
  };
  const patient = list.items.find((p) => `${p.first_name} ${p.surname}` === 'João Carlos Silva');
  expect(patient, 'the demo patient João Carlos Silva').toBeDefined();
  return patient!.id;
}

test('the manager types a NIF another patient has: warned with a link to them, saved once confirmed, audited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const surname = `Gémeo ${run}`;
  await signIn(page, users.manager, '/patients/add_new_patient');
  const existing = await demoPatientId(page);
  const nif = page.getByLabel(/^NIF/);
  const notice = page.getByText('Já existe um paciente com este NIF');
  const link = page.getByRole('link', { name: 'ver a ficha de João Carlos Silva' });

  // Incomplete, then a wrong check digit: nothing to say yet.
  await nif.fill('12345678');
  await nif.fill('123456780');
  await expect(notice).toBeHidden();
  await nif.fill(DEMO_NIF);
  await expect(notice).toBeVisible();
  await expect(link).toHaveAttribute('href', `/patients/${existing}`);
  await screenshot(page, 'duplicate-nif-notice');

  // The link opens that record (leaving the typed form asks first).
  await link.click();
  await page
    .getByRole('dialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${existing}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'João Carlos Silva' })).toBeVisible();

  // Back to a new patient: same NIF, and saving asks first.
  await page.goto('/patients/add_new_patient');
  await page.getByLabel(/^Nome/).fill('Rita');
  await page.getByLabel(/^Apelido/).fill(surname);
  await page.getByLabel(/^NIF/).fill(DEMO_NIF);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Criar paciente' }).click();
  const confirm = page.getByRole('dialog', { name: 'Guardar com um NIF repetido?' });
  await expect(confirm).toContainText(`João Carlos Silva já tem o NIF ${DEMO_NIF}`);
  await screenshot(page, 'duplicate-nif-confirm');
  // Not yet: cancelling leaves the form as it was and nothing saved.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/patients\/add_new_patient$/);
  await page.getByRole('button', { name: 'Criar paciente' }).click();
  await confirm.getByRole('button', { name: 'Guardar mesmo assim' }).click();

  await expect(page.getByText('Paciente criado com sucesso', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  const created = page.url().split('/').pop()!;
  expect(created).not.toBe(existing);
  await expect(page.getByRole('heading', { level: 1, name: `Rita ${surname}` })).toBeVisible();
  // Its own NIF is no news on its own record.
  await expect(page.getByLabel(/^NIF/)).toHaveValue(DEMO_NIF);
  await expect(notice).toBeHidden();

  // The confirmation is in the record's audit trail, naming the other patient.
  const audit = await page.request.get(`/api/v1/users/patients/${created}/audit`, { headers });
  const items = ((await audit.json()) as { items: Array<{ action: string; detail: string | null }> }).items;
  expect(items).toContainEqual(
    expect.objectContaining({ action: 'patient.duplicate_nif_confirmed', detail: 'João Carlos Silva' }),
  );
});

// The issue names a 300-character word in a reference's name; the contract caps a name at 120 and the
// contact and address at 200, so the row carries the longest unbroken word each of them takes (520
// characters in all, in three columns).
test('a reference whose name, contact and address are over-long words keeps the references table within the page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = (start: string, length: number) => start.padEnd(length, 'x');
  const name = `${word('Referência', 120 - run.length - 1)} ${run}`;
  expect(name).toHaveLength(120);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, users.manager, '/references');
  const response = await page.request.post('/api/v1/references', {
    data: {
      name,
      relationship: 'other',
      contact: word('Contacto', 200),
      address: word('Morada', 200),
    },
    headers,
  });
  expect(response.status(), await response.text()).toBe(201);

  await page.goto(`/references?q=${run}`);
  const table = page.getByRole('table', { name: 'Referências' });
  const row = table.getByRole('row').filter({ hasText: run });
  await expect(row).toHaveCount(1);
  await screenshot(page, 'references-long-words');
  const sizes = await table.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    inner: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
    viewport: document.documentElement.clientWidth,
  }));
  // Before: the table grew to 5,305 px. Now the words wrap and it fits, with nothing to scroll sideways.
  expect(sizes.right).toBeLessThanOrEqual(sizes.viewport);
  expect(sizes.inner).toBeLessThanOrEqual(0);
  await noHorizontalScroll(page);
  // The short cells keep their words whole: "Outra" on one line, as tall as a short cell's text.
  const other = row.getByRole('cell', { name: 'Outra', exact: true });
  await expect(other).toBeVisible();
  expect(await other.evaluate((cell) => cell.getBoundingClientRect().width)).toBeGreaterThan(60);

  // On a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await expect.poll(() => table.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
});
