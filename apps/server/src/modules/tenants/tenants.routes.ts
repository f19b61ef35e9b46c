import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import { invoicingSettings, tenant, tenantInvoicingUpdate, tenantUpdate } from '@clinica/contracts/tenants';
import { invoicingProviderSettings, invoicingProviderUpdate } from '@clinica/contracts/invoicing-provider';
import { getProviderSettings, saveProviderSettings } from '../invoicing/provider-settings.service.js';
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
  // The invoicing provider (issue 53, decision 053): manager-only like the invoicing settings. The API
  // key is sent, checked and sealed, never returned (`api_key_set`).
  app.get(
    '/api/v1/tenants/:id/invoicing/provider',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary:
          'Who issues the fiscal documents: «Clínica» or InvoiceXpress (account; the key is never returned)',
        params: idParams,
        response: { 200: invoicingProviderSettings, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => getProviderSettings(tx, req.user!, req.params.id)),
  );
  app.put(
    '/api/v1/tenants/:id/invoicing/provider',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary:
          'Choose the provider; InvoiceXpress’s key is checked by a harmless call and stored encrypted. A switch ' +
          'takes effect on the first day of the month: refused (409) once the month has documents issued',
        params: idParams,
        body: invoicingProviderUpdate,
        response: {
          200: invoicingProviderSettings,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
          502: errorBody,
          503: errorBody,
        },
      },
    },
    (req) =>
      saveProviderSettings(
        { config: app.deps.config, clock: app.deps.clock, tenantTx: (fn) => req.tenantTx(fn) },
        req.user!,
        req.params.id,
        req.body,
      ),
  );
};
