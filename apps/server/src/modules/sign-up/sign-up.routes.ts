import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { okResponse } from '@clinica/contracts/auth';
import {
  confirmCodeBody,
  confirmCodeResponse,
  emailBody,
  registerTenantBody,
  registerTenantResponse,
} from '@clinica/contracts/sign-up';
import { confirmCode, registerTenant, resendCode } from './sign-up.service.js';

export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/sign-up/register-new-tenant',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Register a clinic (14-day trial) and its manager; e-mails a 6-digit code',
        tags: ['sign-up'],
        body: registerTenantBody,
        response: { 201: registerTenantResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => reply.status(201).send(await registerTenant(deps, req.body, req.ip)),
  );

  app.post(
    '/sign-up/confirm-user-registration-code',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Exchange the e-mailed code for a single-use set-password token',
        tags: ['sign-up'],
        body: confirmCodeBody,
        response: { 200: confirmCodeResponse, 400: errorBody },
      },
    },
    async (req) => confirmCode(deps, req.body),
  );

  app.post(
    '/register/resend-user-registration-code',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Send a new code (at most one a minute, five an hour); same answer for unknown e-mails',
        tags: ['sign-up'],
        body: emailBody,
        response: { 200: okResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      await resendCode(deps, req.body.email);
      return { ok: true as const };
    },
  );
};
