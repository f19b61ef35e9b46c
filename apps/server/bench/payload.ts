import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The week view's answer: its appointments and its size, uncompressed and as a browser receives it. */
export interface WeekPayload {
  appointments: number;
  /** The JSON's length in bytes. */
  jsonBytes: number;
  /** The body's length as sent to a client that accepts gzip, deflate, br and zstd. */
  sentBytes: number;
  /** The body's Content-Encoding in that case ('identity' when the server sent it uncompressed). */
  encoding: string;
}

/** A GET with node:http, which (unlike fetch) hands over the body as it was sent. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const decode = (encoding: string, body: Buffer): Buffer =>
  encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : encoding === 'deflate'
        ? inflateSync(body)
        : body;

/** Reads the week once without Accept-Encoding and once as a browser asks for it. */
export async function weekPayload(url: string, cookie: string): Promise<WeekPayload> {
  const plain = await get(url, { cookie });
  if (plain.status !== 200) throw new Error(`GET ${url} answered ${plain.status}`);
  const json = decode(plain.encoding, plain.body);
  const { items } = JSON.parse(json.toString('utf8')) as { items?: unknown };
  if (!Array.isArray(items)) throw new Error(`GET ${url}: no items array in the answer`);
  const sent = await get(url, { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' });
  return {
    appointments: items.length,
    jsonBytes: json.length,
    sentBytes: sent.body.length,
    encoding: sent.encoding,
  };
}
