import { expect, test } from '@playwright/test';
import { signIn, users } from './support';
import { api, book, mainClinic, professionalByEmail, serviceNamed } from './calendar-support';

// Issue 47: the manager edits the reminder template (variable chip, SMS count, «Remover acentos»), sends
// an SMS campaign to one professional's patients, and watches its progress reach every recipient; the
// demo's earlier campaign shows the operator's delivery receipts (delivered, failed). Clínica Demo is not
// on trial (Clínica Teste is).

test('the manager edits the reminder template and sends a campaign to one professional’s patients', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.manager, '/configurations/communication_templates');
  const stamp = Date.now().toString(36);
  const professional = await professionalByEmail(page.request, users.professional);
  // A patient of Tiago's who consented to SMS, with a mobile: the campaign reaches at least them.
  const patient = await api<{ id: string }>(page.request, 'POST', '/api/v1/users/patients', {
    first_name: 'Camila',
    surname: `Campanha${stamp}`,
    phone: '+351916000111',
    consent_sms: true,
  });
  const start = new Date(Math.ceil((Date.now() + 9 * 86_400_000) / 900_000) * 900_000);
  await book(page.request, {
    patient_id: patient.id,
    professional_id: professional.id,
    service_id: (await serviceNamed(page.request, 'Sessão de fisioterapia')).id,
    clinic_id: (await mainClinic(page.request)).id,
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
  });

  await page.getByRole('link', { name: /Lembrete de consulta/ }).click();
  const body = page.getByRole('textbox', { name: /^Mensagem/ });
  await expect(body).toHaveValue(/\{\{patient_first_name\}\}/);
  await body.fill('Olá ');
  await page.getByRole('button', { name: 'Nome do paciente' }).click();
  await body.press('End');
  await body.pressSequentially(', até já na {{clinic_name}}! Não falte.');
  // The live preview fills the variables with the demo patient; «Clínica» needs UCS-2 …
  await expect(page.getByText('Olá Maria, até já na Clínica Demo! Não falte.')).toBeVisible();
  await expect(page.getByTestId('sms-count')).toContainText('UCS-2');
  // … and «Remover acentos» brings the text back to GSM-7.
  await page.getByRole('button', { name: 'Remover acentos' }).click();
  await expect(body).toHaveValue('Ola {{patient_first_name}}, até ja na {{clinic_name}}! Nao falte.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Modelo guardado')).toBeVisible();

  await page.goto('/communications/add_new_service');
  await page.getByRole('combobox', { name: /^Modelo/ }).click();
  await page.getByRole('option', { name: 'Lembrete de consulta' }).click();
  await page.getByRole('combobox', { name: /^Pacientes do profissional/ }).click();
  await page.getByRole('option', { name: 'Tiago Fonseca' }).click();
  await expect(page.getByTestId('preview-count')).toContainText(/\d+ pacientes? recebe/);
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(/\/communications\/[0-9a-f-]{36}$/);
  const row = page.getByRole('row', { name: new RegExp(`Camila Campanha${stamp}`) });
  await expect(row).toBeVisible();
  // Without SMS_URL the server hands each SMS to its log: the page follows them until none waits.
  await expect(row).toContainText('Enviado', { timeout: 30_000 });
  await expect(page.getByText(/(\d+) de \1 processados/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // The list shows it; the demo's earlier campaign shows what the operator's receipts said.
  await page.goto('/communications');
  await expect(page.getByRole('cell', { name: /Lembrete de consulta/ }).first()).toBeVisible();
  await page
    .getByRole('row', { name: /Sentimos a sua falta/ })
    .getByRole('link')
    .click();
  await expect(page.getByTestId('progress')).toContainText('Entregue: 4');
  await expect(page.getByRole('cell', { name: /Falhou — UNDELIV/ })).toBeVisible();
});
