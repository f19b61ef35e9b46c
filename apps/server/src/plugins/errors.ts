import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@clinica/contracts/errors';
import { AppError, messages, TooManyAttempts } from '../lib/errors.js';

const body = (code: ErrorCode, message: string, extra: Partial<ErrorBody['error']> = {}): ErrorBody => ({
  error: { code, message, ...extra },
});

/** Turns a validation issue path (`/address/city`, `/0`) into a field key (`address.city`). */
const fieldOf = (instancePath: string, fallback: string): string =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;

/** One error shape for every failure (DESIGN §4); never a stack or a 500 for bad input. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyAttempts) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(
        body(err.code, err.message, {
          ...(err.fields ? { fields: err.fields } : {}),
          ...(err.details ? { details: err.details } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const parent = fieldOf(v.instancePath, '');
        if (v.keyword === 'unrecognized_keys') {
          for (const key of (v.params as { keys?: string[] }).keys ?? [])
            fields[parent ? `${parent}.${key}` : key] = 'Campo não permitido';
          continue;
        }
        fields[parent || (err.validationContext ?? 'body')] ??= v.message ?? messages.validation;
      }
      return reply.status(400).send(body('validation_failed', messages.validation, { fields }));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(body('payload_too_large', messages.payloadTooLarge));
    }
    if (status === 415 || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.status(415).send(body('unsupported_media_type', messages.unsupportedMediaType));
    }
    if (status === 429) {
      return reply.status(429).send(body('too_many_attempts', messages.tooManyAttempts));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty JSON body, bad multipart and other client faults fastify reports itself.
      const code: ErrorCode =
        status === 404 ? 'not_found' : status === 403 ? 'forbidden' : 'validation_failed';
      const message =
        status === 404 ? messages.notFound : status === 403 ? messages.forbidden : 'Pedido inválido';
      return reply.status(status).send(body(code, message));
    }
    // The request's id: the same as in its log lines and its X-Request-Id header.
    const errorId = req.id;
    req.log.error({ err, errorId }, 'unexpected error');

    return reply.status(500).send(body('internal_error', messages.internal, { error_id: errorId }));
  });
});
