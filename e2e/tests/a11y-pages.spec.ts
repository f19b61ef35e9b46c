import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, signIn, users } from './support';

// Issue 22, item 9: every page is axe-clean (no serious or critical violation of WCAG 2.2 AA) at a
// desktop's 1366 px and a phone's 390 px. Pages are listed by route; those with an id take one of the
// demo clinic's records.

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { items: Array<{ id: string }> }).items[0]!.id;
}

async function staffPages(request: APIRequestContext): Promise<string[]> {
  const patient = await firstId(request, '/api/v1/users/patients?page_size=1');
  const appointment = await firstId(request, '/api/v1/appointments?page_size=1');
  const service = await firstId(request, '/api/v1/services?page_size=1');
  const reference = await firstId(request, '/api/v1/references?page_size=1');
  // One of the demo's packs (db/seed/demo-packs.ts).
  const pack = await firstId(request, '/api/v1/service-packs?page_size=1');
  // The demo's first signed evaluation (db/seed/demo-evaluations.ts), its session and its patient.
  const evaluation = await request.get('/api/v1/evaluations/0d3c7a52-5b1e-4c59-9d4a-000000001801', {
    headers,
  });
  expect(evaluation.status()).toBe(200);
  const evaluated = (await evaluation.json()) as { id: string; appointment_id: string; patient_id: string };
  return [
    '/dashboard',
    '/calendar?view=week',
    '/calendar?view=day',
    '/calendar?view=month',
    '/appointments',
    `/appointments/${appointment}`,
    '/patients',
    '/patients/add_new_patient',
    `/patients/${patient}`,
    `/patients/${patient}?tab=appointments`,
    `/patients/${patient}?tab=files`,
    `/patients/${evaluated.patient_id}?tab=evaluations`,
    `/appointments/${evaluated.appointment_id}/evaluations/${evaluated.id}`,
    `/appointments/${evaluated.appointment_id}/objective_evaluation`,
    `/appointments/${evaluated.appointment_id}/evaluations/new`,
    '/services',
    `/services/${service}`,
    `/service-packs/${pack}`,
    `/patients/${patient}?tab=packs`,
    '/references',
    `/references/${reference}`,
    '/configurations',
    '/configurations/account',
    '/configurations/users',
    '/configurations/clinics',
    '/configurations/specialties',
    '/configurations/insurers',
    '/configurations/security',
    '/configurations/subscription',
    '/configurations/invoicing',
    '/configurations/communication_templates',
    '/configurations/communication_templates/new',
    '/configurations/notifications',
    '/communications',
    '/appointment-requests',
    '/communications/add_new_service',
    '/interventions',
    '/instruments',
    '/invoices',
    '/payments',
    '/payments/add_new_payment',
    '/expenses',
    '/expenses/add_new_expense',
    '/profile',
  ];
}

/** Every page's violations, by page: loaded whole (its heading shown, nothing loading) before the scan. */
async function scan(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

// The scans share no state (they only read the demo clinic), so they run side by side in the
// `page-scans` project's workers (playwright.config.ts): each test scans one slice of the pages at one
// width, signing in on its own.
test.describe.configure({ mode: 'parallel' });

/** Slices of the staff pages, a test each: about the same work per slice (the first has the calendars). */
const staffSlices = [
  [0, 9],
  [9, 19],
  [19, 29],
  [29, Infinity],
] as const;

for (const [width, height] of [
  [1366, 800],
  [390, 844],
] as const) {
  for (const [from, to] of staffSlices) {
    test(`staff pages ${from + 1}–${Number.isFinite(to) ? to : 'end'} are axe-clean at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await signIn(page, users.manager, '/dashboard');
      const paths = (await staffPages(page.request)).slice(from, to);
      expect(paths.length).toBeGreaterThan(0);
      expect(await scan(page, paths)).toEqual({});
    });
  }

  test(`the public pages and the patient's are axe-clean at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    expect(await scan(page, ['/login', '/sign-up', '/reset-password'])).toEqual({});
    await signIn(page, users.patient, '/dashboard');
    const appointment = await firstId(page.request, '/api/v1/appointments?page_size=1');
    expect(
      await scan(page, [
        '/dashboard',
        `/dashboard/appointments/${appointment}`,
        '/dashboard/documents',
        '/profile',
      ]),
    ).toEqual({});
  });
}
