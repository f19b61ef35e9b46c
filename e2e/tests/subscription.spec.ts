import { expect, test } from '@playwright/test';
import { harness, signIn, users } from './support';

/**
 * Issue 49 with the TEST provider (no keys): a clinic on trial subscribes through the hosted page and
 * turns active; a failed renewal shows «Pagamento Falhou» to its manager; the card change returns
 * through the success route. Uses the second clinic (its subscription is its own business).
 */
test('a trial clinic subscribes, a renewal fails, the card is changed', async ({ page, request }) => {
  await harness(request, 'tenant', {
    email: users.secondTenantManager,
    subscription_status: 'trialing',
    trial_ends_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    payment_failed_at: null,
  });
  await signIn(page, users.secondTenantManager, '/configurations/subscription');
  await expect(page.getByRole('heading', { name: 'Subscrição', level: 1 })).toBeVisible();
  await expect(page.getByText('Período experimental', { exact: true })).toBeVisible();
  const plans = page.getByRole('region', { name: 'Planos' });
  await expect(plans.getByRole('row')).toHaveCount(5);

  // The provider's hosted page, clearly in test mode.
  await plans.getByRole('button', { name: 'Escolher o plano Essencial (Mensal)' }).click();
  await expect(page).toHaveURL(/\/api\/payments-test\/checkout\/cs_test_/);
  await expect(page.getByText('modo de teste — nada é cobrado')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();

  await expect(page).toHaveURL(/\/checkout-session\/success\?checkout_session_id=cs_test_/);
  await expect(page.getByText('Subscrição ativa. Obrigado!')).toBeVisible();
  await page.getByRole('link', { name: 'Ver a subscrição' }).click();
  const summary = page.getByRole('region', { name: 'O seu plano' });
  await expect(summary.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(summary.getByText('visa •••• 4242')).toBeVisible();
  await expect(summary.getByText('Essencial · Mensal')).toBeVisible();

  // A renewal fails (the provider's event, as its webhook would bring it): the banner on every page.
  await harness(request, 'payment-event', { email: users.secondTenantManager, kind: 'payment_failed' });
  await page.goto('/patients');
  const banner = page.getByRole('status').filter({ hasText: 'Pagamento Falhou' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Alterar o cartão' }).click();
  await expect(page).toHaveURL(/\/configurations\/subscription$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Pagamento Falhou' });
  await expect(alert).toBeVisible();

  // The card change: a hosted page in setup mode, back through the success route.
  await alert.getByRole('button', { name: 'Alterar o cartão' }).click();
  await expect(page.getByText('modo de teste — nada é cobrado')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cartão' }).click();
  await expect(page).toHaveURL(/\/checkout-session\/success\?checkout_session_id=cs_test_/);
  await expect(page.getByText('Cartão alterado.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver a subscrição' }).click();
  await expect(
    page.getByRole('region', { name: 'O seu plano' }).getByText('mastercard •••• 4444'),
  ).toBeVisible();
  await expect(page.getByText('Pagamento Falhou')).toHaveCount(0);
});
