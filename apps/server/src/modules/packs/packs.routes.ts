import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  packSale,
  packSaleDetail,
  packSaleInput,
  packSaleInvoiceInput,
  packSaleListQuery,
  patientPacksInfo,
  patientPacksQuery,
  servicePack,
  servicePackInput,
  servicePackListQuery,
  servicePackUpdate,
} from '@clinica/contracts/packs';
import * as sales from './pack-sales.service.js';
import * as packs from './packs.service.js';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody };

/** Packs of sessions, their sales and the sessions used (issue 44, decision 040). */
export const packsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['service packs'];

  app.get(
    '/api/v1/service-packs',
    {
      config: { permission: 'service_packs:read' },
      schema: {
        tags,
        summary: 'Packs (active only unless ?active=false|all), of one service with ?service_id=',
        querystring: servicePackListQuery,
        response: { 200: listResponse(servicePack), 400: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => packs.listPacks(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/service-packs/:id',
    {
      config: { permission: 'service_packs:read' },
      schema: { tags, summary: 'A pack', params: idParams, response: { 200: servicePack, 404: errorBody } },
    },
    (req) => req.tenantTx((tx) => packs.getPack(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/service-packs',
    {
      config: { permission: 'service_packs:create' },
      schema: {
        tags,
        summary: 'Create a pack of a session service',
        body: servicePackInput,
        response: { 201: servicePack, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => packs.createPack(tx, req.user!, req.body))),
  );
  app.put(
    '/api/v1/service-packs/:id',
    {
      config: { permission: 'service_packs:update' },
      schema: {
        tags,
        summary: 'Change a pack (only the fields sent; sales already made keep theirs)',
        params: idParams,
        body: servicePackUpdate,
        response: { 200: servicePack, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => packs.updatePack(tx, req.user!, req.params.id, req.body)),
  );
  app.delete(
    '/api/v1/service-packs/:id',
    {
      config: { permission: 'service_packs:delete' },
      schema: {
        tags,
        summary: 'Deactivate a pack (no longer sold; its sales go on)',
        params: idParams,
        response: { 200: servicePack, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => packs.deactivatePack(tx, req.user!, req.params.id)),
  );

  app.get(
    '/api/v1/service-pack-sales',
    {
      config: { permission: 'service_pack_sales:read' },
      schema: {
        tags,
        summary: "A patient's pack sales, newest first",
        querystring: packSaleListQuery,
        response: { 200: patientPacksInfo, ...errors },
      },
    },
    async (req) => ({
      items: await req.tenantTx((tx) => sales.salesOfPatient(tx, req.user!, req.query.patient_id)),
    }),
  );
  app.get(
    '/api/v1/service-pack-sales/:id',
    {
      config: { permission: 'service_pack_sales:read' },
      schema: {
        tags,
        summary: 'A sale: sessions used and left, the appointments that used them, its invoice',
        params: idParams,
        response: { 200: packSaleDetail, 404: errorBody },
      },
    },
    (req) => req.tenantTx((tx) => sales.getSale(tx, req.user!, req.params.id)),
  );
  app.post(
    '/api/v1/service-pack-sales',
    {
      config: { permission: 'service_pack_sales:create' },
      schema: {
        tags,
        summary: 'Sell a pack to a patient (price may differ; expires validity_days after sold_on)',
        body: packSaleInput,
        response: { 201: packSale, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => sales.sellPack(tx, req.user!, req.body))),
  );
  app.post(
    '/api/v1/service-pack-sales/:id/invoice',
    {
      config: { permission: 'service_pack_sales:create' },
      schema: {
        tags,
        summary: "Invoice a sale: a draft FT/FR with the pack's line (invoicing must be active)",
        params: idParams,
        body: packSaleInvoiceInput,
        response: { 200: packSaleDetail, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => sales.invoiceSale(tx, req.user!, req.params.id, req.body)),
  );

  app.get(
    '/api/v1/service-consumptions/patient-packs-info',
    {
      config: { permission: 'service_consumptions:read' },
      schema: {
        tags,
        summary: 'Every pack of the patient (of one service with ?service_id=): sessions used, left, expiry',
        querystring: patientPacksQuery,
        response: { 200: patientPacksInfo, ...errors },
      },
    },
    async (req) => ({
      items: await req.tenantTx((tx) =>
        sales.salesOfPatient(tx, req.user!, req.query.patient_id, req.query.service_id),
      ),
    }),
  );
};
