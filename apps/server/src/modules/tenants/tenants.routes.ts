import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { invoicingSettings, tenant, tenantInvoicingUpdate, tenantUpdate } from '@clinica/contracts/tenants';
import * as service from './tenants.service.js';

export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tenants'];
  app.get(
    '/api/v1/tenants/:id',
    {
      config: { permission: 'tenants:read' },
      schema: {
        tags,
        summary: 'The clinic account (own tenant only)',
        params: idParams,
        response: { 200: tenant, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getTenant(tx, req.user!, req.params.id)),
  );
  app.put(
    '/api/v1/tenants/:id',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Account name, main clinic, data sharing between clinics',
        params: idParams,
        body: tenantUpdate,
        response: { 200: tenant, 400: errorBody, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.updateTenant(tx, req.user!, req.params.id, req.body)),
  );
  // Manager-only (spec §2: professionals are barred from the invoicing info), like the account.
  app.get(
    '/api/v1/tenants/:id/invoicing',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Invoicing settings: on/off, fiscal identity, tax region, default exemption and the series',
        params: idParams,
        response: { 200: invoicingSettings, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.getInvoicing(tx, req.user!, req.params.id)),
  );
  app.put(
    '/api/v1/tenants/:id/invoicing',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary:
          'Invoicing on/off, the fiscal identity printed on documents, the tax region (VAT rates) and the ' +
          'series with their AT validation codes (absent: unchanged; a series with documents cannot change)',
        params: idParams,
        body: tenantInvoicingUpdate,
        response: { 200: invoicingSettings, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => service.updateInvoicing(tx, req.user!, req.params.id, req.body)),
  );
};
