import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@clinica/contracts/auth';
import { errorBody } from '@clinica/contracts/errors';
import { emailBody } from '@clinica/contracts/sign-up';
import { requestReset } from './password-reset.service.js';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'E-mail a password reset link; the same answer whether or not the address exists',
        tags: ['auth'],
        body: emailBody,
        response: { 200: okResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      await requestReset(app.deps, req.body.email, req.ip);
      return { ok: true as const };
    },
  );
};
