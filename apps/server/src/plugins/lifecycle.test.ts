import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { drain } from './lifecycle.js';

// Issue 51: a rolling restart loses nothing. A request that reaches an instance on a connection accepted
// just before SIGTERM closed its listener is one a balancer will not send again (nginx never resends a
// POST it has written): the instance serves it, saying Connection: close, instead of answering 503.

/** Sends `raw` on the socket and resolves with everything the server writes until it closes the socket. */
async function exchange(socket: net.Socket, raw: string) {
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.write(raw);
  await once(socket, 'end');
  return answer;
}

describe('draining (SIGTERM)', () => {
  it('answers a request on a connection accepted before the drain began, with Connection: close', async () => {
    const t = await createTestApp();
    let drained: Promise<boolean> | undefined;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      // The request is underway (its first bytes read) when SIGTERM arrives; the rest follows.
      socket.write('GET /api/health HTTP/1.1\r\n');
      await new Promise((r) => setTimeout(r, 50));
      drained = drain(t.app, 5_000);
      const answer = await exchange(socket, 'Host: clinica.test\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('"status":"ok"');
      // New connections are refused once it drains: a balancer's next try goes elsewhere.
      const refused = net.connect(port, '127.0.0.1');
      const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
      expect(error.code).toBe('ECONNREFUSED');
      expect(await drained).toBe(true);
    } finally {
      await (drained ?? t.app.close());
      await t.close().catch(() => undefined);
    }
  });
});
