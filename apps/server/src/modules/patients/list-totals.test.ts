import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/test-app.js';
import { ListTotals } from './list-totals.js';

const T = '0d3c7a52-5b1e-4c59-9d4a-000000000003';

describe('list totals kept for large lists', () => {
  it('reuses a large total until a write or the time-to-live, and never keeps small ones', async () => {
    const clock = new TestClock();
    const totals = new ListTotals(clock, 30_000, 5_000);
    let counted = 0;
    const count = (n: number) => async () => {
      counted++;
      return n;
    };
    expect(await totals.total(`${T}|a`, count(50_000))).toBe(50_000);
    expect(await totals.total(`${T}|a`, count(49_999))).toBe(50_000);
    expect(counted).toBe(1);
    totals.forget(T);
    expect(await totals.total(`${T}|a`, count(49_999))).toBe(49_999);
    clock.advance(30_001);
    expect(await totals.total(`${T}|a`, count(49_998))).toBe(49_998);
    expect(await totals.total(`${T}|small`, count(40))).toBe(40);
    expect(await totals.total(`${T}|small`, count(41))).toBe(41);
    totals.forget('another-tenant');
    expect(await totals.total(`${T}|a`, count(1))).toBe(49_998);
  });

  it('does not keep a total counted while a write happened', async () => {
    const totals = new ListTotals(new TestClock(), 30_000, 1);
    const racing = totals.total(`${T}|a`, async () => {
      totals.forget(T); // a write commits while the count runs
      return 10;
    });
    expect(await racing).toBe(10);
    expect(await totals.total(`${T}|a`, async () => 11)).toBe(11);
  });
});
