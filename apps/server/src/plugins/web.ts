import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../lib/errors.js';

/**
 * Serves the built SPA: hashed assets with a year-long immutable cache, pre-compressed (brotli/gzip)
 * where the build wrote them; `index.html` (never cached) for any GET outside /api without a file
 * extension, so the web app's router shows its own pages, including its not-found page. A missing
 * `.js` or an unknown `/api` path is a JSON 404. `/public-calendar` (any query) is the public booking
 * page's own HTML entry (decision 046), with the same headers (the security plugin's hook sets them on
 * every response).
 */
const PUBLIC_PAGE = 'public-calendar.html';

export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.deps.config.webDist;
  const hasWeb = fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  if (hasWeb && fs.existsSync(path.join(root, PUBLIC_PAGE))) {
    app.get(
      '/public-calendar',
      { config: { permission: 'public' }, schema: { hide: true } },
      (_req, reply) => {
        void reply.header('Cache-Control', 'no-cache').sendFile(PUBLIC_PAGE);
      },
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.posix.basename(pathname).includes('.');
    // Sent, not returned: a returned reply is awaited by Fastify (`Reply.then`), and with a file stream
    // behind it that left 'close' listeners piling up on the response (MaxListenersExceededWarning).
    if (isPage && hasWeb) {
      void reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return;
    }
    void reply.status(404).send({ error: { code: 'not_found', message: messages.notFound } });
  });
});
