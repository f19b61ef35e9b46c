import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { escape } from '../mail/templates.js';
import { finishTestCheckout, readTestCheckout } from './test-provider.js';

const params = z.object({ id: z.string().max(80) });

const page = (title: string, body: string) => `<!doctype html><html lang="pt"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#1f2933}
.test{background:#fff3cd;border:1px solid #c69500;padding:12px;border-radius:6px;font-weight:bold}
form{display:inline}button{font-size:16px;padding:12px 20px;margin:16px 8px 0 0;border-radius:6px;border:1px solid #00695c;cursor:pointer}
button.pay{background:#00695c;color:#fff}button.cancel{background:#fff;color:#00695c}</style></head>
<body><main>${body}</main></body></html>`;

/**
 * The TEST provider's hosted page (no keys configured, decision 048), server-rendered in pt-PT and clearly
 * labelled: «Pagar» / «Guardar cartão» completes the session, «Cancelar» abandons it; both return to the
 * app's success or cancel route, as Stripe's hosted checkout does. Registered only with the test provider.
 */
export const testProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const common = { config: { permission: 'public' as const }, schema: { hide: true, params } };

  app.get('/api/payments-test/checkout/:id', common, async (req, reply) => {
    const s = await readTestCheckout(database, req.params.id);
    if (!s) throw notFound();
    const id = escape(req.params.id);
    const subscription = s.mode === 'subscription';
    const what = subscription
      ? `<p>Subscrição do plano <strong>${escape(s.priceRef ?? '')}</strong> para ${s.quantity ?? 1} profissional(is).</p>`
      : '<p>Alterar o cartão da subscrição.</p>';
    const open = s.status === 'open';
    const body = `<h1>Pagamento</h1><p class="test" role="note">modo de teste — nada é cobrado</p>${what}
${
  open
    ? `<form method="post" action="/api/payments-test/checkout/${id}/pay"><button class="pay" type="submit">${subscription ? 'Pagar' : 'Guardar cartão'}</button></form>
<form method="post" action="/api/payments-test/checkout/${id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>`
    : '<p>Esta sessão de pagamento já terminou.</p>'
}`;
    // Its buttons post a form to this same origin: the browser says which origin only when the referrer
    // policy lets it (`no-referrer` sends `Origin: null`, which the CSRF guard refuses).
    return reply
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(page('Pagamento — modo de teste', body));
  });

  for (const action of ['pay', 'cancel'] as const) {
    app.post(`/api/payments-test/checkout/:id/${action}`, common, async (req, reply) => {
      const to = await finishTestCheckout(database, clock, req.params.id, action === 'pay');
      if (!to) throw notFound();
      return reply.redirect(to, 303);
    });
  }
};
