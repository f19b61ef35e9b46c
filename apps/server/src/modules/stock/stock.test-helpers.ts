import { expect } from 'vitest';
import type { Service } from '@clinica/contracts/catalogue';
import type { LowStockProduct, StockMovement } from '@clinica/contracts/stock';
import type { SuiteApp } from '../../test/test-app.js';

type Api = SuiteApp['api'];

/** The stock suites' calls: a product of their own per test, its movements, its stock. */
export function stockCalls(api: Api) {
  let n = 0;
  async function product(extra: object = {}): Promise<Service> {
    n += 1;
    const res = await api('POST', '/api/v1/services', {
      name: `Gel condutor ${n}`,
      price_cents: 1200,
      unit: 'l',
      kind: 'product',
      vat_class: 'normal',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const move = (body: object, cookie?: string) => api('POST', '/api/v1/stock-movements', body, cookie);
  /** A movement that must be recorded. */
  async function moved(body: object, cookie?: string): Promise<StockMovement> {
    const res = await move(body, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function stockOf(id: string): Promise<number> {
    const res = await api('GET', `/api/v1/services/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Service).stock_quantity_milli;
  }
  async function movements(id: string, cookie?: string): Promise<StockMovement[]> {
    const res = await api('GET', `/api/v1/stock-movements?service_id=${id}`, undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  }
  async function lowStock(cookie?: string): Promise<LowStockProduct[]> {
    const res = await api('GET', '/api/v1/stock-movements/low-stock', undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  }
  return { product, move, moved, stockOf, movements, lowStock };
}

export const fieldsOf = (res: { json: () => { error: { fields: Record<string, string> } } }) =>
  res.json().error.fields;
