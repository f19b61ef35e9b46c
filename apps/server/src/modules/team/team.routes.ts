import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { okResponse } from '@clinica/contracts/auth';
import {
  changeTypeQuery,
  collaborator,
  collaboratorInvite,
  collaboratorListQuery,
  collaboratorUpdate,
} from '@clinica/contracts/team';
import type { FastifyRequest } from 'fastify';
import { syncQuantity } from '../subscriptions/subscriptions.service.js';
import * as service from './team.service.js';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['team'];
  const errors = { 400: errorBody, 404: errorBody, 409: errorBody };
  /**
   * After a change to the team is committed, the subscription's quantity follows the active professionals
   * (issue 49; the provider prorates). The provider failing does not undo the team's change: it is logged,
   * and the next change or the provider's own webhook brings the quantity right.
   */
  const billed = async <T>(req: FastifyRequest, change: Promise<T>): Promise<T> => {
    const result = await change;
    await syncQuantity(deps, req.user!.tenantId).catch((e: unknown) =>
      req.log.error({ err: e }, 'subscription quantity not updated'),
    );
    return result;
  };

  app.get(
    '/api/v1/collaborators',
    {
      config: { permission: 'collaborators:read' },
      schema: {
        tags,
        summary: 'Team members (managers, professionals, front desk)',
        querystring: collaboratorListQuery,
        response: { 200: listResponse(collaborator) },
      },
    },
    (req) => req.tenantTx((tx) => service.listTeam(tx, req.query)),
  );
  app.get(
    '/api/v1/collaborators/:id',
    {
      config: { permission: 'collaborators:read' },
      schema: {
        tags,
        summary: 'A team member',
        params: idParams,
        response: { 200: collaborator, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getMember(tx, req.params.id)),
  );
  app.post(
    '/api/v1/collaborators',
    {
      config: { permission: 'collaborators:create' },
      schema: {
        tags,
        summary: 'Invite a team member by e-mail (single-use link, 7 days)',
        body: collaboratorInvite,
        response: { 201: collaborator, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await billed(req, service.invite(deps, req.user!, req.body))),
  );
  app.post(
    '/api/v1/collaborators/:id/resend-invitation',
    {
      config: { permission: 'collaborators:create' },
      schema: {
        tags,
        summary: 'Send a new invitation link to a member who has not set a password',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await service.resendInvitation(deps, req.user!, req.params.id);
      return { ok: true as const };
    },
  );
  app.put(
    '/api/v1/collaborators/:id',
    {
      config: { permission: 'collaborators:update' },
      schema: {
        tags,
        summary: 'Change a member (fields sent); active=false ends their sessions',
        params: idParams,
        body: collaboratorUpdate,
        response: { 200: collaborator, ...errors },
      },
    },
    (req) =>
      billed(
        req,
        req.tenantTx((tx) => service.updateMember(tx, req.user!, req.params.id, req.body)),
      ),
  );
  app.delete(
    '/api/v1/collaborators/:id',
    {
      config: { permission: 'collaborators:delete' },
      schema: {
        tags,
        summary: 'Deactivate a member (history kept, sessions end, login refused)',
        params: idParams,
        response: { 200: collaborator, ...errors },
      },
    },
    (req) =>
      billed(
        req,
        req.tenantTx((tx) => service.deactivateMember(tx, req.user!, req.params.id)),
      ),
  );
  app.put(
    '/api/v1/users/:id',
    {
      config: { permission: 'collaborators:update' },
      schema: {
        tags,
        summary: 'Change a team member’s type (?type=manager|professional|front_desk)',
        params: idParams,
        querystring: changeTypeQuery,
        body: z.strictObject({}).nullish(),
        response: { 200: collaborator, ...errors },
      },
    },
    (req) =>
      billed(
        req,
        req.tenantTx((tx) => service.changeType(tx, req.user!, req.params.id, req.query.type)),
      ),
  );
};
