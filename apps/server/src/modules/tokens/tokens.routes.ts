import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import {
  setPasswordBody,
  setPasswordResponse,
  tokenOnlyBody,
  validateTokenResponse,
} from '@clinica/contracts/sign-up';
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../../plugins/auth.js';
import { sessionCookieOptions } from '../auth/auth.routes.js';
import { startSession, toMe } from '../auth/auth.service.js';
import { setPasswordWithToken, validToken } from './tokens.service.js';

/** The set-password page's two calls; they serve sign-up, password reset and invitations alike. */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/reset-password/validate',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Is this single-use link still valid? 400 "Link Inválido" when not',
        tags: ['auth'],
        body: tokenOnlyBody,
        response: { 200: validateTokenResponse, 400: errorBody },
      },
    },
    async (req) => {
      const token = await validToken(deps, req.body.token);
      return { purpose: token.purpose, email: token.email };
    },
  );

  app.post(
    '/reset-password/reset-password-with-token',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Set the password with a single-use token; sign-up and invitations log the user in',
        tags: ['auth'],
        body: setPasswordBody,
        response: { 200: setPasswordResponse, 400: errorBody },
      },
    },
    async (req, reply) => {
      const token = await setPasswordWithToken(deps, req.body.token, req.body.password);
      if (token.purpose === 'reset') return { logged_in: false, user: null };
      const { token: session, user } = await startSession(deps, {
        tenantId: token.tenantId,
        userId: token.userId,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        previousToken: req.cookies[SESSION_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, session, {
        ...sessionCookieOptions(deps.config),
        maxAge: SESSION_ABSOLUTE_SECONDS,
      });
      return { logged_in: true, user: await toMe(deps, user, { embedImage: false }) };
    },
  );
};
