/**
 * Totals of patient lists, kept under the tenant's patient-list version (decision 016). Counting 50,000
 * patients costs far more than reading a page, and every page of one list has the same total; the key
 * holds the version read with the session, which any change to what a list shows moves at commit
 * (`patient_versions`, migration 0022), so a kept total is exact — whichever instance made the change.
 * One instance per app (no global state); bounded, old versions' totals are dropped when it is full.
 */
export class ListTotals {
  private readonly entries = new Map<string, number>();

  constructor(private readonly maxEntries = 1_000) {}

  /** The total for `key` (which must include the tenant and its patient-list version), counted when not kept. */
  async total(key: string, count: () => Promise<number>): Promise<number> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const total = await count();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, total);
    return total;
  }
}
