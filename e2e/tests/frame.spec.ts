import { expect, test } from '@playwright/test';
import { signIn, users } from './support';

// Issue 43 §7: beside a long page, the persistent drawer's column reaches the bottom of the page (it
// ended where the first screen ended, leaving a grey strip under the menu).
test.use({ viewport: { width: 1366, height: 768 } });

test('the persistent drawer is painted down to the bottom of a long page', async ({ page }) => {
  await signIn(page, users.manager, '/patients');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('row').nth(10)).toBeVisible();
  const sizes = await page.evaluate(() => {
    const drawer = document.getElementById('app-drawer')!;
    return {
      page: document.documentElement.scrollHeight,
      screen: window.innerHeight,
      drawer: drawer.getBoundingClientRect().height,
      background: getComputedStyle(drawer).backgroundColor,
    };
  });
  expect(sizes.page).toBeGreaterThan(sizes.screen);
  expect(sizes.drawer).toBeGreaterThanOrEqual(sizes.page - 1);
  expect(sizes.background).toBe('rgb(255, 255, 255)');
});
