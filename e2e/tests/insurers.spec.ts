import { expect, test } from '@playwright/test';
import { api, bookTodayLate } from './calendar-support';
import { seriousViolations, signIn, users } from './support';

// Issue 45 (items 1–3): the manager reads Médis's page (fiscal identity, agreement number, its price table
// with the split), writes an agreement for a new insurer — a percentage over 100 is refused, naming the
// field — and the front desk sees a Médis patient's split in the booking form, on the appointment page
// and in the patient's appointments tab. Only rows of its own are written (a new insurer and booking).

test('the manager keeps an insurer’s agreements; the front desk sees who pays what', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, users.manager, '/configurations/insurers');
  await page.getByRole('link', { name: 'Médis' }).click();
  await expect(page).toHaveURL(/\/configurations\/insurers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Médis');
  await expect(page.getByRole('region', { name: 'Identificação fiscal e contactos' })).toContainText(
    'MD-PR-40921',
  );
  const medis = page.getByRole('table', { name: /^Tabela em vigor desde/ });
  await expect(medis.getByRole('row', { name: /Sessão de fisioterapia/ })).toContainText(
    /35,00\s€.*10,00\s€.*25,00\s€/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A new insurer's agreement: 120 % is refused on the field; 33,33 % of 30 € splits 10,00 € / 20,00 €.
  const name = `Seguros E2E ${Date.now().toString(36)}`;
  const insurer = await api<{ id: string }>(page.request, 'POST', '/api/v1/insurers', { name });
  await page.goto(`/configurations/insurers/${insurer.id}`);
  await expect(page.getByText('Ainda não há acordos com esta seguradora.')).toBeVisible();
  await page.getByRole('button', { name: 'Novo acordo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo acordo' });
  await dialog.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type('01012026');
  await dialog.getByRole('button', { name: 'Adicionar serviço' }).click();
  await dialog.getByRole('combobox', { name: /^Serviço/ }).click();
  await page.getByRole('option', { name: 'Sessão de fisioterapia' }).click();
  await dialog.getByLabel(/^Preço do acordo/).fill('30,00');
  await dialog.getByRole('combobox', { name: /^Parte do paciente em/ }).click();
  await page.getByRole('option', { name: 'Percentagem (%)' }).click();
  const part = dialog.getByLabel(/^Parte do paciente \(%\)/);
  await part.fill('120');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('A percentagem tem de estar entre 0 e 100')).toBeVisible();
  await expect(part).toHaveAttribute('aria-invalid', 'true');
  await part.fill('33,33');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Tabela em vigor desde 01/01/2026' });
  await expect(table.getByRole('row', { name: /Sessão de fisioterapia/ })).toContainText(
    /30,00\s€.*10,00\s€ \(33,33 %\).*20,00\s€/,
  );

  // The front desk: a Médis patient (demo: João Pedro Gonçalves, MD-4471203) booked today.
  await signIn(page, users.frontDesk, '/calendar');
  const found = await api<{ items: { id: string }[] }>(
    page.request,
    'GET',
    '/api/v1/users/patients?q=Jo%C3%A3o%20Pedro%20Gon%C3%A7alves',
  );
  const patient = found.items[0]!;
  const split = /Médis \(n\.º MD-4471203\): o paciente paga 10,00\s€, a seguradora 25,00\s€/;

  const { booked } = await bookTodayLate(page.request, patient);
  await page.goto(`/appointments/${booked.id}`);
  await expect(page.getByRole('definition').filter({ hasText: split })).toBeVisible();
  await page.goto(`/patients/${patient.id}?tab=appointments`);
  await expect(page.getByRole('columnheader', { name: 'Paciente / seguradora' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /10,00\s€ \/ 25,00\s€/ }).first()).toBeVisible();

  // The booking form, last (an edited form asks before it is left).
  await page.goto(`/calendar?book=${patient.id}`);
  const booking = page.getByRole('dialog', { name: 'Nova marcação' });
  const serviceField = booking.getByRole('combobox', { name: /^Serviço/ });
  if (!(await serviceField.textContent())?.includes('Sessão de fisioterapia')) {
    await serviceField.click();
    await page.getByRole('option', { name: /^Sessão de fisioterapia/ }).click();
  }
  await expect(booking.getByTestId('insurance-split')).toContainText(split);
});
