import { expect, test } from '@playwright/test';
import { signIn, users } from './support';

// A real 1×1 PNG: the server checks the content, not only the name.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile icon opens the profile with the user data and a default picture', async ({ page }) => {
  await signIn(page, users.manager);
  await page.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const data = page.locator('dl');
  await expect(data).toContainText('gestor@demo.clinica.pt');
  await expect(data).toContainText('Gestor');
  await expect(data).toContainText('Clínica Demo');
  await expect(data).toContainText('Ativo');
  const photo = page.getByRole('img', { name: /^Fotografia de perfil de / });
  await expect(photo).toHaveAttribute('src', /default-avatar\.svg$/);
  await expect(page.getByRole('button', { name: 'Remover fotografia' })).toHaveCount(0);
});

test('a photo of another type or over 5 MB is rejected with a message', async ({ page }) => {
  let uploads = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/file_uploads')) uploads += 1;
  });
  await signIn(page, users.frontDesk, '/profile');
  const input = page.getByLabel('Escolher fotografia');
  await input.setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Formato não suportado: foto.gif. Use JPG, JPEG ou PNG.')).toBeVisible();
  await input.setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('A fotografia excede o limite de 5 MB.')).toBeVisible();
  expect(uploads).toBe(0);
});

test('a png becomes the profile photo and can be removed', async ({ page }) => {
  await signIn(page, users.patient, '/profile');
  await page
    .getByLabel('Escolher fotografia')
    .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Fotografia atualizada')).toBeVisible();
  const photo = page.getByRole('img', { name: /^Fotografia de perfil de / });
  await expect(photo).not.toHaveAttribute('src', /default-avatar\.svg$/);
  await page.getByRole('button', { name: 'Remover fotografia' }).click();
  await expect(page.getByText('Fotografia removida')).toBeVisible();
  await expect(photo).toHaveAttribute('src', /default-avatar\.svg$/);
});
