import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, users } from './support';

// Issue 22, item 3: each person starts where they work — a physiotherapist on their own day, the front
// desk on today for everyone, Consultas at today — and a patient's record books an appointment.
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const run = Date.now().toString(36);

/** Today in Lisbon, as the API writes a calendar date. */
const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Lisbon' });

async function createPatient(request: APIRequestContext, surname: string): Promise<string> {
  const response = await request.post('/api/v1/users/patients', {
    data: { first_name: 'Beatriz', surname },
    headers,
  });
  expect(response.status(), 'POST /api/v1/users/patients').toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a physiotherapist’s calendar opens on their own day', async ({ page }) => {
  const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/me') && r.status() === 200);
  const range = page.waitForRequest((r) => /\/api\/v1\/appointments\?.*from=/.test(r.url()));
  await signIn(page, users.professional, '/calendar');
  const id = ((await (await me).json()) as { id: string }).id;
  const url = new URL((await range).url());
  expect(url.searchParams.get('professional_id')).toBe(id);
  const hours =
    (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / 3_600_000;
  expect(hours).toBeLessThanOrEqual(25); // one day (a DST day has 23 or 25 hours)
  await expect(page.getByRole('button', { name: 'Dia', pressed: true })).toBeVisible();
});

test('the front desk’s calendar opens on today, for every professional', async ({ page }) => {
  const range = page.waitForRequest((r) => /\/api\/v1\/appointments\?.*from=/.test(r.url()));
  await signIn(page, users.frontDesk, '/calendar');
  const url = new URL((await range).url());
  expect(url.searchParams.get('professional_id')).toBeNull();
  const hours =
    (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / 3_600_000;
  expect(hours).toBeLessThanOrEqual(25);
  await expect(page.getByRole('button', { name: 'Dia', pressed: true })).toBeVisible();
});

test('Consultas opens at today, earliest first', async ({ page }) => {
  const list = page.waitForRequest((r) => /\/api\/v1\/appointments\?.*page=/.test(r.url()));
  await signIn(page, users.manager, '/appointments');
  const url = new URL((await list).url());
  expect(url.searchParams.get('from_date')).toBe(todayIso());
  expect(url.searchParams.get('sort')).toBe('starts_at');
  expect(url.searchParams.get('order')).toBe('asc');
  await expect(page.getByRole('table')).toBeVisible();
});

test('“Marcar consulta” on a patient’s record opens the booking form for that patient', async ({ page }) => {
  await signIn(page, users.manager, '/patients');
  const id = await createPatient(page.request, `Marcação ${run}`);
  await page.goto(`/patients/${id}`);
  await page.getByRole('link', { name: 'Marcar consulta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova marcação' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Paciente/)).toHaveValue(`Beatriz Marcação ${run}`);
  // The link is followed once: the address no longer asks for it.
  await expect(page).not.toHaveURL(/book=/);
});
