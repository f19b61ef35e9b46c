import { expect, test } from '@playwright/test';
import { noHorizontalScroll, screenshot, seriousViolations, signIn, users } from './support';

// Issue 24, part 1: the interventions library — a manager adds an exercise with its video, a repeated
// name is refused on the field, the library finds it by a word without accents, and a delete asks first.

test('a manager builds the library: a video previewed privately, a repeated name refused, a search, a delete', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Ponte glútea unipodal ${Date.now()}`;
  await signIn(page, users.manager, '/interventions');
  await expect(page.getByRole('heading', { level: 1, name: 'Intervenções' })).toBeVisible();
  // The demo's library is there from the first start.
  await expect(page.getByRole('link', { name: 'Agachamento', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Nova intervenção' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Vídeo').fill('https://example.com/video/1');
  await page.getByLabel('Vídeo').blur();
  await page.getByRole('button', { name: 'Criar intervenção' }).click();
  await expect(
    page.getByText('Link de vídeo inválido: use um endereço do YouTube ou do Vimeo'),
  ).toBeVisible();
  await page.getByLabel('Vídeo').fill('https://youtu.be/dQw4w9WgXcQ');
  const preview = page.locator('iframe');
  await expect(preview).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Criar intervenção' }).click();
  await expect(page.getByText('Intervenção criada com sucesso')).toBeVisible();

  // The same name, in capitals and without accents, is refused on the name field.
  await page.getByRole('link', { name: 'Nova intervenção' }).click();
  await page.getByLabel('Nome').fill(name.toUpperCase().replace('Ú', 'U'));
  await page.getByRole('button', { name: 'Criar intervenção' }).click();
  await expect(page.getByText('Nome da intervenção já existe')).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/interventions');
  await page.getByRole('searchbox').fill('ponte glutea unipodal');
  const row = page.getByRole('link', { name });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.locator('iframe')).toHaveAttribute('title', name);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: `Eliminar «${name}»?` });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Intervenção «${name}» eliminada`)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the library and an intervention are readable and axe-clean at 390 px', async ({ page }) => {
    await signIn(page, users.manager, '/interventions');
    await expect(page.getByRole('link', { name: 'Agachamento', exact: true })).toBeVisible();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Agachamento', exact: true }).tap();
    await expect(page.getByLabel('Nome')).toHaveValue('Agachamento');
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'intervention-390');
  });
});
