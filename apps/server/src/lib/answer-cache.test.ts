import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

const json = (n: number, fill = 'a') => JSON.stringify(fill.repeat(n)); // n + 2 bytes

describe('AnswerCache', () => {
  it('builds an answer once and serves it again', async () => {
    const cache = new AnswerCache(1024);
    let built = 0;
    const build = async () => {
      built++;
      return json(10);
    };
    const first = await cache.answer('k', build);
    expect(await cache.answer('k', build)).toBe(first);
    expect(built).toBe(1);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
  });

  it('keeps within its size, dropping the least recently used answers first', async () => {
    const cache = new AnswerCache(250);
    for (const k of ['a', 'b', 'c']) await cache.answer(k, async () => json(78)); // 80 bytes each
    await cache.answer('a', async () => 'rebuilt'); // used again: now the most recent
    await cache.answer('d', async () => json(78));
    expect(cache.size).toBe(3);
    expect(cache.byteSize).toBe(240);
    let rebuilt = 0;
    await cache.answer('b', async () => (rebuilt++, json(78))); // 'b' was the least recent: gone
    expect(rebuilt).toBe(1);
    expect((await cache.answer('a', async () => 'x')).body.toString()).toBe(json(78)); // 'a' stayed
  });

  it('counts compressed forms in its size, and drops answers when they outgrow it', async () => {
    const cache = new AnswerCache(10_000);
    const big = await cache.answer('big', async () =>
      JSON.stringify(Array.from({ length: 200 }, (_, i) => i * 7919)),
    );
    const other = await cache.answer('other', async () => json(500));
    const before = cache.byteSize;
    expect(before).toBe(big.body.length + other.body.length);
    const gz = big.encode('gzip');
    const br = big.encode('br');
    expect(cache.byteSize).toBe(before + gz.length + br.length);
    big.encode('gzip'); // once only
    expect(cache.byteSize).toBe(before + gz.length + br.length);
    // Filling it: the byte count stays the sum of what is kept.
    for (let i = 0; i < 40; i++) (await cache.answer(`n${i}`, async () => json(900))).encode('gzip');
    expect(cache.byteSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(42);
    expect(cache.byteSize).toBeGreaterThan(10_000 - 902 - 200);
  });
});
