import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  notificationConfiguration,
  notificationConfigurationInput,
  outboxList,
  outboxQuery,
} from '@clinica/contracts/notifications';
import * as service from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  // Manager-only, like the account and invoicing settings (spec §6: professionals are barred from the
  // account config and the communication templates).
  app.get(
    '/api/v1/tenants/:id/notification-configurations',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Reminders, birthdays, sender name, templates, SMS cap and cancellation window',
        params: idParams,
        response: { 200: notificationConfiguration, 404: errorBody },
      },
    },
    (req) =>
      req.tenantTx((tx) => service.getConfiguration(tx, req.user!, req.params.id, app.deps.clock.now())),
  );
  app.put(
    '/api/v1/tenants/:id/notification-configurations',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Saves the communications settings (spec §5: sender name, 0–48 hours, known variables)',
        params: idParams,
        body: notificationConfigurationInput,
        response: { 200: notificationConfiguration, 400: errorBody, 404: errorBody },
      },
    },
    (req) =>
      req.tenantTx((tx) =>
        service.saveConfiguration(tx, req.user!, req.params.id, req.body, app.deps.clock.now()),
      ),
  );
  app.get(
    '/api/v1/tenants/:id/outbox',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'The outbox: the account’s e-mails and SMS in one status, newest first, with the last error',
        params: idParams,
        querystring: outboxQuery,
        response: { 200: outboxList, 400: errorBody, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.outbox(tx, req.user!, req.params.id, req.query)),
  );
};
