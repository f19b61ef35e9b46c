import type { Clock } from '../../lib/clock.js';

/**
 * Totals of large patient lists, kept for a short while (decision 007). Counting 50,000 patients
 * costs far more than reading the page itself, and the list is read on every page turn; so a total of
 * at least `minimum` rows is reused for `ttlMs`. Every patient write through this server forgets its
 * tenant's totals at once, so only writes from another server process can leave a total stale, for at
 * most `ttlMs`. Small lists are always counted afresh. One instance per app (no global state).
 */
export class ListTotals {
  private readonly entries = new Map<string, { total: number; until: number }>();
  /** Bumped by every write, so that a count racing a write is not kept. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 30_000,
    private readonly minimum = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  /** The total for `key` (which must start with the tenant id), counted with `count` when not kept. */
  async total(key: string, count: () => Promise<number>): Promise<number> {
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.total;
    const tenantId = key.slice(0, key.indexOf('|'));
    const generation = this.generations.get(tenantId) ?? 0;
    const total = await count();
    if (total >= this.minimum && generation === (this.generations.get(tenantId) ?? 0)) {
      if (this.entries.size >= this.maxEntries) this.prune(now);
      this.entries.set(key, { total, until: now + this.ttlMs });
    }
    return total;
  }

  /** A patient of this tenant was created, changed or removed: its totals are counted again. */
  forget(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${tenantId}|`)) this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, e] of this.entries) if (e.until <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
