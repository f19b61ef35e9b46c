import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentSeriesCancel,
  appointmentSeriesDetail,
  appointmentSeriesInput,
  appointmentSeriesUpdate,
  seriesCanceled,
  seriesCreated,
  seriesPreview,
  seriesUpdated,
} from '@clinica/contracts/appointment-series';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import * as service from './series.service.js';
import { previewSeries } from './series-plan.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Recurring series: preview, create, read, edit or cancel "this and the following" (issue 7). */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['appointments'];
  const now = () => app.deps.clock.now();

  app.post(
    '/api/v1/appointment-series/preview',
    {
      config: { permission: 'appointment_series:create' },
      schema: {
        tags,
        summary:
          'Every occurrence a rule would create, with its problems (DST gap, double booking, space taken, outside schedule); nothing is written',
        body: appointmentSeriesInput,
        response: { 200: seriesPreview, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => previewSeries(tx, req.user!, req.body)),
  );
  app.post(
    '/api/v1/appointment-series',
    {
      config: { permission: 'appointment_series:create' },
      schema: {
        tags,
        summary:
          'Create a series: 400 when a time falls in a DST gap, 409 double_booking listing the conflicts (unless skip_conflicts), 409 outside_schedule (unless confirmed)',
        body: appointmentSeriesInput,
        response: { 201: seriesCreated, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.createSeries(tx, req.user!, req.body, now()))),
  );
  app.get(
    '/api/v1/appointment-series/:id',
    {
      config: { permission: 'appointment_series:read' },
      schema: {
        tags,
        summary: 'A series: its rule and template and every occurrence',
        params: idParams,
        response: { 200: appointmentSeriesDetail, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getSeries(tx, req.user!, req.params.id)),
  );
  app.put(
    '/api/v1/appointment-series/:id',
    {
      config: { permission: 'appointment_series:update' },
      schema: {
        tags,
        summary: 'Change this and the following scheduled occurrences (splits the series after the first)',
        params: idParams,
        body: appointmentSeriesUpdate,
        response: { 200: seriesUpdated, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateFollowing(tx, req.user!, req.params.id, req.body, now())),
  );
  app.post(
    '/api/v1/appointment-series/:id/cancel',
    {
      config: { permission: 'appointment_series:update' },
      schema: {
        tags,
        summary: 'Cancel this and the following scheduled occurrences',
        params: idParams,
        body: appointmentSeriesCancel,
        response: { 200: seriesCanceled, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.cancelFollowing(tx, req.user!, req.params.id, req.body, now())),
  );
};
