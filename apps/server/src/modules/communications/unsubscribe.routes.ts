import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communicationMessages } from '@clinica/contracts/communications';
import { unsubscribe, unsubscribeKnown } from './unsubscribe.service.js';

const params = z.object({ token: z.string().max(200) });

const page = (body: string) =>
  `<!doctype html><html lang="pt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>Clínica</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5">${body}</body></html>`;

/**
 * The unsubscribe link of a campaign e-mail (no login: the token is the credential). GET shows a button
 * (a link scanner's GET must not unsubscribe, RFC 8058 §3.2); POST — the button, or a mail client's
 * `List-Unsubscribe=One-Click` — turns the patient's e-mail consent off. Exempt from the JSON-only CSRF
 * rule (plugins/security.ts): a mail client posts a form from no origin of ours.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communications'];
  app.get(
    '/unsubscribe/:token',
    { config: { permission: 'public' }, schema: { tags, summary: 'The unsubscribe page', params } },
    async (req, reply) => {
      const known = await unsubscribeKnown(app.deps.database, req.params.token);
      reply.type('text/html; charset=utf-8');
      if (!known) return reply.status(404).send(page(`<h1>${communicationMessages.unsubscribeInvalid}</h1>`));
      return page(
        `<h1>Deixar de receber e-mails</h1><p>Confirme que não quer receber mais e-mails informativos da clínica.</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit" style="padding:12px 20px">Confirmar</button></form>`,
      );
    },
  );
  app.post(
    '/unsubscribe/:token',
    {
      config: { permission: 'public' },
      schema: { tags, summary: 'Unsubscribes (RFC 8058 one-click; idempotent)', params },
    },
    async (req, reply) => {
      await unsubscribe(app.deps.database, req.params.token, req.ip ?? null);
      reply.type('text/html; charset=utf-8');
      return page(`<h1>${communicationMessages.unsubscribed}</h1>`);
    },
  );
};
