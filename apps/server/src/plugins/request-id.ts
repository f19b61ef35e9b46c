import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

const acceptable = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's request-id options: a trusted proxy's (TRUST_PROXY) `X-Request-Id` is kept so a request
 * can be followed from the balancer's log to ours; from anyone else (or malformed) a new UUID. Fastify
 * puts it in every log line of the request (`reqId`); the request-id plugin hook answers it.
 */
export function requestIds(trustProxy: false | string[]) {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy) : null;
  return {
    requestIdHeader: false as const,
    genReqId(req: IncomingMessage): string {
      const given = req.headers['x-request-id'];
      const address = req.socket?.remoteAddress;
      if (trusted && address && typeof given === 'string' && acceptable.test(given) && trusted(address, 0))
        return given;
      return randomUUID();
    },
  };
}
