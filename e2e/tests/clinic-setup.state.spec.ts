import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  harness,
  menuLabels,
  resetServer,
  signIn,
  users,
  seriousViolations,
  noHorizontalScroll,
} from './support';

// Everything a manager configures before the first appointment (issue 5). Tenant-wide state
// (permissions, invoicing, sessions) changes here, so these run in the tenant-state project.
test.beforeEach(async ({ request }) => resetServer(request));

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

/** The newest e-mail to `email` that matches `pattern`; returns its first capture group. */
async function fromOutbox(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/test/outbox', { data: { email }, headers });
        expect(response.status()).toBe(200);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        found = messages.map((m) => pattern.exec(m.text)?.[1]).find(Boolean) ?? '';
        return found !== '';
      },
      { message: `an e-mail to ${email} matching ${pattern}` },
    )
    .toBe(true);
  return found;
}

test('an invited professional sets a password, and loses Services when the manager switches list_all off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `fisio-${run}@exemplo.pt`;
  const surname = `Convidada ${run}`;

  // The manager invites a professional.
  await signIn(page, users.manager, '/configurations/users');
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar membro' });
  await expect(invite.getByLabel(/^Tipo de utilizador/)).toContainText('Profissional');
  await invite.getByLabel(/^E-mail/).fill(email);
  await invite.getByLabel(/^Nome/).fill('Marta');
  await invite.getByLabel(/^Apelido/).fill(surname);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}`)).toBeVisible();
  await expect(invite).toBeHidden();
  await page.getByLabel('Pesquisar').fill(surname);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Convite pendente');
  await expect(row).toContainText('Profissional');

  // The professional follows the e-mailed link, sets a palavra-passe and is logged in.
  const link = await fromOutbox(page.request, email, /(\/sign-up\/set-password\?token=[\w.-]+)/);
  const professionalContext = await browser.newContext();
  const professional = await professionalContext.newPage();
  await professional.goto(link);
  await professional.getByLabel(/^Nova palavra-passe/).fill('password-da-marta-1');
  await professional.getByLabel(/^Confirmar palavra-passe/).fill('password-da-marta-1');
  await professional.getByRole('button', { name: 'Guardar palavra-passe e entrar' }).click();
  await expect(professional).toHaveURL(/\/calendar$/);
  expect(await menuLabels(professional)).toContain('Serviços');

  // Back in the team list the member is active now.
  await page.reload();
  await page.getByLabel('Pesquisar').fill(surname);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Ativo');

  // The manager switches off "services list_all" for her.
  await page.getByRole('button', { name: `Marta ${surname}`, exact: true }).click();
  const editor = page.getByRole('dialog', { name: `Marta ${surname}` });
  const servicesSwitch = editor.getByLabel('Abrir o catálogo de serviços');
  await expect(servicesSwitch).toBeChecked();
  await servicesSwitch.click();
  await expect(page.getByText('Permissões atualizadas')).toBeVisible();
  await expect(servicesSwitch).not.toBeChecked();
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editor).toBeHidden();

  // Her menu loses Services at the next page (the API side: see the fixme test below).
  const nav = professional.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link', { name: 'Pacientes' }).click();
  await expect(professional).toHaveURL(/\/patients$/);
  await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveCount(0);
  expect((await professional.request.get('/api/v1/me')).status()).toBe(200);

  // Security: she sees this session tagged, and ends her other one.
  const otherContext = await browser.newContext();
  const login = await otherContext.request.post('/token', {
    form: { username: email, password: 'password-da-marta-1' },
    headers,
  });
  expect(login.status()).toBe(200);
  await professional.goto('/configurations/security');
  const sessions = professional.getByRole('table', { name: 'Sessões iniciadas' });
  await expect(sessions.getByRole('row')).toHaveCount(3); // header + 2 sessions
  await expect(sessions.getByText('Esta sessão')).toHaveCount(1);
  await expect(sessions).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await professional.getByRole('button', { name: 'Terminar todas as outras sessões' }).click();
  await professional
    .getByRole('dialog', { name: 'Terminar todas as outras sessões?' })
    .getByRole('button', { name: 'Terminar todas as outras sessões' })
    .click();
  await expect(professional.getByText('Todas as outras sessões foram terminadas')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  expect((await otherContext.request.get('/api/v1/me')).status()).toBe(401);

  await otherContext.close();
  await professionalContext.close();
});

test('without services list_all a professional gets 403 from the services list', async ({
  page,
  request,
}) => {
  await harness(request, 'permission', {
    email: users.professional,
    resource: 'services',
    action: 'list_all',
    allowed: false,
  });
  await signIn(page, users.professional, '/calendar');
  expect((await page.request.get('/api/v1/services')).status()).toBe(403);
  await harness(request, 'permission', {
    email: users.professional,
    resource: 'services',
    action: 'list_all',
    allowed: true,
  });
  expect((await page.request.get('/api/v1/services')).status()).toBe(200);
});

test('the manager creates a clinic with two rooms and opening hours, a specialty and a 45,00 € service', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinicName = `Clínica Boavista ${run}`;
  const specialtyName = `Fisioterapia desportiva ${run}`;
  const serviceName = `Sessão de reabilitação ${run}`;

  await signIn(page, users.manager, '/configurations/clinics');
  await page.getByRole('link', { name: 'Nova clínica' }).click();
  // The clinic's name, not the municipal holiday's («Nome do feriado municipal»).
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(clinicName);
  await page.getByLabel(/^Morada/).fill('Avenida da Boavista, 100');
  await page.getByLabel(/^Código postal/).fill('4100');
  await page.getByLabel(/^Localidade/).fill('Porto');
  await page.getByLabel(/^Telefone/).fill('912345678');
  await page.getByLabel(/^NIF/).fill('123');
  await page.getByRole('button', { name: 'Criar clínica' }).click();
  // Checked in the browser with the contract's rules before anything is sent.
  await expect(page.getByText('Código postal inválido. Formato: NNNN-NNN')).toBeVisible();
  await expect(page.getByText('NIF inválido')).toBeVisible();
  await page.getByLabel(/^Código postal/).fill('4100-130');
  await page.getByLabel(/^NIF/).fill('501964843');
  await page.getByRole('button', { name: 'Criar clínica' }).click();
  await expect(page.getByText('Clínica criada')).toBeVisible();
  await expect(page).toHaveURL(/\?clinic=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: clinicName })).toBeVisible();

  // Two rooms.
  for (const room of ['Sala 1', 'Ginásio']) {
    await page.getByRole('button', { name: 'Adicionar sala ou equipamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar sala ou equipamento' });
    await dialog.getByLabel(/^Nome/).fill(room);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
  }
  const spaces = page.getByRole('list', { name: 'Salas e equipamentos' });
  await expect(spaces.getByRole('listitem')).toHaveCount(2);
  await expect(spaces).toContainText('Ginásio');

  // Opening hours: Monday 09:00–13:00 and 14:00–19:00; an overlapping interval is refused.
  const addMonday = page.getByRole('button', { name: 'Adicionar intervalo a Segunda-feira' });
  for (const [start, end] of [
    ['9', '13:00'],
    ['14:00', '19h'],
  ] as const) {
    await addMonday.click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar intervalo a Segunda-feira' });
    await dialog.getByLabel(/^Início/).fill(start);
    await dialog.getByLabel(/^Fim/).fill(end);
    await dialog.getByRole('button', { name: 'Adicionar intervalo' }).click();
    await expect(dialog).toBeHidden();
  }
  await addMonday.click();
  const overlapping = page.getByRole('dialog', { name: 'Adicionar intervalo a Segunda-feira' });
  await overlapping.getByLabel(/^Início/).fill('12:00');
  await overlapping.getByLabel(/^Fim/).fill('15:00');
  await overlapping.getByRole('button', { name: 'Adicionar intervalo' }).click();
  await expect(page.getByText('Este intervalo sobrepõe-se a outro do mesmo dia')).toBeVisible();
  await overlapping.getByRole('button', { name: 'Cancelar' }).click();
  // Closing a dialog with edits asks first.
  await page
    .getByRole('dialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(overlapping).toBeHidden();
  const hours = page.getByRole('list', { name: 'Horário de funcionamento' });
  const monday = hours.getByRole('listitem').filter({ hasText: 'Segunda-feira' });
  await expect(monday).toContainText('09:00–13:00');
  await expect(monday).toContainText('14:00–19:00');
  await expect(hours.getByRole('listitem').filter({ hasText: 'Domingo' })).toContainText('Encerrado');

  // The clinic is in the list.
  await page.getByRole('link', { name: 'Voltar às clínicas' }).click();
  await expect(page.getByRole('link', { name: clinicName })).toBeVisible();

  // A specialty.
  await page.goto('/configurations/specialties');
  await page.getByRole('button', { name: 'Nova especialidade' }).click();
  const specialtyDialog = page.getByRole('dialog', { name: 'Nova especialidade' });
  await specialtyDialog.getByLabel(/^Nome/).fill(specialtyName);
  await specialtyDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Especialidade criada')).toBeVisible();
  await page.getByLabel('Pesquisar').fill(specialtyName);
  await expect(page.getByRole('cell', { name: specialtyName, exact: true })).toBeVisible();

  // A service at 45,00 €, typed the Portuguese way.
  await page.goto('/services');
  await page.getByRole('link', { name: 'Novo serviço' }).click();
  await expect(page).toHaveURL(/\/services\/new$/);
  await page.getByLabel(/^Nome/).fill(serviceName);
  await page.getByLabel(/^Preço/).fill('45,00');
  await page.getByLabel(/^Duração/).fill('45');
  await page.getByLabel('Especialidade').click();
  await page.getByRole('option', { name: specialtyName }).click();
  await page.getByRole('button', { name: 'Criar serviço' }).click();
  await expect(page.getByText(`Serviço «${serviceName}» criado`)).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByLabel('Pesquisar').fill(serviceName);
  const row = page.getByRole('row').filter({ hasText: serviceName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('45,00 €');
  await expect(row).toContainText(specialtyName);
  await expect(row).toContainText('Isento (M07)');

  // The same name again is refused under the field.
  await page.getByRole('link', { name: 'Novo serviço' }).click();
  await page.getByLabel(/^Nome/).fill(serviceName);
  await page.getByLabel(/^Preço/).fill('10');
  await page.getByRole('button', { name: 'Criar serviço' }).click();
  await expect(page.getByText('Já existe um serviço com este nome')).toBeVisible();
  await expect(page).toHaveURL(/\/services\/new$/);
});

test('leaving a form with unsaved edits asks first', async ({ page }) => {
  await signIn(page, users.manager, '/configurations/account');
  const name = page.getByLabel(/^Nome da conta/);
  await expect(name).not.toHaveValue('');
  // The main clinic is chosen from the clinics, the saved one shown.
  const main = page.getByLabel(/^Clínica principal/);
  await expect(main).toContainText('Clínica Demo — Porto');
  await main.click();
  await expect(page.getByRole('option', { name: 'Clínica Demo — Matosinhos' })).toBeVisible();
  await page.keyboard.press('Escape');
  const original = await name.inputValue();
  await name.fill(`${original} (editado)`);

  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link', { name: 'Pacientes' }).click();
  const question = page.getByRole('dialog', { name: 'Descartar as alterações?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(page).toHaveURL(/\/configurations\/account$/);
  await expect(name).toHaveValue(`${original} (editado)`);

  await nav.getByRole('link', { name: 'Pacientes' }).click();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(/\/patients$/);

  // Unchanged forms let you go without a question.
  await page.goto('/configurations/account');
  await expect(name).toHaveValue(original);
  await nav.getByRole('link', { name: 'Consultas' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
});

test('deleting a service asks for confirmation', async ({ page }) => {
  await signIn(page, users.manager, '/services');
  const name = `Serviço a eliminar ${run}`;
  const created = await page.request.post('/api/v1/services', {
    data: { name, price_cents: 2000 },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/services/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel(/^Preço/)).toHaveValue('20,00');
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const question = page.getByRole('dialog', { name: `Eliminar «${name}»?` });
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/services/${id}$`));

  await page.getByRole('button', { name: 'Eliminar' }).click();
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Serviço «${name}» eliminado`)).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByLabel('Pesquisar').fill(name);
  await expect(page.getByText('Nenhum resultado para estes critérios.')).toBeVisible();
});

test('switching invoicing on needs the fiscal identity, and shows Invoices in the menu at once', async ({
  page,
}) => {
  await signIn(page, users.manager, '/configurations/invoicing');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Faturas' })).toHaveCount(0);
  await expect(page.getByLabel(/^Motivo de isenção de IVA por omissão/)).toContainText(
    'M07 — Isento artigo 9.º do CIVA',
  );
  await page.getByLabel('Faturação ativa').check();
  for (const label of [/^Nome fiscal/, /^NIF/, /^Morada/, /^Código postal/, /^Localidade/]) {
    await page.getByLabel(label).fill('');
  }
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Campo Obrigatório')).toHaveCount(5);

  await page.getByLabel(/^Nome fiscal/).fill('Clínica Demo, Lda.');
  await page.getByLabel(/^NIF/).fill('512345678');
  await page.getByLabel(/^Morada/).fill('Rua de Santa Catarina, 1');
  await page.getByLabel(/^Código postal/).fill('4000-447');
  await page.getByLabel(/^Localidade/).fill('Porto');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Alterações guardadas')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Faturas' })).toBeVisible();
});

test('the configuration home and the services list have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, users.manager, '/configurations');
  for (const area of ['Conta', 'Utilizadores', 'Clínicas', 'Faturação', 'Segurança', 'Especialidades']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${area}`) })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/services');
  await expect(page.getByRole('table', { name: 'Serviços' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Serviços' })).toContainText('€');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the configuration pages fit the screen', async ({ page }) => {
    test.setTimeout(90_000);
    const pages: [string, string][] = [
      ['/configurations', 'Configurações'],
      ['/configurations/account', 'Conta'],
      ['/configurations/clinics', 'Clínicas'],
      ['/configurations/users', 'Utilizadores'],
      ['/configurations/security', 'Segurança'],
      ['/configurations/invoicing', 'Faturação'],
      ['/configurations/specialties', 'Especialidades'],
      ['/configurations/insurers', 'Seguradoras'],
      ['/services', 'Serviços'],
      ['/services/new', 'Novo serviço'],
    ];
    await signIn(page, users.manager, '/configurations');
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await noHorizontalScroll(page);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/390${path.replace(/\//g, '_')}.png`,
          fullPage: true,
        });
      }
    }
  });
});
