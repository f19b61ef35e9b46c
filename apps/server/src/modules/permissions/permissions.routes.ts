import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { permissionsResponse, putPermissionsBody } from '@clinica/contracts/permissions';
import { getPermissions, putPermissions } from './permissions.service.js';

export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/permissions',
    {
      config: { permission: 'permissions:read' },
      schema: {
        summary: 'A professional’s effective permissions',
        tags: ['permissions'],
        querystring: z.object({ user_id: z.uuid() }),
        response: { 200: permissionsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({
      user_id: req.query.user_id,
      permissions: await req.tenantTx((tx) => getPermissions(tx, req.query.user_id)),
    }),
  );

  app.put(
    '/api/v1/permissions',
    {
      config: { permission: 'permissions:update' },
      schema: {
        summary: 'Change a professional’s grants; only the keys sent change',
        tags: ['permissions'],
        body: putPermissionsBody,
        response: { 200: permissionsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({
      user_id: req.body.user_id,
      permissions: await req.tenantTx((tx) => putPermissions(tx, req.user!, req.body)),
    }),
  );
};
