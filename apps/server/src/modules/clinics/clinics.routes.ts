import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  byClinicQuery,
  clinic,
  clinicDetail,
  clinicInput,
  clinicSchedule,
  clinicScheduleInput,
  clinicSpace,
  clinicSpaceInput,
  clinicSpaceUpdate,
  clinicUpdate,
} from '@clinica/contracts/clinics';
import { deleteResult, idParams, listQuery, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { z } from 'zod';
import * as service from './clinics.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

export const clinicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['clinics'];

  app.get(
    '/api/v1/clinics',
    {
      config: { permission: 'clinics:read' },
      schema: {
        tags,
        summary: 'Clinics (a professional or front desk sees their own unless data is shared)',
        querystring: listQuery,
        response: { 200: listResponse(clinic) },
      },
    },
    (req) => req.tenantTx((tx) => service.listClinics(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/clinics/:id',
    {
      config: { permission: 'clinics:read' },
      schema: {
        tags,
        summary: 'A clinic with its spaces and opening hours',
        params: idParams,
        response: { 200: clinicDetail, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getClinic(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/clinics',
    {
      config: { permission: 'clinics:create' },
      schema: {
        tags,
        summary: 'Create a clinic (the first one becomes the main clinic)',
        body: clinicInput,
        response: { 201: clinicDetail, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createClinic(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/clinics/:id',
    {
      config: { permission: 'clinics:update' },
      schema: {
        tags,
        summary: 'Change a clinic (only the fields sent)',
        params: idParams,
        body: clinicUpdate,
        response: { 200: clinicDetail, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateClinic(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/clinics/:id',
    {
      config: { permission: 'clinics:delete' },
      schema: {
        tags,
        summary: 'Remove a clinic (deactivated if records need it; never the main clinic)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => ({
      result: await req.tenantTx((tx) => service.removeClinic(tx, req.user!, req.params.id)),
    }),
  );

  app.get(
    '/api/v1/clinic-spaces',
    {
      config: { permission: 'clinic_spaces:read' },
      schema: {
        tags,
        summary: 'Rooms and equipment',
        querystring: byClinicQuery,
        response: { 200: z.object({ items: z.array(clinicSpace) }) },
      },
    },
    async (req) => ({
      items: await req.tenantTx((tx) => service.listSpaces(tx, req.user!, req.query.clinic_id)),
    }),
  );
  app.get(
    '/api/v1/clinic-spaces/:id',
    {
      config: { permission: 'clinic_spaces:read' },
      schema: {
        tags,
        summary: 'A room or piece of equipment',
        params: idParams,
        response: { 200: clinicSpace, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getSpace(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/clinic-spaces',
    {
      config: { permission: 'clinic_spaces:create' },
      schema: {
        tags,
        summary: 'Add a room or piece of equipment to a clinic',
        body: clinicSpaceInput,
        response: { 201: clinicSpace, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createSpace(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/clinic-spaces/:id',
    {
      config: { permission: 'clinic_spaces:update' },
      schema: {
        tags,
        summary: 'Change a space',
        params: idParams,
        body: clinicSpaceUpdate,
        response: { 200: clinicSpace, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateSpace(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/clinic-spaces/:id',
    {
      config: { permission: 'clinic_spaces:delete' },
      schema: {
        tags,
        summary: 'Remove a space (deactivated if bookings need it)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => ({
      result: await req.tenantTx((tx) => service.removeSpace(tx, req.user!, req.params.id)),
    }),
  );

  app.get(
    '/api/v1/clinic-schedules',
    {
      config: { permission: 'clinic_schedules:read' },
      schema: {
        tags,
        summary: 'Opening hours (intervals per weekday)',
        querystring: byClinicQuery,
        response: { 200: z.object({ items: z.array(clinicSchedule) }) },
      },
    },
    async (req) => ({
      items: await req.tenantTx((tx) => service.listSchedules(tx, req.user!, req.query.clinic_id)),
    }),
  );
  app.post(
    '/api/v1/clinic-schedules',
    {
      config: { permission: 'clinic_schedules:create' },
      schema: {
        tags,
        summary: 'Add an opening interval (409 when it overlaps another of the same day)',
        body: clinicScheduleInput,
        response: { 201: clinicSchedule, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.createSchedule(tx, req.user!, req.body))),
  );
  app.delete(
    '/api/v1/clinic-schedules/:id',
    {
      config: { permission: 'clinic_schedules:delete' },
      schema: {
        tags,
        summary: 'Remove an opening interval',
        params: idParams,
        response: { 200: z.object({ result: z.literal('deleted') }), 404: errorBody },
      },
    },
    async (req) => {
      await req.tenantTx((tx) => service.removeSchedule(tx, req.params.id));
      return { result: 'deleted' as const };
    },
  );
};
