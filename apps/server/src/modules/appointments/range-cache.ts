import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A calendar range answer: its JSON, an ETag, and its compressed forms once asked for. */
export class RangeAnswer {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    json: string,
    readonly etag: string,
  ) {
    this.body = Buffer.from(json);
  }

  /** The body in `encoding`, compressed once (a week of ~1,000 appointments: ~750 KB → ~40 KB). */
  encode(encoding: Encoding): Buffer {
    let out = this.encoded.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, out);
    }
    return out;
  }

  get bytes(): number {
    let n = this.body.length;
    for (const b of this.encoded.values()) n += b.length;
    return n;
  }
}

/**
 * The calendar's range answers, kept per app instance under the tenant's calendar version (table
 * `calendar_versions`, moved at commit by every change a calendar shows — migration 0016). A version
 * read (~0.2 ms) decides whether a stored answer is still the truth, so another instance's writes are
 * seen at once and nothing is ever served stale; an old version's answers are no longer asked for and
 * fall out. Bounded by size: a clinic's week is ~1,000 appointments, ~0.75 MB of JSON.
 */
export class RangeCache {
  private readonly entries = new Map<string, RangeAnswer>();

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The answer stored under `key`, or the one `build` makes (then stored). */
  async answer(key: string, build: () => Promise<string>): Promise<RangeAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = new RangeAnswer(await build(), `"${createHash('sha1').update(key).digest('base64url')}"`);
    this.entries.set(key, made);
    this.evict();
    return made;
  }

  /** Drops the least recently used answers while over the size bound (compressed forms count too). */
  evict(): void {
    let bytes = 0;
    for (const a of this.entries.values()) bytes += a.bytes;
    for (const [k, a] of this.entries) {
      if (bytes <= this.maxBytes || this.entries.size === 1) break;
      this.entries.delete(k);
      bytes -= a.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
