import { expect, test } from '@playwright/test';
import { signIn, users } from './support';
import { api, book, createPatient, mainClinic } from './calendar-support';

// Playwright's trace recorder snapshots the page around every action, on the page's own thread: the
// render figure is the app's, so this file runs without it.
test.use({ trace: 'off' });

test.describe('calendar performance', () => {
  // In the second tenant, so twenty extra professionals change nothing the other journeys see.
  const WEEK = '2027-06-07'; // Monday; Lisbon = UTC+1

  // The render budget (< 300 ms, issue 7) is a benchmark figure, not a pass/fail timing: this journey
  // checks that all 800 appointments are drawn and reports how long the render took (docs/performance.md).
  test('week view of 20 professionals × 40 appointments draws all 800 and reports its render time', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    await signIn(page, users.secondTenantManager, '/calendar');
    const clinic = await mainClinic(page.request);
    let service = (
      await api<{ items: { id: string }[] }>(page.request, 'GET', '/api/v1/services?kind=session&page_size=1')
    ).items[0];
    service ??= await api<{ id: string }>(page.request, 'POST', '/api/v1/services', {
      name: `Sessão E2E ${Date.now()}`,
      price_cents: 3000,
      duration_minutes: 45,
    });
    const patient = await createPatient(page.request, 'Desempenho');
    const stamp = Date.now().toString(36);
    const people: string[] = [];
    for (let i = 0; i < 20; i++) {
      const p = await api<{ id: string }>(page.request, 'POST', '/api/v1/collaborators', {
        type: 'professional',
        email: `perf${i}.${stamp}@teste.clinica.pt`,
        first_name: 'Perf',
        surname: `Profissional ${i + 1}`,
        clinic_ids: [clinic.id],
      });
      people.push(p.id);
    }
    const bodies = people.flatMap((professional_id) =>
      Array.from({ length: 40 }, (_, n) => {
        const day = Math.floor(n / 8); // Monday … Friday
        const hour = 7 + (n % 8); // 08:00 … 15:00 local (UTC+1)
        const start = new Date(Date.UTC(2027, 5, 7 + day, hour, 0));
        return {
          patient_id: patient.id,
          professional_id,
          service_id: service.id,
          clinic_id: clinic.id,
          starts_at: start.toISOString(),
          ends_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
        };
      }),
    );
    for (let i = 0; i < bodies.length; i += 20) {
      await Promise.all(bodies.slice(i, i + 20).map((body) => book(page.request, body)));
    }

    // One load is one sample, and one sample on a busy machine says little: five loads, the median
    // reported with the spread.
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`/calendar?view=week&date=${WEEK}`);
      await expect(page.locator('.rbc-event')).toHaveCount(800, { timeout: 30_000 });
      const measure = await page.waitForFunction(() => {
        const entry = performance.getEntriesByName('calendar-render').at(-1);
        return entry ? entry.duration : null;
      });
      const ms = (await measure.jsonValue())!;
      expect(ms).toBeGreaterThan(0);
      samples.push(ms);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const figure =
      `calendar week view, 20 professionals × 40 appointments: rendered in ${sorted[2]!.toFixed(0)} ms ` +
      `(median of 5: ${samples.map((ms) => ms.toFixed(0)).join(', ')} ms; budget 300 ms)`;
    console.log(figure);
    testInfo.annotations.push({ type: 'performance', description: figure });
  });
});
