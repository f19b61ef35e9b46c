import { z } from 'zod';
import { invoicingMessages, seriesDocumentTypes } from './invoicing.js';

/** The clinic's invoicing series (PUT /api/v1/tenants/{id}/invoicing, decision 029). */

export const seriesInput = z.strictObject({
  document_type: z.enum(seriesDocumentTypes, { error: invoicingMessages.typeInvalid }),
  year: z.number().int().min(2020).max(2100),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,20}$/, { error: invoicingMessages.seriesCode }),
  validation_code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{8,20}$/, { error: invoicingMessages.validationCode })),
});
export type SeriesInput = z.input<typeof seriesInput>;

export const invoicingSeries = z.object({
  id: z.uuid(),
  document_type: z.enum(seriesDocumentTypes),
  year: z.number().int(),
  code: z.string(),
  validation_code: z.string(),
  /** How many documents it has issued (0: still editable or removable). */
  last_number: z.number().int(),
  last_invoice_date: z.string().nullable(),
});
export type InvoicingSeries = z.infer<typeof invoicingSeries>;

export const seriesList = z
  .array(seriesInput)
  .max(50)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((s, i) => {
      const key = `${s.document_type}:${s.year}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'year'], message: invoicingMessages.seriesRepeated });
      seen.add(key);
    });
  });
