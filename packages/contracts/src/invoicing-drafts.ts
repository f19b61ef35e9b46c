import { z } from 'zod';
import { blankToNull, optionalText } from './common.js';
import { isoDate as localDate } from './appointments.js';
import { NIF_INVALID, isValidNif, taxExemptionCode } from './pt.js';
import { moneyMethods } from './payment-methods.js';
import { documentTypes, invoicingMessages } from './invoicing.js';

/**
 * What the desk sends to make and change a fiscal document before and as it is issued (issue 26): a
 * draft's header, customer and lines, an NC's credited lines, how an FR/FS was paid, issue and cancel.
 */
const quantityField = z
  .number({ error: invoicingMessages.quantityInvalid })
  .min(0.001, { error: invoicingMessages.quantityPositive })
  .max(9999, { error: invoicingMessages.quantityMax })
  .refine((v) => Math.round(v * 1000) === v * 1000, { error: invoicingMessages.quantityDecimals });

const unitPriceField = z
  .number({ error: invoicingMessages.priceInvalid })
  .int({ error: invoicingMessages.priceInvalid })
  .min(0, { error: invoicingMessages.priceNegative })
  .max(10_000_000, { error: invoicingMessages.priceMax });

const discountField = z
  .number({ error: invoicingMessages.discountInvalid })
  .min(0, { error: invoicingMessages.discountRange })
  .max(100, { error: invoicingMessages.discountRange })
  .refine((v) => Math.round(v * 100) === v * 100, { error: invoicingMessages.discountDecimals });

const vatRateField = z
  .number({ error: invoicingMessages.vatRate })
  .int({ error: invoicingMessages.vatRate })
  .min(0, { error: invoicingMessages.vatRate })
  .max(100, { error: invoicingMessages.vatRate });

const exemptionField = z.enum(taxExemptionCode.options, { error: invoicingMessages.invalidExemption });

/**
 * A free line (or one from the services catalogue: `service_id` fills what is left out — its name, price
 * and VAT class or exemption). The VAT rate must be one of the clinic's region's rates; neither rate
 * nor exemption → the service's, else the clinic's default exemption.
 */
export const lineInput = z
  .strictObject({
    service_id: blankToNull(z.uuid()).default(null),
    description: optionalText(200).default(null),
    quantity: quantityField.default(1),
    unit_price_cents: unitPriceField.nullable().default(null),
    discount_percent: discountField.default(0),
    vat_rate_percent: blankToNull(vatRateField).default(null),
    tax_exemption_code: blankToNull(exemptionField).default(null),
    service_date: localDate.nullable().default(null),
  })
  .superRefine((l, ctx) => {
    if (l.vat_rate_percent !== null && l.tax_exemption_code !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['tax_exemption_code'],
        message: invoicingMessages.vatAndExemption,
      });
    if (!l.service_id && !l.description)
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: invoicingMessages.descriptionOrService,
      });
    if (!l.service_id && l.unit_price_cents === null)
      ctx.addIssue({ code: 'custom', path: ['unit_price_cents'], message: invoicingMessages.priceRequired });
  });
export type LineInput = z.input<typeof lineInput>;

/**
 * A line of an NC: which line of the credited document, and how much of it — a quantity, or an amount
 * in cents including VAT (a discount agreed after the fact, decision 032), up to what the line still has
 * uncredited. An amount is written quantity 1 × the amount, with the line's VAT.
 */
export const creditLineInput = z
  .strictObject({
    credited_line_id: z.uuid(),
    quantity: quantityField.optional(),
    amount_cents: unitPriceField.min(1, { error: invoicingMessages.priceInvalid }).optional(),
  })
  .superRefine((l, ctx) => {
    if ((l.quantity === undefined) === (l.amount_cents === undefined))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: invoicingMessages.creditQuantityOrAmount });
  });
export type CreditLineInput = z.input<typeof creditLineInput>;

const appointmentIds = z
  .array(z.uuid())
  .max(100, { error: invoicingMessages.tooManyAppointments })
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path: [i], message: invoicingMessages.appointmentRepeated });
      seen.add(id);
    });
  });

/** The customer printed on the document; taken from the patient when the draft is made, editable while a draft. */
export const customerInput = z.strictObject({
  /** Empty: the final consumer (999999990). */
  nif: blankToNull(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, '').replace(/^PT/i, ''))
      .refine(isValidNif, { error: NIF_INVALID }),
  ),
  name: z.string().trim().min(1).max(200),
  address: optionalText(200),
  postal_code: optionalText(20),
  city: optionalText(80),
});

