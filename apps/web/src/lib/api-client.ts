import type { ErrorBody } from '@clinica/contracts/errors';

/**
 * The one API client (DESIGN §6). Every call sends credentials and the CSRF header, and passes through
 * the global response handling of spec §8; the application wires what "go to" and "notify" mean
 * (app/api-wiring.ts) so this module knows nothing about routes or widgets.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** True when the global handling already told the user (notice or redirect). */
  readonly handled: boolean;
  /** Machine-readable facts the server adds (e.g. the appointment a booking conflicts with). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string>,
    handled: boolean,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.handled = handled;
    this.details = details;
  }
}

/** No answer at all: the server could not be reached. */
export class NetworkError extends Error {
  readonly handled: boolean;
  constructor(message: string, handled: boolean) {
    super(message);
    this.name = 'NetworkError';
    this.handled = handled;
  }
}

export type GlobalFailure =
  | { kind: 'unauthorized' }
  | { kind: 'subscription_inactive' }
  | { kind: 'forbidden' }
  | { kind: 'server_error'; text: string }
  | { kind: 'unreachable' };

export type FailureHandler = (failure: GlobalFailure) => void;

let handleFailure: FailureHandler = () => {};

/** Called once at start-up by the app; tests pass a recorder. */
export function setFailureHandler(handler: FailureHandler): void {
  handleFailure = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (POST /token). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads). */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** false: every status goes back to the caller untouched (the login form has its own messages). */
  globalHandling?: boolean;
  /** 'blob': a successful answer is a file (a PDF made by a POST), read as bytes; errors stay JSON. */
  responseType?: 'json' | 'blob';
}

const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

function buildUrl(path: string, query: RequestOptions['query']): string {
  let url = `${baseUrl}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

/**
 * The address of an API resource the browser fetches itself (a download link: an attachment with the
 * session cookie), for the few places a response is a file rather than JSON.
 */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  return buildUrl(path, query);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof (body as { error: unknown }).error === 'object' &&
    (body as { error: { message?: unknown } }).error !== null &&
    typeof (body as { error: { message?: unknown } }).error.message === 'string'
  );
}

function toApiError(status: number, body: unknown, handled: boolean): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fields, details } = body.error;
    return new ApiError(status, code, message, fields ?? {}, handled, details ?? {});
  }
  const text = typeof body === 'string' ? body : '';
  return new ApiError(status, `http_${status}`, text, {}, handled);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    json,
    form,
    formData,
    query,
    signal,
    globalHandling = true,
    responseType = 'json',
  } = options;
  // Always present: the server's CSRF rule accepts a state-changing request only with JSON or this header.
  const headers: Record<string, string> = {
    Accept: responseType === 'blob' ? '*/*' : 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = new URLSearchParams(form);
  } else if (formData) {
    body = formData;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body, credentials: 'include', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (globalHandling) handleFailure({ kind: 'unreachable' });
    throw new NetworkError(error instanceof Error ? error.message : String(error), globalHandling);
  }

  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const payload = await readBody(response);
  if (response.ok) return payload as T;

  if (!globalHandling) throw toApiError(response.status, payload, false);

  // The invoicing provider (InvoiceXpress, decision 053) failing or silent: our server answers, and the
  // caller shows its message («O serviço de faturação (InvoiceXpress) não respondeu…»), not «no connection».
  const providerFailure = isErrorBody(payload) && payload.error.code === 'invoicing_provider_error';
  const error = toApiError(
    response.status,
    payload,
    [401, 402, 403, 500, 502, 503, 504].includes(response.status) && !providerFailure,
  );
  switch (response.status) {
    case 401:
      handleFailure({ kind: 'unauthorized' });
      break;
    case 402:
      handleFailure({ kind: 'subscription_inactive' });
      break;
    case 403:
      handleFailure({ kind: 'forbidden' });
      break;
    case 500:
      handleFailure({ kind: 'server_error', text: error.message });
      break;
    case 502:
    case 503:
    case 504:
      // A gateway answering for a server that is down: the same as no connection.
      if (!providerFailure) handleFailure({ kind: 'unreachable' });
      break;
    default:
      // 400 and everything else go back to the caller (spec §8).
      break;
  }
  throw error;
}

/** The message to show for a failed request the caller handles itself (validation, conflicts). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
