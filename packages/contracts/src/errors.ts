import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

/** The one error shape of DESIGN §4. `message` is Portuguese; `fields` maps a field to its message. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    error_id: z.string().optional(),
    /** Machine-readable facts about the error (e.g. the appointment a booking conflicts with). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const errorCodes = [
  'validation_failed',
  'invalid_credentials',
  'unauthenticated',
  'subscription_inactive',
  'forbidden',
  'not_found',
  'conflict',
  'double_booking',
  'duplicate_nif',
  'outside_schedule',
  'payload_too_large',
  'too_many_attempts',
  'unsupported_media_type',
  'invalid_token',
  'evaluation_signed',
  /** A SAF-T file that fails the schema or the checks (422, `details.problems`). */
  'saft_invalid',
  /** The subscription's payment provider failed or refused (502); nothing was changed. */
  'payment_provider_error',
  /** This instance cannot serve now (GET /api/ready: draining, database unreachable, schema behind): 503. */
  'service_unavailable',
  /** The invoicing provider (InvoiceXpress, decision 053) failed or did not answer (502/503); nothing issued twice. */
  'invoicing_provider_error',
  /** The server's disk is full (507): the upload was not kept, nothing was written (issue 52). */
  'insufficient_storage',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
