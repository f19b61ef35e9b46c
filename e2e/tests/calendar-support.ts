import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** API helpers of the calendar journeys (the session cookie is the browser context's). */
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  expected = [200, 201],
): Promise<T> {
  const response = await request.fetch(path, { method, data, headers });
  expect(expected, `${method} ${path}: ${await response.text()}`).toContain(response.status());
  return (await response.json()) as T;
}

interface Named {
  id: string;
  first_name: string;
  surname: string;
  email?: string | null;
}

/** A patient nobody else's journey knows: unique surname per run. */
export async function createPatient(request: APIRequestContext, first: string): Promise<Named> {
  const surname = `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return api<Named>(request, 'POST', '/api/v1/users/patients', { first_name: first, surname });
}

export async function professionalByEmail(request: APIRequestContext, email: string): Promise<Named> {
  const list = await api<{ items: Named[] }>(
    request,
    'GET',
    '/api/v1/collaborators?type=professional&page_size=200',
  );
  const found = list.items.find((p) => p.email === email);
  expect(found, email).toBeTruthy();
  return found!;
}

export async function professionals(request: APIRequestContext): Promise<Named[]> {
  return (
    await api<{ items: Named[] }>(request, 'GET', '/api/v1/collaborators?type=professional&page_size=200')
  ).items;
}

export async function serviceNamed(request: APIRequestContext, name?: string) {
  const list = await api<{ items: { id: string; name: string; kind: string }[] }>(
    request,
    'GET',
    '/api/v1/services?kind=session&page_size=200',
  );
  const found = name ? list.items.find((s) => s.name === name) : list.items[0];
  expect(found, name ?? 'a bookable service').toBeTruthy();
  return found!;
}

export async function mainClinic(request: APIRequestContext) {
  const list = await api<{ items: { id: string; is_main: boolean; name: string }[] }>(
    request,
    'GET',
    '/api/v1/clinics?page_size=200',
  );
  return list.items.find((c) => c.is_main) ?? list.items[0]!;
}

export interface Booked {
  id: string;
  starts_at: string;
  ends_at: string;
  state: string;
  series_id: string | null;
  price_cents: number;
}

/** A patient's appointments, earliest first (the journeys book at most a few dozen). */
export async function patientAppointments(request: APIRequestContext, patientId: string): Promise<Booked[]> {
  const list = await api<{ items: Booked[] }>(
    request,
    'GET',
    `/api/v1/appointments?patient_id=${patientId}&page_size=50&sort=starts_at&order=asc`,
  );
  return list.items;
}

export async function book(
  request: APIRequestContext,
  body: {
    patient_id: string;
    professional_id: string;
    service_id: string;
    clinic_id: string;
    starts_at: string;
    ends_at: string;
  },
): Promise<Booked> {
  return api<Booked>(request, 'POST', '/api/v1/appointments', { ...body, confirm_outside_schedule: true });
}

/**
 * A new patient booked with the demo professional for a physiotherapy session at the main clinic
 * (times in UTC; outside working hours is confirmed).
 */
export async function bookNewPatient(
  request: APIRequestContext,
  professionalEmail: string,
  firstName: string,
  startsAt: string,
  endsAt: string,
) {
  const professional = await professionalByEmail(request, professionalEmail);
  const service = await serviceNamed(request, 'Sessão de fisioterapia');
  const clinic = await mainClinic(request);
  const patient = await createPatient(request, firstName);
  const booked = await book(request, {
    patient_id: patient.id,
    professional_id: professional.id,
    service_id: service.id,
    clinic_id: clinic.id,
    starts_at: startsAt,
    ends_at: endsAt,
  });
  return { professional, patient, booked };
}

/** Today's date in the clinic's zone. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * `patient` booked with the demo professional (or the one named) today, in the evening: the first free
 * 45 minutes from 19:00 UTC, else from 05:00 UTC (other journeys book today too, so a fixed time could be
 * taken; several journeys take each demo professional's evening, and the calendar's journeys click in it).
 */
export async function bookTodayLate<P extends { id: string }>(
  request: APIRequestContext,
  patient: P,
  professionalEmail = 'fisio@demo.clinica.pt',
) {
  const professional = await professionalByEmail(request, professionalEmail);
  const service = await serviceNamed(request, 'Sessão de fisioterapia');
  const clinic = await mainClinic(request);
  // The evening first, then the early morning (before the demo's day begins) once the evening is full.
  const starts = [19 * 60, 5 * 60].flatMap((from) =>
    Array.from({ length: from === 19 * 60 ? 17 : 14 }, (_, i) => from + i * 15),
  );
  for (const minutes of starts) {
    const at = (m: number) =>
      `${today()}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00.000Z`;
    const res = await request.post('/api/v1/appointments', {
      data: {
        patient_id: patient.id,
        professional_id: professional.id,
        service_id: service.id,
        clinic_id: clinic.id,
        starts_at: at(minutes),
        ends_at: at(minutes + 45),
        confirm_outside_schedule: true,
      },
      headers,
    });
    if (res.status() === 201) return { patient, booked: (await res.json()) as { id: string } };
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('no free evening slot today');
}

/**
 * Clicks a time in the first day column, once the calendar has its appointments: the grid is drawn
 * again when they arrive, and an element measured before that may be gone by the click.
 */
export async function clickSlot(page: Page, hhmm: string): Promise<void> {
  await expect(page.locator('[aria-busy="false"]:has(.rbc-calendar)')).toBeVisible();
  const column = page.locator('.rbc-day-slot').first();
  await expect(column).toBeVisible();
  const y = await slotY(page, hhmm);
  const box = await column.boundingBox();
  expect(box, 'the day column').toBeTruthy();
  await page.mouse.click(box!.x + box!.width / 2, y);
}

/**
 * Opens "Nova marcação" by clicking a slot and fills it the way the front desk does: the patient
 * typed and picked from the list, the physiotherapy session as the service. Answers the dialog.
 */
export async function startBooking(page: Page, hhmm: string, patient: Named): Promise<Locator> {
  await clickSlot(page, hhmm);
  const dialog = page.getByRole('dialog', { name: 'Nova marcação' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Paciente' }).fill(patient.surname);
  await page.getByRole('option', { name: `${patient.first_name} ${patient.surname}` }).click();
  await dialog.getByRole('combobox', { name: 'Serviço' }).click();
  await page.getByRole('option', { name: /^Sessão de fisioterapia/ }).click();
  return dialog;
}

/** The y of a time in the day/week grid (the gutter's label), to click or drop there. */
export async function slotY(page: Page, hhmm: string): Promise<number> {
  const label = page.locator('.rbc-time-gutter .rbc-label', { hasText: new RegExp(`^${hhmm}$`) });
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  expect(box, `gutter label ${hhmm}`).toBeTruthy();
  return box!.y + 4;
}
