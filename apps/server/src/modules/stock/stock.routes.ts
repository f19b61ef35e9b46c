import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse } from '@clinica/contracts/common';
import { errorBody } from '@clinica/contracts/errors';
import {
  lowStockResponse,
  stockMovement,
  stockMovementInput,
  stockMovementListQuery,
} from '@clinica/contracts/stock';
import * as service from './stock.service.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock_movements'];

  app.get(
    '/api/v1/stock-movements',
    {
      config: { permission: 'stock_movements:read' },
      schema: {
        tags,
        summary: "A product's stock movements, newest first (service_id required)",
        querystring: stockMovementListQuery,
        response: { 200: listResponse(stockMovement), ...errors },
      },
    },
    (req) => req.tenantTx((tx) => service.listMovements(tx, req.user!, req.query)),
  );
  app.get(
    '/api/v1/stock-movements/low-stock',
    {
      config: { permission: 'stock_movements:read' },
      schema: {
        tags,
        summary: 'Active products below their low-stock threshold or below zero (needing an adjustment)',
        response: { 200: lowStockResponse },
      },
    },
    (req) => req.tenantTx((tx) => service.lowStock(tx, req.user!)),
  );
  app.post(
    '/api/v1/stock-movements',
    {
      config: { permission: 'stock_movements:create' },
      schema: {
        tags,
        summary:
          'Record a purchase, consumption or adjustment (quantity_milli signed, in thousandths of the unit; purchases and adjustments: managers)',
        body: stockMovementInput,
        response: { 201: stockMovement, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tenantTx((tx) => service.recordMovement(tx, req.user!, req.body))),
  );
};
