import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@clinica/contracts/common';
import {
  communicationTemplate,
  communicationTemplateInput,
  communicationTemplateList,
  communicationTemplateQuery,
} from '@clinica/contracts/communications';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './templates.service.js';

const errors = { 400: errorBody, 404: errorBody };

/** Spec §6: templates are account configuration (managers); the front desk reads them to send. */
export const communicationTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communications'];
  const path = '/api/v1/communication-templates';

  app.get(
    path,
    {
      config: { permission: 'communication_templates:read' },
      schema: {
        tags,
        summary: "The clinic's message templates (its four pt-PT starting ones on first read)",
        querystring: communicationTemplateQuery,
        response: { 200: communicationTemplateList, 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.listTemplates(tx, req.user!, req.query)),
  );
  app.get(
    `${path}/:id`,
    {
      config: { permission: 'communication_templates:read' },
      schema: {
        tags,
        summary: 'A message template',
        params: idParams,
        response: { 200: communicationTemplate, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.getTemplate(tx, req.params.id)),
  );
  app.post(
    path,
    {
      config: { permission: 'communication_templates:create' },
      schema: {
        tags,
        summary: 'Create a message template (known variables only; an e-mail needs a subject)',
        body: communicationTemplateInput,
        response: { 201: communicationTemplate, 400: errorBody, 409: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createTemplate(tx, req.user!, req.body))),
  );
  app.put(
    `${path}/:id`,
    {
      config: { permission: 'communication_templates:update' },
      schema: {
        tags,
        summary: 'Change a message template',
        params: idParams,
        body: communicationTemplateInput,
        response: { 200: communicationTemplate, ...errors, 409: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.updateTemplate(tx, req.params.id, req.body)),
  );
  app.delete(
    `${path}/:id`,
    {
      config: { permission: 'communication_templates:delete' },
      schema: {
        tags,
        summary: 'Remove a message template (campaigns sent with it keep its text)',
        params: idParams,
        response: { 200: z.object({ result: z.literal('deactivated') }), ...errors },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.removeTemplate(tx, req.params.id));
      return { result: 'deactivated' as const };
    },
  );
};