/** A new draft: FT/FR/FS from appointments and/or lines, or an NC of an issued document. */
export const draftInput = z
  .strictObject({
    type: z.enum(documentTypes, { error: invoicingMessages.typeInvalid }).default('FT'),
    /** Required but for an NC, whose customer is the credited document's (a patient or an insurer). */
    patient_id: z.uuid().optional(),
    notes: optionalText(1000).default(null),
    appointment_ids: appointmentIds.default([]),
    lines: z.array(lineInput).max(200, { error: invoicingMessages.tooManyLines }).default([]),
    /** NC only: the document credited, the reason, and the lines (none: the whole remaining amount). */
    credited_document_id: z.uuid().nullable().default(null),
    credit_reason: optionalText(200).default(null),
    credit_lines: z.array(creditLineInput).max(200).default([]),
  })
  .superRefine((d, ctx) => {
    if (d.type !== 'NC' && !d.patient_id)
      ctx.addIssue({ code: 'custom', path: ['patient_id'], message: invoicingMessages.patientRequired });
    if (d.type === 'NC') {
      if (!d.credited_document_id)
        ctx.addIssue({
          code: 'custom',
          path: ['credited_document_id'],
          message: invoicingMessages.creditTarget,
        });
      if (!d.credit_reason)
        ctx.addIssue({ code: 'custom', path: ['credit_reason'], message: invoicingMessages.creditReason });
      if (d.appointment_ids.length || d.lines.length)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: invoicingMessages.creditNoFreeLines });
    }
  });
export type DraftInput = z.input<typeof draftInput>;

/** Changes to a draft's header (FT ↔ FR ↔ FS; NC stays NC). */
export const draftUpdate = z
  .strictObject({
    type: z.enum(['FT', 'FR', 'FS'], { error: invoicingMessages.typeInvalid }),
    notes: optionalText(1000),
    customer: customerInput,
    credit_reason: optionalText(200),
  })
  .partial();
export type DraftUpdate = z.input<typeof draftUpdate>;

/** `POST /{invoiceId}/items` (spec §7): appointments and/or free lines added to a draft. */
export const itemsInput = z
  .strictObject({
    appointment_ids: appointmentIds.default([]),
    lines: z.array(lineInput).max(200, { error: invoicingMessages.tooManyLines }).default([]),
  })
  .refine((v) => v.appointment_ids.length + v.lines.length > 0, {
    error: invoicingMessages.noLines,
    path: ['lines'],
  });
export type ItemsInput = z.input<typeof itemsInput>;

export const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

/** Change one draft line (NC lines: only the quantity, or the amount of a line that credits an amount). */
export const lineUpdate = z
  .strictObject({
    amount_cents: unitPriceField.min(1, { error: invoicingMessages.priceInvalid }),
    description: z.string().trim().min(1).max(200),
    quantity: quantityField,
    unit_price_cents: unitPriceField,
    discount_percent: discountField,
    vat_rate_percent: vatRateField.nullable(),
    tax_exemption_code: exemptionField.nullable(),
    service_date: localDate,
  })
  .partial()
  .refine((l) => !(l.vat_rate_percent != null && l.tax_exemption_code != null), {
    error: invoicingMessages.vatAndExemption,
    path: ['tax_exemption_code'],
  });
export type LineUpdate = z.input<typeof lineUpdate>;

/**
 * How an FR or FS was paid (issue 38): one or more money methods whose amounts add up to its total
 * (SAF-T SalesInvoices/Invoice/DocumentTotals/Payment). Iterates the contracts' money methods.
 */
export const documentPaymentInput = z.strictObject({
  method: z.enum(moneyMethods, { error: invoicingMessages.paymentMethodInvalid }),
  amount_cents: z
    .number({ error: invoicingMessages.paymentAmountInvalid })
    .int({ error: invoicingMessages.paymentAmountInvalid })
    .positive({ error: invoicingMessages.paymentAmountInvalid })
    .max(100_000_000, { error: invoicingMessages.paymentAmountInvalid }),
});
export type DocumentPaymentInput = z.infer<typeof documentPaymentInput>;

/**
 * Issuing: the invoice date (default today in the clinic's time zone); an FR/FS's methods (which must add
 * up to its total) and the clinic where it is paid (default: the user's clinic).
 */
export const issueInput = z.strictObject({
  invoice_date: localDate.optional(),
  payments: z
    .array(documentPaymentInput)
    .min(1, { error: invoicingMessages.paymentsMustAddUp })
    .max(10)
    .optional(),
  clinic_id: z.uuid().optional(),
});
export const cancelInput = z.strictObject({
  reason: z.string().trim().min(1, { error: invoicingMessages.cancelReason }).max(200),
});
export const sendByEmailInput = z.strictObject({
  document_id: z.uuid(),
  /** Default: the patient's e-mail. */
  email: blankToNull(z.email({ error: 'E-mail inválido' }).max(254)).optional(),
});
export const sendByEmailResult = z.object({ sent_to: z.string() });
