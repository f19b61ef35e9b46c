import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Every JSON answer to a GET carries an ETag computed from its body, and a browser that already has that
 * body gets `304` and nothing else. Answers of 256 bytes or more go compressed (brotli, else gzip) when
 * the browser accepts it: a clinic's week of appointments is ≈ 400 KB of JSON and ≈ 40 KB compressed.
 * The browser keeps what it got (never a shared cache: answers name patients) and asks again each time.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  // Registered before compression: onSend hooks run in order, and the ETag is of the JSON itself.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] !== etag) return payload;
    void reply.code(304).removeHeader('content-type');
    return null;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 256,
    // Quality 4: a week's JSON in a few milliseconds, at nearly the size of the default (11), which
    // takes tens of them.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
