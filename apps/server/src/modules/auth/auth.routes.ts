import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBody, meQuery, meResponse, okResponse, tokenBody } from '@clinica/contracts/auth';
import { errorBody } from '@clinica/contracts/errors';
import type { Config } from '../../config.js';
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../../plugins/auth.js';
import { changePassword, DEFAULT_AVATAR_SVG, login, logout, setMyImage, toMe } from './auth.service.js';

const putMeBody = z.strictObject({ image_file_id: z.uuid().nullable() });

/** The session cookie's attributes (HttpOnly, SameSite=Lax, Secure behind an https PUBLIC_URL). */
export function sessionCookieOptions(config: Config) {
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const cookieOptions = sessionCookieOptions(deps.config);

  app.post(
    '/token',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Log in (form: username, password); sets the session cookie and returns the user',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenBody,
        response: { 200: meResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { token, user } = await login(deps, {
        username: req.body.username,
        password: req.body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        previousToken: req.cookies[SESSION_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_SECONDS });
      return toMe(deps, user, { embedImage: false });
    },
  );

  app.post(
    '/api/v1/logout',
    {
      config: { permission: 'authenticated' },
      schema: { summary: 'End the current session', tags: ['auth'], response: { 200: okResponse } },
    },
    async (req, reply) => {
      await logout(deps, req.user!);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/v1/me',
    {
      // Answered from the session (the photo, when asked for, reads its own transaction).
      config: { permission: 'authenticated' },
      schema: {
        summary: 'The logged-in user, effective permissions and tenant (`?image=true` embeds the photo)',
        tags: ['auth'],
        querystring: meQuery,
        response: { 200: meResponse },
      },
    },
    async (req) => toMe(deps, req.user!, { embedImage: req.query.image === 'true' }),
  );

  app.put(
    '/api/v1/me',
    {
      config: { permission: 'authenticated' },
      schema: {
        summary: 'Set or remove the profile photo (an id from POST /api/v1/file_uploads)',
        tags: ['auth'],
        body: putMeBody,
        response: { 200: meResponse, 400: errorBody },
      },
    },
    async (req) =>
      toMe(deps, await setMyImage(deps, req.user!, req.body.image_file_id), { embedImage: false }),
  );

  app.put(
    '/api/v1/me/password',
    {
      config: { permission: 'authenticated' },
      schema: {
        summary: 'Change the password; ends the user’s other sessions',
        tags: ['auth'],
        body: changePasswordBody,
        response: { 200: okResponse, 400: errorBody },
      },
    },
    async (req) => {
      await changePassword(deps, req.user!, req.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/default-avatar.svg',
    { config: { permission: 'public' }, schema: { hide: true } },
    async (_req, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(DEFAULT_AVATAR_SVG),
  );
};
