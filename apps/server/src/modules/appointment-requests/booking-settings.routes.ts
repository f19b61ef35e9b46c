import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentRequestMessages as m,
  onlineBookingSettings,
  putOnlineBookingBody,
} from '@clinica/contracts/appointment-requests';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import * as service from './booking-settings.service.js';

/** The account page's online booking settings (issue 48). */
export const bookingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tenants'];
  app.get(
    '/api/v1/tenants/:id/online-booking',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'The public booking page: slug, on/off, rules, bookable services and professionals',
        params: idParams,
        response: { 200: onlineBookingSettings, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getOnlineBooking(tx, req.user!, req.params.id)),
  );
  app.put(
    '/api/v1/tenants/:id/online-booking',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Change the public booking page settings (409: the slug is another clinic’s)',
        params: idParams,
        body: putOnlineBookingBody,
        response: { 200: onlineBookingSettings, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      try {
        return await req.tenantTx((tx) => service.putOnlineBooking(tx, req.user!, req.params.id, req.body));
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(m.slugTaken, { slug: m.slugTaken });
        throw e;
      }
    },
  );
};
