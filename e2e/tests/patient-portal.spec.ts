import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import {
  loginAs,
  navigateInApp,
  noHorizontalScroll,
  password,
  screenshot,
  seriousViolations,
  signIn,
  users,
} from './support';

/**
 * Issue 22, item 7: the patient's own view, on a phone. Their home lists their next appointments, one
 * opens read-only (no staff notes, nothing to act on), and every staff screen sends them home.
 */
test.use({ viewport: { width: 390, height: 844 } });

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const states = /Agendada|Realizada|Desmarcada|Falta/;
const whenPattern = /(\d{2})\/(\d{2})\/(\d{4}), (\d{2}:\d{2})–\d{2}:\d{2}/;

/** "25/11/2026, 10:00–10:45" → "2026-11-25 10:00", to compare. */
function sortable(text: string): string {
  const m = whenPattern.exec(text);
  expect(m, `a date and 24-hour times in "${text}"`).not.toBeNull();
  return `${m![3]}-${m![2]}-${m![1]} ${m![4]}`;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());

async function asManager(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const login = await context.post('/token', { form: { username: users.manager, password }, headers });
  expect(login.status(), 'POST /token as the manager').toBe(200);
  return context;
}

test('a patient logs in to their next appointments, soonest first, and finds the past ones a tab away', async ({
  page,
}) => {
  await loginAs(page, users.patient);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
  await expect(page).toHaveTitle('Início · Clínica');

  // Their next appointments, soonest first, from today on (the demo books them a weekly series).
  const upcoming = page.getByRole('list', { name: 'Próximas' });
  await expect(upcoming.getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Não tem consultas marcadas.')).toHaveCount(0);
  const when = (await upcoming.getByRole('link').allInnerTexts()).map(sortable);
  expect(when).toEqual([...when].sort());
  expect(when[0]!.slice(0, 10) >= today()).toBe(true);
  // The demo's states are drawn at random: each item says one; the weekly series is physiotherapy.
  for (const text of await upcoming.getByRole('link').allInnerTexts()) expect(text).toMatch(states);
  await expect(
    upcoming
      .getByRole('link')
      .filter({ hasText: /fisioterapia/i })
      .first(),
  ).toBeVisible();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'patient-home-390');

  // The past ones are a tab away, latest first.
  await page.getByRole('tab', { name: 'Anteriores' }).click();
  await expect(page).toHaveURL(/\/dashboard\?show=past$/);
  const past = page.getByRole('list', { name: 'Anteriores' });
  await expect(past.getByRole('link').first()).toBeVisible();
  const pastWhen = (await past.getByRole('link').allInnerTexts()).map(sortable);
  expect(pastWhen).toEqual([...pastWhen].sort().reverse());
  expect(pastWhen[0]!.slice(0, 10) < today()).toBe(true);
  await screenshot(page, 'patient-home-past-390');
  await page.getByRole('tab', { name: 'Próximas' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a patient’s appointment opens read-only: no staff notes; its one action is «Desmarcar consulta», outside the window', async ({
  page,
  baseURL,
}) => {
  await signIn(page, users.patient);
  await page
    .getByRole('list', { name: 'Próximas' })
    .getByRole('link')
    .filter({ hasText: /fisioterapia/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/appointments\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;

  // The staff write a note on it; the patient never reads it.
  const manager = await asManager(baseURL!);
  const before = await manager.get(`/api/v1/appointments/${id}`, { headers });
  expect(before.status()).toBe(200);
  const originalNotes = ((await before.json()) as { notes: string | null }).notes;
  const staffNote = `Nota interna da equipa ${Date.now()}`;
  try {
    const put = await manager.put(`/api/v1/appointments/${id}`, { data: { notes: staffNote }, headers });
    expect(put.status(), await put.text()).toBe(200);
    await page.reload();

    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Consulta de \d{2}\/\d{2}\/\d{4}$/);
    await expect(page).toHaveTitle('Consulta · Clínica');
    for (const term of ['Data', 'Hora', 'Serviço', 'Profissional', 'Clínica', 'Estado'])
      await expect(main.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toHaveCount(1);
    await expect(main.getByRole('definition').filter({ hasText: /fisioterapia/i })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: /^\d{2}:\d{2}–\d{2}:\d{2}$/ })).toBeVisible();
    await expect(main.getByText(staffNote)).toHaveCount(0);
    await expect(main.getByText('Notas')).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('combobox')).toHaveCount(0);
    // Issue 50: the patient may cancel here while more than the clinic's window remains; else the clinic.
    const appointment = (await before.json()) as { starts_at: string; state: string };
    const home = await page.request.get('/api/v1/me/home', { headers });
    expect(home.status()).toBe(200);
    const windowHours = ((await home.json()) as { cancellation_window_hours: number })
      .cancellation_window_hours;
    const cancellable =
      appointment.state === 'scheduled' &&
      new Date(appointment.starts_at).getTime() - Date.now() > windowHours * 3_600_000;
    if (cancellable) {
      await expect(
        main.getByText(
          `Pode desmarcar esta consulta aqui até ${windowHours} ${windowHours === 1 ? 'hora' : 'horas'} antes do seu início.`,
        ),
      ).toBeVisible();
      await expect(main.getByRole('button')).toHaveText(['Desmarcar consulta']);
    } else {
      await expect(
        main.getByText('Para remarcar ou desmarcar esta consulta, contacte a clínica.'),
      ).toBeVisible();
      await expect(main.getByRole('button')).toHaveCount(0);
    }
    const trail = page.getByRole('navigation', { name: 'Trilho de navegação' });
    await expect(trail.getByRole('link', { name: 'Início' })).toBeVisible();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'patient-appointment-390');
  } finally {
    await manager.put(`/api/v1/appointments/${id}`, { data: { notes: originalNotes ?? '' }, headers });
    await manager.dispose();
  }

  await page.getByRole('link', { name: 'Voltar às consultas' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The staff page of the same appointment is a staff screen: home.
  await navigateInApp(page, `/appointments/${id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a patient’s menu leads home, and staff URLs land back home', async ({ page }) => {
  await signIn(page, users.patient, '/profile');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  expect((await menu.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([
    'Início',
    'Perfil',
    'Terminar sessão',
  ]);
  await menu.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);

  // Typed into the address bar, or followed in the app.
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
  for (const path of ['/configurations/users', '/calendar', '/appointments', '/services']) {
    await navigateInApp(page, path);
    await expect(page, `from ${path}`).toHaveURL(/\/dashboard$/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);

  // The staff's invoices list (filters, totals) is a staff screen too: a patient's own documents are on
  // their page (issue 43, `patient-documents.state.spec.ts`), which they reach from home.
  await navigateInApp(page, '/invoices');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
});
