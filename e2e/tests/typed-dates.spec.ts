import { expect, test } from '@playwright/test';
import { signIn, users } from './support';

// Issue 22, item 5: a date filter takes a typed dd/mm/aaaa and asks the server nothing until the date
// is whole (it used to send from_date=2-11-25 at the first digit of the year, get 400 and reset).

test('the Consultas date filter waits for a whole typed date', async ({ page }) => {
  await signIn(page, users.manager, '/appointments');
  await expect(page.getByRole('table')).toBeVisible();
  const sent: string[] = [];
  const refused: number[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/appointments' && url.searchParams.has('to_date'))
      sent.push(url.searchParams.get('to_date')!);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/appointments' && r.status() >= 400) refused.push(r.status());
  });

  const to = page.getByRole('group', { name: 'Até' });
  await to.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type('31122026', { delay: 120 });
  await expect(to.getByRole('spinbutton', { name: 'Ano' })).toHaveText('2026');
  await expect.poll(() => sent.at(-1)).toBe('2026-12-31');
  expect(sent.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d.startsWith('2026'))).toBe(true);
  expect(refused).toEqual([]);
  // The whole date is shown, not cut by a narrow field.
  expect(await to.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
