import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, NetworkError, setFailureHandler, type GlobalFailure } from './api-client';

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  return vi.fn(async () => new Response(text, { status, headers: { 'content-type': type } }));
}

describe('api client global handling (spec §8)', () => {
  let failures: GlobalFailure[];
  beforeEach(() => {
    failures = [];
    setFailureHandler((failure) => failures.push(failure));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials and the CSRF header on every call', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/v1/logout', { method: 'POST' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it.each([
    [401, { kind: 'unauthorized' }],
    [402, { kind: 'subscription_inactive' }],
    [403, { kind: 'forbidden' }],
    [500, { kind: 'server_error', text: 'Falhou a base de dados' }],
  ])('handles %i globally and still rejects the caller', async (status, failure) => {
    vi.stubGlobal('fetch', respond(status, { error: { code: 'x', message: 'Falhou a base de dados' } }));
    const error = await apiRequest('/api/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).handled).toBe(true);
    expect(failures).toEqual([failure]);
  });

  it('leaves the invoicing provider’s outage (502/503, decision 053) to the caller: our server did answer', async () => {
    const message = 'O serviço de faturação (InvoiceXpress) não respondeu.';
    for (const status of [502, 503]) {
      vi.stubGlobal('fetch', respond(status, { error: { code: 'invoicing_provider_error', message } }));
      const error = await apiRequest('/api/v1/x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, handled: false, message });
    }
    expect(failures).toEqual([]);
    vi.stubGlobal('fetch', respond(503, 'Service Unavailable'));
    await apiRequest('/api/v1/x').catch(() => undefined);
    expect(failures).toEqual([{ kind: 'unreachable' }]);
  });

  it('returns 400 to the caller with the fields, without a global notice', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { error: { code: 'validation_failed', message: 'Dados inválidos', fields: { a: 'b' } } }),
    );
    const error = (await apiRequest('/api/v1/x', { method: 'PUT', json: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ a: 'b' });
    expect(failures).toEqual([]);
  });

  it('shows the response text of a 500 that is not JSON', async () => {
    vi.stubGlobal('fetch', respond(500, 'upstream exploded'));
    await apiRequest('/api/v1/x').catch(() => undefined);
    expect(failures).toEqual([{ kind: 'server_error', text: 'upstream exploded' }]);
  });

  it('reports an unreachable server, unless the caller handles failures itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/v1/x')).rejects.toBeInstanceOf(NetworkError);
    expect(failures).toEqual([{ kind: 'unreachable' }]);
    await expect(apiRequest('/token', { method: 'POST', globalHandling: false })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(failures).toHaveLength(1);
  });

  it('reads a file answer as bytes when asked, and its JSON error as an ApiError', async () => {
    const pdf = vi.fn(
      async () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', pdf);
    const blob = await apiRequest<Blob>('/api/v1/x/generate-pdf', { method: 'POST', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.7');
    vi.stubGlobal('fetch', respond(409, { error: { code: 'conflict', message: 'Rascunho' } }));
    const error = await apiRequest('/api/v1/x', { responseType: 'blob' }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Rascunho');
  });
});
