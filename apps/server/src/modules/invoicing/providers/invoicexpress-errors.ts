import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import { AppError, badRequest, TooManyAttempts } from '../../../lib/errors.js';
import type { LineRow } from '../documents.repository.js';
import { ProviderError } from './invoicexpress-client.js';

/** A provider failure as the desk reads it (decision 053): the field when there is one, else 429/502/503. */
export function providerFailure(e: unknown, lines: LineRow[] = []): unknown {
  if (!(e instanceof ProviderError)) return e;
  switch (e.kind) {
    case 'rate_limited':
      return new TooManyAttempts(e.retryAfterSeconds ?? 60, m.rateLimited);
    case 'unavailable':
      return new AppError(e.status === 504 ? 503 : 502, 'invoicing_provider_error', m.unavailable);
    case 'unauthorized':
      return new AppError(502, 'invoicing_provider_error', m.apiKeyRejected, { api_key: m.apiKeyRejected });
    case 'not_found':
      return new AppError(502, 'invoicing_provider_error', m.unavailable);
    case 'rejected': {
      const said = e.errors.join('; ');
      if (/fiscal|nif|contribuinte/i.test(said))
        return badRequest({ 'customer.nif': m.invalidNif }, m.invalidNif);
      if (/exemption|isen/i.test(said)) {
        const i = Math.max(
          0,
          lines.findIndex((l) => l.taxExemptionCode !== null),
        );
        return badRequest({ [`lines.${i}.tax_exemption_code`]: m.unknownExemption }, m.unknownExemption);
      }
      return badRequest({ type: `${m.rejected}: ${said}` }, `${m.rejected}: ${said}`);
    }
  }
}
