import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  professionalSchedule,
  professionalScheduleInput,
  professionalScheduleQuery,
  professionalScheduleUpdate,
  scheduleException,
  scheduleExceptionInput,
  scheduleExceptionQuery,
  scheduleExceptionUpdate,
} from '@clinica/contracts/schedules';
import * as service from './schedules.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };
const deleted = z.object({ result: z.literal('deleted') });

/** Professionals' working hours and their exceptions (issue 7). */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['schedules'];

  app.get(
    '/api/v1/professional-schedules',
    {
      config: { permission: 'professional_schedules:read' },
      schema: {
        tags,
        summary: 'Working intervals per weekday (of the clinics the caller sees)',
        querystring: professionalScheduleQuery,
        response: { 200: z.object({ items: z.array(professionalSchedule) }) },
      },
    },
    async (req) => ({ items: await req.tenantTx((tx) => service.listSchedules(tx, req.user!, req.query)) }),
  );
  app.get(
    '/api/v1/professional-schedules/:id',
    {
      config: { permission: 'professional_schedules:read' },
      schema: {
        tags,
        summary: 'A working interval',
        params: idParams,
        response: { 200: professionalSchedule, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getSchedule(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/professional-schedules',
    {
      config: { permission: 'professional_schedules:create' },
      schema: {
        tags,
        summary: 'Add a working interval (409 when it overlaps another of the professional’s that weekday)',
        body: professionalScheduleInput,
        response: { 201: professionalSchedule, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createSchedule(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/professional-schedules/:id',
    {
      config: { permission: 'professional_schedules:update' },
      schema: {
        tags,
        summary: 'Move a working interval (weekday, start, end)',
        params: idParams,
        body: professionalScheduleUpdate,
        response: { 200: professionalSchedule, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateSchedule(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/professional-schedules/:id',
    {
      config: { permission: 'professional_schedules:delete' },
      schema: {
        tags,
        summary: 'Remove a working interval',
        params: idParams,
        response: { 200: deleted, 404: errorBody },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.removeSchedule(tx, req.user!, req.params.id));
      return { result: 'deleted' as const };
    },
  );

  app.get(
    '/api/v1/schedule-exceptions',
    {
      config: { permission: 'schedule_exceptions:read' },
      schema: {
        tags,
        summary: 'Periods a professional is unavailable (holidays, non-fixed schedule, other)',
        querystring: scheduleExceptionQuery,
        response: { 200: z.object({ items: z.array(scheduleException) }), 400: errorBody },
      },
    },
    async (req) => ({ items: await req.tenantTx((tx) => service.listExceptions(tx, req.user!, req.query)) }),
  );
  app.get(
    '/api/v1/schedule-exceptions/:id',
    {
      config: { permission: 'schedule_exceptions:read' },
      schema: {
        tags,
        summary: 'A schedule exception',
        params: idParams,
        response: { 200: scheduleException, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getException(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/schedule-exceptions',
    {
      config: { permission: 'schedule_exceptions:create' },
      schema: {
        tags,
        summary: 'Make a professional unavailable over a date/time range (one clinic or all)',
        body: scheduleExceptionInput,
        response: { 201: scheduleException, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createException(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/schedule-exceptions/:id',
    {
      config: { permission: 'schedule_exceptions:update' },
      schema: {
        tags,
        summary: 'Change a schedule exception (only the fields sent)',
        params: idParams,
        body: scheduleExceptionUpdate,
        response: { 200: scheduleException, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateException(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/schedule-exceptions/:id',
    {
      config: { permission: 'schedule_exceptions:delete' },
      schema: {
        tags,
        summary: 'Remove a schedule exception',
        params: idParams,
        response: { 200: deleted, 404: errorBody },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.removeException(tx, req.user!, req.params.id));
      return { result: 'deleted' as const };
    },
  );
};
