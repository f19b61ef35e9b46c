import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@clinica/contracts/errors';
import { saftFile, saftQuery } from '@clinica/contracts/saft';
import { invoicingProvider, providerForMonth, requestProviderDeps } from '../invoicing/provider.js';
import { renderSaft, saftInvalid, saftMonth } from './saft.service.js';

/**
 * The monthly SAF-T (PT) file (issue 28), manager only like the invoicing settings (`tenants:update`).
 * The month is read in the request's transaction; the XML is written, validated and checked after it.
 */
export const saftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/saft',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags: ['invoicing documents'],
        summary: 'The month’s SAF-T (PT) 1.04_01 file (manager)',
        description:
          'Issued invoices (FT, FR, FS, NC; cancelled ones with status A) and receipts (RG) dated in the month, ' +
          'with their customers, products and VAT rates. Answered as `application/xml; charset=windows-1252`, ' +
          'attachment `SAFT-PT_<NIF>_<YYYY-MM>.xml`, only after it validates against the schema (the ' +
          'loosened copy of AT’s XSD) and the checks libxml2 cannot make (the XSD’s 19 asserts, totals, ' +
          'credit notes, gapless numbers, signatures). Otherwise 422 with `error.details.problems`: ' +
          '`[{document, rule}]`, in Portuguese.',
        querystring: saftQuery,
        response: {
          200: saftFile,
          400: errorBody,
          422: errorBody,
          429: errorBody,
          502: errorBody,
          503: errorBody,
        },
      },
    },
    async (req, reply) => {
      const user = req.user!;
      const { year, month } = req.query;
      // A month issued at a certified provider: its SAF-T is the provider's export (decision 053).
      const name = await req.tenantTx((tx) => providerForMonth(tx, user.tenantId, year, month));
      const provided = await invoicingProvider(requestProviderDeps(app, req), name).saft(user, year, month);
      if (provided)
        return reply
          .header('Content-Type', 'application/xml; charset=windows-1252')
          .header(
            'Content-Disposition',
            `attachment; filename="SAFT-PT_invoicexpress_${year}-${String(month).padStart(2, '0')}.xml"`,
          )
          .header('Cache-Control', 'no-store')
          .send(provided);
      const { file, filename } = await req.tenantTx((tx) =>
        saftMonth(tx, user.tenantId, req.query.year, req.query.month, {
          now: app.deps.clock.now(),
          producerNif: app.deps.config.softwareProducerNif,
          certificateNumber: app.deps.config.invoiceCertificateNumber,
        }),
      );
      const { bytes, problems } = await renderSaft(file);
      if (problems.length) throw saftInvalid(problems);
      return reply
        .header('Content-Type', 'application/xml; charset=windows-1252')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );
};
