import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteBatchBody, deleteResult, idParams, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  auditEvent,
  nifCheckQuery,
  nifCheckResponse,
  patient,
  patientInput,
  patientListItem,
  patientListQuery,
  patientUpdate,
} from '@clinica/contracts/patients';
import * as service from './patients.service.js';
import { erasePatient, exportPatient } from './gdpr.service.js';
import { invitePatient, revokePatientPortal } from './portal.service.js';

const batchResult = z.object({ deleted: z.array(z.uuid()), deactivated: z.array(z.uuid()) });

/** Patients are users of type patient (spec paths under /api/v1/users/patients). */
export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['patients'];
  const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

  app.get(
    '/api/v1/users/patients',
    {
      config: { permission: 'patients:read' },
      schema: {
        tags,
        summary:
          'Patients: search (every word, accent-insensitive, over name, e-mail, phone, NIF), filters, pages',
        querystring: patientListQuery,
        response: { 200: listResponse(patientListItem) },
      },
    },
    (req) => req.tenantTx((tx) => service.listPatients(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/users/patients/nif-check',
    {
      config: { permission: 'patients:read' },
      schema: {
        tags,
        summary:
          'Whether another active patient the caller sees already has this NIF (never the final consumer’s 999999990)',
        querystring: nifCheckQuery,
        response: { 200: nifCheckResponse, 400: errorBody },
      },
    },
    async (req) => ({
      duplicate: await req.tenantTx((tx) =>
        service.duplicateNif(tx, req.user!, req.query.nif, req.query.exclude_id),
      ),
    }),
  );
  app.get(
    '/api/v1/users/patients/:id',
    {
      config: { permission: 'patients:read' },
      schema: {
        tags,
        summary: 'A patient’s record (the view is written to the audit log)',
        params: idParams,
        response: { 200: patient, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getPatient(tx, req.user!, req.params.id, req.ip)),
  );
  app.post(
    '/api/v1/users/patients',
    {
      config: { permission: 'patients:create' },
      schema: {
        tags,
        summary: 'Create a patient',
        body: patientInput,
        response: { 201: patient, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tenantTx((tx) => service.createPatient(tx, req.user!, req.body, req.ip))),
  );
  app.put(
    '/api/v1/users/patients/:id',
    {
      config: { permission: 'patients:update' },
      schema: {
        tags,
        summary: 'Change a patient (only the fields sent)',
        params: idParams,
        body: patientUpdate,
        response: { 200: patient, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.updatePatient(tx, req.user!, req.params.id, req.body, req.ip)),
  );
  app.delete(
    '/api/v1/users/patients/:id',
    {
      config: { permission: 'patients:delete' },
      schema: {
        tags,
        summary: 'Delete a patient (deactivated when other records need them)',
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
    },
    async (req) => {
      const r = await req.tenantTx((tx) => service.deletePatients(tx, req.user!, [req.params.id], req.ip));
      return { result: r.deleted.length ? ('deleted' as const) : ('deactivated' as const) };
    },
  );
  app.post(
    '/api/v1/users/patients/delete-batch',
    {
      config: { permission: 'patients:delete' },
      schema: {
        tags,
        summary: 'Delete several patients at once (all or nothing)',
        body: deleteBatchBody,
        response: { 200: batchResult, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.deletePatients(tx, req.user!, req.body.ids, req.ip)),
  );
  app.get(
    '/api/v1/users/patients/:id/audit',
    {
      config: { permission: 'patients:gdpr' },
      schema: {
        tags,
        summary: 'Who viewed or changed this patient’s record, and when',
        params: idParams,
        response: { 200: z.object({ items: z.array(auditEvent) }), 404: errorBody },
      },
    },
    async (req) => ({
      items: await req.tenantTx((tx) => service.patientAudit(tx, req.user!, req.params.id)),
    }),
  );

  app.get(
    '/api/v1/users/patients/:id/export',
    {
      config: { permission: 'patients:gdpr' },
      schema: {
        tags,
        summary: 'GDPR export: the record, its audit trail and files, as a zip',
        params: idParams,
      },
    },
    async (req, reply) => {
      const { bytes, filename } = await exportPatient(
        { ...app.deps, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        req.ip,
      );
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
  app.post(
    '/api/v1/users/patients/:id/erase',
    {
      config: { permission: 'patients:gdpr' },
      schema: {
        tags,
        summary: 'GDPR erasure: personal data removed, what the law keeps stays',
        params: idParams,
        body: z.strictObject({}).nullish(),
        response: { 200: z.object({ ok: z.literal(true) }), 404: errorBody },
      },
    },
    async (req) => {
      await erasePatient(app.deps, req.user!, req.params.id, req.ip);
      return { ok: true as const };
    },
  );

  // Patient portal (decision 007): managers only, like the other GDPR-sensitive actions on a record.
  app.post(
    '/api/v1/users/patients/:id/portal-invitation',
    {
      config: { permission: 'patients:gdpr' },
      schema: {
        tags,
        summary:
          'Invite the patient to the portal: their e-mail becomes a login and gets a single-use set-password link (again: a new link)',
        params: idParams,
        body: z.strictObject({}).nullish(),
        response: { 200: patient, ...errors },
      },
    },
    (req) => invitePatient(app.deps, req.user!, req.params.id, req.ip),
  );
  app.delete(
    '/api/v1/users/patients/:id/portal-invitation',
    {
      config: { permission: 'patients:gdpr' },
      schema: {
        tags,
        summary: 'Withdraw portal access: no login, sessions ended, unused links invalid',
        params: idParams,
        response: { 200: patient, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => revokePatientPortal(tx, app.deps, req.user!, req.params.id, req.ip)),
  );
};
