import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { fileIdParams, fileUploadResponse, IMAGE_MAX_BYTES } from '@clinica/contracts/files';
import { seesPatient } from '../patients/patient-access.service.js';
import { readImage, uploadImage } from './files.service.js';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, clock } = app.deps;

  app.post(
    '/api/v1/file_uploads',
    {
      config: { permission: 'authenticated' },
      schema: {
        summary:
          'Upload a photo (jpg/png by content, ≤ 5 MB); multipart fields `file`, `name`; 429 past 5 photos on no record',
        tags: ['files'],
        consumes: ['multipart/form-data'],
        response: { 201: fileUploadResponse, 400: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4 } });
      const nameField = part?.fields.name;
      const name = nameField && 'value' in nameField ? String(nameField.value) : undefined;
      const result = await uploadImage(
        { storage, clock, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        part,
        name,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/v1/file_uploads/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        summary: 'A stored photo: a patient’s for whoever may see the patient, a team member’s for the staff',
        tags: ['files'],
        params: fileIdParams,
      },
    },
    async (req, reply) => {
      const file = await readImage(
        { storage, tenantTx: req.tenantTx.bind(req) },
        req.user!,
        req.params.id,
        (tx, id) => seesPatient(tx, req.user!, id),
      );
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.bytes);
    },
  );
};
