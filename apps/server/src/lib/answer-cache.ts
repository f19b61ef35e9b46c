import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** A cached answer: its JSON, an ETag, and its compressed forms once asked for. */
export class CachedAnswer {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();
  /** Told how many bytes a compressed form adds (the cache that holds this answer counts them). */
  onGrow?: (bytes: number) => void;

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
      this.onGrow?.(out.length);
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
 * Answers kept per app instance under a tenant's data version (decisions 013 and 016): the calendar's
 * range answers under `calendar_versions`, patients lists under `patient_versions`, each moved at commit
 * by every change its answers show. The version is read before an answer is built (with the session
 * lookup, `req.answerVersions`), so a stored answer is never older than its key says; another
 * instance's writes move the version and the next read misses. Nothing is served stale; there is
 * nothing to invalidate: an old version's answers are no longer asked for and fall out. Bounded by size.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** The stored answers' bytes, compressed forms included (kept as they change, not summed per miss). */
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The answer stored under `key`, or the one `build` makes (then stored). */
  async answer(key: string, build: () => Promise<string>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = new CachedAnswer(await build(), `"${createHash('sha1').update(key).digest('base64url')}"`);
    const replaced = this.entries.get(key); // two requests built the same answer at once
    if (replaced) this.forget(key, replaced);
    this.entries.set(key, made);
    this.bytes += made.bytes;
    made.onGrow = (added) => {
      if (this.entries.get(key) !== made) return;
      this.bytes += added;
      this.evict();
    };
    this.evict();
    return made;
  }

  /** Drops the least recently used answers while over the size bound (compressed forms count too). */
  private evict(): void {
    for (const [k, a] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size === 1) break;
      this.forget(k, a);
    }
  }

  private forget(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= answer.bytes;
  }

  /** The bytes the stored answers take (compressed forms included). */
  get byteSize(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Brotli, else gzip, when the request accepts it (`q=0` refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a cached answer as stored (tests hold it to the contract): compressed (once) when the browser
 * accepts it, `304` with no body when the browser already has this version. The browser
 * keeps it (never a shared cache: answers name patients) and asks again every time.
 */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'private, no-cache');
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding ? answer.encode(encoding) : answer.body);
}
