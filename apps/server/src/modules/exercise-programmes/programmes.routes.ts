import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  adherence,
  adherenceQuery,
  programme,
  programmeInput,
  programmeListQuery,
  programmeSession,
  programmeUpdate,
} from '@clinica/contracts/exercise-programmes';
import { mainClinicContact } from '../clinics/clinics.service.js';
import { interventionImageBytes } from '../interventions/intervention-images.js';
import { programmePdf } from './programme-pdf.js';
import * as service from './programmes.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * A patient's home exercise programme (issue 24, decision 027). Prescribing is recording clinical work:
 * writes need `interventions_performed:create`. Reading is `exercise_programmes:read` (staff who see the
 * patient, and the patient their own); marking a session done is `exercise_programmes:create`, which
 * only patients hold by default.
 */
export const programmesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exercise programmes'];
  const now = () => app.deps.clock.now();

  app.get(
    '/api/v1/exercise-programmes',
    {
      config: { permission: 'exercise_programmes:read' },
      schema: {
        tags,
        summary: "A patient's programmes: the current one (active=true), or all of them, newest first",
        querystring: programmeListQuery,
        response: { 200: listResponse(programme), ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.listProgrammes(tx, req.user!, req.query, now())),
  );
  app.get(
    '/api/v1/exercise-programmes/:id',
    {
      config: { permission: 'exercise_programmes:read' },
      schema: { tags, summary: 'A programme', params: idParams, response: { 200: programme, ...errors } },
    },
    (req) => req.tenantTx((tx) => service.getProgramme(tx, req.user!, req.params.id, now())),
  );
  app.post(
    '/api/v1/exercise-programmes',
    {
      config: { permission: 'interventions_performed:create' },
      schema: {
        tags,
        summary: 'Prescribe a home programme (one current programme per patient)',
        body: programmeInput,
        response: { 201: programme, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.createProgramme(tx, req.user!, req.body, now()))),
  );
  app.put(
    '/api/v1/exercise-programmes/:id',
    {
      config: { permission: 'interventions_performed:create' },
      schema: {
        tags,
        summary: "Change a current programme's frequency, notes or exercises (the list is replaced)",
        params: idParams,
        body: programmeUpdate,
        response: { 200: programme, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updateProgramme(tx, req.user!, req.params.id, req.body, now())),
  );
  app.post(
    '/api/v1/exercise-programmes/:id/end',
    {
      config: { permission: 'interventions_performed:create' },
      schema: {
        tags,
        summary: 'End a programme (it stays, read-only, with its sessions)',
        params: idParams,
        response: { 200: programme, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.endProgramme(tx, req.user!, req.params.id, now())),
  );
  app.post(
    '/api/v1/exercise-programmes/:id/sessions',
    {
      config: { permission: 'exercise_programmes:create' },
      schema: {
        tags,
        summary: 'The patient marks a session of their programme done (now)',
        params: idParams,
        response: { 201: programmeSession, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.markSessionDone(tx, req.user!, req.params.id, now()))),
  );
  app.get(
    '/api/v1/exercise-programmes/:id/adherence',
    {
      config: { permission: 'exercise_programmes:read' },
      schema: {
        tags,
        summary: 'Sessions done ÷ prescribed, per week (Monday to Sunday in the clinic’s time zone)',
        params: idParams,
        querystring: adherenceQuery,
        response: { 200: adherence, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.adherenceOf(tx, req.user!, req.params.id, req.query.weeks, now())),
  );
  app.get(
    '/api/v1/exercise-programmes/:id/pdf',
    {
      config: { permission: 'exercise_programmes:read' },
      schema: { tags, summary: 'The programme as a printable A4 PDF', params: idParams },
    },
    async (req, reply) => {
      const at = now();
      const [found, contact] = await req.tenantTx(async (tx) => [
        await service.getProgramme(tx, req.user!, req.params.id, at),
        await mainClinicContact(tx, req.user!),
      ] as const);
      const pictured = found.items.filter((i) => i.intervention.image_url).map((i) => i.intervention.id);
      const images = await interventionImageBytes(
        { storage: app.deps.storage, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        pictured,
      );
      const tenant = req.user!.tenant;
      const bytes = await programmePdf(found, {
        clinicName: tenant.name,
        contact,
        images,
        timeZone: tenant.timeZone,
        printedAt: at,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'attachment; filename="programa-de-exercicios.pdf"')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};
