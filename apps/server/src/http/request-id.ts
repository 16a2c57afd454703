/**
 * Request ids (README.md#production): every request gets one, in each of its log lines (`reqId`)
 * and in the response's `X-Request-Id` header, so that a visitor's or a proxy's report finds its log
 * lines. A random UUID, or the `X-Request-Id` the trusted proxy sent (`TrustProxy`: the socket
 * peer must be one the configuration trusts) when it is 1–128 characters of letters, digits and
 * `-_.:@+=/` (no spaces or quotes to forge log lines with); otherwise the header is ignored.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/server-config';

const HEADER = 'x-request-id';
const ACCEPTED = /^[\w\-.:@+=/]{1,128}$/;

/** Whether the direct peer at `address` is a proxy `trust` (config TrustProxy) believes. */
function trustsPeer(trust: ServerConfig['TrustProxy']): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(typeof trust === 'string' ? trust.split(',').map((a) => a.trim()) : trust);
  return (address) => address !== undefined && trusted(address, 0);
}

/** Fastify's `genReqId` for `trust`: the trusted proxy's well-formed X-Request-Id, else a random UUID. */
export function requestIdGenerator(trust: ServerConfig['TrustProxy']): (req: IncomingMessage) => string {
  const fromProxy = trustsPeer(trust);
  return (req) => {
    const sent = req.headers[HEADER];
    if (typeof sent === 'string' && ACCEPTED.test(sent) && fromProxy(req.socket?.remoteAddress)) return sent;
    return randomUUID();
  };
}

/** Adds the request's id to every response as `X-Request-Id`. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(HEADER, req.id);
  });
}
