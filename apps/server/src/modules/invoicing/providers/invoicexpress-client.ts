/**
 * The part of InvoiceXpress's API v2 Clínica uses (decision 053): `https://<account>.app.invoicexpress.com`,
 * the API key as the `api_key` query parameter, JSON bodies. Errors become a ProviderError by kind; the
 * key is never part of a message (the URL with it is never logged nor thrown).
 */
export type ProviderErrorKind = 'unauthorized' | 'not_found' | 'rejected' | 'rate_limited' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    readonly status: number,
    /** The provider's own messages (422: `{"errors":[{"error":"…"}]}` or `{"errors":{"error":"…"}}`). */
    readonly errors: string[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(`InvoiceXpress ${kind} (${status})${errors.length ? `: ${errors.join('; ')}` : ''}`);
  }
}

/** Clínica's document types → InvoiceXpress's resource (path) and its JSON root. */
export const ixResource = {
  FT: { path: 'invoices', root: 'invoice', listType: 'Invoice' },
  FR: { path: 'invoice_receipts', root: 'invoice_receipt', listType: 'InvoiceReceipt' },
  FS: { path: 'simplified_invoices', root: 'simplified_invoice', listType: 'SimplifiedInvoice' },
  NC: { path: 'credit_notes', root: 'credit_note', listType: 'CreditNote' },
} as const;
export type IxType = keyof typeof ixResource;

export interface IxDocument {
  id: number;
  status: string;
  reference?: string | null;
  sequence_number?: string | null;
  inverted_sequence_number?: string | null;
  atcud?: string | null;
  date?: string;
  total?: number;
  permalink?: string | null;
  type?: string;
}

function errorsOf(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const list = Array.isArray(errors) ? errors : errors ? [errors] : [];
  return list.map((e) => String((e as { error?: unknown }).error ?? e));
}

export interface IxClient {
  request<T>(
    method: string,
    path: string,
    opts?: { query?: Record<string, string>; body?: unknown },
  ): Promise<{ status: number; body: T }>;
  fetchBytes(url: string): Promise<Buffer>;
}

export function invoiceXpressClient(
  baseUrl: string,
  account: string,
  apiKey: string,
  timeoutMs: number,
): IxClient {
  const base = baseUrl.replace('{account}', encodeURIComponent(account));
  const call = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      // Network failure or timeout: never the URL (it carries the key) in the error.
      throw new ProviderError('unavailable', 504);
    }
  };
  return {
    async request(method, path, opts = {}) {
      const url = new URL(`${base}/${path}`);
      for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.append(k, v);
      url.searchParams.set('api_key', apiKey);
      const res = await call(url.toString(), {
        method,
        headers: { accept: 'application/json', ...(opts.body ? { 'content-type': 'application/json' } : {}) },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      });
      const text = await res.text().catch(() => '');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (res.status === 401 || res.status === 403) throw new ProviderError('unauthorized', res.status);
      if (res.status === 404) throw new ProviderError('not_found', 404);
      if (res.status === 422 || res.status === 400)
        throw new ProviderError('rejected', res.status, errorsOf(body));
      if (res.status === 429)
        throw new ProviderError('rate_limited', 429, [], Number(res.headers.get('retry-after')) || undefined);
      if (res.status >= 500) throw new ProviderError('unavailable', res.status);
      return { status: res.status, body: body as never };
    },
    async fetchBytes(url) {
      const res = await call(url, { method: 'GET' });
      if (!res.ok) throw new ProviderError(res.status === 404 ? 'not_found' : 'unavailable', res.status);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
