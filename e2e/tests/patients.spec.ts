import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, users, seriousViolations, noHorizontalScroll, screenshot } from './support';

// Patients (issue 6): the list, the form, the record and its files, and the manager's GDPR and portal
// actions. Every journey makes its own patients, tagged with this run (other journeys, and the demo
// seed's 40 patients, share the database), and changes nothing another journey sees.
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

// A real 1×1 PNG: the server decides the type from the content.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A patient made through the API (for the journeys that are not about the form). */
async function createPatient(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/v1/users/patients', { data, headers });
  expect(response.status(), 'POST /api/v1/users/patients').toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the front desk creates a patient, finds them typing "joao", adds a file, and deletes two patients at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const surname = `Silva ${run}`;
  await signIn(page, users.frontDesk, '/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();

  // Create, with a date of birth that is not dd/mm/yyyy: the specification's message, exactly.
  await page.getByRole('link', { name: 'Novo paciente' }).click();
  await expect(page).toHaveURL(/\/patients\/add_new_patient$/);
  await page.getByRole('button', { name: 'Criar paciente' }).click();
  await expect(page.getByText('Campo Obrigatório')).toHaveCount(2);
  await page.getByLabel(/^Nome/).fill('João');
  await page.getByLabel(/^Apelido/).fill(surname);
  const dateOfBirth = page.getByLabel(/^Data de nascimento/);
  await dateOfBirth.fill('1980-05-02');
  await page.getByLabel(/^Telefone/).fill('912 345 678');
  await page.getByLabel(/^Notas/).fill('Dor lombar há 3 semanas.');
  await expect(page.getByText('24 / 5000 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Criar paciente' }).click();
  await expect(
    page.getByText('Data de Nascimento Inválida. Formato: dd/mm/yyyy.', { exact: true }),
  ).toBeVisible();
  await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');

  // Fixed, it saves: the success message, then the new record.
  await dateOfBirth.fill('02/05/1980');
  await page.getByRole('button', { name: 'Criar paciente' }).click();
  await expect(page.getByText('Paciente criado com sucesso', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `João ${surname}` })).toBeVisible();
  await expect(page.getByText(/\d+ anos · 02\/05\/1980/)).toBeVisible();

  // Found in the list by "joao": no accent, lower case.
  await page
    .getByRole('navigation', { name: 'Trilho de navegação' })
    .getByRole('link', { name: 'Pacientes' })
    .click();
  await page.getByLabel('Pesquisar por nome, NIF, telefone ou e-mail').fill('joao');
  await expect(page).toHaveURL(/\?q=joao$/);
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText('+351 912 345 678');
  await expect(row).toContainText('02/05/1980');

  // Open the record; a small PNG goes to its files.
  await row.getByRole('link', { name: `João ${surname}` }).click();
  await page.getByRole('tab', { name: 'Ficheiros' }).click();
  await expect(page).toHaveURL(/\?tab=files$/);
  await expect(page.getByText('Ainda não há ficheiros na ficha deste paciente.')).toBeVisible();
  await page.getByLabel('Nome do ficheiro').fill('Raio-X lombar');
  await page.getByLabel('Ficheiro', { exact: true }).setInputFiles({
    name: 'raio-x.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText(`raio-x.png (${png.length} B)`)).toBeVisible();
  await page.getByRole('button', { name: 'Carregar' }).click();
  await expect(page.getByText('Ficheiro «Raio-X lombar» adicionado')).toBeVisible();
  const files = page.getByRole('table', { name: 'Ficheiros do paciente' });
  const fileRow = files.getByRole('row').filter({ hasText: 'Raio-X lombar' });
  await expect(fileRow).toContainText('PNG');
  await expect(fileRow).toContainText(`${png.length} B`);
  // The link downloads it as an attachment.
  const download = page.waitForEvent('download');
  await fileRow.getByRole('link', { name: 'Raio-X lombar' }).click();
  expect((await download).suggestedFilename()).toBe('Raio-X lombar');

  // Back in the list, two patients of this run are selected and deleted together, after confirming.
  await createPatient(page.request, { first_name: 'Joana', surname });
  await page
    .getByRole('navigation', { name: 'Trilho de navegação' })
    .getByRole('link', { name: 'Pacientes' })
    .click();
  await page.getByLabel('Pesquisar por nome, NIF, telefone ou e-mail').fill(surname);
  const rows = page.getByRole('row').filter({ hasText: surname });
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Selecionar João ${surname}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar Joana ${surname}` }).check();
  await page.getByRole('button', { name: 'Eliminar 2 pacientes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar 2 pacientes?' });
  await expect(confirm).toContainText('Os 2 pacientes selecionados deixam de aparecer nas listas');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  // João has a document, so he is deactivated (his file is kept); Joana has nothing and is deleted.
  await expect(
    page.getByText('Eliminados: 1. Desativados por terem consultas, faturas ou ficheiros: 1.'),
  ).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('Nenhum resultado para estes critérios.')).toBeVisible();
});

test('the list and a record have no serious accessibility violations, and the list fits a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const surname = `Acessível ${run}`;
  const id = await signInAndCreate(page, { first_name: 'Beatriz', surname, phone: '913 456 789' });

  await page.goto(`/patients?q=${encodeURIComponent(surname)}`);
  await expect(page.getByRole('row').filter({ hasText: surname })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'patients-list-1280');

  await page.goto(`/patients/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Beatriz ${surname}` })).toBeVisible();
  await expect(page.getByLabel(/^Apelido/)).toHaveValue(surname);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'patient-profile-1280');
  await page.getByRole('tab', { name: 'Ficheiros' }).click();
  await expect(page.getByRole('button', { name: 'Carregar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Packs' }).click();
  await expect(page.getByText('Este paciente ainda não tem packs.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/patients/add_new_patient');
  await expect(page.getByRole('button', { name: 'Criar paciente' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'patient-new-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/patients');
  await expect(page.getByRole('table', { name: 'Pacientes' }).getByRole('row').nth(1)).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'patients-list-390');
  await page.goto(`/patients?q=${encodeURIComponent(surname)}`);
  // On a phone the phone number goes under the name.
  await expect(page.getByRole('row').filter({ hasText: surname })).toContainText('+351 913 456 789');
  await noHorizontalScroll(page);
  await page.goto(`/patients/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Beatriz ${surname}` })).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'patient-profile-390');
  await page.goto('/patients/add_new_patient');
  await expect(page.getByRole('button', { name: 'Criar paciente' })).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'patient-new-390');
});

test('the manager reads the access log, invites the patient to the portal, withdraws it and erases the personal data', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const surname = `Portal ${run}`;
  const email = `carla-${run}@exemplo.pt`;
  const id = await signInAndCreate(page, { first_name: 'Carla', surname, email }, users.manager);
  await page.goto(`/patients/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Carla ${surname}` })).toBeVisible();
  await expect(page.getByText('Sem acesso ao portal')).toBeVisible();

  // The details are edited in place; leaving the tab with unsaved edits asks first.
  await page.getByLabel(/^Localidade/).fill('Matosinhos');
  await page.getByRole('tab', { name: 'Consultas' }).click();
  const discard = page.getByRole('dialog', { name: 'Descartar as alterações?' });
  await discard.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Paciente editado com sucesso', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Consultas' }).click();
  await expect(page).toHaveURL(/\?tab=appointments$/);
  await expect(page.getByText('Sem consultas')).toBeVisible();
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(page.getByLabel(/^Localidade/)).toHaveValue('Matosinhos');

  // Every view is in the access log: who, what, when.
  await page.getByRole('button', { name: 'Mais ações' }).click();
  await page.getByRole('menuitem', { name: 'Registo de acessos' }).click();
  const log = page.getByRole('dialog', { name: `Registo de acessos — Carla ${surname}` });
  await expect(log.getByRole('row').filter({ hasText: 'Consultou a ficha' }).first()).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await expect(log.getByRole('row').filter({ hasText: 'Criou o paciente' })).toBeVisible();
  await log.getByRole('button', { name: 'Fechar' }).click();

  // Portal: invited by e-mail, then withdrawn.
  await page.getByRole('button', { name: 'Mais ações' }).click();
  await page.getByRole('menuitem', { name: 'Convidar para o portal' }).click();
  await page
    .getByRole('dialog', { name: 'Convidar para o portal do paciente?' })
    .getByRole('button', { name: 'Enviar convite' })
    .click();
  await expect(page.getByText(`Convite enviado para ${email}`)).toBeVisible();
  await expect(page.getByText('Convite para o portal pendente')).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toBeDisabled();
  await page.getByRole('button', { name: 'Mais ações' }).click();
  await page.getByRole('menuitem', { name: 'Retirar acesso ao portal' }).click();
  await page
    .getByRole('dialog', { name: 'Retirar o acesso ao portal?' })
    .getByRole('button', { name: 'Retirar acesso ao portal' })
    .click();
  await expect(page.getByText('Acesso ao portal retirado')).toBeVisible();
  await expect(page.getByText('Sem acesso ao portal')).toBeVisible();

  // The GDPR export is a zip download.
  await page.getByRole('button', { name: 'Mais ações' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exportar dados (RGPD)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  // Erasure asks first, in strong words, then the record says so.
  await page.getByRole('button', { name: 'Mais ações' }).click();
  await page.getByRole('menuitem', { name: 'Apagar dados pessoais' }).click();
  const erase = page.getByRole('dialog', { name: `Apagar os dados pessoais de Carla ${surname}?` });
  await expect(erase).toContainText('Esta ação é definitiva e não pode ser anulada.');
  await erase.getByRole('button', { name: 'Apagar definitivamente' }).click();
  await expect(
    page.getByRole('main').getByText('Os dados pessoais deste paciente foram apagados', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha do paciente' })).toBeVisible();
  // The record has left the lists and searches.
  await page.getByRole('link', { name: 'Voltar aos pacientes' }).click();
  await page.getByLabel('Pesquisar por nome, NIF, telefone ou e-mail').fill(surname);
  await expect(page.getByText('Nenhum resultado para estes critérios.')).toBeVisible();
});

test('an unknown or another clinic’s patient shows "Paciente não encontrado"', async ({ page }) => {
  await signIn(page, users.secondTenantManager, '/patients');
  const theirs = await createPatient(page.request, { first_name: 'Rui', surname: `Outra ${run}` });
  await signIn(page, users.manager, `/patients/${theirs}`);
  await expect(page.getByText('Paciente não encontrado', { exact: true })).toBeVisible();
  await page.goto('/patients/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Paciente não encontrado', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar aos pacientes' })).toBeVisible();
});

test('a patient opening Patients or a patient record is sent to their home (issue 22)', async ({ page }) => {
  await signIn(page, users.patient, '/patients');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
  await page.goto('/patients/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel(/^Nome/)).toHaveCount(0);
});

/** Signs in (front desk by default) and creates a patient through the API; returns its id. */
async function signInAndCreate(page: Page, data: Record<string, unknown>, as: string = users.frontDesk) {
  await signIn(page, as, '/patients');
  return createPatient(page.request, data);
}
