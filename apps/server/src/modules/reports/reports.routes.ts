import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { dashboard, dashboardQuery, report, reportParams, reportQuery } from '@clinica/contracts/reports';
import { getDashboard } from './dashboard.service.js';
import { getReport } from './reports.service.js';
import { exportFilename, reportCsv, reportXlsx } from './report-export.js';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

/**
 * The manager's dashboard and reports (issue 50, decision 049): `dashboard:read` and `reports:read`,
 * which only managers hold (DOMAIN.md's role matrix; spec §6 bars professionals from the dashboard).
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  app.get(
    '/api/v1/dashboard',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags,
        summary: 'The manager’s dashboard: today, this week, this month against others, what waits',
        querystring: dashboardQuery,
        response: { 200: dashboard, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => getDashboard(tx, req.user!, app.deps.clock, req.query.clinic_id)),
  );
  app.get(
    '/api/v1/reports/:name',
    {
      config: { permission: 'reports:read' },
      schema: {
        tags,
        summary: 'A report over a range of days: its tables (rows summed in the database, totals = sums)',
        params: reportParams,
        querystring: reportQuery,
        response: { 200: report, ...errors },
      },
    },
    (req) => req.tenantTx((tx) => getReport(tx, req.user!, req.params.name, req.query)),
  );
  const types = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  } as const;
  for (const format of ['csv', 'xlsx'] as const)
    app.get(
      `/api/v1/reports/:name/export.${format}`,
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          summary: `A report as ${format.toUpperCase()} (pt-PT; CSV with «;» and a UTF-8 BOM)`,
          params: reportParams,
          querystring: reportQuery,
        },
      },
      async (req, reply) => {
        const r = await req.tenantTx((tx) => getReport(tx, req.user!, req.params.name, req.query));
        const body = format === 'csv' ? reportCsv(r) : await reportXlsx(r);
        return reply
          .header('Content-Type', types[format])
          .header('Content-Disposition', `attachment; filename="${exportFilename(r, format)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(body);
      },
    );
};
