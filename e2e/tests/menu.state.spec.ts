import { expect, test, type Page } from '@playwright/test';
import { harness, menuLabels, navigateInApp, resetServer, signIn, users } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const managerAreas = [
  'Painel',
  'Calendário',
  'Consultas',
  'Pacientes',
  'Comunicações',
  'Intervenções',
  'Pagamentos',
  'Fecho de caixa',
  'Gastos',
  'Serviços',
  'Referências',
];

const expected = {
  manager: {
    off: [...managerAreas, 'Configurações', 'Terminar sessão'],
    on: [...managerAreas, 'Faturas', 'Configurações', 'Terminar sessão'],
  },
  professional: {
    off: [
      'Calendário',
      'Consultas',
      'Pacientes',
      'Intervenções',
      'Serviços',
      'Referências',
      'Terminar sessão',
    ],
    on: [
      'Calendário',
      'Consultas',
      'Pacientes',
      'Intervenções',
      'Serviços',
      'Referências',
      'Terminar sessão',
    ],
  },
  frontDesk: {
    off: [
      'Calendário',
      'Consultas',
      'Pacientes',
      'Pagamentos',
      'Fecho de caixa',
      'Configurações',
      'Terminar sessão',
    ],
    on: [
      'Calendário',
      'Consultas',
      'Pacientes',
      'Pagamentos',
      'Fecho de caixa',
      'Faturas',
      'Configurações',
      'Terminar sessão',
    ],
  },
  // Issue 22: a patient's menu holds only what they may open, home first.
  patient: {
    off: ['Início', 'Perfil', 'Terminar sessão'],
    on: ['Início', 'Perfil', 'Terminar sessão'],
  },
} as const;

for (const type of Object.keys(expected) as (keyof typeof expected)[]) {
  for (const invoicing of ['off', 'on'] as const) {
    test(`${type} menu with invoicing ${invoicing}`, async ({ page, request }) => {
      await harness(request, 'tenant', { email: users.manager, invoicing_active: invoicing === 'on' });
      await signIn(page, users[type]);
      expect(await menuLabels(page)).toEqual(expected[type][invoicing]);
    });
  }
}

test('invoicing switched on and off during a session reaches the menu at the next page', async ({
  page,
  request,
}) => {
  await signIn(page, users.manager);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Faturas' })).toHaveCount(0);
  await harness(request, 'tenant', { email: users.manager, invoicing_active: true });
  await nav.getByRole('link', { name: 'Pacientes' }).click();
  await expect(nav.getByRole('link', { name: 'Faturas' })).toBeVisible();
  await harness(request, 'tenant', { email: users.manager, invoicing_active: false });
  await nav.getByRole('link', { name: 'Consultas' }).click();
  await expect(nav.getByRole('link', { name: 'Faturas' })).toHaveCount(0);
});

test('a professional sees Payments once its list_all is granted', async ({ page, request }) => {
  await harness(request, 'permission', {
    email: users.professional,
    resource: 'payments',
    action: 'list_all',
    allowed: true,
  });
  await signIn(page, users.professional);
  expect(await menuLabels(page)).toEqual([
    'Calendário',
    'Consultas',
    'Pacientes',
    'Intervenções',
    'Pagamentos',
    'Serviços',
    'Referências',
    'Terminar sessão',
  ]);
});

test('the menu button toggles the drawer and public routes hide it', async ({ page }) => {
  await signIn(page, users.manager);
  const button = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();
  await button.click();
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(nav).toBeVisible();
  await page.goto('/appointment-link?token=x');
  await expect(page.getByRole('heading', { name: 'A sua consulta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function noHorizontalScroll(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test('the drawer is temporary and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
    await noHorizontalScroll(page);

    await signIn(page, users.manager);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toHaveCount(0); // closed until asked for
    await noHorizontalScroll(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await noHorizontalScroll(page);
    await nav.getByRole('link', { name: 'Pacientes' }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(nav).toHaveCount(0); // choosing a page closes it

    await navigateInApp(page, '/appointments/7/evaluations/new');
    await expect(page.getByRole('heading', { name: 'Nova avaliação' })).toBeVisible();
    await noHorizontalScroll(page);
    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Alterar palavra-passe' })).toBeVisible();
    await noHorizontalScroll(page);
  });
});
