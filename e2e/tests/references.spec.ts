import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, users, seriousViolations, noHorizontalScroll, screenshot } from './support';

// Who sends patients to the clinic (issue 6, references). Every journey makes its own references,
// tagged with this run, and changes nothing another journey sees.
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

/** A reference made through the API (the journeys that are not about the create form). */
async function createReference(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/v1/references', { data, headers });
  expect(response.status(), 'POST /api/v1/references').toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the manager adds a reference, finds it, edits it, sees the patients it sent and deletes it', async ({
  page,
}) => {
  test.setTimeout(150_000); // a minute when the shared two-core machine is busy
  const name = `Dra. Inês Referência ${run}`;
  await signIn(page, users.manager, '/references');
  await expect(page.getByRole('heading', { level: 1, name: 'Referências' })).toBeVisible();

  // Create: the name is required, with the specification's message.
  await page.getByRole('button', { name: 'Nova referência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova referência' });
  await dialog.getByRole('button', { name: 'Criar referência' }).click();
  await expect(dialog.getByText('Campo Obrigatório')).toBeVisible();
  await dialog.getByLabel(/^Nome/).fill(name);
  await expect(dialog.getByRole('combobox', { name: /^Relação com o paciente/ })).toHaveText('Médico');
  await dialog.getByLabel(/^Contacto/).fill('Clínica do Bonfim, 912 345 678');
  await dialog.getByLabel(/^Morada/).fill('Rua do Bonfim, 10, Porto');
  await dialog.getByRole('button', { name: 'Criar referência' }).click();
  await expect(page.getByText(`Referência «${name}» criada`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by any words, without accents; the search stays in the address.
  await page.getByLabel('Pesquisar').fill(`ines referencia ${run}`);
  await expect(page).toHaveURL(/[?&]q=ines/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Médico');
  // The relationship filter narrows it out and back in.
  await page.getByRole('combobox', { name: /^Relação com o paciente/ }).click();
  await page.getByRole('option', { name: 'Familiar' }).click();
  await expect(page.getByText('Nenhum resultado para estes critérios.')).toBeVisible();
  await expect(page).toHaveURL(/relationship=family_member/);
  await page.getByRole('combobox', { name: /^Relação com o paciente/ }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  await expect(row).toHaveCount(1);

  // Open it.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/references\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const referred = page.getByRole('region', { name: /^Pacientes referenciados/ });
  await expect(referred).toContainText('Esta referência ainda não enviou pacientes.');

  // A patient this reference sent (made through the API: the patient form is not this journey's).
  const patient = await page.request.post('/api/v1/users/patients', {
    data: { first_name: 'Rita', surname: `Referida ${run}`, reference_id: id },
    headers,
  });
  expect(patient.status(), 'POST /api/v1/users/patients').toBe(201);
  const patientId = ((await patient.json()) as { id: string }).id;

  // Edit: leaving with unsaved edits asks first.
  await page.getByLabel(/^Contacto/).fill('inês.referencia@exemplo.pt');
  await page.getByRole('link', { name: 'Voltar às referências' }).click();
  const discard = page.getByRole('dialog', { name: 'Descartar as alterações?' });
  await discard.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(discard).toBeHidden();
  await page.getByRole('combobox', { name: /^Relação com o paciente/ }).click();
  await page.getByRole('option', { name: 'Amigo' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Referência «${name}» guardada`)).toBeVisible();

  // After a reload: the change kept, and the patient it sent, linking to the patient's record.
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Relação com o paciente/ })).toHaveText('Amigo');
  await expect(page.getByLabel(/^Contacto/)).toHaveValue('inês.referencia@exemplo.pt');
  const patientLink = referred.getByRole('link', { name: `Rita Referida ${run}` });
  await expect(patientLink).toHaveAttribute('href', `/patients/${patientId}`);

  // Delete after confirming: a patient names it, so it is deactivated and leaves the list.
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: `Eliminar «${name}»?` });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    page.getByText(`A referência «${name}» é indicada por pacientes: foi desativada em vez de eliminada`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/references(\?.*)?$/);
  await page.getByLabel('Pesquisar').fill(name);
  await expect(page.getByText('Nenhum resultado para estes critérios.')).toBeVisible();

  // Its address now says it is not there.
  await page.goto(`/references/${id}`);
  await expect(page.getByText('Referência não encontrada', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar às referências' })).toBeVisible();
  await screenshot(page, '1280_reference_not_found');
});

test('several references are deleted at once after confirming', async ({ page }) => {
  const tag = `Lote ${run}`;
  await signIn(page, users.manager, '/references');
  for (const who of ['Amigo', 'Vizinho']) {
    await createReference(page.request, { name: `${who} ${tag}`, relationship: 'friend' });
  }
  await page.getByLabel('Pesquisar').fill(tag);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Selecionar as referências desta página' }).check();
  await page.getByRole('button', { name: 'Eliminar 2 referências' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar 2 referências?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    page.getByText('Eliminadas: 2. Desativadas por serem indicadas por pacientes: 0.'),
  ).toBeVisible();
  await expect(page.getByText('Nenhum resultado para estes critérios.')).toBeVisible();
});

test('a professional adds and edits references but has no delete controls', async ({ page }) => {
  const name = `Sr. Paulo Vizinho ${run}`;
  await signIn(page, users.professional, '/references');
  const id = await createReference(page.request, { name, relationship: 'other' });
  await expect(page.getByRole('button', { name: 'Nova referência' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Selecionar as referências desta página' })).toHaveCount(0);
  await page.goto(`/references/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
});

test('the references list and a reference have no serious accessibility violations, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(150_000); // axe runs six times on a shared two-core machine
  const name = `Dr. Acessível ${run}`;
  await signIn(page, users.manager, '/references');
  const id = await createReference(page.request, {
    name,
    relationship: 'doctor',
    contact: '220 000 000',
    address: 'Avenida da Boavista, 1000, Porto',
  });
  await page.request.post('/api/v1/users/patients', {
    data: { first_name: 'Joana', surname: `Acessível ${run}`, reference_id: id },
    headers,
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/references');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, `${width}_references`);

    await page.goto(`/references/${id}`);
    await expect(page.getByRole('link', { name: `Joana Acessível ${run}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, `${width}_reference`);

    await page.goto('/references');
    await page.getByRole('button', { name: 'Nova referência' }).click();
    await expect(page.getByRole('dialog', { name: 'Nova referência' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${width}_reference_new`);
  }
});
