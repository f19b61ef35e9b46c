import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@clinica/contracts/auth';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { DOCUMENT_MAX_BYTES, patientFile, patientFileParams } from '@clinica/contracts/files';
import { deleteFile, listFiles, readFile, uploadFile } from './patient-files.service.js';

/** Files on a patient's record (spec §7: /api/v1/users/{patientId}/files). */
export const patientFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;
  const tags = ['patients'];

  app.get(
    '/api/v1/users/:id/files',
    {
      config: { permission: 'files:read' },
      schema: {
        tags,
        summary: 'A patient’s files',
        params: idParams,
        response: { 200: z.object({ items: z.array(patientFile) }), 404: errorBody },
      },
    },
    async (req) => ({ items: await req.tenantTx((tx) => listFiles(tx, req.user!, req.params.id)) }),
  );
  app.post(
    '/api/v1/users/:id/files',
    {
      config: { permission: 'files:create' },
      schema: {
        tags,
        summary: 'Add a file (multipart `file`, `name`; PDF/JPG/PNG/WebP by content, ≤ 20 MB)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: patientFile, 400: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (req, reply) => {
      const created = await uploadFile(
        { storage, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        () => req.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4 } }),
      );
      return reply.status(201).send(created);
    },
  );
  app.get(
    '/api/v1/users/:id/files/:fileId',
    {
      config: { permission: 'files:read' },
      schema: { tags, summary: 'Download a file (as an attachment)', params: patientFileParams },
    },
    async (req, reply) => {
      const f = await readFile(
        { storage, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        req.params.fileId,
        req.ip,
      );
      return reply
        .header('Content-Type', f.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('Cache-Control', 'private, no-store')
        .send(f.bytes);
    },
  );
  app.delete(
    '/api/v1/users/:id/files/:fileId',
    {
      config: { permission: 'files:delete' },
      schema: {
        tags,
        summary: 'Delete a file',
        params: patientFileParams,
        response: { 200: okResponse, 404: errorBody },
      },
    },
    async (req) => {
      await deleteFile(
        { storage, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        req.params.fileId,
      );
      return { ok: true as const };
    },
  );
};
